import { HTMLContainer, Rectangle2d, ShapeUtil, type Geometry2d, type TLIndicatorPath } from 'tldraw';
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
export class ScoreMarkShapeUtil extends ShapeUtil<ScoreMarkShape> {
  static override type = SCORE_MARK_TYPE;
  static override props = scoreMarkProps;
  static override migrations = scoreMarkMigrations;

  getDefaultProps(): ScoreMarkProps {
    return { score: '+1', fontSize: DEFAULT_MARK_FONT_SIZE, blank: '' };
  }

  getGeometry(shape: ScoreMarkShape): Geometry2d {
    const { w, h } = scoreMarkSize(shape.props.score, shape.props.fontSize);
    return new Rectangle2d({ width: w, height: h, isFilled: true });
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

  getIndicatorPath(shape: ScoreMarkShape): TLIndicatorPath {
    const { w, h } = scoreMarkSize(shape.props.score, shape.props.fontSize);
    const path = new Path2D();
    path.rect(0, 0, w, h);
    return path;
  }

  override canEdit() {
    return false;
  }
  override canResize() {
    return false;
  }
  override canBind() {
    return false;
  }
  override canSnap() {
    return false;
  }
  override canTabTo() {
    return false;
  }
  override canBeLaidOut() {
    return false;
  }
  override hideRotateHandle() {
    return true;
  }
  override hideResizeHandles() {
    return true;
  }
  override getAriaDescriptor(shape: ScoreMarkShape) {
    return t.marking.paper.scoreMarkAria(shape.props.score);
  }
}
