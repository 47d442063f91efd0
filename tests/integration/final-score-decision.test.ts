/**
 * How a final score was decided, on the demo school: only groups whose policy can end in
 * adjudication are offered for adjudication; a marker's records and the adjudicator's history
 * show every round's score (never who gave it) and the rule that produced the final score.
 */
import { describe, expect, it } from 'vitest';
import { holdOne, markRegion } from '../support/demo-marking.ts';
import { demoGroupsOf, openDemoSchool, type DemoGroup } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const demo = sharedByFile(() => openDemoSchool(24));
/** 第18题 (2+1) and 第19题 (2+1+1), tolerance 2, one region worth 12 */
const [twoPlusOne, adjudicated] = demoGroupsOf(demo, '2+1', '2+1+1');

interface Decision {
  rule: string;
  rounds: number[];
  policy: string;
  tolerance: number;
}
interface Held {
  student_id: number;
  marking_history: Record<string, unknown>[];
  decision?: Decision;
}
interface Record_ {
  id: number;
  round: number;
  rounds: { round: number; score: number }[];
  decision: Decision;
}

/** the one question of each group */
const showOrderOf = (group: DemoGroup) => (group === twoPlusOne ? '18' : '19');
const load = (token: string, group: DemoGroup, judge = 0) => holdOne<Held>(demo, token, group, judge);
const mark = (token: string, group: DemoGroup, studentId: number, score: number, judge = 0) => markRegion(demo, token, group, studentId, showOrderOf(group), score, judge);
const records = async (token: string, group: DemoGroup, judge = 0) => {
  const answer = await demo.call<{ result: Record_[] }>('listMarkingLogs', {
    url: `/v1/examination/marking/${demo.mathsTestId}?partition_id=${group.id}&judge=${judge}&page_size=999`,
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.result;
};
const release = (token: string, group: DemoGroup, judge = 0) =>
  demo.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${demo.mathsTestId}?partition_ids=[${group.id}]&judge=${judge}`, token });

/** One answer marked by marker01, marker02 and marker03 in turn (each is handed the same first free answer). */
async function markedThrice(group: DemoGroup, scores: [number, number, number?]) {
  const first = await load(demo.marking.marker01, group);
  await mark(demo.marking.marker01, group, first.student_id, scores[0]);
  const second = await load(demo.marking.marker02, group);
  expect(second.student_id).toBe(first.student_id);
  await mark(demo.marking.marker02, group, second.student_id, scores[1]);
  if (scores[2] !== undefined) {
    const third = await load(demo.marking.marker03, group);
    expect(third.student_id).toBe(first.student_id);
    await mark(demo.marking.marker03, group, third.student_id, scores[2]);
  }
  return first.student_id;
}

describe('groups offered for adjudication', () => {
  it('lists only the 2+1+1 group to arbiter01, not the 2+1 group that never ends in adjudication', async () => {
    const judging = await demo.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${demo.mathsTestId}&judge=1`, token: demo.marking.arbiter01 });
    expect(judging.status).toBe(200);
    const listed = judging.body.data.result.map((g: { id: number; marking_policy: string }) => [g.id, g.marking_policy]);
    expect(listed).toEqual([[adjudicated.id, '2+1+1']]);
    // markers still mark the 2+1 group
    const marking = await demo.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${demo.mathsTestId}&judge=0`, token: demo.marking.marker01 });
    expect(marking.body.data.result.map((g: { id: number }) => g.id)).toContain(twoPlusOne.id);
  });

  it('offers only the 2+1+1 group in the adjudication records filter', async () => {
    const answer = await demo.call('listJudgeRecords', { url: `/v1/examination/judge-record/${demo.mathsTestId}`, token: demo.web.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data.partitions.map((p: { id: number }) => p.id)).toEqual([adjudicated.id]);
  });
});

describe('how a final score was decided', () => {
  it('2+1+1, marks 2 and 10 (tolerance 2): waits for a third marker, shows only my own round meanwhile; a third mark of 9 decides with the second', async () => {
    const student = await markedThrice(adjudicated, [2, 10]);
    const waiting = (await records(demo.marking.marker01, adjudicated))[0];
    expect(waiting.decision).toEqual({ rule: 'awaiting-third-marker', rounds: [], policy: '2+1+1', tolerance: 2 });
    expect(waiting.rounds).toEqual([{ round: 1, score: 2 }]);

    const third = await load(demo.marking.marker03, adjudicated);
    expect(third.student_id).toBe(student);
    await mark(demo.marking.marker03, adjudicated, student, 9);
    const decided = (await records(demo.marking.marker01, adjudicated))[0];
    expect(decided.decision).toEqual({ rule: 'third-marker', rounds: [2, 3], policy: '2+1+1', tolerance: 2 });
    expect(decided.rounds).toEqual([
      { round: 1, score: 2 },
      { round: 2, score: 10 },
      { round: 3, score: 9 },
    ]);
    // the same answer in marker03's records: scores only, no teacher
    const theirs = (await records(demo.marking.marker03, adjudicated))[0];
    expect(theirs.decision.rule).toBe('third-marker');
    for (const round of theirs.rounds) expect(Object.keys(round).sort()).toEqual(['round', 'score']);
  });

  it('2+1+1, marks 0, 12 and 6: the adjudicator sees the three scores unnamed, and after adjudicating the record says the adjudicator decided', async () => {
    const student = await markedThrice(adjudicated, [0, 12, 6]);
    const held = await load(demo.marking.arbiter01, adjudicated, 1);
    expect(held.student_id).toBe(student);
    expect(held.marking_history).toEqual([
      { round: 1, scores: 0, question_score: { '19': { '1': 0 } } },
      { round: 2, scores: 12, question_score: { '19': { '1': 12 } } },
      { round: 3, scores: 6, question_score: { '19': { '1': 6 } } },
    ]);
    expect(held.decision).toEqual({ rule: 'awaiting-adjudicator', rounds: [], policy: '2+1+1', tolerance: 2 });
    await mark(demo.marking.arbiter01, adjudicated, student, 7, 1);

    const mine = (await records(demo.marking.arbiter01, adjudicated, 1))[0];
    expect(mine.decision).toEqual({ rule: 'adjudicator', rounds: [4], policy: '2+1+1', tolerance: 2 });
    expect(mine.rounds.map((r) => [r.round, r.score])).toEqual([
      [1, 0],
      [2, 12],
      [3, 6],
      [4, 7],
    ]);
    const first = (await records(demo.marking.marker01, adjudicated)).find((r) => r.rounds.some((x) => x.round === 4))!;
    expect(first.decision.rule).toBe('adjudicator');
    await release(demo.marking.arbiter01, adjudicated, 1);
  });

  it('2+1, marks 0, 12 and 6: no adjudication, the closest pair (12 and 6, the higher of two equally close pairs) decides', async () => {
    await markedThrice(twoPlusOne, [0, 12, 6]);
    const record = (await records(demo.marking.marker02, twoPlusOne))[0];
    expect(record.decision).toEqual({ rule: 'closest-pair', rounds: [2, 3], policy: '2+1', tolerance: 2 });
    expect(record.rounds.map((r) => r.score)).toEqual([0, 12, 6]);
  });

  it('2+1, marks 8 and 9: the blind marks agree', async () => {
    await markedThrice(twoPlusOne, [8, 9]);
    const record = (await records(demo.marking.marker01, twoPlusOne))[0];
    expect(record.decision).toEqual({ rule: 'agreed', rounds: [1, 2], policy: '2+1', tolerance: 2 });
    expect(record.rounds).toEqual([
      { round: 1, score: 8 },
      { round: 2, score: 9 },
    ]);
  });
});
