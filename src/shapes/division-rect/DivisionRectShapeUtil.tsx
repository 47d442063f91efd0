import { HTMLContainer } from 'tldraw';
import { DrawnBoxShapeUtil } from '../drawn-box-shape.ts';
import { divisionRectMigrations } from './division-rect-migrations.ts';
import { DIVISION_RECT_TYPE, divisionRectProps, type DivisionRectProps, type DivisionRectShape } from './division-rect-props.ts';

const PLACEHOLDER_SIDE = 100;
/** the group being edited: regions blue, blanks orange; other groups grey */
const COLOURS = { region: '#1f6feb', blank: '#d46b08', other: 'rgba(90, 90, 90, 0.55)' } as const;

/**
 * One rectangle of a question group's division over the answer sheet's pages: unlike the shapes
 * of a student's paper, the admin draws, moves and resizes it with tldraw's own handles. Only the
 * group being edited takes part; the others' rectangles are shown locked and greyed for context.
 */
export class DivisionRectShapeUtil extends DrawnBoxShapeUtil<DivisionRectShape> {
  static override type = DIVISION_RECT_TYPE;
  static override props = divisionRectProps;
  static override migrations = divisionRectMigrations;

  getDefaultProps(): DivisionRectProps {
    return { w: PLACEHOLDER_SIDE, h: PLACEHOLDER_SIDE, groupId: 1, kind: 'region', slot: '0', label: '', active: true };
  }

  override canResize(shape: DivisionRectShape) {
    return shape.props.active;
  }

  component(shape: DivisionRectShape) {
    const { w, h, kind, label, active } = shape.props;
    const colour = active ? COLOURS[kind] : COLOURS.other;
    return (
      <HTMLContainer
        data-division-rect={`${shape.props.groupId}:${kind}:${shape.props.slot}`}
        data-active={active ? 'true' : 'false'}
        style={{
          width: w,
          height: h,
          boxSizing: 'border-box',
          border: `${active ? 2 : 1}px ${kind === 'blank' ? 'dashed' : 'solid'} ${colour}`,
          background: active ? (kind === 'blank' ? 'rgba(212, 107, 8, 0.08)' : 'rgba(31, 111, 235, 0.08)') : 'transparent',
          pointerEvents: 'none',
        }}
      >
        <span style={{ position: 'absolute', left: 0, top: 0, padding: '0 4px', fontSize: 12, lineHeight: '16px', color: '#fff', background: colour, whiteSpace: 'nowrap' }}>{label}</span>
      </HTMLContainer>
    );
  }
}
