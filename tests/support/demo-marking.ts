/**
 * Marking on the demo school's running maths paper through the real marking calls, as the tests
 * of adjudication, reliability and the original paper drive it: one paper held at a time, one
 * question of one region scored.
 */
import { expect } from 'vitest';
import type { DemoGroup, DemoSchoolApp } from './demo-school.ts';

type DemoCalls = Pick<DemoSchoolApp, 'call' | 'mathsTestId'>;

/** The first paper `token` holds in the group (round `judge`), holding one when none is held. */
export async function holdOne<T extends { student_id: number } = { student_id: number }>(demo: DemoCalls, token: string, group: DemoGroup, judge = 0): Promise<T> {
  const answer = await demo.call<{ students: T[] }>('loadMarking', {
    url: `/v1/examination/marking?test_id=${demo.mathsTestId}&partition_id=${group.id}&judge=${judge}&occupy_student_count=1`,
    token,
  });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.students[0]!;
}

/** Scores region 1 of question `showOrder` of a held paper (named as the marking calls name it). */
export async function markRegion(demo: DemoCalls, token: string, group: DemoGroup, paper: number, showOrder: string, score: number, judge = 0): Promise<void> {
  const answer = await demo.call('submitMarking', {
    method: 'POST',
    url: `/v1/examination/marking/${demo.mathsTestId}`,
    token,
    payload: { partition_id: group.id, student_id: paper, judge, question_score: { [showOrder]: { '1': score } }, return_next_student: 0 },
  });
  expect(answer.status, answer.body.msg).toBe(200);
}
