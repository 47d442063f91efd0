import { HTMLContainer } from 'tldraw';
import { PaperShapeUtil, type BoxSize } from '../fixed-box-shape.ts';
import { t } from '../../i18n/zh-CN.ts';
import { scoreMarkMigrations } from './score-mark-migrations.ts';
import { DEFAULT_MARK_FONT_SIZE, SCORE_MARK_TYPE, scoreMarkProps, scoreMarkSize, type ScoreMarkProps, type ScoreMarkShape } from './score-mark-props.ts';

/** Teacher's red, half transparent so that the handwriting under a mark stays readable. */
const MARK_COLOUR = 'rgba(222, 16, 32, 0.62)';

/**
 * A score mark written on the paper: "+2" for a bonus or step point, "-1" for a deduction.
 * Marks are placed and removed by clicks (the score-point tool); they are never resized,
 * rotated or edited as text.
 */
export class ScoreMarkShapeUtil extends PaperShapeUtil<ScoreMarkShape> {
  static override type = SCORE_MARK_TYPE;
  static override props = scoreMarkProps;
  static override migrations = scoreMarkMigrations;

  getDefaultProps(): ScoreMarkProps {
    return { score: '+1', fontSize: DEFAULT_MARK_FONT_SIZE, blank: '' };
  }

  boxSize(shape: ScoreMarkShape): BoxSize {
    return scoreMarkSize(shape.props.score, shape.props.fontSize);
  }

  component(shape: ScoreMarkShape) {
    const { w, h } = scoreMarkSize(shape.props.score, shape.props.fontSize);
    return (
      <HTMLContainer
        data-score-mark={shape.props.score}
        style={{
          width: w,
          height: h,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: MARK_COLOUR,
          fontSize: shape.props.fontSize,
          fontWeight: 700,
          fontFamily: "'Segoe Print', 'Comic Sans MS', 'Kaiti SC', 'KaiTi', sans-serif",
          lineHeight: 1,
          whiteSpace: 'nowrap',
          userSelect: 'none',
          pointerEvents: 'none',
        }}
      >
        {shape.props.score}
      </HTMLContainer>
    );
  }

  override getAriaDescriptor(shape: ScoreMarkShape) {
    return t.marking.paper.scoreMarkAria(shape.props.score);
  }
}
