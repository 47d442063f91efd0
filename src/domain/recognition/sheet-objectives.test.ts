import { describe, expect, it } from 'vitest';
import type { ObjectiveReading } from './marks.ts';
import { decisionsStillApplying, scoreSheetObjectives, type SheetObjectiveKey } from './sheet-objectives.ts';

const single: SheetObjectiveKey = { questionId: 11, qNum: 1, questionType: 'multiple_one', fullMark: 5, answer: ['C'], partialScore: null };
const multiple: SheetObjectiveKey = { questionId: 12, qNum: 2, questionType: 'multiple_more', fullMark: 6, answer: ['A', 'C'], partialScore: 3 };
const judge: SheetObjectiveKey = { questionId: 13, qNum: 3, questionType: 'true_false', fullMark: 2, answer: ['T'], partialScore: null };

const reading = (qNum: number, status: ObjectiveReading['status'], marked: string[], marginal: string[] = []): ObjectiveReading => ({ qNum, status, marked, marginal });

describe('objective answers of a sheet', () => {
  it('scores single choice, multiple choice with 少选 and true/false against the key', () => {
    const { scored, review } = scoreSheetObjectives([reading(1, 'answered', ['C']), reading(2, 'answered', ['A']), reading(3, 'answered', ['F'])], [single, multiple, judge]);
    expect(review).toEqual([]);
    expect(scored).toEqual([
      { questionId: 11, chosen: 'C', score: 5 },
      { questionId: 12, chosen: 'A', score: 3 },
      { questionId: 13, chosen: 'F', score: 0 },
    ]);
    const full = scoreSheetObjectives([reading(2, 'answered', ['A', 'C'])], [multiple]);
    expect(full.scored).toEqual([{ questionId: 12, chosen: 'AC', score: 6 }]);
    const wrong = scoreSheetObjectives([reading(2, 'answered', ['A', 'B'])], [multiple]);
    expect(wrong.scored[0].score).toBe(0);
  });

  it('keeps a blank question at nothing chosen and no score', () => {
    expect(scoreSheetObjectives([reading(1, 'blank', [])], [single]).scored).toEqual([{ questionId: 11, chosen: '', score: 0 }]);
  });

  it('sends a marginal mark or a multi-marked single choice to review instead of scoring it', () => {
    const { scored, review } = scoreSheetObjectives([reading(1, 'multiple', ['B', 'C']), reading(2, 'review', ['A'], ['C'])], [single, multiple]);
    expect(scored).toEqual([]);
    expect(review).toEqual([
      { questionId: 11, qNum: 1, reason: 'multiple', marked: ['B', 'C'], marginal: [] },
      { questionId: 12, qNum: 2, reason: 'marginal', marked: ['A'], marginal: ['C'] },
    ]);
  });

  it('leaves out keyed questions the card does not carry', () => {
    expect(scoreSheetObjectives([reading(1, 'answered', ['C'])], [single, judge]).scored.map((s) => s.questionId)).toEqual([11]);
  });
});

describe('review decisions when a sheet is replaced by another scan', () => {
  const read = (qNum: number, status: ObjectiveReading['status'], marked: string[], marginal: string[] = []): ObjectiveReading => ({ qNum, status, marked, marginal });
  const decided = [
    { questionId: 101, qNum: 1 },
    { questionId: 102, qNum: 2 },
    { questionId: 103, qNum: 3 },
    { questionId: 104, qNum: 4 },
  ];

  it('keeps a decision where the new bubbles read as the old ones did, in any order, and no other', () => {
    const replaced = [read(1, 'review', ['A'], ['C']), read(2, 'multiple', ['A', 'B']), read(3, 'answered', ['T']), read(4, 'answered', ['B'])];
    const replacing = [read(1, 'review', ['A'], ['C']), read(2, 'multiple', ['B', 'A']), read(3, 'review', ['T'], ['F'])];
    // 3: a faint mark more; 4: not on the new sheet's pages
    expect(decisionsStillApplying(decided, replaced, replacing)).toEqual([101, 102]);
  });

  it('keeps nothing the old sheet did not read', () => {
    expect(decisionsStillApplying(decided, [], [read(1, 'answered', ['A'])])).toEqual([]);
  });
});
