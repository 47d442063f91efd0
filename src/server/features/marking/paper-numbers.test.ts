import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaperNumbers } from './paper-numbers.ts';

const numbers = new PaperNumbers(randomBytes(32));

describe('paper numbers of blind marking', () => {
  it('gives every student of a group a number the server turns back, all different', () => {
    const seen = new Set<number>();
    for (let studentId = 1; studentId <= 5000; studentId++) {
      const paper = numbers.numberOf(11, studentId);
      expect(paper).toBeGreaterThanOrEqual(1);
      expect(paper).toBeLessThanOrEqual(0x7fffffff);
      expect(numbers.studentOf(11, paper)).toBe(studentId);
      seen.add(paper);
    }
    expect(seen.size).toBe(5000);
  });

  it('keeps a student’s number in a group and gives them another in every other group', () => {
    expect(numbers.numberOf(11, 42)).toBe(numbers.numberOf(11, 42));
    const inGroups = new Set([11, 12, 13, 14, 15].map((partitionId) => numbers.numberOf(partitionId, 42)));
    expect(inGroups.size).toBe(5);
    expect(numbers.studentOf(12, numbers.numberOf(11, 42))).not.toBe(42);
  });

  it('does not follow the order of the students', () => {
    const papers = Array.from({ length: 200 }, (_, i) => numbers.numberOf(3, i + 1));
    const ascending = papers.filter((p, i) => i > 0 && p > papers[i - 1]).length;
    expect(ascending).toBeGreaterThan(60);
    expect(ascending).toBeLessThan(140);
    expect(papers.filter((p, i) => p === i + 1)).toEqual([]);
  });

  it('depends on the server secret', () => {
    const other = new PaperNumbers(randomBytes(32));
    expect(Array.from({ length: 20 }, (_, i) => other.numberOf(7, i + 1))).not.toEqual(Array.from({ length: 20 }, (_, i) => numbers.numberOf(7, i + 1)));
  });

  it('refuses what is no number', () => {
    for (const value of [0, -1, 0x80000000, 1.5, Number.NaN]) expect(numbers.studentOf(11, value)).toBeUndefined();
    expect(() => numbers.numberOf(11, 0)).toThrow(RangeError);
  });
});
