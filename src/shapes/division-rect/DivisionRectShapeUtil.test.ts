// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import type { Editor } from 'tldraw';
import { createTestEditor, dragOnCanvas, freshEditorPerTest } from '../../test/test-editor.ts';
import { DivisionRectShapeUtil } from './DivisionRectShapeUtil.tsx';
import { divisionRectId, getDivisionRects, showDivisionRects, watchDivisionEdits, type DivisionEdit, type DivisionRectPlacement } from './place-division.ts';

let editor: Editor;
freshEditorPerTest(() => {
  editor = createTestEditor({ shapeUtils: [DivisionRectShapeUtil] });
  editor.setCamera({ x: 0, y: 0, z: 1 });
  return editor;
});

const region = (groupId: number, slot: string, active: boolean, x = 100): DivisionRectPlacement => ({
  groupId,
  kind: 'region',
  slot,
  label: `区域 ${Number(slot) + 1}`,
  active,
  box: { x, y: 100, w: 200, h: 100 },
});

function watch(): DivisionEdit[] {
  const edits: DivisionEdit[] = [];
  watchDivisionEdits(editor, (edit) => edits.push(edit));
  return edits;
}

describe('division rectangles', () => {
  it('shows the screen’s rectangles, the other groups’ locked, without telling the screen', () => {
    const edits = watch();
    showDivisionRects(editor, [region(7, '0', true), region(8, '0', false, 400)], 0.5);
    const rects = getDivisionRects(editor);
    expect(rects.map((r) => [r.props.groupId, r.isLocked])).toEqual([
      [7, false],
      [8, true],
    ]);
    showDivisionRects(editor, [region(8, '0', true, 400)], 0.5);
    expect(getDivisionRects(editor).map((r) => [r.props.groupId, r.isLocked])).toEqual([[8, false]]);
    expect(edits).toEqual([]);
  });

  it('leaves a box within the tolerance where it is', () => {
    showDivisionRects(editor, [region(7, '0', true)], 0.5);
    editor.updateShape({ id: divisionRectId(7, 'region', '0'), type: 'division-rect', x: 100.3 });
    showDivisionRects(editor, [region(7, '0', true)], 0.5);
    expect(getDivisionRects(editor)[0].x).toBe(100.3);
    showDivisionRects(editor, [region(7, '0', true, 120)], 0.5);
    expect(getDivisionRects(editor)[0].x).toBe(120);
  });

  it('tells the screen where the admin moved, resized or deleted a rectangle, and undo tells it too', () => {
    showDivisionRects(editor, [region(7, '0', true)], 0.5);
    const edits = watch();
    editor.setCurrentTool('select');
    dragOnCanvas(editor, { x: 200, y: 150 }, { x: 260, y: 190 });
    expect(edits.at(-1)).toEqual({ groupId: 7, kind: 'region', slot: '0', box: { x: 160, y: 140, w: 200, h: 100 } });

    const id = divisionRectId(7, 'region', '0');
    editor.select(id);
    editor.resizeShape(id, { x: 2, y: 1.5 }, { scaleOrigin: { x: 160, y: 140 } });
    expect(edits.at(-1)?.box).toEqual({ x: 160, y: 140, w: 400, h: 150 });

    editor.markHistoryStoppingPoint('before delete');
    editor.deleteShapes([id]);
    expect(edits.at(-1)).toEqual({ groupId: 7, kind: 'region', slot: '0', box: null });
    editor.undo();
    expect(edits.at(-1)?.box).toEqual({ x: 160, y: 140, w: 400, h: 150 });
  });

  it('does not let the admin move or resize another group’s rectangle', () => {
    showDivisionRects(editor, [region(8, '0', false)], 0.5);
    editor.setCurrentTool('select');
    dragOnCanvas(editor, { x: 200, y: 150 }, { x: 260, y: 190 });
    expect(getDivisionRects(editor)[0]).toMatchObject({ x: 100, y: 100 });
    expect(editor.getShapeUtil('division-rect').canResize(getDivisionRects(editor)[0])).toBe(false);
  });
});
