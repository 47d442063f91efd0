import type {
  Editor,
  TLAnyShapeUtilConstructor,
  TLExternalContent,
  TLStateNodeConstructor,
  TLUiOverrides,
  TldrawOptions,
} from 'tldraw';
import { boardShapeUtils, cuttingShapeUtils, designerShapeUtils, markingShapeUtils, pinLockedScanPieces } from '../shapes/index.ts';
import { boardTools, cuttingTools, designerTools, markingTools } from '../tools/index.ts';
import type { CanvasMode } from './canvas-mode.ts';

/** What one canvas mode offers and what it protects. */
export interface CanvasModeConfig {
  shapeUtils: readonly TLAnyShapeUtilConstructor[];
  tools: readonly TLStateNodeConstructor[];
  /** editor options, the camera among them */
  options: Partial<TldrawOptions>;
  /**
   * tldraw's built-in tools a user can reach by keyboard besides the mode's own tools; `'all'`
   * keeps every one. With the UI hidden the shortcuts are the only way in.
   */
  builtInTools: readonly string[] | 'all';
  /** tldraw actions kept, and with them their shortcuts; `'all'` keeps every one */
  actions: readonly string[] | 'all';
  /** whether pasted or dropped files, links, text and copied shapes land on the canvas */
  acceptsExternalContent: boolean;
  /** whether locked scan pieces are pinned against unlocking and moving */
  pinsScanPieces: boolean;
}

const NAVIGATION_ACTIONS = [
  'zoom-in',
  'zoom-out',
  'zoom-in-on-cursor',
  'zoom-out-on-cursor',
  'zoom-to-100',
  'zoom-to-fit',
  'select-zoom-tool',
] as const;

const NAVIGATION_TOOLS = ['select', 'hand', 'zoom'] as const;

export const canvasModes: Readonly<Record<CanvasMode, CanvasModeConfig>> = {
  marking: {
    shapeUtils: markingShapeUtils,
    tools: markingTools,
    options: {
      // the wheel zooms into the handwriting; dragging with the hand tool or space pans
      camera: { wheelBehavior: 'zoom' },
      // a double click on the scan must not start a text box on the student's paper
      createTextOnCanvasDoubleClick: false,
      maxPages: 1,
    },
    builtInTools: NAVIGATION_TOOLS,
    // Score marks can be undone and deleted; nothing that could lock, unlock, flip, rotate,
    // align, group, duplicate or reorder is left. Locked scan pieces ignore delete anyway.
    actions: ['undo', 'redo', 'delete', 'select-none', ...NAVIGATION_ACTIONS],
    acceptsExternalContent: false,
    pinsScanPieces: true,
  },
  designer: {
    shapeUtils: designerShapeUtils,
    tools: designerTools,
    options: {
      // a sheet is scrolled like a document; ctrl + wheel still zooms
      camera: { wheelBehavior: 'pan' },
      createTextOnCanvasDoubleClick: false,
    },
    builtInTools: NAVIGATION_TOOLS,
    actions: ['undo', 'redo', 'delete', 'duplicate', 'select-all', 'select-none', ...NAVIGATION_ACTIONS],
    // every block of the sheet comes from the question model, never from the clipboard
    acceptsExternalContent: false,
    pinsScanPieces: true,
  },
  board: {
    shapeUtils: boardShapeUtils,
    tools: boardTools,
    options: { camera: { wheelBehavior: 'pan' } },
    // free drawing over the papers with everything tldraw has
    builtInTools: 'all',
    actions: 'all',
    acceptsExternalContent: true,
    // a teacher may unlock a typical paper and move it aside
    pinsScanPieces: false,
  },
  cutting: {
    shapeUtils: cuttingShapeUtils,
    tools: cuttingTools,
    options: {
      // the pages are scrolled like a document; ctrl + wheel still zooms
      camera: { wheelBehavior: 'pan' },
      createTextOnCanvasDoubleClick: false,
    },
    builtInTools: NAVIGATION_TOOLS,
    actions: ['undo', 'redo', 'delete', 'select-all', 'select-none', ...NAVIGATION_ACTIONS],
    // the pages come from the upload screen, never from the clipboard
    acceptsExternalContent: false,
    // the pages stay where they are stacked: cuts are read against them
    pinsScanPieces: true,
  },
};

function keepOnly<T>(items: Record<string, T>, ids: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(items).filter(([id]) => ids.has(id)));
}

/**
 * The UI overrides of a mode: tldraw registers a keyboard shortcut for every action and tool it
 * knows, hidden UI or not, so whatever a mode does not allow is taken out here. A mode's own tool
 * that should have a shortcut gets its tool item added in `tools` before the filter.
 */
export function uiOverridesFor(mode: CanvasMode): TLUiOverrides {
  const config = canvasModes[mode];
  return {
    actions(_editor, actions) {
      return config.actions === 'all' ? actions : keepOnly(actions, new Set(config.actions));
    },
    tools(_editor, tools) {
      if (config.builtInTools === 'all') return tools;
      return keepOnly(tools, new Set([...config.builtInTools, ...config.tools.map((tool) => tool.id)]));
    },
  };
}

const EXTERNAL_CONTENT_TYPES = [
  'text',
  'files',
  'file-replace',
  'embed',
  'svg-text',
  'url',
  'tldraw',
  'excalidraw',
] as const satisfies readonly TLExternalContent<unknown>['type'][];

/**
 * Applies the rules of a mode that live in the editor rather than in its props. Call it once the
 * editor is mounted (tldraw registers its paste and drop handlers before `onMount`); the returned
 * function lifts the rules again.
 */
export function applyModeRules(editor: Editor, mode: CanvasMode): () => void {
  const config = canvasModes[mode];
  const lifts: (() => void)[] = [];
  if (!config.acceptsExternalContent) {
    for (const type of EXTERNAL_CONTENT_TYPES) editor.registerExternalContentHandler(type, null);
  }
  if (config.pinsScanPieces) lifts.push(pinLockedScanPieces(editor));
  return () => lifts.forEach((lift) => lift());
}
