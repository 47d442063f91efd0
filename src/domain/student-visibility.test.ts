import { describe, expect, it } from 'vitest';
import { MASKED_TEXT, mayIdentifyStudent, relationOf, studentAsSeen, type PaperRelation, type PaperRights } from './student-visibility.ts';

const student = { id: 42, name: '李明', examNumber: '2026010203', classId: 7, className: '高一(2)班' };
const blind = { showsStudent: false };
const named = { showsStudent: true };
const hidden = { studentId: null, name: MASKED_TEXT, examNumber: MASKED_TEXT, classId: null, className: '' };
const shown = { studentId: 42, name: '李明', examNumber: '2026010203', classId: 7, className: '高一(2)班' };

describe('what a teacher may see of the student behind an answer', () => {
  it('hides every identifier from markers and judges of a blind group', () => {
    for (const relation of ['marker', 'judge'] as const) {
      expect(mayIdentifyStudent(relation, blind)).toBe(false);
      expect(studentAsSeen(relation, blind, student)).toEqual(hidden);
    }
  });

  it('shows the student to markers and judges of a group that shows students', () => {
    for (const relation of ['marker', 'judge'] as const) expect(studentAsSeen(relation, named, student)).toEqual(shown);
  });

  it('shows administrators and class teachers the student whatever the group', () => {
    for (const relation of ['administrator', 'class-teacher'] as const) {
      expect(studentAsSeen(relation, blind, student)).toEqual(shown);
      expect(studentAsSeen(relation, named, student)).toEqual(shown);
    }
  });

  it('never tells a colleague who wrote a shared typical paper', () => {
    expect(studentAsSeen('colleague', named, student)).toEqual(hidden);
    expect(studentAsSeen('colleague', blind, student)).toEqual(hidden);
  });

  it('shows an empty name as *** (spec 000 §3)', () => {
    expect(studentAsSeen('administrator', blind, { ...student, name: '' }).name).toBe(MASKED_TEXT);
  });
});

describe('the relation that counts when a teacher holds several', () => {
  const none: PaperRights = { administrator: false, classTeacher: false, marker: false, judge: false, colleague: false };
  const cases: [Partial<PaperRights>, PaperRelation | undefined][] = [
    [{}, undefined],
    [{ colleague: true }, 'colleague'],
    [{ marker: true, colleague: true }, 'marker'],
    [{ marker: true, judge: true }, 'judge'],
    [{ marker: true, classTeacher: true }, 'class-teacher'],
    [{ classTeacher: true, administrator: true, marker: true }, 'administrator'],
  ];
  it.each(cases)('%j → %s', (rights, relation) => {
    expect(relationOf({ ...none, ...rights })).toBe(relation);
  });

  it('a class teacher who marks their own class sees names in the analysis, never while marking', () => {
    const relation = relationOf({ ...none, marker: true, classTeacher: true })!;
    expect(mayIdentifyStudent(relation, blind)).toBe(true);
    expect(mayIdentifyStudent('marker', blind)).toBe(false);
  });
});
