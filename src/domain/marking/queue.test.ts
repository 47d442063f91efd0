import { describe, expect, it } from 'vitest';
import { afterHistorySubmit, isLeaseLost, loadQueryFor, paperStatusOf, queueAfterRenewal, queueAfterSubmit, shouldWarnWorkload, studentKey, submitClaim } from './queue.ts';

const student = (id: number, logId = 0) => ({ student_id: id, marking_log_id: logId });

describe('opening a group', () => {
  const group = { testId: 3, partitionId: 14, judge: 0 as const };

  it('claims five students live and one in history', () => {
    expect(loadQueryFor({ kind: 'fresh' }, group)).toMatchObject({ occupy_student_count: 5, marking_log_id: 0, get_log_type: '' });
    expect(loadQueryFor({ kind: 'continue' }, group)).toMatchObject({ occupy_student_count: 5, get_log_type: '' });
    expect(loadQueryFor({ kind: 'neighbour', direction: 'previous', fromLogId: 0 }, group)).toMatchObject({ occupy_student_count: 1, get_log_type: 'previous' });
    expect(loadQueryFor({ kind: 'record', logId: 77 }, { ...group, judge: 1 })).toMatchObject({ occupy_student_count: 1, marking_log_id: 77, judge: 1 });
  });

  it('names the paper status from history and judge', () => {
    expect(paperStatusOf(false, 1)).toBe(0);
    expect(paperStatusOf(true, 1)).toBe(1);
    expect(paperStatusOf(true, 0)).toBe(2);
  });

  it('warns about the workload only in live ordinary marking, and always when the quota is ended', () => {
    const warn = { warn: true, ended: false };
    const live = { classTeacherMarking: false, history: false, judge: 0 as const, accepted: false };
    expect(shouldWarnWorkload(warn, live)).toBe(true);
    expect(shouldWarnWorkload(warn, { ...live, accepted: true })).toBe(false);
    expect(shouldWarnWorkload({ ...warn, ended: true }, { ...live, accepted: true })).toBe(true);
    expect(shouldWarnWorkload(warn, { ...live, history: true })).toBe(false);
    expect(shouldWarnWorkload(warn, { ...live, judge: 1 })).toBe(false);
    expect(shouldWarnWorkload(warn, { ...live, classTeacherMarking: true })).toBe(false);
    expect(shouldWarnWorkload({ warn: false, ended: false }, live)).toBe(false);
    expect(shouldWarnWorkload(undefined, live)).toBe(false);
  });
});

describe('a submit', () => {
  it('claims the next five students live, and nothing more in history', () => {
    expect(submitClaim(false)).toEqual({ return_next_student: 1, occupy_student_count: 5 });
    expect(submitClaim(true)).toEqual({ return_next_student: 0, occupy_student_count: 1 });
  });

  it('knows a student by its paper and record until the mark is acknowledged', () => {
    expect(studentKey(student(7))).toBe('7:0');
    expect(studentKey(student(7, 301))).toBe('7:301');
  });
});

describe('after a submit', () => {
  it('keeps the student already on screen first', () => {
    const held = [student(2), student(3), student(6)];
    expect(queueAfterSubmit(held, 3).map((s) => s.student_id)).toEqual([3, 2, 6]);
    expect(queueAfterSubmit(held, 9).map((s) => s.student_id)).toEqual([2, 3, 6]);
  });

  it('after a lease renewal keeps the student on screen and drops the others no longer held', () => {
    const queue = [student(2), student(3), student(6), student(8)];
    // 8 came with a submit's answer after the renewal was sent: it was not asked about
    expect(queueAfterRenewal(queue, [3], [2, 3, 6]).map((s) => s.student_id)).toEqual([2, 3, 8]);
    expect(queueAfterRenewal(queue, [2, 3, 6, 8], [2, 3, 6, 8])).toEqual(queue);
  });

  it('shows the lost lease only while that student is on screen', () => {
    expect(isLeaseLost({ queue: [student(2), student(3)], leaseLost: 2 })).toBe(true);
    expect(isLeaseLost({ queue: [student(3)], leaseLost: 2 })).toBe(false);
    expect(isLeaseLost({ queue: [student(2)], leaseLost: undefined })).toBe(false);
    expect(isLeaseLost({ queue: [], leaseLost: 2 })).toBe(false);
  });

  it('ends history at the last record', () => {
    expect(afterHistorySubmit(false)).toBe('resume-live');
    expect(afterHistorySubmit(true)).toBe('next-record');
  });
});
