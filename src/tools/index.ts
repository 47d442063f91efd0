/**
 * Every custom tool (a tldraw StateNode), registered once, the same way as the shapes in
 * src/shapes/index.ts. A tool goes into the lists of the modes that offer it; PaperCanvas gives
 * the editor that mode's list and keeps the mode's own tools reachable next to the built-in ones
 * the mode allows.
 */
import type { TLStateNodeConstructor } from 'tldraw';
import type { CanvasMode } from '../canvas/canvas-mode.ts';

export const markingTools: readonly TLStateNodeConstructor[] = [];
export const designerTools: readonly TLStateNodeConstructor[] = [];
export const boardTools: readonly TLStateNodeConstructor[] = [];

export const toolsByMode: Readonly<Record<CanvasMode, readonly TLStateNodeConstructor[]>> = {
  marking: markingTools,
  designer: designerTools,
  board: boardTools,
};

/** The ids of a mode's own tools, as `editor.setCurrentTool` takes them. */
export function toolIdsOf(mode: CanvasMode): string[] {
  return toolsByMode[mode].map((tool) => tool.id);
}
