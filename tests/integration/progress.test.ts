/**
 * The marking-progress pages' calls: exams and papers with their progress for whoever may follow
 * them, adjudication records with every mark, each class's progress, and starting a class's
 * analysis (an exam-analysis task limited to the class, after which the class counts as analysed).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { examClasses, students } from '../../src/server/db/schema.ts';
import { buildMarkingFixture, FIXTURE_PASSWORD, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { apiOf, markingTokenOf, signIn, type Call } from '../support/api.ts';
import { firstAdministrator, importClasses, importTeachers } from '../support/staff.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let testApp: TestApp;
let database: Database;
let app: FastifyInstance;
let call: Call;
let fx: MarkingFixture;
let classId: number;
let admin: string;
const web: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  ({ app, database } = testApp);
  call = apiOf(app);
  // two blind marks, a third when they differ by more than 1, then the adjudicator
  fx = await buildMarkingFixture(database, { students: 2, markers: 3, partitions: [{ policy: '2+1+1', tolerance: 1 }, { policy: 'single' }], prefix: 'pg' });
  classId = (await database.run((db) => db.select({ classId: students.classId }).from(students).where(eq(students.id, fx.studentIds[0]))))[0].classId;
  // the fixture's exam has already started, when its classes can no longer be changed through the exam setup (考试已开始)
  await database.run((db) => db.insert(examClasses).values({ examId: fx.examId, classId }));
  // the school's administrator imports the class's head (班主任), who marks nothing
  admin = (await firstAdministrator({ database, call }, fx.schoolId, 'pgadmin', FIXTURE_PASSWORD)).token;
  const head = (await importTeachers(call, admin, fx.schoolId, [{ username: 'pghead', name: '班主任', positions: ['班主任'], heads: ['高一(1)班'] }])).pghead;
  for (const user of [...fx.markers, fx.judge, fx.outsider]) web[user.username] = (await signIn(call, user.username, FIXTURE_PASSWORD)).token;
  web.head = head.token;

  // student 1 goes to adjudication: 9 and 4, then the third marker gives 6 (still no two within 1)
  const partitionId = fx.partitionIds[0];
  const give = async (marker: string, score: number) => {
    const token = await markingTokenOf(call, web[marker]);
    const held = await call('loadMarking', { url: `/v1/examination/marking?test_id=${fx.testId}&partition_id=${partitionId}&occupy_student_count=1`, token });
    const studentId = held.body.data.students[0].student_id;
    const answer = await call('submitMarking', {
      method: 'POST',
      url: `/v1/examination/marking/${fx.testId}`,
      token,
      payload: { partition_id: partitionId, student_id: studentId, question_score: { '13': { '1': score } }, return_next_student: 0 },
    });
    expect(answer.status).toBe(200);
    return studentId as number;
  };
  const first = await give(fx.markers[0].username, 9);
  await give(fx.markers[1].username, 4);
  expect(await give(fx.markers[2].username, 6)).toBe(first);
});

afterAll(async () => {
  await testApp.close();
});

describe('exam and paper progress', () => {
  it('shows a marker the exams they mark in, with marks given of marks needed', async () => {
    const exams = await call('listMonitoringExams', { url: '/v1/examination/examination-monitoring?marking_status=1', token: web[fx.markers[0].username] });
    expect(exams.status).toBe(200);
    expect(exams.body.data.total).toBe(1);
    // group 13: two students × 2 marks + the third mark; group 14: two single marks
    expect(exams.body.data.result[0]).toMatchObject({ id: fx.examId, test_count: 1, progress: { mark_num: 3, mark_total: 7, judge_total: 1, decided_num: 0 } });

    const papers = await call('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${fx.examId}`, token: web[fx.markers[0].username] });
    expect(papers.body.data.result).toEqual([
      expect.objectContaining({ id: fx.testId, subject_name: '数学', partition_count: 2, progress: expect.objectContaining({ mark_rate: 42.86 }) }),
    ]);
  });

  it('lets a class head follow the exams their class sits, and nobody from another school', async () => {
    const exams = await call('listMonitoringExams', { url: '/v1/examination/examination-monitoring', token: web.head });
    expect(exams.body.data.result.map((e: { id: number }) => e.id)).toEqual([fx.examId]);
    const outsider = await call('listMonitoringExams', { url: '/v1/examination/examination-monitoring', token: web[fx.outsider.username] });
    expect(outsider.body.data).toEqual({ result: [], total: 0 });
    const refused = await call('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${fx.examId}`, token: web[fx.outsider.username] });
    expect(refused.status).toBe(403);
    expect((await call('listMonitoringTests', { url: '/v1/examination/examination-test?examination_id=999999', token: web.head })).status).toBe(404);
  });
});

describe('adjudication records', () => {
  it('lists the answer waiting for adjudication with its three marks, then the decision', async () => {
    const url = `/v1/examination/judge-record/${fx.testId}`;
    const waiting = await call('listJudgeRecords', { url: `${url}?state=waiting`, token: web[fx.judge.username] });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.partitions).toEqual([{ id: fx.partitionIds[0], name: '第13题' }]);
    expect(waiting.body.data.total).toBe(1);
    const [record] = waiting.body.data.result;
    expect(record).toMatchObject({ state: 'waiting', final_score: null, full_mark: 10, student_name: '***' });
    expect(record.marks.map((m: { round: number; score: number }) => [m.round, m.score])).toEqual([
      [1, 9],
      [2, 4],
      [3, 6],
    ]);

    const token = await markingTokenOf(call, web[fx.judge.username]);
    const held = await call('loadMarking', { url: `/v1/examination/marking?test_id=${fx.testId}&partition_id=${fx.partitionIds[0]}&judge=1&occupy_student_count=1`, token });
    const decided = await call('submitMarking', {
      method: 'POST',
      url: `/v1/examination/marking/${fx.testId}`,
      token,
      payload: { partition_id: fx.partitionIds[0], student_id: held.body.data.students[0].student_id, judge: 1, question_score: { '13': { '1': 7 } }, return_next_student: 0 },
    });
    expect(decided.status).toBe(200);
    const after = await call('listJudgeRecords', { url: `${url}?state=decided`, token: web[fx.judge.username] });
    expect(after.body.data.result[0]).toMatchObject({ state: 'decided', final_score: 7, judge_teacher: `${fx.judge.username}老师` });
    expect(after.body.data.result[0].marks.at(-1)).toMatchObject({ round: 4, score: 7 });
    expect((await call('listJudgeRecords', { url: `${url}?state=waiting`, token: web[fx.judge.username] })).body.data.total).toBe(0);
  });
});

describe('class progress and class analysis', () => {
  it("shows a class head their class and starts its analysis, after which the class counts as analysed", async () => {
    const url = `/v1/examination/class-progress/${fx.testId}`;
    const before = await call('listClassProgress', { url, token: web.head });
    expect(before.status).toBe(200);
    expect(before.body.data.result).toEqual([{ class_id: classId, class_name: '高一(1)班', student_count: 2, uploaded: 2, student_not_upload: 0, corrected: 0, analysed: false }]);

    const started = await call('startClassAnalysis', { method: 'POST', url: '/v1/examanalysis/class-analysis', token: web.head, payload: { test_ids: [fx.testId], class_id: classId, analysis_type: '' } });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('试卷分析已开始...');
    const taskId = started.body.data.task_id;
    for (;;) {
      const list = await call('listTasks', { url: '/v1/task/index?type_id=8', token: web.head });
      const task = list.body.data.result.find((t: { id: number }) => t.id === taskId);
      expect(task.param.classes).toEqual([{ id: classId, name: '高一(1)班', school_id: fx.schoolId }]);
      if (task.state === 2) break;
      expect(task.state).toBeLessThan(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await call('listClassProgress', { url, token: web.head })).body.data.result[0].analysed).toBe(true);

    // a class the head does not teach cannot be analysed by them
    const other = (await importClasses(call, admin, fx.schoolId, [{ campus: '本部', grade: '高一', name: '高一(9)班' }]))['高一(9)班'];
    const refused = await call('startClassAnalysis', { method: 'POST', url: '/v1/examanalysis/class-analysis', token: web.head, payload: { test_ids: [fx.testId], class_id: other.id } });
    expect(refused.status).toBe(403);
  });
});
