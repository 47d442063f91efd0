import { describe, expect, it } from 'vitest';
import { paperQuestion } from './sample-questions.ts';
import { t } from '../../i18n/zh-CN.ts';
import { PAPER_QUESTION_TYPES, paperProblem, paperQuestionOf, paperTotal, questionProblem, type PaperQuestion } from './paper-rules.ts';

const q = paperQuestion;

const choice = (label: string, answer: string[], patch: Partial<PaperQuestion> = {}) => q(label, { questionType: 'multiple_one', fullMark: 3, options: ['A', 'B', 'C', 'D'], answer, ...patch });

describe('paper rules', () => {
  it('accepts a paper whose marks add up, counting k of an optional group of n', () => {
    const paper = [choice('1', ['B']), q('2', { fullMark: 7 }), q('3', { fullMark: 10, optionalGroup: 1, optionalPick: 1 }), q('4', { fullMark: 10, optionalGroup: 1, optionalPick: 1 })];
    expect(paperTotal(paper)).toBe(20);
    expect(paperProblem(paper, 20)).toBeNull();
    expect(paperProblem(paper, 30)).toEqual({ kind: 'totalMismatch', total: 20, fullScore: 30 });
  });

  it('names the question whose key is not one of its options, or that has none', () => {
    expect(questionProblem(choice('5', ['E']))).toEqual({ kind: 'answerNotOption', label: '5', option: 'E' });
    expect(questionProblem(choice('5', []))).toEqual({ kind: 'noAnswer', label: '5' });
    expect(questionProblem(choice('5', ['A', 'B']))).toEqual({ kind: 'singleAnswerOnly', label: '5' });
    expect(questionProblem(q('6', { questionType: 'true_false', answer: ['T'] }))).toBeNull();
    expect(questionProblem(q('6', { questionType: 'true_false', answer: ['X'] }))).toEqual({ kind: 'answerNotOption', label: '6', option: 'X' });
  });

  it('allows a 少选 score on multiple choice only, below the full mark and on the step', () => {
    const multiple = (partialScore: number | null, step = 1) => choice('7', ['A', 'C'], { questionType: 'multiple_more', fullMark: 5, partialScore, step });
    expect(questionProblem(multiple(2))).toBeNull();
    expect(questionProblem(multiple(5))).toEqual({ kind: 'partialScore', label: '7' });
    expect(questionProblem(multiple(2.5))).toEqual({ kind: 'partialScore', label: '7' });
    expect(questionProblem(multiple(2.5, 0.5))).toBeNull();
    expect(questionProblem(choice('8', ['A'], { partialScore: 1 }))).toEqual({ kind: 'partialScore', label: '8' });
  });

  it('keeps full marks on the score step', () => {
    expect(questionProblem(q('9', { fullMark: 2.5 }))).toEqual({ kind: 'markOffStep', label: '9', step: 1 });
    expect(questionProblem(q('9', { fullMark: 2.5, step: 0.5 }))).toBeNull();
    expect(questionProblem(q('9', { step: 0.25 }))).toEqual({ kind: 'markOffStep', label: '9', step: 0.25 });
  });

  it('refuses repeated numbers and inconsistent optional groups', () => {
    expect(paperProblem([q('1'), q(' 1 ')], 10)).toEqual({ kind: 'duplicateLabel', label: '1' });
    expect(paperProblem([q('1', { optionalGroup: 2, optionalPick: 2 }), q('2', { optionalGroup: 2, optionalPick: 2 })], 10)).toEqual({ kind: 'optionalGroup', group: 2 });
    expect(paperProblem([q('1', { optionalGroup: 2, optionalPick: 1 }), q('2', { fullMark: 6, optionalGroup: 2, optionalPick: 1 })], 5)).toEqual({ kind: 'optionalGroup', group: 2 });
    expect(paperProblem([], 0)).toEqual({ kind: 'noQuestions' });
  });

  it('has a Chinese name for every question type, the same in the question editor and the paper analysis', () => {
    for (const type of PAPER_QUESTION_TYPES) {
      expect(t.exams.paper.types[type]).toMatch(/^\p{Script=Han}+$/u);
      expect(t.analysis.test.questionTypes[type]).toBe(t.exams.paper.types[type]);
    }
  });

  it('reads a question the contract carries, filling in the defaults of the fields left out', () => {
    expect(paperQuestionOf({ label: '13', question_type: 'big_spaces', full_mark: 12 })).toEqual(q('13', { fullMark: 12 }));
    const saved = { label: '2', section: '一、选择题', question_type: 'multiple_more', full_mark: 4, step: 0.5, options: ['A', 'B', 'C'], answer: ['A', 'C'], partial_score: 2, optional_group: 1, optional_pick: 1 };
    expect(paperQuestionOf(saved)).toEqual(
      q('2', { section: '一、选择题', questionType: 'multiple_more', fullMark: 4, step: 0.5, options: ['A', 'B', 'C'], answer: ['A', 'C'], partialScore: 2, optionalGroup: 1, optionalPick: 1 }),
    );
  });
});
