import { describe, expect, it } from 'vitest';
import { paperQuestionFromBank, stepOf } from './bank-paper.ts';
import { paperProblem } from './paper-rules.ts';

const options = ['A', 'B', 'C', 'D'].map((key) => ({ key, value: `选项${key}` }));
const entry = (questionType: string, score: number, extra: { answer?: string[]; children?: unknown[] } = {}) => ({
  question: { questionType, options, answer: extra.answer ?? [], children: extra.children ?? [] },
  score,
  group: ' 一、选择题 ',
});

describe('a basket question as a paper question', () => {
  it('is numbered by its place, under its big question, with the basket score as full mark', () => {
    expect(paperQuestionFromBank(entry('multiple_more', 6, { answer: ['A', 'C'] }), 3)).toEqual({
      label: '4',
      section: '一、选择题',
      questionType: 'multiple_more',
      fullMark: 6,
      step: 1,
      options: ['A', 'B', 'C', 'D'],
      answer: ['A', 'C'],
      partialScore: null,
      optionalGroup: null,
      optionalPick: null,
    });
  });

  it('takes half points for a half-point score', () => {
    expect(stepOf(2.5)).toBe(0.5);
    expect(stepOf(3)).toBe(1);
    expect(paperQuestionFromBank(entry('empty_spaces', 2.5), 0)).toMatchObject({ step: 0.5, options: [], answer: [] });
  });

  it('keeps T and F as the options of a judgement and drops the key of a written question', () => {
    expect(paperQuestionFromBank(entry('true_false', 2, { answer: ['F'] }), 0)).toMatchObject({ options: [], answer: ['F'] });
    expect(paperQuestionFromBank(entry('empty_spaces', 4, { answer: ['x=2'] }), 0)).toMatchObject({ questionType: 'empty_spaces', answer: [] });
  });

  it('makes a question with sub-questions, or of a type a paper does not know, one written answer', () => {
    expect(paperQuestionFromBank(entry('multiple_one', 10, { answer: ['A'], children: [{}, {}] }), 0)).toMatchObject({ questionType: 'big_spaces', options: [], answer: [] });
    expect(paperQuestionFromBank(entry('drawing', 10), 0).questionType).toBe('big_spaces');
  });

  it('leaves a choice question without a key for the paper rules to name', () => {
    const questions = [paperQuestionFromBank(entry('multiple_one', 20), 0)];
    expect(paperProblem(questions, 20)).toEqual({ kind: 'noAnswer', label: '1' });
  });
});
