import { describe, expect, it } from 'vitest';
import { brushWidthOf, chooseWidth, DEFAULT_BOARD_PEN, toggleEraser } from './board.ts';

describe('the board pen', () => {
  it('starts red and 5 px wide', () => {
    expect(DEFAULT_BOARD_PEN).toEqual({ color: 'red', width: 5, eraser: false });
  });

  it('doubles the width with the eraser on and halves it again when off', () => {
    const erasing = toggleEraser({ ...DEFAULT_BOARD_PEN, width: 8 });
    expect(erasing).toMatchObject({ eraser: true, width: 16 });
    expect(toggleEraser(erasing)).toMatchObject({ eraser: false, width: 8 });
  });

  it('keeps the eraser twice the chosen brush', () => {
    const erasing = chooseWidth(toggleEraser(DEFAULT_BOARD_PEN), 12);
    expect(erasing.width).toBe(24);
    expect(brushWidthOf(erasing)).toBe(12);
    expect(toggleEraser(erasing).width).toBe(12);
  });
});
