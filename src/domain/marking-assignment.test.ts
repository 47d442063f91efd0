import { describe, expect, it } from 'vitest';
import { marksOwed, mayHaveAdjudicators, minimumMarkers, quotasCover, quotasFor, studentsToHold } from './marking-assignment.ts';

describe('marking assignment rules', () => {
  it('needs one marker per blind mark, and a third for the third mark', () => {
    expect([minimumMarkers('single'), minimumMarkers('1+1'), minimumMarkers('2+1'), minimumMarkers('2+1+1')]).toEqual([1, 2, 3, 3]);
  });

  it('lets only a group that can end in adjudication have adjudicators', () => {
    expect([mayHaveAdjudicators('single'), mayHaveAdjudicators('1+1'), mayHaveAdjudicators('2+1'), mayHaveAdjudicators('2+1+1')]).toEqual([false, false, false, true]);
  });

  it('owes students × blind marks', () => {
    expect(marksOwed('single', 40)).toBe(40);
    expect(marksOwed('2+1', 40)).toBe(80);
  });

  it('shares evenly, rounding up, and keeps manual quotas as given', () => {
    expect(quotasFor('even', '1+1', 40, [0, 0, 0])).toEqual([27, 27, 27]);
    expect(quotasFor('even', 'single', 0, [0, 0])).toEqual([1, 1]);
    expect(quotasFor('manual', 'single', 40, [30, 10])).toEqual([30, 10]);
    expect(quotasFor('unlimited', 'single', 40, [30, 10])).toEqual([0, 0]);
  });

  it('counts a quota at most once per student', () => {
    expect(quotasCover('single', 40, [30, 10])).toBe(true);
    expect(quotasCover('single', 40, [30, 9])).toBe(false);
    // 1+1 over 10 students owes 20 marks; a quota of 20 still marks each student only once
    expect(quotasCover('1+1', 10, [20, 5])).toBe(false);
    expect(quotasCover('1+1', 10, [10, 10])).toBe(true);
    expect(quotasCover('1+1', 10, [0, 0])).toBe(true);
  });

  it('holds what the window asks for, at most the occupy count of the group', () => {
    expect(studentsToHold(5, 2, 5)).toBe(2);
    expect(studentsToHold(1, 2, 5)).toBe(1);
    expect(studentsToHold(undefined, 3, 5)).toBe(3);
    expect(studentsToHold(8, 0, 5)).toBe(8);
    expect(studentsToHold(undefined, 0, 5)).toBe(5);
  });
});
