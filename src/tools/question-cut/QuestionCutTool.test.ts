// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import type { Editor } from 'tldraw';
import { QuestionCutShapeUtil } from '../../shapes/question-cut/QuestionCutShapeUtil.tsx';
import { getQuestionCuts } from '../../shapes/question-cut/place-question-cuts.ts';
import { createTestEditor, dragOnCanvas, freshEditorPerTest, pointerEvent, tickEditor } from '../../test/test-editor.ts';
import { setQuestionCutTarget } from './question-cut-target.ts';
import { QuestionCutTool } from './QuestionCutTool.ts';

let editor: Editor;
freshEditorPerTest(() => {
  editor = createTestEditor({ shapeUtils: [QuestionCutShapeUtil], tools: [QuestionCutTool] });
  editor.setCamera({ x: 0, y: 0, z: 1 });
  editor.setCurrentTool('question-cut');
  return editor;
});

const boxes = () => getQuestionCuts(editor).map((cut) => [cut.x, cut.y, cut.props.w, cut.props.h, cut.props.questionId, cut.props.label]);

describe('question-cut tool', () => {
  it('cuts for the chosen question from the pressed corner, whichever way the drag goes, and selects the cut', () => {
    setQuestionCutTarget(editor, { questionId: 5, label: '1' });
    dragOnCanvas(editor, { x: 400, y: 300 }, { x: 100, y: 200 });
    expect(boxes()).toEqual([[100, 200, 300, 100, 5, '1']]);
    expect(editor.getSelectedShapeIds()).toEqual([getQuestionCuts(editor)[0].id]);
    expect(editor.getCurrentToolId()).toBe('question-cut');
    expect(editor.getPath()).toBe('question-cut.idle');
  });

  it('gives a question several cuts, each undone on its own', () => {
    setQuestionCutTarget(editor, { questionId: 5, label: '1' });
    dragOnCanvas(editor, { x: 10, y: 10 }, { x: 210, y: 110 });
    setQuestionCutTarget(editor, { questionId: 5, label: '1' });
    dragOnCanvas(editor, { x: 300, y: 10 }, { x: 500, y: 60 });
    expect(boxes()).toHaveLength(2);
    editor.undo();
    expect(boxes()).toEqual([[10, 10, 200, 100, 5, '1']]);
  });

  it('settles the top and bottom edges into the gaps between text lines when they are known', () => {
    const gaps = [95, 180, 260];
    const snapY = (y: number) => gaps.find((gap) => Math.abs(gap - y) <= 12) ?? y;
    setQuestionCutTarget(editor, { questionId: 6, label: '2', snapY });
    dragOnCanvas(editor, { x: 50, y: 100 }, { x: 450, y: 250 });
    expect(boxes()).toEqual([[50, 95, 400, 165, 6, '2']]);
  });

  it('cuts nothing on a click or without a question, and takes the cut back on Escape', () => {
    setQuestionCutTarget(editor, { questionId: 5, label: '1' });
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 101, y: 101 });
    expect(boxes()).toEqual([]);

    editor.dispatch(pointerEvent('pointer_down', { x: 100, y: 100 }));
    editor.dispatch(pointerEvent('pointer_move', { x: 200, y: 200 }));
    tickEditor(editor);
    expect(editor.getPath()).toBe('question-cut.dragging');
    expect(boxes()).toHaveLength(1);
    editor.cancel();
    expect(boxes()).toEqual([]);

    setQuestionCutTarget(editor, null);
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 300 });
    expect(boxes()).toEqual([]);
  });
});
