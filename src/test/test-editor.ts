/**
 * A real tldraw Editor for vitest under jsdom, built the way the <Tldraw> component builds one:
 * tldraw's default shapes, bindings and tools with ours merged over them, and tldraw's default
 * side effects. Import './jsdom-setup.ts' before this module.
 */
import {
  Editor,
  createTLStore,
  defaultBindingUtils,
  defaultShapeTools,
  defaultShapeUtils,
  defaultTools,
  registerDefaultSideEffects,
  type TLAnyShapeUtilConstructor,
  type TLPointerEventInfo,
  type TLPointerEventName,
  type TLStateNodeConstructor,
  type TLStoreSnapshot,
  type TldrawOptions,
  type VecLike,
} from 'tldraw';
import { afterEach, beforeEach } from 'vitest';

/** The viewport a test editor pretends to have, in screen pixels. */
export const TEST_VIEWPORT = { width: 1080, height: 720 } as const;

export interface TestEditorOptions {
  shapeUtils?: readonly TLAnyShapeUtilConstructor[];
  tools?: readonly TLStateNodeConstructor[];
  options?: Partial<TldrawOptions>;
  /** a saved document to open, which the store migrates on the way in */
  snapshot?: TLStoreSnapshot;
}

function mergeOver<T>(key: (item: T) => string, ours: readonly T[], defaults: readonly T[]): T[] {
  const replaced = new Set(ours.map(key));
  return [...defaults.filter((item) => !replaced.has(key(item))), ...ours];
}

export function createTestEditor({ shapeUtils = [], tools = [], options, snapshot }: TestEditorOptions = {}): Editor {
  const container = document.createElement('div');
  container.tabIndex = 0;
  const { width, height } = TEST_VIEWPORT;
  container.getBoundingClientRect = () => new DOMRect(0, 0, width, height);
  document.body.appendChild(container);

  const allShapeUtils = mergeOver((util) => util.type, shapeUtils, defaultShapeUtils);
  const allTools = mergeOver((tool) => tool.id, tools, [...defaultTools, ...defaultShapeTools]);
  const editor = new Editor({
    shapeUtils: allShapeUtils,
    bindingUtils: defaultBindingUtils,
    tools: allTools,
    store: createTLStore({ shapeUtils: allShapeUtils, bindingUtils: defaultBindingUtils, snapshot }),
    getContainer: () => container,
    initialState: 'select',
    options,
  });
  registerDefaultSideEffects(editor);
  editor.on('dispose', () => container.remove());
  return editor;
}

/*
 * Gestures, fed to the editor as the canvas would feed them from real pointer and wheel events.
 * Points are in screen pixels inside TEST_VIEWPORT.
 */

const NO_MODIFIERS = { shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, accelKey: false };

function pointer(name: TLPointerEventName, point: VecLike): TLPointerEventInfo {
  return {
    ...NO_MODIFIERS,
    type: 'pointer',
    name,
    target: 'canvas',
    point: { x: point.x, y: point.y, z: 0.5 },
    pointerId: 1,
    button: 0,
    isPen: false,
  };
}

/** Lets the editor process what was dispatched, as one animation frame would. */
function tick(editor: Editor): void {
  editor.emit('tick', 16);
}

export function dragOnCanvas(editor: Editor, from: VecLike, to: VecLike): void {
  editor.dispatch(pointer('pointer_down', from));
  tick(editor);
  const steps = 4;
  for (let i = 1; i <= steps; i++) {
    editor.dispatch(pointer('pointer_move', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }));
    tick(editor);
  }
  editor.dispatch(pointer('pointer_up', to));
  tick(editor);
}

export function doubleClickOnCanvas(editor: Editor, at: VecLike): void {
  editor.dispatch(pointer('pointer_down', at));
  editor.dispatch(pointer('pointer_up', at));
  tick(editor);
  for (const phase of ['down', 'up'] as const) {
    editor.dispatch({ ...pointer('pointer_down', at), type: 'click', name: 'double_click', phase });
  }
  tick(editor);
}

export function wheelOnCanvas(editor: Editor, at: VecLike, deltaY: number): void {
  editor.dispatch({ ...NO_MODIFIERS, type: 'wheel', name: 'wheel', point: { x: at.x, y: at.y, z: 0.5 }, delta: { x: 0, y: deltaY, z: 0 } });
  tick(editor);
  tick(editor);
}

/** Single gesture steps, for tests that look at the canvas in the middle of a drag. */
export { pointer as pointerEvent, tick as tickEditor };

/**
 * Gives every test of the file a fresh editor from `create` and disposes of it after the test.
 * `create` usually also keeps it in the file's own variable: `freshEditorPerTest(() => (editor = …))`.
 */
export function freshEditorPerTest(create: () => Editor): void {
  let current: Editor | undefined;
  beforeEach(() => {
    current = create();
  });
  afterEach(() => {
    current?.dispose();
    current = undefined;
  });
}
