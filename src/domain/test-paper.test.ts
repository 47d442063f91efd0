import { describe, expect, it } from 'vitest';
import { blocksOf, formulaText, paperOutline } from './test-paper.ts';

const question = (text: string, answer: string[] = [], jieda = '') => ({ text, options: [], answer, jieda, children: [] });

describe('a test paper from basket questions', () => {
  it('prints formulas as a reader reads them', () => {
    expect(formulaText('\\frac{1}{2}+{x}^{2}')).toBe('1/2+x^2');
    expect(formulaText('\\sqrt{16}\\times 3')).toBe('√(16)× 3');
  });

  it('keeps the pictures of a question between its paragraphs', () => {
    expect(blocksOf('<p>如图，$y=x^{2}$</p><p><img src="data:image/png;base64,AAA" /></p><p>求面积</p>')).toEqual([
      { kind: 'text', text: '如图，y=x^2' },
      { kind: 'image', dataUrl: 'data:image/png;base64,AAA' },
      { kind: 'text', text: '求面积' },
    ]);
  });

  it('numbers the questions through the paper under their big questions with counts and scores', () => {
    const sections = paperOutline([
      { question: question('<p>甲</p>', ['A']), group: '选择题', score: 5 },
      { question: question('<p>乙</p>', ['B']), group: '选择题', score: 5 },
      { question: question('<p>丙</p>', ['3'], '<p>因为 $1+2=3$</p>'), group: '解答题', score: 12 },
    ]);
    expect(sections.map((s) => s.heading)).toEqual(['一、选择题（共2题，10分）', '二、解答题（共1题，12分）']);
    expect(sections[1].items[0]).toMatchObject({ number: 3, score: 12, answer: '3', explanation: [{ kind: 'text', text: '因为 1+2=3' }] });
  });
});
