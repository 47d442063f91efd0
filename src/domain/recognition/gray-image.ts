/**
 * A scanned page as the recognition steps see it: 8-bit grey, one byte per pixel, row by row,
 * 0 black and 255 white. Decoding a file into this shape is the server's job; everything here
 * is arithmetic on the array, so it runs in a worker, on the server and in tests alike.
 */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export function grayImage(width: number, height: number, fill = 255): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(fill) };
}

/**
 * The pixel covering the point (x, y), or white outside the image (the scanner's lid is white).
 * Coordinates are continuous: pixel (i, j) covers [i, i + 1) × [j, j + 1).
 */
export function pixelAt(image: GrayImage, x: number, y: number): number {
  const column = Math.floor(x);
  const row = Math.floor(y);
  if (column < 0 || row < 0 || column >= image.width || row >= image.height) return 255;
  return image.data[row * image.width + column];
}

/** The page turned by 180°: the pixel order reversed. */
export function rotated180(image: GrayImage): GrayImage {
  const { data } = image;
  const turned = new Uint8Array(data.length);
  for (let i = 0, j = data.length - 1; j >= 0; i++, j--) turned[i] = data[j];
  return { width: image.width, height: image.height, data: turned };
}

/** Fills an axis-aligned rectangle with one grey value (tests draw their pages with it). */
export function fillRect(image: GrayImage, x: number, y: number, width: number, height: number, value: number): void {
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  const right = Math.min(image.width, Math.round(x + width));
  const bottom = Math.min(image.height, Math.round(y + height));
  for (let row = top; row < bottom; row++) image.data.fill(value, row * image.width + left, row * image.width + right);
}

/** Every HISTOGRAM_STEP-th pixel: a 150 dpi A3 scan still gives over half a million samples. */
const HISTOGRAM_STEP = 7;

/** How many sampled pixels have each grey value, and how many were sampled. */
export interface GrayHistogram {
  counts: Uint32Array;
  total: number;
}

/** One pass over the page serves the blank-page test and the paper and ink levels. */
export function grayHistogram(image: GrayImage): GrayHistogram {
  const counts = new Uint32Array(256);
  const { data } = image;
  let total = 0;
  for (let i = 0; i < data.length; i += HISTOGRAM_STEP) {
    counts[data[i]]++;
    total++;
  }
  return { counts, total };
}

/**
 * A black-and-white scan (one bit per pixel) decodes to pure black and pure white only; a grey
 * scan has paper a little off white, and greys at every printed edge.
 */
const BILEVEL_MAX_GREYS = 0.005;

/** The page was scanned in black and white: its pixels are 0 or 255, with next to nothing between. */
export function isBilevel(histogram: GrayHistogram): boolean {
  const greys = histogram.total - histogram.counts[0] - histogram.counts[255];
  return histogram.total > 0 && greys / histogram.total < BILEVEL_MAX_GREYS;
}

/** The grey levels of paper and ink on this page, read from the page's histogram. */
export interface InkLevels {
  paper: number;
  ink: number;
}

/** Share of the page's pixels at or below which the ink level is read: anchors and printed lines cover more. */
const INK_PERCENTILE = 0.005;
/** Share at or below which the paper level is read: a printed, filled card is far more than half paper. */
const PAPER_PERCENTILE = 0.6;
/** Paper and ink closer than this are one grey: treat ink as black rather than divide by almost nothing. */
const MIN_CONTRAST = 48;

export function inkLevels(image: GrayImage, histogram: GrayHistogram = grayHistogram(image)): InkLevels {
  const percentile = (share: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value++) {
      seen += histogram.counts[value];
      if (seen >= share * histogram.total) return value;
    }
    return 255;
  };
  const paper = percentile(PAPER_PERCENTILE);
  const ink = percentile(INK_PERCENTILE);
  return { paper, ink: paper - ink < MIN_CONTRAST ? 0 : ink };
}

/** How dark a grey value is between paper (0) and ink (1). */
export function darkness(value: number, levels: InkLevels): number {
  const share = (levels.paper - value) / (levels.paper - levels.ink);
  return share < 0 ? 0 : share > 1 ? 1 : share;
}
