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
