/**
 * pdf-lib embeds custom fonts through a fontkit it is handed (`registerFontkit`), written for
 * the interface of its own fontkit fork: a subset is serialised by `encodeStream()`, a stream of
 * 'data' and 'end' events. The upstream fontkit v2 we ship subsets by `encode()`, returning the
 * bytes at once. This adapter gives pdf-lib upstream fonts whose subsets speak the stream
 * interface, so only the glyphs the card uses — Chinese included — are embedded.
 */
import { create, type FontkitFont, type FontkitSubset } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type StreamEvent = 'data' | 'end' | 'error';

interface SubsetStream {
  on(event: StreamEvent, callback: (value: never) => void): SubsetStream;
}

/** A finished byte stream: 'data' once with the whole subset, then 'end'. */
function streamOf(encode: () => Uint8Array): SubsetStream {
  let bytes: Uint8Array | null = null;
  let failure: unknown = null;
  try {
    bytes = encode();
  } catch (error) {
    failure = error;
  }
  const stream: SubsetStream = {
    on(event, callback) {
      const deliver = callback as (value: unknown) => void;
      // pdf-lib attaches 'data', 'end' and 'error' in turn; answer each as it is attached
      queueMicrotask(() => {
        if (failure !== null) {
          if (event === 'error') deliver(failure);
        } else if (event === 'data') deliver(bytes);
        else if (event === 'end') queueMicrotask(() => deliver(undefined));
      });
      return stream;
    },
  };
  return stream;
}

function adaptSubset(subset: FontkitSubset) {
  return {
    get cff() {
      return subset.cff;
    },
    includeGlyph: (glyph: Parameters<FontkitSubset['includeGlyph']>[0]) => subset.includeGlyph(glyph),
    encodeStream: () => streamOf(() => subset.encode()),
  };
}

function adaptFont(font: FontkitFont): FontkitFont {
  const upstreamCreateSubset = font.createSubset.bind(font);
  const createSubset = () => adaptSubset(upstreamCreateSubset());
  // an own property shadows the prototype's method; everything else is the font itself
  Object.defineProperty(font, 'createSubset', { value: createSubset, configurable: true });
  return font;
}

export const pdfFontkit: PdfLibFontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    const font = create(data, postscriptName);
    if ('fonts' in font) throw new Error('A font collection needs the postscript name of one of its fonts');
    return adaptFont(font) as unknown as ReturnType<PdfLibFontkit['create']>;
  },
};
