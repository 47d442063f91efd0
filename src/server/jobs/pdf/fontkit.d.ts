/** The part of fontkit 2 this server uses (the package ships no types). */
declare module 'fontkit' {
  export interface FontkitGlyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface FontkitSubset {
    includeGlyph(glyph: number | FontkitGlyph): number;
    encode(): Uint8Array;
    cff?: unknown;
  }
  export interface FontkitFont {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    createSubset(): FontkitSubset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
