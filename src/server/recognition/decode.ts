/**
 * Scan files (JPEG, PNG, TIFF; a multi-page TIFF as several pages) decoded by sharp into the
 * 8-bit grey arrays the recognition steps read. Colour is reduced to luminance; transparency
 * is laid on white paper.
 */
import sharp, { type Sharp } from 'sharp';
import type { GrayImage } from '../../domain/recognition/index.ts';
import { msg } from '../../i18n/server.ts';
import { badRequest } from '../http/app-error.ts';

/** A decoded page with the resolution its file states (scanners write it), null when it states none. */
export interface ScanPage extends GrayImage {
  dpi: number | null;
}

/** An A3 sheet at 600 dpi is 70 million pixels; past this a file is not a scan of a page. */
export const MAX_SCAN_PIXELS = 100_000_000;

/** What decoding a file needs to know of it before its pixels. */
interface FileFacts {
  pages: number;
  dpi: number | null;
  /** plain 8-bit grey or RGB without transparency: decoded straight, its luminance taken here */
  plain: boolean;
}

async function fileFacts(bytes: Uint8Array): Promise<FileFacts> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_SCAN_PIXELS }).metadata();
    if (!['jpeg', 'png', 'tiff'].includes(metadata.format ?? '')) throw badRequest(msg.recognition.unreadableImage);
    // 72 is what a file without a stated resolution reports
    const dpi = metadata.density && metadata.density !== 72 ? metadata.density : null;
    const plain = metadata.depth === 'uchar' && !metadata.hasAlpha && ['srgb', 'b-w'].includes(metadata.space ?? '') && [1, 3].includes(metadata.channels ?? 0);
    return { pages: metadata.pages ?? 1, dpi, plain };
  } catch (error) {
    if (error instanceof Error && error.message.includes('pixel limit')) throw badRequest(msg.recognition.imageTooLarge);
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw badRequest(msg.recognition.unreadableImage);
  }
}

/**
 * Rec. 601 luminance of RGB pixels in integer arithmetic (a grey pixel keeps its value). Taken
 * here rather than by the image library, whose colour-managed route to grey goes through linear
 * light in floating point and cost about a third of decoding a colour JPEG scan.
 */
function luminance(rgb: Uint8Array, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  for (let i = 0, j = 0; i < pixels; i++, j += 3) grey[i] = (306 * rgb[j] + 601 * rgb[j + 1] + 117 * rgb[j + 2] + 512) >> 10;
  return grey;
}

async function decodePage(bytes: Uint8Array, page: number, plain: boolean): Promise<GrayImage> {
  try {
    const input = sharp(bytes, { page, limitInputPixels: MAX_SCAN_PIXELS });
    if (plain) {
      const { data, info } = await input.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
      const pixels = info.width * info.height;
      if (info.channels === 1) return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
      if (info.channels === 3) return { width: info.width, height: info.height, data: luminance(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), pixels) };
    }
    const { data, info } = await sharp(bytes, { page, limitInputPixels: MAX_SCAN_PIXELS })
      .flatten({ background: '#ffffff' })
      .grayscale()
      .toColourspace('b-w')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch {
    throw badRequest(msg.recognition.unreadableImage);
  }
}

/** Every page of a scan file, in order. A file sharp cannot read answers 400 with a message saying which formats are. */
export async function decodeScan(bytes: Uint8Array): Promise<ScanPage[]> {
  if (bytes.byteLength === 0) throw badRequest(msg.recognition.emptyImage);
  const { pages, dpi, plain } = await fileFacts(bytes);
  const images: ScanPage[] = [];
  for (let page = 0; page < pages; page++) images.push({ ...(await decodePage(bytes, page, plain)), dpi });
  return images;
}

/** A grey array as sharp input, for cropping and encoding; kept grey (sharp would otherwise write RGB). */
export function grayInput(image: GrayImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }).toColourspace('b-w');
}
