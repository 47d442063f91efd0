/**
 * The image work of a printed paper (spec 001 §7.5 oss-image-process, done here with sharp
 * rather than a bucket's image service): a page's size, a page turned upright, and a question's
 * picture made of its cuts — each cropped from its page and stacked top to bottom on white,
 * in the order the teacher drew them, so that a question running over two columns or pages
 * reads as one.
 */
import sharp from 'sharp';
import type { PixelBox } from '../../../domain/original-paper.ts';
import { MAX_SCAN_PIXELS } from '../../recognition/decode.ts';

/** White space between two stacked cuts of one question, in pixels. */
const CUT_SPACING = 12;

export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_SCAN_PIXELS }).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** The page turned clockwise by a quarter, half or three quarters, as PNG. */
export async function turnedPage(bytes: Buffer, degrees: 90 | 180 | 270): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_SCAN_PIXELS }).rotate(degrees).png().toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

export interface PictureCut {
  page: Buffer;
  box: PixelBox;
}

/** The question's picture as PNG: its cuts stacked, left-aligned, on a white sheet as wide as the widest. */
export async function questionPicture(cuts: readonly PictureCut[]): Promise<{ bytes: Buffer; width: number; height: number }> {
  const pieces = await Promise.all(
    cuts.map((cut) =>
      sharp(cut.page, { limitInputPixels: MAX_SCAN_PIXELS })
        .extract({ left: cut.box.x, top: cut.box.y, width: cut.box.width, height: cut.box.height })
        .png()
        .toBuffer(),
    ),
  );
  const width = Math.max(...cuts.map((cut) => cut.box.width));
  const height = cuts.reduce((sum, cut) => sum + cut.box.height, 0) + CUT_SPACING * (cuts.length - 1);
  let top = 0;
  const layers = pieces.map((input, i) => {
    const layer = { input, left: 0, top };
    top += cuts[i].box.height + CUT_SPACING;
    return layer;
  });
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toBuffer();
  return { bytes, width, height };
}
