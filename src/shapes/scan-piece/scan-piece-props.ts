import { T, type TLShape } from 'tldraw';
import { boxSizeProps } from '../box-size-props.ts';
import type { PropsOf } from '../shape-props.ts';

/** The shape type of one piece of a student's scanned answer sheet. */
export const SCAN_PIECE_TYPE = 'scan-piece';

const SCAN_URL_PROTOCOLS = new Set(['blob:', 'data:', 'http:', 'https:']);

/** True for the kinds of address a scan image may come from (see `scanPieceProps.url`). */
export function isScanUrl(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'data:') return value.toLowerCase().startsWith('data:image/');
  return SCAN_URL_PROTOCOLS.has(url.protocol);
}

/**
 * tldraw's own URL validators refuse `blob:` addresses, which is exactly what a downloaded scan
 * becomes; this one accepts them and still refuses script and other unsafe protocols.
 */
export const scanUrlValidator = T.string.check((value) => {
  if (!isScanUrl(value)) throw new T.ValidationError(`Expected a scan image address, got ${JSON.stringify(value)}`);
});

/**
 * Props of a scan piece. The image is "assetless": the shape points straight at the picture
 * (an object URL made from a downloaded blob, or a path on our own server) instead of going
 * through tldraw's asset store, because scans are never uploaded or exported from the canvas.
 * Rotation is the shape record's own `rotation`, which tldraw already handles.
 */
export const scanPieceProps = {
  /**
   * object URL (`blob:`), `data:image/…`, an absolute http(s) URL or a path on this server;
   * empty while no image is known (the piece then shows its failure state)
   */
  url: scanUrlValidator,
  /** the piece's box on the canvas (the scan's pixel size when placed 1:1) */
  ...boxSizeProps,
  /** the order of this piece within the student's answer sheet, from 0 */
  pieceIndex: T.positiveInteger,
};

export type ScanPieceProps = PropsOf<typeof scanPieceProps>;
export type ScanPieceShape = TLShape<typeof SCAN_PIECE_TYPE>;
