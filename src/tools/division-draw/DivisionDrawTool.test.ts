// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import type { Editor } from 'tldraw';
import { DivisionRectShapeUtil } from '../../shapes/division-rect/DivisionRectShapeUtil.tsx';
import { getDivisionRects, showDivisionRects, watchDivisionEdits, type DivisionEdit } from '../../shapes/division-rect/place-division.ts';
import { createTestEditor, dragOnCanvas, freshEditorPerTest, pointerEvent, tickEditor } from '../../test/test-editor.ts';
import { setDivisionDrawTarget } from './division-draw-target.ts';
import { DivisionDrawTool } from './DivisionDrawTool.ts';

let editor: Editor;
let edits: DivisionEdit[];
freshEditorPerTest(() => {
  editor = createTestEditor({ shapeUtils: [DivisionRectShapeUtil], tools: [DivisionDrawTool] });
  editor.setCamera({ x: 0, y: 0, z: 1 });
  edits = [];
  watchDivisionEdits(editor, (edit) => edits.push(edit));
  editor.setCurrentTool('division-draw');
  return editor;
});

const regionLabel = (slot: string) => `区域 ${Number(slot) + 1}`;

describe('division-draw tool', () => {
  it('draws a new region of the chosen group from the pressed corner, whichever way the drag goes', () => {
    showDivisionRects(editor, [{ groupId: 7, kind: 'region', slot: '0', label: '区域 1', active: true, box: { x: 0, y: 0, w: 50, h: 50 } }], 0.5);
    setDivisionDrawTarget(editor, { groupId: 7, kind: 'region', slot: null, label: regionLabel });
    dragOnCanvas(editor, { x: 400, y: 300 }, { x: 100, y: 200 });

    const drawn = getDivisionRects(editor).find((r) => r.props.slot === '1')!;
    expect(drawn).toMatchObject({ x: 100, y: 200, props: { w: 300, h: 100, groupId: 7, kind: 'region', label: '区域 2', active: true } });
    expect(edits.at(-1)).toEqual({ groupId: 7, kind: 'region', slot: '1', box: { x: 100, y: 200, w: 300, h: 100 } });
    expect(editor.getSelectedShapeIds()).toEqual([drawn.id]);
    expect(editor.getCurrentToolId()).toBe('division-draw');
  });

  it('draws a placed blank again in place of its old box', () => {
    const blank = { groupId: 7, kind: 'blank' as const, slot: '13:2', label: '第 13 题的空 (2)', active: true };
    showDivisionRects(editor, [{ ...blank, box: { x: 10, y: 10, w: 20, h: 20 } }], 0.5);
    setDivisionDrawTarget(editor, { groupId: 7, kind: 'blank', slot: '13:2', label: () => blank.label });
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 180, y: 140 });
    expect(getDivisionRects(editor).map((r) => [r.props.slot, r.x, r.y, r.props.w, r.props.h])).toEqual([['13:2', 100, 100, 80, 40]]);
  });

  it('draws nothing on a click, without a target, and takes the box back on Escape', () => {
    setDivisionDrawTarget(editor, { groupId: 7, kind: 'region', slot: null, label: regionLabel });
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 101, y: 101 });
    expect(getDivisionRects(editor)).toEqual([]);

    editor.dispatch(pointerEvent('pointer_down', { x: 100, y: 100 }));
    editor.dispatch(pointerEvent('pointer_move', { x: 200, y: 200 }));
    tickEditor(editor);
    expect(getDivisionRects(editor)).toHaveLength(1);
    editor.cancel();
    expect(getDivisionRects(editor)).toEqual([]);
    expect(edits.at(-1)?.box).toBeNull();

    setDivisionDrawTarget(editor, null);
    dragOnCanvas(editor, { x: 100, y: 100 }, { x: 300, y: 300 });
    expect(getDivisionRects(editor)).toEqual([]);
  });
});
