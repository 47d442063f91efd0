/**
 * The analysis keeps each paper's scores between calls; a mark edited through the marking call
 * shows in the very next analysis answer, on one paper (学生成绩, the paper's summary) and across
 * the exam's papers (优劣势: each student's paper totals), however often the figures were read
 * before. Six students of the analysis fixture; Q13 of student s1 goes 10 → 6 → 9.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAnalysisFixture, FIXTURE_PASSWORD, markKeptExam, type AnalysisFixture } from '../fixtures/analysis-fixture.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { openTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openTestApp());
let fx: AnalysisFixture;
let principal: string;
/** the markers' marking tokens */
const tokens: string[] = [];
/** per student id: the marking token of who marked Q13, the paper number and the record */
const records = new Map<number, { token: string; paper: number; logId: number; version: number }>();

/** Edits student s1's Q13 through the marking call, as its marker does from 阅卷记录. */
async function editFirstStudent(score: number) {
  const record = records.get(fx.studentIds[0])!;
  const answer = await server.call('submitMarking', {
    method: 'POST',
    url: `/v1/examination/marking/${fx.testId}`,
    token: record.token,
    payload: {
      partition_id: fx.partitionIds[0],
      student_id: record.paper,
      marking_log_id: record.logId,
      version: record.version,
      question_score: { [fx.layout[0].showOrder]: { '1': score } },
      return_next_student: 0,
    },
  });
  expect(answer.status, answer.body.msg).toBe(200);
  record.version = answer.body.data.version;
}

async function figures() {
  const paper = `examination_id=${fx.examId}&test_id=${fx.testId}`;
  const list = await server.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${paper}&page_size=999`, token: principal });
  const info = await server.call('getAnalysisBasicInfo', { url: `/v1/examanalysis/basic-info?${paper}`, token: principal });
  const strengths = await server.call('getAdvantageInferiority', { url: `/v1/examanalysis/advantage-inferiority?examination_id=${fx.examId}`, token: principal });
  for (const answer of [list, info, strengths]) expect(answer.status, answer.body.msg).toBe(200);
  const first = fx.studentIds[0];
  return {
    listed: (list.body.data.result as { student_id: number; total_score: number }[]).find((s) => s.student_id === first)?.total_score,
    average: info.body.data.summary.average as number,
    paperTotal: (strengths.body.data.students as { student_id: number; scores: { score: number | null }[] }[]).find((s) => s.student_id === first)?.scores[0].score,
  };
}

beforeAll(async () => {
  fx = await buildAnalysisFixture(server, 'kept');
  principal = (await signIn(server.call, fx.principal.username, FIXTURE_PASSWORD)).token;
  for (const marker of fx.markers) tokens.push(await markingTokenOf(server.call, (await signIn(server.call, marker.username, FIXTURE_PASSWORD)).token));
  for (const { studentId, token, paper, logId, version } of await markKeptExam(server, fx, tokens)) records.set(studentId, { token, paper, logId, version });
});

describe('kept analysis figures', () => {
  it('show a mark edited through the marking call in the next answer', async () => {
    // s1: 3 + 3 + 10 + 4 = 20; the six totals add up to 20 + 12.5 + 7 + 20 + 4.5 + 11 = 75
    expect(await figures()).toEqual({ listed: 20, average: 12.5, paperTotal: 20 });
    expect(await figures()).toEqual({ listed: 20, average: 12.5, paperTotal: 20 });

    await editFirstStudent(6);
    expect(await figures()).toEqual({ listed: 16, average: 11.83, paperTotal: 16 });

    await editFirstStudent(9);
    expect(await figures()).toEqual({ listed: 19, average: 12.33, paperTotal: 19 });
  });

  it('show objective answers removed after the figures were read', async () => {
    const before = await figures();
    await server.database.query('DELETE FROM objective_answers WHERE question_id = $1 AND student_id = $2', [fx.objectiveQuestionIds[0], fx.studentIds[0]]);
    // s1 has lost a question: no complete paper, so 优劣势 leaves them out
    const after = await figures();
    expect(after.paperTotal).toBeUndefined();
    expect(after.listed).toBe(before.listed! - 3);
  });
});
