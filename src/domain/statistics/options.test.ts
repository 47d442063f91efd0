import { describe, expect, it } from 'vitest';
import { chosenKeys, optionStatistics } from './options.ts';

describe('optionStatistics', () => {
  it('counts each option with its students; rates are of the students with an answer row', () => {
    // six students answered (one left it empty), a seventh has no answer row yet
    const analysis = optionStatistics(['A', 'B', 'C', 'D'], ['B', 'B', 'A', 'B', 'C', '', undefined]);
    expect(analysis.options).toEqual([
      { key: 'A', count: 1, rate: 16.67, students: [2] },
      { key: 'B', count: 3, rate: 50, students: [0, 1, 3] },
      { key: 'C', count: 1, rate: 16.67, students: [4] },
      { key: 'D', count: 0, rate: 0, students: [] },
    ]);
    expect(analysis.unanswered_count).toBe(1);
    expect(analysis.unanswered_rate).toBe(16.67);
  });

  it('counts a multiple-answer choice for every option in it, and keeps keys the question does not offer', () => {
    const analysis = optionStatistics(['A', 'B', 'C'], ['AC', 'a, c', 'A,B', 'E']);
    expect(analysis.options.map((o) => [o.key, o.count, o.rate])).toEqual([
      ['A', 3, 75],
      ['B', 1, 25],
      ['C', 2, 50],
      ['E', 1, 25],
    ]);
  });

  it('reads choices written together or comma separated', () => {
    expect(chosenKeys('abA')).toEqual(['A', 'B']);
    expect(chosenKeys('T1,T2')).toEqual(['T1', 'T2']);
    expect(chosenKeys(null)).toEqual([]);
  });
});
