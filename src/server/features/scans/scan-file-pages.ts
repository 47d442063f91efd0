/**
 * An uploaded scan file opened as its pages: a JPEG or PNG is one page (kept as uploaded), a
 * multi-page TIFF its pages (sharp, each written out as PNG, lossless), a PDF each page rendered
 * at 200 dpi (pdfjs-dist, Apache-2.0, the permissive renderer the issue asks for instead of an AGPL
 * one). pdfjs draws on a canvas; in Node that canvas is @napi-rs/canvas, which ships prebuilt
 * binaries inside its npm packages (nothing is downloaded at install time, unlike node-canvas,
 * which builds against system cairo) and which pdfjs-dist itself looks for in Node.
 *
 * Pages are produced one at a time so that a long PDF never holds more than one rendered page in
 * memory. A file that is not a readable scan is refused with a RefusedScan naming why, before any
 * of its pages is queued: the kind is told by the file's first bytes (not its name), every image
 * is decoded whole (a truncated JPEG fails here, not in recognition), and a file of more pages
 * than MAX_PAGES_PER_FILE is refused as a whole rather than streamed, so that one dropped
 * 500-page PDF cannot fill the recognition queue for hours; the message asks to split it.
 */
import { createCanvas } from '@napi-rs/canvas';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp, { type Sharp } from 'sharp';
import { msg } from '../../../i18n/server.ts';
import { MAX_SCAN_PIXELS } from '../../recognition/decode.ts';

/** Pages one uploaded file may hold: a class set of two-sided sheets is ~120; 300 leaves room for a large class of four-page cards. */
export const MAX_PAGES_PER_FILE = 300;
/** The resolution PDF pages are rendered at: the 200 dpi the recognition bench is tuned for. */
export const PDF_RENDER_DPI = 200;
const PDF_POINTS_PER_INCH = 72;

export type ScanFileKind = 'jpeg' | 'png' | 'tiff' | 'pdf';

export const MEDIA_TYPES: Record<ScanFileKind, string> = { jpeg: 'image/jpeg', png: 'image/png', tiff: 'image/tiff', pdf: 'application/pdf' };

/** A file that is not a readable scan; message says why (zh-CN), pageCount how many pages it claimed. */
export class RefusedScan extends Error {
  constructor(
    message: string,
    readonly pageCount = 0,
  ) {
    super(message);
    this.name = 'RefusedScan';
  }
}

/** The kind of scan the file's first bytes say it is, or undefined. */
export function scanFileKind(head: Uint8Array): ScanFileKind | undefined {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return undefined;
}

/** One page image of a file, in the format it is stored in. */
export interface PageImage {
  bytes: Buffer;
  extension: 'jpg' | 'png';
}

export interface ScanFilePages {
  kind: ScanFileKind;
  pageCount: number;
  /** the 0-based page's image */
  page(index: number): Promise<PageImage>;
  close(): Promise<void>;
}

function refusedImage(error: unknown): RefusedScan {
  const text = error instanceof Error ? error.message : '';
  if (text.includes('pixel limit')) return new RefusedScan(msg.scans.imageTooLarge);
  return new RefusedScan(msg.scans.truncatedImage);
}

/** Decodes the whole image, failing on a truncated or corrupt one. */
async function decodeWhole(bytes: Buffer, page?: number): Promise<Sharp> {
  const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_SCAN_PIXELS, ...(page === undefined ? {} : { page }) });
  try {
    await image.clone().greyscale().raw().toBuffer();
  } catch (error) {
    throw refusedImage(error);
  }
  return image;
}

async function singleImage(bytes: Buffer, kind: 'jpeg' | 'png'): Promise<ScanFilePages> {
  await decodeWhole(bytes);
  return { kind, pageCount: 1, page: async () => ({ bytes, extension: kind === 'jpeg' ? 'jpg' : 'png' }), close: async () => {} };
}

async function tiffPages(bytes: Buffer): Promise<ScanFilePages> {
  let pageCount: number;
  try {
    pageCount = (await sharp(bytes, { limitInputPixels: MAX_SCAN_PIXELS }).metadata()).pages ?? 1;
  } catch (error) {
    throw refusedImage(error);
  }
  if (pageCount > MAX_PAGES_PER_FILE) throw new RefusedScan(msg.scans.tooManyPages(pageCount, MAX_PAGES_PER_FILE), pageCount);
  return {
    kind: 'tiff',
    pageCount,
    async page(index) {
      const image = await decodeWhole(bytes, index);
      return { bytes: await image.png().toBuffer(), extension: 'png' };
    },
    close: async () => {},
  };
}

async function pdfPages(bytes: Buffer): Promise<ScanFilePages> {
  // pdfjs takes over the array it is given: hand it a copy, the caller keeps the file's bytes
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 });
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch {
    await task.destroy();
    throw new RefusedScan(msg.scans.unreadablePdf);
  }
  const pageCount = document.numPages;
  if (pageCount > MAX_PAGES_PER_FILE) {
    await task.destroy();
    throw new RefusedScan(msg.scans.tooManyPages(pageCount, MAX_PAGES_PER_FILE), pageCount);
  }
  return {
    kind: 'pdf',
    pageCount,
    async page(index) {
      try {
        const page = await document.getPage(index + 1);
        const viewport = page.getViewport({ scale: PDF_RENDER_DPI / PDF_POINTS_PER_INCH });
        const width = Math.ceil(viewport.width);
        const height = Math.ceil(viewport.height);
        if (width * height > MAX_SCAN_PIXELS) throw new RefusedScan(msg.scans.imageTooLarge, pageCount);
        const canvas = createCanvas(width, height);
        const context = canvas.getContext('2d');
        // a PDF page without a background is transparent: lay it on white paper
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
        const png = await canvas.encode('png');
        page.cleanup();
        return { bytes: png, extension: 'png' };
      } catch (error) {
        if (error instanceof RefusedScan) throw error;
        throw new RefusedScan(msg.scans.unreadablePdf, pageCount);
      }
    },
    close: () => task.destroy(),
  };
}

/** The file's pages, or a RefusedScan saying why it is not a readable scan. */
export async function openScanFile(bytes: Buffer): Promise<ScanFilePages> {
  if (bytes.length === 0) throw new RefusedScan(msg.scans.emptyFile);
  const kind = scanFileKind(bytes.subarray(0, 8));
  if (!kind) throw new RefusedScan(msg.scans.notAScan);
  if (kind === 'pdf') return pdfPages(bytes);
  if (kind === 'tiff') return tiffPages(bytes);
  return singleImage(bytes, kind);
}
