/**
 * Reading the page QR code the designer prints in every page's footer (its value is the page
 * key, `<card>-<page>`), with zxing-wasm. The WebAssembly binary is read from the installed
 * package, never fetched: the library's default would download it from a CDN, which a school's
 * server may not reach.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { CropRect, GrayImage } from '../../domain/recognition/index.ts';

let prepared: Promise<void> | null = null;

function prepareReader(): Promise<void> {
  prepared ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasm = await readFile(wasmPath);
    await prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
      fireImmediately: true,
    });
  })();
  return prepared;
}

/** Room around the expected QR rectangle, in scan pixels per side, for a fit that is slightly off. */
const QR_SEARCH_MARGIN = 0.5;

/**
 * A window of the grey page as the reader's RGBA pixels (it takes luminance back from them), so
 * the code is read from the decoded pixels without encoding an image file for the reader to decode.
 */
function rgbaWindow(image: GrayImage, left: number, top: number, width: number, height: number): { data: Uint8ClampedArray; width: number; height: number } {
  const data = new Uint8ClampedArray(width * height * 4);
  let at = 0;
  for (let y = top; y < top + height; y++) {
    const row = y * image.width;
    for (let x = left; x < left + width; x++, at += 4) {
      const grey = image.data[row + x];
      data[at] = grey;
      data[at + 1] = grey;
      data[at + 2] = grey;
      data[at + 3] = 255;
    }
  }
  return { data, width, height };
}

/**
 * The text of the QR code inside `near` (a rectangle on the scan, widened by half its size each
 * way), or anywhere on the page without it; null when none can be read.
 */
export async function readPageQr(image: GrayImage, near?: CropRect): Promise<string | null> {
  await prepareReader();
  let window = { left: 0, top: 0, width: image.width, height: image.height };
  if (near) {
    const margin = Math.round(Math.max(near.width, near.height) * QR_SEARCH_MARGIN);
    const left = Math.max(0, near.x - margin);
    const top = Math.max(0, near.y - margin);
    const width = Math.min(image.width, near.x + near.width + margin) - left;
    const height = Math.min(image.height, near.y + near.height + margin) - top;
    if (width > 0 && height > 0) window = { left, top, width, height };
  }
  // the reader takes an ImageData's shape; Node has no ImageData class, and the reader only reads these three fields
  const pixels = rgbaWindow(image, window.left, window.top, window.width, window.height) as unknown as ImageData;
  const results = await readBarcodes(pixels, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  const found = results.find((result) => result.isValid);
  return found ? found.text : null;
}
