import { describe, expect, it } from 'vitest';
import { subjectiveScoreFindings, type GroupBlank } from './subjective-score-check.ts';

const blank = (showOrder: number, key: string, fullMark: number, step: number): GroupBlank => ({ showOrder, key, questionLabel: String(showOrder), blankLabel: '', fullMark, step });
const GROUP = [blank(4, '1', 9, 1), blank(5, '1', 6, 0.5)];

describe('final written scores against the questions as they stand', () => {
  it('finds a score above the full mark, one off the step and a blank without a score; scores within the rule are not listed', () => {
    const findings = subjectiveScoreFindings(
      [
        { studentId: 1, partitionId: 3, finalQuestionScore: { '4': { '1': 9 }, '5': { '1': 5.5 } } },
        { studentId: 2, partitionId: 3, finalQuestionScore: { '4': { '1': 10 }, '5': { '1': 2.25 } } },
        { studentId: 3, partitionId: 3, finalQuestionScore: { '4': { '1': 7.5 } } },
        { studentId: 4, partitionId: 3, finalQuestionScore: null },
      ],
      () => GROUP,
    );
    expect(findings.map((f) => [f.studentId, f.blank.showOrder, f.kind, f.score])).toEqual([
      [2, 4, 'above_full', 10],
      [2, 5, 'off_step', 2.25],
      [3, 4, 'off_step', 7.5],
      [3, 5, 'unscored', null],
      [4, 4, 'unscored', null],
      [4, 5, 'unscored', null],
    ]);
  });

  it('checks each unit against the blanks of its own group', () => {
    const findings = subjectiveScoreFindings([{ studentId: 1, partitionId: 8, finalQuestionScore: { '4': { '1': 9 } } }], (id) => (id === 8 ? [blank(4, '1', 8, 1)] : GROUP));
    expect(findings).toEqual([{ studentId: 1, partitionId: 8, kind: 'above_full', blank: blank(4, '1', 8, 1), score: 9 }]);
  });
});
