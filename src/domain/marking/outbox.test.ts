import { describe, expect, it } from 'vitest';
import { failureVerdict, nextToSend, pendingStudentsOf, PENDING_NAMED_MAX, refusalAdvice, withoutScored, type OutboxMark } from './outbox.ts';

const mark = (key: string, seq: number, studentId: number, extra: Partial<OutboxMark> = {}): OutboxMark => ({
  key,
  uid: 1,
  testId: 3,
  partitionId: 12,
  judge: 0,
  studentId,
  history: false,
  body: { partition_id: 12, student_id: studentId, judge: 0, total_score: 1, question_score: {}, score_marks: [], spend_time: 0, return_next_student: 1, occupy_student_count: 5, idempotency_key: key },
  seq,
  attempts: 0,
  notBefore: 0,
  ...extra,
});

describe('which failures are retried', () => {
  it('retries no answer, server errors and session failures; refuses the other answers', () => {
    const answer = (status: number, sessionAction = false) => failureVerdict({ kind: 'answer', status, sessionAction });
    expect(failureVerdict({ kind: 'network', status: 0, sessionAction: false })).toBe('retry');
    expect(failureVerdict({ kind: 'timeout', status: 0, sessionAction: false })).toBe('retry');
    expect([500, 502, 503, 504, 408, 429, 401].map((s) => answer(s))).toEqual(Array(7).fill('retry'));
    expect(answer(200, true)).toBe('retry');
    expect([400, 403, 404, 409].map((s) => answer(s))).toEqual(Array(4).fill('refused'));
  });
});

describe('the next mark to send', () => {
  it('is the earliest due head of a student; a student’s later mark waits behind its earlier one', () => {
    const marks = [mark('a2', 3, 1), mark('a1', 1, 1, { notBefore: 500 }), mark('b', 2, 2), mark('c', 4, 3, { refusal: { status: 409, msg: '' } })];
    expect(nextToSend(marks, 100)).toEqual({ send: marks[2] });
    expect(nextToSend(marks.filter((m) => m.key !== 'b'), 100)).toEqual({ wakeAt: 500 });
    expect(nextToSend(marks, 600)).toEqual({ send: marks[1] });
    expect(nextToSend([marks[3]], 0)).toBeUndefined();
  });
});

describe('pending papers of a group', () => {
  it('names the new marks of the group and mode once each, without edits and refusals, at most the contract’s number', () => {
    const marks = [
      mark('a', 1, 5),
      mark('a-again', 2, 5),
      mark('edit', 3, 6, { history: true }),
      mark('other-group', 4, 7, { partitionId: 13 }),
      mark('judge', 5, 8, { judge: 1 }),
      mark('refused', 6, 9, { refusal: { status: 409, msg: '' } }),
      mark('b', 7, 4),
    ];
    expect(pendingStudentsOf(marks, { partitionId: 12, judge: 0 })).toEqual([5, 4]);
    const many = Array.from({ length: 150 }, (_, i) => mark(`m${i}`, i, i + 1));
    expect(pendingStudentsOf(many, { partitionId: 12, judge: 0 })).toHaveLength(PENDING_NAMED_MAX);
  });

  it('are not shown again when the server names them among the held students', () => {
    const held = [{ student_id: 1 }, { student_id: 2 }, { student_id: 3 }];
    expect(withoutScored(held, [2])).toEqual([{ student_id: 1 }, { student_id: 3 }]);
    expect(withoutScored(held, [])).toEqual(held);
  });
});

describe('what a refusal asks of the marker', () => {
  it('redo an edit from the records, leave the group when refused there, otherwise go on', () => {
    expect(refusalAdvice({ history: true, refusal: { status: 409, msg: '' } })).toBe('history');
    expect(refusalAdvice({ history: false, refusal: { status: 403, msg: '' } })).toBe('group');
    expect(refusalAdvice({ history: false, refusal: { status: 409, msg: '' } })).toBe('next');
  });
});
