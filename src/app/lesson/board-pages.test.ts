// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDisplayValues, type DrawShapeUtil, type Editor, type TLDrawShape } from 'tldraw';
import { canvasModes } from '../../canvas/canvas-modes.ts';
import { chooseWidth, DEFAULT_BOARD_PEN, toggleEraser } from '../../domain/board.ts';
import { lesson, resetLesson } from '../../state/lesson.ts';
import { createTestEditor, dragOnCanvas } from '../../test/test-editor.ts';
import { applyBoardPen, installBoardPen } from '../../tools/board-pen/board-pen.ts';
import { switchBoardQuestion } from './board-pages.ts';

let editor: Editor;

function drawings(): TLDrawShape[] {
  return editor.getCurrentPageShapes().filter((s): s is TLDrawShape => s.type === 'draw');
}

function screenWidthOf(shape: TLDrawShape): number {
  return (getDisplayValues(editor.getShapeUtil<DrawShapeUtil>('draw'), shape).strokeWidth + 1) * shape.props.scale * editor.getZoomLevel();
}

beforeEach(() => {
  resetLesson();
  editor = createTestEditor({ shapeUtils: canvasModes.board.shapeUtils, tools: canvasModes.board.tools, options: canvasModes.board.options });
  installBoardPen(editor);
  applyBoardPen(editor, lesson.pen);
});

afterEach(() => editor.dispose());

describe('the Lesson board', () => {
  it('draws in red, 5 px wide on screen, by default', () => {
    switchBoardQuestion(editor, null, 'q1');
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 220 });
    const [stroke] = drawings();
    expect(stroke.props.color).toBe('red');
    expect(screenWidthOf(stroke)).toBeCloseTo(5, 5);
  });

  it('keeps the chosen width on screen at another zoom', () => {
    editor.setCamera({ x: 0, y: 0, z: 2 });
    applyBoardPen(editor, chooseWidth(DEFAULT_BOARD_PEN, 12));
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 220 });
    expect(screenWidthOf(drawings()[0])).toBeCloseTo(12, 5);
  });

  it('keeps a drawing with its question while moving to the next question and back', () => {
    switchBoardQuestion(editor, null, 'q1');
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 220 });
    const [first] = drawings();
    expect(first).toBeDefined();

    switchBoardQuestion(editor, 'q1', 'q2');
    expect(drawings()).toEqual([]);
    dragOnCanvas(editor, { x: 400, y: 300 }, { x: 500, y: 500 });
    const [second] = drawings();
    expect(second.id).not.toBe(first.id);

    switchBoardQuestion(editor, 'q2', 'q1');
    const back = drawings();
    expect(back).toHaveLength(1);
    expect(back[0].id).toBe(first.id);
    expect(back[0].props.segments).toEqual(first.props.segments);
    expect(back[0].props.color).toBe('red');
    // undo cannot bring the other question's stroke onto this one
    editor.undo();
    expect(drawings().map((s) => s.id)).toEqual([first.id]);

    switchBoardQuestion(editor, 'q1', 'q2');
    expect(drawings().map((s) => s.id)).toEqual([second.id]);
  });

  it('brings each stroke back with its own width and colour after another brush was chosen on another question', () => {
    switchBoardQuestion(editor, null, 'q1');
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 100 });
    applyBoardPen(editor, chooseWidth({ ...DEFAULT_BOARD_PEN, color: 'blue' }, 10));
    dragOnCanvas(editor, { x: 100, y: 300 }, { x: 300, y: 300 });

    switchBoardQuestion(editor, 'q1', 'q2');
    applyBoardPen(editor, chooseWidth({ ...DEFAULT_BOARD_PEN, color: 'green' }, 14));
    dragOnCanvas(editor, { x: 400, y: 300 }, { x: 500, y: 500 });

    switchBoardQuestion(editor, 'q2', 'q1');
    const back = drawings();
    expect(back.map((s) => s.props.color)).toEqual(['red', 'blue']);
    expect(back.map((s) => screenWidthOf(s))).toEqual([expect.closeTo(5, 5), expect.closeTo(10, 5)]);
    switchBoardQuestion(editor, 'q1', 'q2');
    expect(drawings().map((s) => [s.props.color, screenWidthOf(s)])).toEqual([['green', expect.closeTo(14, 5)]]);
  });

  it('brings the drawing of a question back on a new board after the board was closed', () => {
    switchBoardQuestion(editor, null, 'q1');
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 220 });
    const [stroke] = drawings();
    switchBoardQuestion(editor, 'q1', 'q1');
    editor.dispose();

    editor = createTestEditor({ shapeUtils: canvasModes.board.shapeUtils, tools: canvasModes.board.tools });
    switchBoardQuestion(editor, null, 'q1');
    expect(drawings().map((s) => s.id)).toEqual([stroke.id]);
  });

  it('erases the strokes the eraser passes over, within its width', () => {
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 100 });
    dragOnCanvas(editor, { x: 100, y: 400 }, { x: 300, y: 400 });
    expect(drawings()).toHaveLength(2);

    // the default eraser (twice the 5 px brush) passing 9 px from a stroke leaves it
    const erasing = toggleEraser(DEFAULT_BOARD_PEN);
    applyBoardPen(editor, erasing);
    expect(editor.getCurrentToolId()).toBe('board-eraser');
    dragOnCanvas(editor, { x: 150, y: 109 }, { x: 250, y: 109 });
    expect(drawings()).toHaveLength(2);

    // twice the 12 px brush reaches it
    applyBoardPen(editor, chooseWidth(erasing, 12));
    dragOnCanvas(editor, { x: 150, y: 109 }, { x: 250, y: 109 });
    const left = drawings();
    expect(left).toHaveLength(1);
    expect(left[0].y).toBeGreaterThan(300);

    // and the eraser off draws again
    applyBoardPen(editor, toggleEraser(chooseWidth(erasing, 12)));
    expect(editor.getCurrentToolId()).toBe('draw');
  });
});
