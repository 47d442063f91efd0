/**
 * The share of dark pixels in a scan, in percent: how the blank-paper list recognises answers
 * nobody wrote in. Paper noise and ruled lines stay light; pen strokes are dark.
 */
import sharp from 'sharp';

/** Grey level (0–255) below which a pixel counts as ink. */
export const INK_THRESHOLD = 128;

export async function blackRate(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  if (pixels === 0) return 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] < INK_THRESHOLD) dark++;
  return Math.round((dark / pixels) * 10000) / 100;
}
