/**
 * The canvas library's licence (tldraw). The key is written into the client when it is built,
 * from VITE_TLDRAW_LICENSE_KEY. Without a valid one the library shows its licence mark in the
 * bottom-right corner of every canvas, and on an HTTPS production domain it stops showing the
 * canvas after a few seconds; on http and local addresses the canvas works with the mark shown.
 * The mark must stay visible and usable, so the screens place their panels clear of it.
 */

/** The key this client was built with; undefined when none was set. */
export const CANVAS_LICENCE_KEY: string | undefined = import.meta.env.VITE_TLDRAW_LICENSE_KEY || undefined;

export const canvasLicenceKeySet: boolean = CANVAS_LICENCE_KEY !== undefined;

/**
 * The corner of the canvas the licence mark takes, with a margin: the library draws it 96 × 32 px
 * plus 2 px padding on each side, 4 px (its --tl-space-2) from the bottom and right edges. No
 * panel or control of ours goes into this corner.
 */
export const LICENCE_MARK_CORNER = { width: 112, height: 48 } as const;

/** Whether this page is served where the library demands a key: HTTPS on a host other than this machine. */
export function needsLicenceHere(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  const host = location.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
  return location.protocol === 'https:' && !loopback;
}

interface FitEditor {
  getViewportScreenBounds(): { w: number; h: number };
  zoomToBounds(bounds: { x: number; y: number; w: number; h: number }, opts?: { inset?: number }): unknown;
}

/**
 * Zooms so that `bounds` fill the view, `inset` pixels of room in all (half on each side, as the
 * library counts it), and their bottom kept above the licence mark's corner: the bounds are
 * stretched downwards by the corner's height at the zoom that results, so the page sits higher
 * and nothing of it lies under the mark.
 */
export function zoomToFitClearOfMark(editor: FitEditor, bounds: { x: number; y: number; w: number; h: number }, inset: number): void {
  const view = editor.getViewportScreenBounds();
  const zoom = Math.min((view.w - inset) / bounds.w, (view.h - inset - LICENCE_MARK_CORNER.height) / bounds.h);
  if (!(zoom > 0) || !Number.isFinite(zoom)) {
    editor.zoomToBounds(bounds, { inset });
    return;
  }
  editor.zoomToBounds({ x: bounds.x, y: bounds.y, w: bounds.w, h: bounds.h + LICENCE_MARK_CORNER.height / zoom }, { inset });
}
