/**
 * The Lesson board's pen is tldraw's draw tool with our colours and brush widths: the chosen
 * colour becomes the colour style of the next strokes, and each new stroke is scaled so that its
 * line is as many screen pixels wide as the brush (5, 8, 10, 12 or 14) at the current zoom. The
 * eraser is the board-eraser tool with twice the width (src/domain/board.ts).
 */
import { DefaultColorStyle, getDisplayValues, type DrawShapeUtil, type Editor, type TLDefaultColorStyle, type TLDrawShape, type TLShape } from 'tldraw';
import type { BoardPen } from '../../domain/board.ts';
import { BOARD_ERASER_TOOL_ID, setBoardEraserWidth } from '../board-eraser/BoardEraserTool.ts';

export const BOARD_DRAW_TOOL_ID = 'draw';

/** The colours the board offers, as tldraw's colour style names. */
export const BOARD_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'violet', 'black', 'white'] as const satisfies readonly TLDefaultColorStyle[];

const pens = new WeakMap<Editor, BoardPen>();

function isDraw(shape: TLShape): shape is TLDrawShape {
  return shape.type === 'draw';
}

/** The draw shape's scale that makes its line `width` screen pixels wide. */
export function scaleForWidth(editor: Editor, shape: TLDrawShape, width: number): number {
  const base = getDisplayValues(editor.getShapeUtil<DrawShapeUtil>('draw'), shape).strokeWidth + 1;
  return width / (base * editor.getZoomLevel());
}

/** The draw tool's state while a stroke is being drawn: the stroke it creates then is the pen's. */
const DRAWING_STATE = `${BOARD_DRAW_TOOL_ID}.drawing`;

/**
 * Makes new strokes follow the board's pen; answers the function that stops it. Only the stroke
 * the pen is drawing takes the brush: strokes drawn before, and strokes put back on the board
 * (another question's drawing coming back, src/app/lesson/board-pages.ts), keep the width and
 * colour they were drawn with.
 */
export function installBoardPen(editor: Editor): () => void {
  return editor.sideEffects.registerBeforeCreateHandler('shape', (shape) => {
    const pen = pens.get(editor);
    if (!pen || pen.eraser || !isDraw(shape) || !editor.isIn(DRAWING_STATE)) return shape;
    return { ...shape, props: { ...shape.props, scale: scaleForWidth(editor, shape, pen.width) } };
  });
}

/** Takes the board's pen: colour, width and whether the eraser is on. */
export function applyBoardPen(editor: Editor, pen: BoardPen): void {
  pens.set(editor, pen);
  if (BOARD_COLORS.includes(pen.color as (typeof BOARD_COLORS)[number])) {
    editor.setStyleForNextShapes(DefaultColorStyle, pen.color as TLDefaultColorStyle);
  }
  if (pen.eraser) {
    setBoardEraserWidth(editor, pen.width);
    editor.setCurrentTool(BOARD_ERASER_TOOL_ID);
  } else {
    editor.setCurrentTool(BOARD_DRAW_TOOL_ID);
  }
}
