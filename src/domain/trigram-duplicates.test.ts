import { describe, expect, it } from 'vitest';
import { trigramDuplicates } from './trigram-duplicates.ts';

describe('trigramDuplicates', () => {
  it("gives pg_trgm's similarity: shared trigrams of padded words over the union, in single precision", () => {
    // the pg_trgm manual: similarity('word', 'two words') = 0.36363637
    const [found] = trigramDuplicates(['word'], [{ id: 1, transcript: 'two words' }], 0.3, 3);
    expect(found).toEqual([{ id: 1, similarity: Math.fround(4 / 11) }]);
    expect(found[0].similarity.toPrecision(8)).toBe('0.36363637');
    expect(trigramDuplicates(['word'], [{ id: 1, transcript: 'two words' }], 0.6, 3)).toEqual([[]]);
    // a one-letter word is two trigrams; the same text is 1
    expect(trigramDuplicates(['a b'], [{ id: 2, transcript: 'a b' }], 0.6, 3)[0]).toEqual([{ id: 2, similarity: 1 }]);
  });

  it('keeps the most similar first, the newer first among equals, at most the limit, for each text', () => {
    const bank = [
      { id: 1, transcript: 'abcd efgh' },
      { id: 2, transcript: 'abcd efgh' },
      { id: 3, transcript: 'abcd efgx' },
      { id: 4, transcript: 'zzzz' },
      { id: 5, transcript: 'abcd efgh' },
    ];
    const [first, second] = trigramDuplicates(['abcd efgh', 'zzzz'], bank, 0.5, 3);
    expect(first.map((d) => d.id)).toEqual([5, 2, 1]);
    expect(second).toEqual([{ id: 4, similarity: 1 }]);
    expect(trigramDuplicates(['abcd efgh'], bank, 0.5, 5)[0].map((d) => d.id)).toEqual([5, 2, 1, 3]);
  });
});
