// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDisplayValues, type DrawShapeUtil, type Editor, type TLDrawShape } from 'tldraw';
import { chooseWidth, DEFAULT_BOARD_PEN, toggleEraser, type BoardPen } from '../../domain/board.ts';
import { createTestEditor, dragOnCanvas } from '../../test/test-editor.ts';
import { BOARD_ERASER_TOOL_ID, BoardEraserTool, boardEraserWidth } from '../board-eraser/BoardEraserTool.ts';
import { applyBoardPen, BOARD_DRAW_TOOL_ID, installBoardPen } from './board-pen.ts';

let editor: Editor;
let uninstall: () => void;

beforeEach(() => {
  editor = createTestEditor({ tools: [BoardEraserTool] });
  uninstall = installBoardPen(editor);
  applyBoardPen(editor, DEFAULT_BOARD_PEN);
});

afterEach(() => editor.dispose());

function strokes(): TLDrawShape[] {
  return editor.getCurrentPageShapesSorted().filter((shape): shape is TLDrawShape => shape.type === 'draw');
}

/** How many screen pixels wide a stroke's line is at the current zoom. */
function screenWidthOf(stroke: TLDrawShape): number {
  return (getDisplayValues(editor.getShapeUtil<DrawShapeUtil>('draw'), stroke).strokeWidth + 1) * stroke.props.scale * editor.getZoomLevel();
}

function pen(color: string, width: number): BoardPen {
  return chooseWidth({ ...DEFAULT_BOARD_PEN, color }, width);
}

describe('the board pen', () => {
  it('draws a stroke as many screen pixels wide as the brush, in the chosen colour, at any zoom', () => {
    editor.setCamera({ x: 0, y: 0, z: 1.5 });
    applyBoardPen(editor, pen('blue', 8));
    expect(editor.getCurrentToolId()).toBe(BOARD_DRAW_TOOL_ID);
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 200 });
    const [stroke] = strokes();
    expect(stroke.props.color).toBe('blue');
    expect(screenWidthOf(stroke)).toBeCloseTo(8, 5);
  });

  it('leaves the strokes already drawn as they were when the brush and colour change', () => {
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 100 });
    applyBoardPen(editor, pen('green', 14));
    dragOnCanvas(editor, { x: 100, y: 300 }, { x: 300, y: 300 });
    const [first, second] = strokes();
    expect([first.props.color, second.props.color]).toEqual(['red', 'green']);
    expect(screenWidthOf(first)).toBeCloseTo(5, 5);
    expect(screenWidthOf(second)).toBeCloseTo(14, 5);
  });

  it('puts strokes back on the board with their own width and colour, not the brush chosen since', () => {
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 100 });
    applyBoardPen(editor, pen('black', 12));
    dragOnCanvas(editor, { x: 100, y: 300 }, { x: 300, y: 300 });
    const drawn = structuredClone(strokes());
    editor.deleteShapes(drawn.map((stroke) => stroke.id));
    // another brush chosen meanwhile, then the drawing comes back (as a question's drawing does)
    applyBoardPen(editor, pen('violet', 14));
    editor.store.put(drawn);
    const back = strokes();
    expect(back.map((stroke) => stroke.props.color)).toEqual(['red', 'black']);
    expect(back.map((stroke) => screenWidthOf(stroke))).toEqual([expect.closeTo(5, 5), expect.closeTo(12, 5)]);
    expect(back.map((stroke) => stroke.props.scale)).toEqual(drawn.map((stroke) => stroke.props.scale));
  });

  it('turns into the eraser, twice as wide as the brush, and back into the pen', () => {
    const erasing = toggleEraser(pen('red', 12));
    applyBoardPen(editor, erasing);
    expect(editor.getCurrentToolId()).toBe(BOARD_ERASER_TOOL_ID);
    expect(boardEraserWidth(editor)).toBe(24);
    applyBoardPen(editor, toggleEraser(erasing));
    expect(editor.getCurrentToolId()).toBe(BOARD_DRAW_TOOL_ID);
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 100 });
    expect(screenWidthOf(strokes()[0])).toBeCloseTo(12, 5);
  });

  it('no longer shapes new strokes once uninstalled', () => {
    applyBoardPen(editor, pen('red', 14));
    uninstall();
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 100 });
    expect(screenWidthOf(strokes()[0])).not.toBeCloseTo(14, 0);
  });
});
