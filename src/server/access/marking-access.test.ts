import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/roles.ts';
import { AppError } from '../http/app-error.ts';
import { answerIsMine, blankPaperGroups, problemPaperGroups, requireOwnRecord, type MarkingPart } from './marking-access.ts';
import { msg } from '../../i18n/server.ts';

/** A teacher who marks group 1 and judges group 2 of a test with groups 1, 2 and 3. */
const teacher: MarkingPart = { testId: 7, examId: 3, schoolId: 1, examStatus: 1, gradeId: 10, administrator: false, marker: new Set([1]), judge: new Set([2]), assigned: true };
const administrator: MarkingPart = { ...teacher, administrator: true, marker: new Set(), judge: new Set(), assigned: false };
const who = { userId: 11, groupId: 0, role: Role.teacher };

function refusal(run: () => unknown): { status: number; message: string } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, message: error.message };
  }
}

describe('blank papers of a test', () => {
  it('puts the groups a teacher marks apart from those they judge, and leaves out the others unless named', () => {
    expect(blankPaperGroups(teacher, [1, 2, 3], false)).toEqual({ markerGroups: [1], otherGroups: [2] });
    expect(refusal(() => blankPaperGroups(teacher, [1, 3], true))).toEqual({ status: 403, message: msg.access.blankPapersNotYours });
  });

  it('lets the school administrators look after every group without marking one', () => {
    expect(blankPaperGroups(administrator, [1, 2, 3], false)).toEqual({ markerGroups: [], otherGroups: [1, 2, 3] });
  });

  it('refuses a teacher with no group of the test', () => {
    const outsider = { ...teacher, marker: new Set<number>(), judge: new Set<number>(), assigned: false };
    expect(refusal(() => blankPaperGroups(outsider, [1, 2, 3], false))).toEqual({ status: 403, message: msg.access.blankPapersNotYours });
  });
});

describe('problem papers of a test', () => {
  it('lists every group to administrators and their own groups to markers and judges', () => {
    expect(problemPaperGroups(administrator, 3)).toBeUndefined();
    expect(problemPaperGroups(teacher)).toEqual([1, 2]);
    expect(problemPaperGroups(teacher, 2)).toEqual([1, 2]);
    expect(refusal(() => problemPaperGroups(teacher, 3))).toEqual({ status: 403, message: msg.access.notYourProblemGroup });
  });
});

describe('answers and records of the marking', () => {
  it('counts an answer as a marker’s while they hold or marked it, and as a judge’s also while it waits for adjudication', () => {
    const waiting = { held: false, marked: false, unitState: 'judge' };
    expect(answerIsMine('marker', waiting)).toBe(false);
    expect(answerIsMine('judge', waiting)).toBe(true);
    expect(answerIsMine('marker', { ...waiting, held: true })).toBe(true);
    expect(answerIsMine('marker', { held: false, marked: true, unitState: 'done' })).toBe(true);
    expect(answerIsMine('judge', { held: false, marked: false, unitState: 'open' })).toBe(false);
  });

  it('opens a marking record to the teacher who gave it, in its own group only', () => {
    expect(refusal(() => requireOwnRecord(who, { teacherId: 11, partitionId: 5 }, 5))).toBeUndefined();
    expect(refusal(() => requireOwnRecord(who, { teacherId: 12, partitionId: 5 }, 5))).toEqual({ status: 403, message: msg.marking.notYourRecord });
    expect(refusal(() => requireOwnRecord(who, { teacherId: 11, partitionId: 6 }, 5))).toEqual({ status: 403, message: msg.marking.notYourRecord });
  });
});
