// @vitest-environment jsdom
import '../test/jsdom-setup.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { createShapeId, type Editor, type TLUiActionsContextType, type TLUiToolsContextType } from 'tldraw';
import { createTestEditor, doubleClickOnCanvas, dragOnCanvas, wheelOnCanvas } from '../test/test-editor.ts';
import { getScanPieces, placeScanPieces } from '../shapes/index.ts';
import { CANVAS_MODES, type CanvasMode } from './canvas-mode.ts';
import { applyModeRules, canvasModes, uiOverridesFor } from './canvas-modes.ts';

const editors: Editor[] = [];

afterEach(() => {
  editors.splice(0).forEach((editor) => editor.dispose());
});

/** An editor set up as PaperCanvas sets one up for the mode, minus the React tree. */
function editorFor(mode: CanvasMode): Editor {
  const config = canvasModes[mode];
  const editor = createTestEditor({ shapeUtils: config.shapeUtils, tools: config.tools, options: config.options });
  editors.push(editor);
  // tldraw registers its paste and drop handlers before onMount: stand in for them
  editor.registerExternalContentHandler('text', ({ text }) => {
    editor.createShape({ type: 'text', x: 0, y: 0, props: { richText: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] } } });
  });
  return editor;
}

/** An editor of the mode with the mode's rules applied, as its screen opens it. */
function ruledEditorFor(mode: CanvasMode): Editor {
  const editor = editorFor(mode);
  applyModeRules(editor, mode);
  return editor;
}

const SHEET = [{ url: '/v1/files/scan/1/1.jpg', width: 1000, height: 700, x: 0, y: 0 }];

/** Fake UI registries: only the ids matter to the overrides. */
function registry(ids: string[]): Record<string, { id: string }> {
  return Object.fromEntries(ids.map((id) => [id, { id }]));
}

describe('marking mode', () => {
  it('zooms with the wheel instead of scrolling', () => {
    const editor = editorFor('marking');
    const before = editor.getCamera();

    wheelOnCanvas(editor, { x: 500, y: 300 }, 120);

    expect(editor.getCamera().z).not.toBe(before.z);
  });

  it('does not let a double click start a text box on the scan', () => {
    const editor = ruledEditorFor('marking');
    placeScanPieces(editor, SHEET);

    doubleClickOnCanvas(editor, { x: 400, y: 300 });

    expect(editor.getCurrentPageShapes().map((shape) => shape.type)).toEqual(['scan-piece']);
  });

  it('does not move the scan when the marker drags across it', () => {
    const editor = ruledEditorFor('marking');
    const [id] = placeScanPieces(editor, SHEET);

    dragOnCanvas(editor, { x: 300, y: 300 }, { x: 600, y: 500 });

    expect(editor.getShape(id)).toMatchObject({ x: 0, y: 0 });
    expect(editor.getSelectedShapeIds()).toEqual([]);
  });

  it('ignores pasted or dropped content', async () => {
    const editor = ruledEditorFor('marking');

    await editor.putExternalContent({ type: 'text', text: '抄袭的答案', point: { x: 10, y: 10 } });

    expect(editor.getCurrentPageShapes()).toHaveLength(0);
  });

  it('keeps a placed scan locked even against the lock shortcut’s action', () => {
    const editor = ruledEditorFor('marking');
    const [id] = placeScanPieces(editor, SHEET);

    editor.toggleLock([id]);
    editor.nudgeShapes([id], { x: 50, y: 0 });

    expect(editor.getShape(id)).toMatchObject({ isLocked: true, x: 0, y: 0 });
  });

  it('lifts its rules when the canvas goes away', () => {
    const editor = editorFor('marking');
    const lift = applyModeRules(editor, 'marking');
    const [id] = placeScanPieces(editor, SHEET);

    lift();
    editor.toggleLock([id]);

    expect(editor.getShape(id)?.isLocked).toBe(false);
  });

  it('keeps only navigation, undo and delete among the shortcuts', () => {
    const overrides = uiOverridesFor('marking');
    const editor = editorFor('marking');
    const actions = registry(['undo', 'redo', 'delete', 'zoom-in', 'toggle-lock', 'unlock-all', 'flip-horizontal', 'duplicate', 'group']);
    const tools = registry(['select', 'hand', 'zoom', 'draw', 'eraser', 'text', 'geo']);
    const helpers = {} as Parameters<NonNullable<typeof overrides.actions>>[2];

    const keptActions = overrides.actions?.(editor, actions as unknown as TLUiActionsContextType, helpers);
    const keptTools = overrides.tools?.(editor, tools as unknown as TLUiToolsContextType, helpers);

    expect(Object.keys(keptActions ?? {}).sort()).toEqual(['delete', 'redo', 'undo', 'zoom-in']);
    expect(Object.keys(keptTools ?? {}).sort()).toEqual(['hand', 'select', 'zoom']);
  });
});

describe('board mode', () => {
  it('scrolls with the wheel', () => {
    const editor = editorFor('board');
    const before = editor.getCamera();

    wheelOnCanvas(editor, { x: 500, y: 300 }, 120);

    expect(editor.getCamera().z).toBe(before.z);
    expect(editor.getCamera().y).not.toBe(before.y);
  });

  it('moves an unlocked shape that is dragged (the gesture itself works)', () => {
    const editor = editorFor('board');
    const id = createShapeId();
    editor.createShape({ id, type: 'geo', x: 100, y: 100, props: { w: 200, h: 200, fill: 'solid' } });

    dragOnCanvas(editor, { x: 200, y: 200 }, { x: 300, y: 250 });

    expect(editor.getShape(id)).toMatchObject({ x: 200, y: 150 });
  });

  it('lets the teacher unlock and move a typical paper', () => {
    const editor = ruledEditorFor('board');
    const [id] = placeScanPieces(editor, SHEET);

    editor.toggleLock([id]);
    editor.nudgeShapes([id], { x: 50, y: 0 });

    expect(editor.getShape(id)).toMatchObject({ isLocked: false, x: 50 });
  });

  it('accepts pasted content', async () => {
    const editor = ruledEditorFor('board');

    await editor.putExternalContent({ type: 'text', text: '板书', point: { x: 10, y: 10 } });

    expect(editor.getCurrentPageShapes().map((shape) => shape.type)).toEqual(['text']);
  });

  it('keeps every tldraw shortcut', () => {
    const overrides = uiOverridesFor('board');
    const editor = editorFor('board');
    const actions = registry(['toggle-lock', 'duplicate']);
    const helpers = {} as Parameters<NonNullable<typeof overrides.actions>>[2];

    const kept = overrides.actions?.(editor, actions as unknown as TLUiActionsContextType, helpers);

    expect(Object.keys(kept ?? {})).toEqual(['toggle-lock', 'duplicate']);
  });
});

describe('every mode', () => {
  it.each(CANVAS_MODES)('%s can show a scanned sheet', (mode) => {
    const editor = ruledEditorFor(mode);

    placeScanPieces(editor, SHEET);

    expect(getScanPieces(editor)).toHaveLength(1);
  });
});
