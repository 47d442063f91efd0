/**
 * What a scanner and a pupil do to a printed page, applied to its rendering: the sheet turned,
 * scaled and shifted on a bed larger than itself (bilinear resampling), a folded corner, blur,
 * sensor noise, black-and-white thresholding, a sheet fed upside down, and the file format.
 * Every random choice comes from the caller's seeded source.
 */
import sharp from 'sharp';
import { applyAffine, rotated180, type Affine, type GrayImage } from '../../../domain/recognition/index.ts';
import type { Random } from './random.ts';

export interface Distortion {
  /** degrees, clockwise on the scan */
  rotation: number;
  scale: number;
  /** mm */
  shiftX: number;
  shiftY: number;
  /** Gaussian blur sigma in scan pixels; 0 none */
  blur: number;
  /** standard deviation of the sensor noise in grey levels */
  noise: number;
  blackAndWhite: boolean;
  /** the sheet corner folded over (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right) */
  foldedCorner: number | null;
  turned: boolean;
  format: 'jpeg' | 'png' | 'tiff';
  jpegQuality: number;
}

/** The scanner bed's margin around the sheet, in mm: the scan shows some lid around the paper. */
export const BED_MARGIN_MM = 15;
/** The scanner lid's grey, a little darker than paper. */
const LID_GREY = 238;
/** How far a folded corner reaches along each edge, in mm: past the anchor, which sits 9 mm and 14 mm in. */
const FOLD_LEG_MM = 26;
/** The back of a folded sheet, in the fold's shadow. */
const FOLD_GREY = 205;
/** A black-and-white scanner's threshold. */
const BLACK_AND_WHITE_THRESHOLD = 150;

/** The page pixels → bed pixels transform: turned about the sheet's centre, scaled, shifted, on the bed. */
export function sheetOnBed(width: number, height: number, dpi: number, distortion: Distortion): Affine {
  const radians = (distortion.rotation * Math.PI) / 180;
  const cos = Math.cos(radians) * distortion.scale;
  const sin = Math.sin(radians) * distortion.scale;
  const pxPerMm = dpi / 25.4;
  const cx = width / 2;
  const cy = height / 2;
  const margin = BED_MARGIN_MM * pxPerMm;
  const dx = margin + cx + distortion.shiftX * pxPerMm;
  const dy = margin + cy + distortion.shiftY * pxPerMm;
  return { a: cos, b: -sin, c: dx - cos * cx + sin * cy, d: sin, e: cos, f: dy - sin * cx - cos * cy };
}

function inverse(t: Affine): Affine {
  const det = t.a * t.e - t.b * t.d;
  return { a: t.e / det, b: -t.b / det, c: (t.b * t.f - t.e * t.c) / det, d: -t.d / det, e: t.a / det, f: (t.d * t.c - t.a * t.f) / det };
}

/** The page resampled onto the bed (bilinear); the bed shows the lid where there is no paper. */
export function warpOntoBed(page: GrayImage, toBed: Affine, bedWidth: number, bedHeight: number): GrayImage {
  const back = inverse(toBed);
  const data = new Uint8Array(bedWidth * bedHeight);
  for (let y = 0; y < bedHeight; y++) {
    // source position of the pixel centre (0.5, y + 0.5), advanced by the inverse's column step
    let sx = back.a * 0.5 + back.b * (y + 0.5) + back.c - 0.5;
    let sy = back.d * 0.5 + back.e * (y + 0.5) + back.f - 0.5;
    for (let x = 0; x < bedWidth; x++, sx += back.a, sy += back.d) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= page.width || y0 + 1 >= page.height) {
        data[y * bedWidth + x] = LID_GREY;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * page.width + x0;
      const top = page.data[i] + (page.data[i + 1] - page.data[i]) * fx;
      const bottom = page.data[i + page.width] + (page.data[i + page.width + 1] - page.data[i + page.width]) * fx;
      data[y * bedWidth + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return { width: bedWidth, height: bedHeight, data };
}

/** A triangle of the sheet's corner folded over: its back, in shadow, covers the print there. */
export function foldCorner(scan: GrayImage, toBed: Affine, pageWidth: number, pageHeight: number, corner: number, dpi: number): void {
  const leg = (FOLD_LEG_MM * dpi) / 25.4;
  const cornerX = corner % 2 === 0 ? 0 : pageWidth;
  const cornerY = corner < 2 ? 0 : pageHeight;
  const back = inverse(toBed);
  // only the triangle's bounding box on the bed needs looking at
  const reach = [
    { x: cornerX, y: cornerY },
    { x: cornerX + (corner % 2 === 0 ? leg : -leg), y: cornerY },
    { x: cornerX, y: cornerY + (corner < 2 ? leg : -leg) },
  ].map((point) => applyAffine(toBed, point));
  const left = Math.max(0, Math.floor(Math.min(...reach.map((p) => p.x))));
  const right = Math.min(scan.width, Math.ceil(Math.max(...reach.map((p) => p.x))));
  const top = Math.max(0, Math.floor(Math.min(...reach.map((p) => p.y))));
  const bottom = Math.min(scan.height, Math.ceil(Math.max(...reach.map((p) => p.y))));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const at = applyAffine(back, { x: x + 0.5, y: y + 0.5 });
      const along = Math.abs(at.x - cornerX) + Math.abs(at.y - cornerY);
      const onSheet = at.x >= 0 && at.y >= 0 && at.x <= pageWidth && at.y <= pageHeight;
      if (onSheet && along < leg) scan.data[y * scan.width + x] = FOLD_GREY;
    }
  }
}

/** Normal deviates drawn once per page and looked up by a fast integer generator: a Box–Muller per pixel costs seconds on a 300 dpi A3 page. */
const NOISE_TABLE_SIZE = 1 << 16;

export function addNoise(scan: GrayImage, sigma: number, random: Random): void {
  if (sigma <= 0) return;
  const table = Float32Array.from({ length: NOISE_TABLE_SIZE }, () => sigma * random.normal());
  let state = random.integer(1, 0x7fffffff);
  for (let i = 0; i < scan.data.length; i++) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const value = scan.data[i] + table[state & (NOISE_TABLE_SIZE - 1)];
    scan.data[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}

export function toBlackAndWhite(scan: GrayImage): void {
  for (let i = 0; i < scan.data.length; i++) scan.data[i] = scan.data[i] < BLACK_AND_WHITE_THRESHOLD ? 0 : 255;
}

async function blurred(scan: GrayImage, sigma: number): Promise<GrayImage> {
  if (sigma < 0.3) return scan;
  const data = await sharp(scan.data, { raw: { width: scan.width, height: scan.height, channels: 1 } }).blur(sigma).toColourspace('b-w').raw().toBuffer();
  return { width: scan.width, height: scan.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/**
 * The scan file of a rendered page: on the bed, folded, blurred, noisy, thresholded, turned and
 * encoded as the distortion says, with its resolution written in the file as a scanner does.
 */
export async function scanFile(page: GrayImage, dpi: number, distortion: Distortion, random: Random): Promise<{ bytes: Buffer; toBed: Affine }> {
  const toBed = sheetOnBed(page.width, page.height, dpi, distortion);
  const margin = Math.round((2 * BED_MARGIN_MM * dpi) / 25.4);
  let scan = warpOntoBed(page, toBed, page.width + margin, page.height + margin);
  if (distortion.foldedCorner !== null) foldCorner(scan, toBed, page.width, page.height, distortion.foldedCorner, dpi);
  scan = await blurred(scan, distortion.blur);
  addNoise(scan, distortion.noise, random);
  if (distortion.blackAndWhite) toBlackAndWhite(scan);
  if (distortion.turned) scan = rotated180(scan);
  const image = sharp(scan.data, { raw: { width: scan.width, height: scan.height, channels: 1 } }).toColourspace('b-w').withMetadata({ density: dpi });
  const bytes =
    distortion.format === 'jpeg'
      ? await image.jpeg({ quality: distortion.jpegQuality }).toBuffer()
      : distortion.format === 'tiff'
        ? await image.tiff({ compression: 'lzw' }).toBuffer()
        : // a light deflate: sensor noise makes the default level take seconds for a few per cent
          await image.png({ compressionLevel: 2 }).toBuffer();
  return { bytes, toBed };
}
