/**
 * The CJK font of generated PDF files (Noto Sans SC, OFL) and the bridge that lets pdf-lib embed
 * it with fontkit 2. pdf-lib was written against an older fontkit whose font subsets were written
 * out as a stream (`encodeStream()` emitting 'data' and 'end'); fontkit 2 encodes a subset in one
 * call (`encode()`). The bridge gives pdf-lib the stream it expects, fed from `encode()`. Only the
 * glyphs a document uses are embedded.
 */
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/** What `PDFDocument.registerFontkit` accepts. */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const require = createRequire(import.meta.url);

/** The regular weight of Noto Sans SC as shipped by the font package. */
export const CJK_FONT_PATH = path.join(path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json')), '400Regular', 'NotoSansSC_400Regular.ttf');

let fontBytes: Promise<Uint8Array> | undefined;

/** The font file, read once per process (about 10 MB). */
export function cjkFontBytes(): Promise<Uint8Array> {
  fontBytes ??= readFile(CJK_FONT_PATH).then((buffer) => new Uint8Array(buffer));
  return fontBytes;
}

function withEncodeStream(subset: fontkit.FontkitSubset) {
  return Object.assign(subset, {
    encodeStream() {
      const stream = new EventEmitter();
      // listeners are attached right after this call returns
      queueMicrotask(() => {
        try {
          stream.emit('data', subset.encode());
          stream.emit('end');
        } catch (error) {
          stream.emit('error', error);
        }
      });
      return stream;
    },
  });
}

/** fontkit 2 as pdf-lib's `registerFontkit` wants it. */
export const fontkitForPdfLib = {
  create(buffer: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(buffer, postscriptName);
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, { createSubset: () => withEncodeStream(createSubset()) });
  },
} as unknown as Fontkit;
