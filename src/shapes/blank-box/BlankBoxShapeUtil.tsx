import { HTMLContainer, useValue, type Editor } from 'tldraw';
import { SizedPaperShapeUtil } from '../fixed-box-shape.ts';
import type { CSSProperties } from 'react';
import { t } from '../../i18n/zh-CN.ts';
import { blankMarkOf, formatScore, type BlankMarkKind } from '../../domain/score-entry.ts';
import { blankBoxMigrations } from './blank-box-migrations.ts';
import { BLANK_BOX_TYPE, blankBoxProps, type BlankBoxProps, type BlankBoxShape } from './blank-box-props.ts';
import { blankIdOfBox, blankScores, getActiveBlank } from './blank-scores.ts';

const PLACEHOLDER_SIDE = 100;
/** Teacher's red for ticks, crosses and scores. */
const RED = 'rgba(222, 16, 32, 0.78)';
const BLUE = '#1f6feb';

/**
 * One blank — or one region of a by-region question — over the student's scan. It shows its
 * name and full score, whether it is the blank being scored, its score, and for a blank the
 * tick (full score), cross (0) or half tick (partial) a teacher would write.
 */
export class BlankBoxShapeUtil extends SizedPaperShapeUtil<BlankBoxShape> {
  static override type = BLANK_BOX_TYPE;
  static override props = blankBoxProps;
  static override migrations = blankBoxMigrations;

  getDefaultProps(): BlankBoxProps {
    return { w: PLACEHOLDER_SIDE, h: PLACEHOLDER_SIDE, showOrder: '', key: '', label: '', fullMark: 1, step: 1, score: null, variant: 'blank' };
  }

  component(shape: BlankBoxShape) {
    return <BlankBoxView editor={this.editor} shape={shape} />;
  }

  override getAriaDescriptor(shape: BlankBoxShape) {
    return t.marking.paper.blankAria(shape.props.label, shape.props.fullMark);
  }
}

function BlankBoxView({ editor, shape }: { editor: Editor; shape: BlankBoxShape }) {
  const id = blankIdOfBox(shape);
  const active = useValue('active blank', () => getActiveBlank(editor) === id, [editor, id]);
  const score = useValue('blank score', () => blankScores(editor).get(id), [editor, id]);
  const { w, h, label, fullMark, variant } = shape.props;
  const scored = score !== undefined;
  const border: CSSProperties = active
    ? { border: `2px solid ${BLUE}`, background: 'rgba(31, 111, 235, 0.07)', boxShadow: '0 0 0 3px rgba(31, 111, 235, 0.18)' }
    : scored
      ? { border: '1.5px solid rgba(222, 16, 32, 0.45)' }
      : { border: '1.5px dashed rgba(31, 111, 235, 0.55)' };
  const markSide = Math.max(16, Math.min(h * 0.7, w * 0.5, 72));
  return (
    <HTMLContainer
      data-blank={id}
      data-active={active ? 'true' : 'false'}
      data-score={scored ? formatScore(score) : ''}
      style={{ width: w, height: h, boxSizing: 'border-box', borderRadius: 3, pointerEvents: 'none', ...border }}
    >
      <span
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          padding: '1px 6px',
          fontSize: 13,
          lineHeight: '18px',
          color: '#fff',
          background: active ? BLUE : 'rgba(31, 111, 235, 0.62)',
          borderBottomRightRadius: 4,
          whiteSpace: 'nowrap',
        }}
      >
        {t.marking.paper.blankTag(label, formatScore(fullMark))}
      </span>
      {scored && (
        <span style={{ position: 'absolute', right: 6, top: 2, fontSize: 24, lineHeight: 1, fontWeight: 700, color: RED }}>{formatScore(score)}</span>
      )}
      {variant === 'blank' && <BlankMark kind={blankMarkOf(score, fullMark)} side={markSide} />}
    </HTMLContainer>
  );
}

/** A tick, a cross or a half tick, drawn the way a teacher's pen would. */
function BlankMark({ kind, side }: { kind: BlankMarkKind; side: number }) {
  if (kind === 'none') return null;
  const paths: Record<Exclude<BlankMarkKind, 'none'>, string[]> = {
    tick: ['M8 52 L36 82 L92 14'],
    cross: ['M16 16 L84 84', 'M84 16 L16 84'],
    half: ['M8 52 L36 82 L92 14', 'M46 34 L74 62'],
  };
  return (
    <svg
      data-blank-mark={kind}
      viewBox="0 0 100 100"
      width={side}
      height={side}
      style={{ position: 'absolute', right: '18%', top: '50%', transform: 'translateY(-50%)', overflow: 'visible' }}
      aria-hidden
    >
      {paths[kind].map((d) => (
        <path key={d} d={d} fill="none" stroke={RED} strokeWidth={9} strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}
