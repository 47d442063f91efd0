import { describe, expect, it } from 'vitest';
import {
  bankTypeOf,
  gradeBit,
  isClassVariant,
  isShowableQuestion,
  isValidKeyword,
  movedVariantPage,
  trigramTranscript,
  variantPager,
} from './question-bank.ts';

describe('question types and grades', () => {
  it('files each paper question type under its bank type', () => {
    expect(bankTypeOf('multiple_one')).toMatchObject({ id: 1, name: '单选题' });
    expect(bankTypeOf('empty_spaces')).toMatchObject({ id: 4, name: '填空题' });
    expect(bankTypeOf('big_spaces')).toMatchObject({ id: 5, name: '解答题' });
    expect(bankTypeOf('something_new').name).toBe('解答题');
  });

  it('gives grade g the bit 2^(g−1)', () => {
    expect(gradeBit(1)).toBe(1);
    expect(gradeBit(2)).toBe(2);
    expect(gradeBit(10)).toBe(512);
  });
});

describe('the search keyword', () => {
  it('takes 2 to 50 characters after trimming, counting a Chinese character as one', () => {
    expect(isValidKeyword('函')).toBe(false);
    expect(isValidKeyword('  函 ')).toBe(false);
    expect(isValidKeyword('函数')).toBe(true);
    expect(isValidKeyword('函'.repeat(50))).toBe(true);
    expect(isValidKeyword('函'.repeat(51))).toBe(false);
  });
});

describe('which similar questions show', () => {
  it('hides a question whose text or any option is blank', () => {
    expect(isShowableQuestion({ text: '题干', options: [{ value: '1' }, { value: '2' }] })).toBe(true);
    expect(isShowableQuestion({ text: '  ', options: [] })).toBe(false);
    expect(isShowableQuestion({ text: '题干', options: [{ value: '1' }, { value: ' ' }] })).toBe(false);
    expect(isShowableQuestion({ text: '题干', options: null })).toBe(true);
  });

  it('tells a class similar question from a paper one', () => {
    expect(isClassVariant({ class_id: 7 })).toBe(true);
    expect(isClassVariant({ class_id: 0 })).toBe(false);
  });
});

describe('the variant pager', () => {
  it('shows at most three numbers around the current page, and arrows only above three pages', () => {
    expect(variantPager(0, 0)).toEqual({ pages: [], arrows: false });
    expect(variantPager(0, 2)).toEqual({ pages: [0, 1], arrows: false });
    expect(variantPager(2, 3)).toEqual({ pages: [0, 1, 2], arrows: false });
    expect(variantPager(0, 5)).toEqual({ pages: [0, 1, 2], arrows: true });
    expect(variantPager(3, 5)).toEqual({ pages: [2, 3, 4], arrows: true });
    expect(variantPager(4, 5)).toEqual({ pages: [2, 3, 4], arrows: true });
  });

  it('ignores a page below 0 or past the last', () => {
    expect(movedVariantPage(0, -1, 4)).toBe(0);
    expect(movedVariantPage(3, 4, 4)).toBe(3);
    expect(movedVariantPage(1, 2, 4)).toBe(2);
  });
});

describe('the trigram transcript', () => {
  it('writes every letter and digit as a code of ASCII letters led by a digit, and breaks at punctuation', () => {
    const transcript = trigramTranscript('已知集合 A={x|-1<x<3}');
    expect(transcript).toMatch(/^([0-8][a-z]{3})+( ([0-8][a-z]{3})+)*$/);
    expect(transcript.split(' ')).toHaveLength(6);
    expect(trigramTranscript('集合')).toHaveLength(8);
    expect(trigramTranscript(' ，集合。')).toBe(trigramTranscript('集合'));
    // a letter outside the first 158 184 code points has a longer code of its own
    expect(trigramTranscript(String.fromCodePoint(0x2a700))).toMatch(/^9[a-z]{5}$/);
  });

  it('gives the same characters the same code, so shared words share trigrams', () => {
    const a = trigramTranscript('下列函数中是偶函数的是');
    const b = trigramTranscript('下列函数中是奇函数的是');
    expect(a).toHaveLength(b.length);
    expect(a.slice(0, 24)).toBe(b.slice(0, 24));
    expect(a).not.toBe(b);
    expect(trigramTranscript('ＡＢＣ')).toBe(trigramTranscript('abc'));
    expect(trigramTranscript('Sin X')).toBe(trigramTranscript('sin x'));
  });

  it('finds a keyword\'s transcript in a text\'s exactly where its letters are', () => {
    const text = trigramTranscript('函数 f(x)=sin x 的最小正周期是 2π');
    for (const keyword of ['函数', 'sin x', '最小正周期', '2π', '周期是2π']) {
      expect(text.includes(trigramTranscript(keyword)), keyword).toBe(!keyword.includes('是2'));
    }
    // no Latin word read inside the codes of Chinese characters, nor a character across two codes
    const chinese = trigramTranscript('已知集合下列函数中是偶函数的是光合作用的场所');
    for (const latin of ['ab', 'cos', 'x', 'tan', '0']) expect(chinese.includes(trigramTranscript(latin)), latin).toBe(false);
    expect(text.includes(trigramTranscript('周 期'))).toBe(false);
  });

  it('spreads neighbouring characters over different trigrams', () => {
    const trigrams = (char: string) => {
      const code = trigramTranscript(char);
      return [code.slice(0, 3), code.slice(1, 4)];
    };
    const seen = new Set<string>();
    for (let cp = 0x4e00; cp < 0x4e00 + 200; cp++) for (const t of trigrams(String.fromCodePoint(cp))) seen.add(t);
    expect(seen.size).toBeGreaterThan(380);
  });
});
