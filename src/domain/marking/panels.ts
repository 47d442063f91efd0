/**
 * The floating panels of the marking workspace (spec 000 §2): where they start, how far they
 * may be dragged and resized, which is on top, and a stored layout read back.
 */

export const PANEL_IDS = ['areaInfo', 'scoreDisplay', 'scoreRecord', 'scoreColumn', 'originalPaper', 'floatScores', 'floatSubmit'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

export interface PanelBox {
  x: number;
  y: number;
  w: number;
  h: number;
  visible: boolean;
  /** stacking order: the last panel clicked is on top */
  z: number;
}

export type PanelLayout = Record<PanelId, PanelBox>;

export interface Viewport {
  width: number;
  height: number;
}

/** Spec 000 §2: "drag top limit 55 px". */
export const PANEL_TOP_LIMIT = 55;
/** Height of the window's header and footer, around the paper view. */
export const HEADER_HEIGHT = PANEL_TOP_LIMIT - 1;
export const FOOTER_HEIGHT = 36;
/** Width of the right-hand column of panels in the default layout. */
export const RIGHT_COLUMN_WIDTH = 330;
const GAP = 10;
/** A panel dragged off an edge keeps this much of itself on screen to be taken back. */
const GRIP_X = 40;
const GRIP_Y = 30;

/** The smallest a panel may be resized to; the score column needs room for its buttons. */
export const PANEL_MIN_SIZE: Record<PanelId, { w: number; h: number }> = {
  areaInfo: { w: 320, h: 40 },
  scoreDisplay: { w: 150, h: 64 },
  scoreRecord: { w: 240, h: 120 },
  scoreColumn: { w: 280, h: 260 },
  originalPaper: { w: 320, h: 240 },
  floatScores: { w: 200, h: 56 },
  floatSubmit: { w: 88, h: 44 },
};

/**
 * The layout a window starts with. `clearCorner` is the bottom-right corner of the paper view
 * that must stay free (the canvas library's licence mark): the right-hand column ends above it.
 */
export function defaultPanels(viewport: Viewport, clearCorner: { width: number; height: number }): PanelLayout {
  const { width, height } = viewport;
  const top = HEADER_HEIGHT + GAP;
  const bottom = height - FOOTER_HEIGHT - GAP;
  const right = width - RIGHT_COLUMN_WIDTH - GAP;
  const recordHeight = 190;
  const columnBottom = height - FOOTER_HEIGHT - clearCorner.height;
  const columnHeight = Math.max(PANEL_MIN_SIZE.scoreColumn.h, columnBottom - top - recordHeight - GAP);
  return {
    areaInfo: { x: GAP, y: top, w: Math.max(PANEL_MIN_SIZE.areaInfo.w, Math.min(720, right - 190 - GAP * 2)), h: 40, visible: true, z: 1 },
    scoreDisplay: { x: right - 180 - GAP, y: top, w: 180, h: 78, visible: true, z: 2 },
    scoreColumn: { x: right, y: top, w: RIGHT_COLUMN_WIDTH, h: columnHeight, visible: true, z: 3 },
    scoreRecord: { x: right, y: top + columnHeight + GAP, w: RIGHT_COLUMN_WIDTH, h: recordHeight, visible: true, z: 4 },
    originalPaper: { x: GAP, y: top + 50, w: 560, h: 440, visible: false, z: 5 },
    floatScores: { x: Math.max(GAP, right / 2 - 230), y: bottom - 64, w: 460, h: 60, visible: true, z: 6 },
    floatSubmit: { x: right - 120, y: bottom - 60, w: 104, h: 48, visible: true, z: 7 },
  };
}

/**
 * Keeps a panel inside the window: never above the header (55 px), never smaller than its
 * minimum, and always with a grip on screen.
 */
export function clampPanel(id: PanelId, box: PanelBox, viewport: Viewport): PanelBox {
  const min = PANEL_MIN_SIZE[id];
  const w = Math.max(min.w, Math.min(box.w, viewport.width));
  const h = Math.max(min.h, Math.min(box.h, viewport.height - PANEL_TOP_LIMIT));
  const x = Math.min(Math.max(box.x, GRIP_X - w), viewport.width - GRIP_X);
  const y = Math.min(Math.max(box.y, PANEL_TOP_LIMIT), viewport.height - GRIP_Y);
  return { ...box, x, y, w, h };
}

/** The panel clicked last comes to the front. */
export function bringToFront(layout: PanelLayout, id: PanelId): PanelLayout {
  const top = Math.max(...PANEL_IDS.map((panel) => layout[panel].z));
  if (layout[id].z === top) return layout;
  return { ...layout, [id]: { ...layout[id], z: top + 1 } };
}

/** A stored layout, each panel accepted only in the shape it should have and kept on screen. */
export function readPanels(raw: string | null, defaults: PanelLayout, viewport: Viewport): PanelLayout {
  if (!raw) return defaults;
  try {
    const stored = JSON.parse(raw) as Partial<Record<PanelId, Partial<PanelBox>>>;
    const layout = { ...defaults };
    for (const id of PANEL_IDS) {
      const box = stored?.[id];
      if (!box) continue;
      const merged = { ...defaults[id] };
      for (const key of ['x', 'y', 'w', 'h', 'z'] as const) if (Number.isFinite(box[key])) merged[key] = Number(box[key]);
      if (typeof box.visible === 'boolean') merged.visible = box.visible;
      layout[id] = clampPanel(id, merged, viewport);
    }
    return layout;
  } catch {
    return defaults;
  }
}
