// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShapeId, type Editor, type TLShape } from 'tldraw';
import { createTestEditor, dragOnCanvas, pointerEvent, tickEditor } from '../../test/test-editor.ts';
import { BOARD_ERASER_TOOL_ID, BoardEraserTool, boardEraserWidth, setBoardEraserWidth } from './BoardEraserTool.ts';

let editor: Editor;

beforeEach(() => {
  editor = createTestEditor({ tools: [BoardEraserTool] });
  editor.setCurrentTool('draw');
});

afterEach(() => editor.dispose());

/** A horizontal stroke drawn with tldraw's pen between two screen points. */
function drawLine(y: number, fromX = 100, toX = 300): void {
  editor.setCurrentTool('draw');
  dragOnCanvas(editor, { x: fromX, y }, { x: toX, y });
}

function erase(from: { x: number; y: number }, to: { x: number; y: number }, width: number): void {
  setBoardEraserWidth(editor, width);
  editor.setCurrentTool(BOARD_ERASER_TOOL_ID);
  dragOnCanvas(editor, from, to);
}

const shapes = (): TLShape[] => editor.getCurrentPageShapesSorted();

describe('the board eraser', () => {
  it('is twice the default brush wide until the board sets its width', () => {
    expect(boardEraserWidth(editor)).toBe(10);
    setBoardEraserWidth(editor, 28);
    expect(boardEraserWidth(editor)).toBe(28);
  });

  it('removes a stroke it passes within half its width of, and only such a stroke', () => {
    drawLine(100);
    drawLine(300);
    // 6 px from the first line: a 10 px eraser (5 px either side) misses it, a 14 px one reaches it
    erase({ x: 150, y: 106 }, { x: 250, y: 106 }, 10);
    expect(shapes()).toHaveLength(2);
    erase({ x: 150, y: 106 }, { x: 250, y: 106 }, 14);
    const left = shapes();
    expect(left).toHaveLength(1);
    expect(left[0].y).toBeGreaterThan(200);
  });

  it('measures its width on the screen, whatever the zoom', () => {
    editor.setCamera({ x: 0, y: 0, z: 4 });
    drawLine(100);
    // 6 screen px away is 1.5 canvas units at this zoom: still out of a 10 px eraser's reach
    erase({ x: 150, y: 106 }, { x: 250, y: 106 }, 10);
    expect(shapes()).toHaveLength(1);
    erase({ x: 150, y: 104 }, { x: 250, y: 104 }, 10);
    expect(shapes()).toHaveLength(0);
  });

  it('erases only while pressed', () => {
    drawLine(100);
    editor.setCurrentTool(BOARD_ERASER_TOOL_ID);
    for (const x of [120, 180, 240]) {
      editor.dispatch(pointerEvent('pointer_move', { x, y: 100 }));
      tickEditor(editor);
    }
    expect(shapes()).toHaveLength(1);
  });

  it('never removes a locked stroke or anything that is not a stroke', () => {
    drawLine(100);
    const [stroke] = shapes();
    editor.updateShape({ id: stroke.id, type: 'draw', isLocked: true });
    editor.createShape({ id: createShapeId('paper'), type: 'geo', x: 100, y: 250, props: { w: 200, h: 100 } });
    erase({ x: 150, y: 100 }, { x: 250, y: 100 }, 20);
    erase({ x: 100, y: 250 }, { x: 300, y: 350 }, 20);
    expect(shapes().map((shape) => shape.type).sort()).toEqual(['draw', 'geo']);
  });

  it('takes back everything one stroke of the eraser removed with one undo', () => {
    drawLine(100);
    drawLine(130);
    drawLine(400);
    erase({ x: 200, y: 80 }, { x: 200, y: 150 }, 10);
    expect(shapes()).toHaveLength(1);
    editor.undo();
    expect(shapes()).toHaveLength(3);
  });
});
