// @vitest-environment jsdom
import '../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { createShapeId, type Editor, type TLShape, type TLShapeId } from 'tldraw';
import { createTestEditor, freshEditorPerTest } from '../test/test-editor.ts';
import { allShapeUtils, BLANK_BOX_TYPE, DIVISION_RECT_TYPE, LAYOUT_BLOCK_TYPE, PAGE_FRAME_TYPE, QUESTION_CUT_TYPE, SCAN_PIECE_TYPE, SCORE_MARK_TYPE } from './index.ts';

let editor: Editor;

freshEditorPerTest(() => (editor = createTestEditor({ shapeUtils: allShapeUtils })));

/** Every custom shape, and whether Tab may select it (only the designer's pages and blocks). */
const SHAPES = [
  { type: SCAN_PIECE_TYPE, reachedByTab: false },
  { type: BLANK_BOX_TYPE, reachedByTab: false },
  { type: SCORE_MARK_TYPE, reachedByTab: false },
  { type: LAYOUT_BLOCK_TYPE, reachedByTab: true },
  { type: PAGE_FRAME_TYPE, reachedByTab: true },
] as const;

/** Shapes the user resizes and moves, whose behaviour has its own tests beside them. */
const EDITABLE_SHAPES = [DIVISION_RECT_TYPE, QUESTION_CUT_TYPE];

function place(type: (typeof SHAPES)[number]['type'], x: number, y: number): TLShapeId {
  const id = createShapeId();
  editor.createShape({ id, type, x, y });
  return id;
}

function shapeOf(id: TLShapeId): TLShape {
  const shape = editor.getShape(id);
  if (!shape) throw new Error(`no shape ${id}`);
  return shape;
}

describe('the shared behaviour of every custom shape', () => {
  it('covers each registered custom shape', () => {
    expect(new Set(allShapeUtils.map((util) => util.type))).toEqual(new Set([...SHAPES.map((entry) => entry.type), ...EDITABLE_SHAPES]));
  });

  it.each(SHAPES)('$type is a filled box that offers no editing, resizing, rotating, binding or snapping', ({ type, reachedByTab }) => {
    const shape = shapeOf(place(type, 40, 60));
    const util = editor.getShapeUtil(shape);
    const bounds = editor.getShapePageBounds(shape);
    expect(bounds?.w).toBeGreaterThan(0);
    expect(bounds?.h).toBeGreaterThan(0);
    // a click inside the box lands on the shape, not only a click on its outline
    const centre = { x: 40 + (bounds?.w ?? 0) / 2, y: 60 + (bounds?.h ?? 0) / 2 };
    expect(editor.getShapeAtPoint(centre, { hitInside: false })?.id).toBe(shape.id);

    expect(editor.canEditShape(shape)).toBe(false);
    expect(util.canResize(shape)).toBe(false);
    expect(util.canSnap(shape)).toBe(false);
    expect(util.canBind({ fromShape: shape, toShape: shape, bindingType: 'arrow', fromShapeType: type, toShapeType: type })).toBe(false);
    expect(util.hideRotateHandle(shape)).toBe(true);
    expect(util.hideResizeHandles(shape)).toBe(true);
    expect(util.canTabTo(shape)).toBe(reachedByTab);
  });

  it.each(SHAPES)('$type stays where it was placed when the user aligns or stacks the selection', ({ type }) => {
    const ids = [place(type, 0, 0), place(type, 300, 500)];
    const before = ids.map((id) => ({ x: shapeOf(id).x, y: shapeOf(id).y }));
    editor.alignShapes(ids, 'left');
    editor.stackShapes(ids, 'vertical', 10);
    expect(ids.map((id) => ({ x: shapeOf(id).x, y: shapeOf(id).y }))).toEqual(before);
  });
});
