/**
 * Type declarations for the parts of fontkit (v2) and of jsbarcode's encoders that the PDF
 * export uses; neither package ships types for them.
 */
declare module 'fontkit' {
  export interface FontkitGlyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
  }
  export interface FontkitSubset {
    /** the glyph's id in the subset (0 is always the missing glyph) */
    includeGlyph(glyph: number | FontkitGlyph): number;
    /** the subset font file */
    encode(): Uint8Array;
    cff?: unknown;
  }
  export interface FontkitFont {
    postscriptName: string;
    unitsPerEm: number;
    characterSet: number[];
    glyphForCodePoint(codePoint: number): FontkitGlyph;
    layout(text: string, features?: unknown): { glyphs: FontkitGlyph[] };
    createSubset(): FontkitSubset;
  }
  export function create(data: Uint8Array, postscriptName?: string): FontkitFont | { fonts: FontkitFont[] };
}

declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  /** Code128 with automatic code-set choice; `encode().data` is the module pattern, '1' a bar. */
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    encode(): { data: string; text: string };
  }
}

declare module 'jsbarcode/bin/barcodes/CODE128/constants.js' {
  /** the module patterns of the 107 Code128 symbols, as numbers whose digits are the modules */
  export const BARS: number[];
}
