import { describe, expect, it } from 'vitest';
import type { ObjectiveReading } from './marks.ts';
import { objectiveStatistics, type StatisticQuestion } from './objective-statistics.ts';

const QUESTION: StatisticQuestion = { questionId: 7, qNum: 1, options: ['A', 'B', 'C', 'D'], answer: ['C'], fullMark: 5 };
const reading = (status: ObjectiveReading['status'], marked: string[] = [], marginal: string[] = []): ObjectiveReading => ({ qNum: 1, status, marked, marginal });
const sheet = (r: ObjectiveReading | null, chosen?: string, score = 0) => ({ readings: r ? [r] : [], answers: chosen === undefined ? [] : [{ questionId: 7, chosen, score }] });

describe('objective statistics of a paper', () => {
  it('counts the readings, the options as they stand and the right answers; a review is pending until decided', () => {
    const [figure] = objectiveStatistics(
      [QUESTION],
      [
        sheet(reading('answered', ['C']), 'C', 5),
        sheet(reading('answered', ['B']), 'B', 0),
        sheet(reading('blank'), '', 0),
        sheet(reading('multiple', ['A', 'C'])),
        sheet(reading('review', ['C'], ['D']), 'C', 5),
        // a sheet without this question read: not counted
        sheet(null),
      ],
    );
    expect(figure).toEqual({
      questionId: 7,
      read: 5,
      answered: 2,
      blank: 1,
      multiple: 1,
      marginal: 1,
      pending: 1,
      right: 2,
      options: [
        { option: 'A', count: 0, key: false },
        { option: 'B', count: 1, key: false },
        { option: 'C', count: 2, key: true },
        { option: 'D', count: 0, key: false },
      ],
      suspect: ['review'],
    });
  });

  it('calls a question suspect for reviews from a tenth of its sheets, blanks from half of them, and no key mark among five answered', () => {
    const answered = (option: string) => sheet(reading('answered', [option]), option, option === 'C' ? 5 : 0);
    const nine = Array.from({ length: 9 }, () => answered('C'));
    expect(objectiveStatistics([QUESTION], [...nine, sheet(reading('review', [], ['C']))])[0].suspect).toEqual(['review']);
    expect(objectiveStatistics([QUESTION], [...nine, answered('C'), sheet(reading('review', [], ['C']))])[0].suspect).toEqual([]);
    expect(objectiveStatistics([QUESTION], [answered('C'), sheet(reading('blank'), ''), sheet(reading('blank'), '')])[0].suspect).toEqual(['blank']);
    expect(objectiveStatistics([QUESTION], [answered('C'), answered('C'), sheet(reading('blank'), '')])[0].suspect).toEqual([]);
    const wrong = Array.from({ length: 5 }, () => answered('A'));
    expect(objectiveStatistics([QUESTION], wrong)[0].suspect).toEqual(['no_key_mark']);
    expect(objectiveStatistics([QUESTION], wrong.slice(0, 4))[0].suspect).toEqual([]);
    expect(objectiveStatistics([QUESTION], [...wrong, answered('C')])[0].suspect).toEqual([]);
  });
});
