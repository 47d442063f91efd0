import { describe, expect, it } from 'vitest';
import { keywordLookup, readsNewestFirst, TranscriptSample } from './keyword-lookup.ts';
import { trigramTranscript } from './question-bank.ts';

const t = trigramTranscript;
/** A sample that is the whole bank: `times` copies of each text. */
function bankOf(texts: [text: string, times: number][]): TranscriptSample {
  const all = texts.flatMap(([text, times]) => Array.from({ length: times }, () => t(text)));
  return new TranscriptSample(all, all.length);
}

describe('how a keyword is looked up in the bank', () => {
  const bank = bankOf([
    ['已知函数的图象经过点', 300],
    ['黄鹂鸣翠柳，一行白鹭上青天', 2],
    ['两个黄鹂鸣翠柳', 1],
    ['求三角形的面积', 97],
  ]);

  it('estimates how many questions contain a text or a piece from the sample', () => {
    expect(bank.matches(t('函数'))).toBe(300);
    expect(bank.matches(t('黄鹂鸣翠柳'))).toBe(3);
    expect(bank.matches(t('两个黄鹂'))).toBe(1);
    expect(bank.matches(t('翠柳，一行'))).toBe(2);
    expect(bank.matches(t('黄鹂，一行'))).toBe(0);
    expect(bank.matches(t('柳两个'))).toBe(0);
    expect(bank.pieceMatches(t('鹂鸣'))).toBe(3);
    expect(bank.pieceMatches(t('的'))).toBe(397);
    expect(new TranscriptSample(bank.texts.slice(0, 200), 4000).matches(t('函数'))).toBe(4000);
    expect(new TranscriptSample([], 0).matches(t('函数'))).toBe(0);
  });

  it('reads the newest questions first only when enough of them contain the keyword', () => {
    // a bank of 200 000 questions ranking 200: about 3 200 matches and more
    expect(readsNewestFirst(25_000, 200_000, 200)).toBe(true);
    expect(readsNewestFirst(3_200, 200_000, 200)).toBe(true);
    expect(readsNewestFirst(3_000, 200_000, 200)).toBe(false);
    expect(readsNewestFirst(0, 200_000, 200)).toBe(false);
    expect(keywordLookup(t('函数'), bank, 200)).toEqual({ by: 'newest' });
    expect(keywordLookup(t('三角形'), bank, 200).by).toBe('index');
  });

  it('gives the index the two rarest pieces of a longer keyword that do not overlap, in the keyword’s order', () => {
    // 柳的 is in no question; 黄鹂, 鹂鸣, 鸣翠 and 翠柳 in 3 each (翠柳 overlaps 柳的; the first of the others is taken); 的图 in 300
    expect(keywordLookup(t('黄鹂鸣翠柳的图'), bank, 200)).toEqual({ by: 'index', pieces: [t('黄鹂'), t('柳的')] });
    // a word of one letter is a piece of its own; of 函数 and 的图 (300 each), the one whose letters are rarer
    expect(keywordLookup(t('函数 x 的图'), bank, 200)).toEqual({ by: 'index', pieces: [t('函数'), t('x')] });
  });

  it('gives the whole keyword when it has no two pieces', () => {
    expect(keywordLookup(t('翠柳'), bank, 200)).toEqual({ by: 'index', pieces: [t('翠柳')] });
    expect(keywordLookup(t('x'), bank, 200)).toEqual({ by: 'index', pieces: [t('x')] });
  });

  it('finds the whole keyword wherever its pieces are found, words and breaks included', () => {
    for (const keyword of ['7x^2+13x', '质量为 17 kg', '周婷从一个装有 3 个红球', 'sin t']) {
      const lookup = keywordLookup(t(keyword), bank, 200);
      if (lookup.by !== 'index') throw new Error(keyword);
      const pattern = new RegExp(lookup.pieces.join('.*'));
      expect(pattern.test(t(`题目：${keyword}，求值`)), keyword).toBe(true);
    }
  });
});
