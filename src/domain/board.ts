/**
 * The Lesson drawing board (spec 001 §2.8, §4, §9): brush widths, colours, the eraser rule and
 * the opening delay.
 */

/** "Brush widths 5, 8, 10, 12, 14 px; default 5" */
export const BOARD_WIDTHS = [5, 8, 10, 12, 14] as const;
export const DEFAULT_BOARD_WIDTH = 5;
/** "default colour red" */
export const DEFAULT_BOARD_COLOR = 'red';
/** "Opens after 500 ms" */
export const BOARD_OPEN_DELAY_MS = 500;

export interface BoardPen {
  color: string;
  /** the brush width in screen pixels; doubled while the eraser is on */
  width: number;
  eraser: boolean;
}

export const DEFAULT_BOARD_PEN: BoardPen = { color: DEFAULT_BOARD_COLOR, width: DEFAULT_BOARD_WIDTH, eraser: false };

/** "Eraser on doubles the width, off halves it." */
export function toggleEraser(pen: BoardPen): BoardPen {
  return pen.eraser ? { ...pen, eraser: false, width: pen.width / 2 } : { ...pen, eraser: true, width: pen.width * 2 };
}

/** Choosing a brush width while the eraser is on keeps the eraser twice as wide as the brush. */
export function chooseWidth(pen: BoardPen, width: number): BoardPen {
  return { ...pen, width: pen.eraser ? width * 2 : width };
}

/** The brush width the picker shows as chosen. */
export function brushWidthOf(pen: BoardPen): number {
  return pen.eraser ? pen.width / 2 : pen.width;
}
