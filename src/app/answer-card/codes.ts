/**
 * Barcodes and QR codes as plain module patterns, so the PDF export can draw them as
 * rectangles without a canvas or a DOM.
 */
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';
import { create as createQrCode } from 'qrcode';

/**
 * The Code128 module pattern of a value (code sets chosen automatically): one entry per module,
 * true for a bar. Starts with the start symbol and ends with the stop pattern, quiet zones not included.
 */
export function code128Modules(value: string): boolean[] {
  const barcode = new CODE128(value, {});
  if (!barcode.valid()) throw new Error(`Code128 cannot encode ${JSON.stringify(value)}`);
  return [...barcode.encode().data].map((module) => module === '1');
}

/** Bars as runs: [start module, width in modules] of each bar. */
export function barRuns(modules: readonly boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < modules.length; i++) {
    if (!modules[i]) continue;
    const start = i;
    while (i + 1 < modules.length && modules[i + 1]) i++;
    runs.push([start, i - start + 1]);
  }
  return runs;
}

/** The dark modules of a QR code for `value` (error correction M), row by row. */
export function qrModules(value: string): { size: number; dark: (row: number, column: number) => boolean } {
  const { modules } = createQrCode(value, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}
