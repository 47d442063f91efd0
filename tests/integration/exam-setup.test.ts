/**
 * Exam setup from nothing on the demo school's classes, through the product's calls only: the
 * school administrator creates an exam with two papers, sets their questions and answer keys,
 * submits each paper's answer-card template (which groups the paper's questions), assigns
 * markers and walks the lifecycle 0 → 1 → 2 → 3. Every bad input is refused with a message
 * naming the row, question or group, and reading back shows nothing was half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

let demo: DemoSchoolApp;
let admin: string;
let grade: number;
let classIds: number[];
let examId: number;
let maths: { id: number; total_score: number };
let physics: { id: number; total_score: number };

const MATHS = 1;
const PHYSICS = 2;

beforeAll(async () => {
  demo = await openDemoSchool(8);
  admin = demo.web.schooladmin;
  // the classes and grade of the demo's own exam: the school's real classes
  const running = await demo.call('getSetupExam', { url: `/v1/examination/examination-info/${demo.runningExamId}`, token: admin });
  expect(running.status).toBe(200);
  grade = running.body.data.grade_id;
  classIds = running.body.data.class_ids;
});

afterAll(async () => {
  await demo?.close();
});

const examBody = (overrides: Record<string, unknown> = {}) => ({
  name: '期中联考（测试）',
  examination_type: 3,
  grade_id: grade,
  start_date: '2026-11-20',
  class_teacher_marking: false,
  class_ids: classIds,
  tests: [
    { subject_id: MATHS, total_score: 20, correct_type: 1 },
    { subject_id: PHYSICS, total_score: 10, correct_type: 2 },
  ],
  ...overrides,
});

const listed = async (query = '') => (await demo.call('listSetupExams', { url: `/v1/examination/examination-public-list?page_size=100${query}`, token: admin })).body.data;
const patchExam = (payload: unknown) => demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${examId}`, token: admin, payload });
const saveQuestions = (testId: number, questions: unknown[]) =>
  demo.call('savePaperQuestions', { method: 'POST', url: '/v1/examination/test-question', token: admin, payload: { test_id: testId, questions } });
const questionsOf = async (testId: number) => (await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId}`, token: admin })).body.data;

/** A one-page template: one question group per entry, each holding the paper questions at these paper positions. */
const template = (groups: { name: string; questions: { order: number; mark: number }[] }[]) => ({
  version: 'v2',
  pageSize: 'A4',
  pageCount: 1,
  temp_width: 1000,
  temp_height: 1400,
  partitions: groups.map((g, i) => ({
    name: g.name,
    rect_divide: [{ page: 0, x: 50, y: 100 + i * 300, width: 900, height: 250 }],
    question_config: g.questions.map((q) => ({ show_order: q.order, name: String(q.order), full_mark: q.mark, emptys: [] })),
  })),
});
const submitTemplate = (testId: number, info: unknown) =>
  demo.call('saveTestTemplate', { method: 'PATCH', url: `/v1/examination/test-template-info/${testId}`, token: admin, payload: { template_info: info } });

const MATHS_QUESTIONS = [
  { label: '1', section: '一、选择题', question_type: 'multiple_one', full_mark: 3, options: ['A', 'B', 'C', 'D'], answer: ['B'] },
  { label: '2', section: '一、选择题', question_type: 'multiple_more', full_mark: 4, options: ['A', 'B', 'C', 'D'], answer: ['A', 'C'], partial_score: 2 },
  { label: '3', section: '二、判断题', question_type: 'true_false', full_mark: 1, answer: ['T'] },
  { label: '4', section: '三、填空题', question_type: 'empty_spaces', full_mark: 2.5, step: 0.5 },
  { label: '5', section: '四、解答题', question_type: 'big_spaces', full_mark: 9.5, step: 0.5 },
];

describe('exam setup from nothing', () => {
  it('refuses anyone but the school administrator', async () => {
    const teacher = await demo.call('createExam', { method: 'POST', url: '/v1/examination/examination-info', token: demo.web.teacher01, payload: examBody() });
    expect(teacher.status).toBe(403);
    expect((await demo.call('listSetupExams', { url: '/v1/examination/examination-public-list', token: demo.web.marker01 })).status).toBe(403);
  });

  it('refuses a class twice, naming it, and writes no exam', async () => {
    const before = (await listed()).total;
    const twice = await demo.call('createExam', { method: 'POST', url: '/v1/examination/examination-info', token: admin, payload: examBody({ class_ids: [...classIds, classIds[0]] }) });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toMatch(/^班级「.+」重复添加$/);
    const subjectTwice = await demo.call('createExam', {
      method: 'POST',
      url: '/v1/examination/examination-info',
      token: admin,
      payload: examBody({ tests: [{ subject_id: MATHS, total_score: 20 }, { subject_id: MATHS, total_score: 10 }] }),
    });
    expect(subjectTwice.status).toBe(400);
    expect(subjectTwice.body.msg).toBe('科目「数学」重复添加');
    expect((await listed()).total).toBe(before);
  });

  it('creates the exam with its classes and two papers, listed by the filters', async () => {
    const created = await demo.call('createExam', { method: 'POST', url: '/v1/examination/examination-info', token: admin, payload: examBody() });
    expect(created.status).toBe(200);
    const exam = created.body.data;
    examId = exam.id;
    expect(exam).toMatchObject({ status: 0, grade_id: grade, class_ids: [...classIds].sort((a, b) => a - b), examination_type: 3 });
    expect(exam.tests.map((t: { subject_name: string; total_score: number; correct_type: number }) => [t.subject_name, t.total_score, t.correct_type])).toEqual([
      ['数学', 20, 1],
      ['物理', 10, 2],
    ]);
    maths = exam.tests[0];
    physics = exam.tests[1];
    expect((await listed('&year=2026&status=0&subject_id=2')).result.map((e: { id: number }) => e.id)).toContain(examId);
    expect((await listed('&year=2025')).result.map((e: { id: number }) => e.id)).not.toContain(examId);
    expect((await listed('&examination_type=4')).result.map((e: { id: number }) => e.id)).not.toContain(examId);
  });

  it('refuses questions that do not add up to the full score, and a key option the question lacks, keeping nothing', async () => {
    const short = await saveQuestions(maths.id, MATHS_QUESTIONS.slice(0, 4));
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('各题满分合计 10.5 分，与试卷满分 20 分不一致');
    const stray = await saveQuestions(maths.id, [MATHS_QUESTIONS[0], { ...MATHS_QUESTIONS[1], answer: ['A', 'E'] }, ...MATHS_QUESTIONS.slice(2)]);
    expect(stray.status).toBe(400);
    expect(stray.body.msg).toBe('第2题的答案「E」不是该题的选项');
    const offStep = await saveQuestions(maths.id, [...MATHS_QUESTIONS.slice(0, 3), { ...MATHS_QUESTIONS[3], step: 1 }, MATHS_QUESTIONS[4]]);
    expect(offStep.body.msg).toMatch(/^第4题的满分/);
    expect((await questionsOf(maths.id)).result).toEqual([]);
  });

  it('saves the questions with keys, 少选 score and optional questions, and reads them back', async () => {
    const saved = await saveQuestions(maths.id, MATHS_QUESTIONS);
    expect(saved.status).toBe(200);
    const back = await questionsOf(maths.id);
    expect(back.total_score).toBe(20);
    expect(back.result.map((q: { label: string; section: string }) => [q.label, q.section])).toEqual(MATHS_QUESTIONS.map((q) => [q.label, q.section]));
    expect(back.result[1]).toMatchObject({ answer: ['A', 'C'], partial_score: 2, options: ['A', 'B', 'C', 'D'] });
    expect(back.result[2]).toMatchObject({ options: ['T', 'F'], answer: ['T'] });
    // physics: an objective question and two optional questions of which a student answers one
    const physicsQuestions = [
      { label: '1', question_type: 'multiple_one', full_mark: 4, options: ['A', 'B', 'C'], answer: ['C'] },
      { label: '2', question_type: 'big_spaces', full_mark: 6, optional_group: 1, optional_pick: 1 },
      { label: '3', question_type: 'big_spaces', full_mark: 6, optional_group: 1, optional_pick: 1 },
    ];
    expect((await saveQuestions(physics.id, physicsQuestions)).status).toBe(200);
  });

  it('corrects an answer key, refusing an option the question lacks', async () => {
    const [first] = (await questionsOf(maths.id)).result;
    const bad = await demo.call('updateAnswerKey', { method: 'PATCH', url: `/v1/examination/test-question/${first.id}`, token: admin, payload: { answer: ['F'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('第1题的答案「F」不是该题的选项');
    const good = await demo.call('updateAnswerKey', { method: 'PATCH', url: `/v1/examination/test-question/${first.id}`, token: admin, payload: { answer: ['D'] } });
    expect(good.status).toBe(200);
    expect((await questionsOf(maths.id)).result[0].answer).toEqual(['D']);
  });

  it('refuses to start before every paper has its question groups', async () => {
    const early = await patchExam({ status: 1 });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('「数学」还没有题组，请先提交答题卡模板');
  });

  it('groups the paper questions from the template, refusing a template that disagrees with the paper', async () => {
    const wrongMark = await submitTemplate(maths.id, template([{ name: '填空题', questions: [{ order: 4, mark: 3 }] }]));
    expect(wrongMark.status).toBe(400);
    expect(wrongMark.body.msg).toBe('模板中第4题满分 3 分，与试卷中该题的满分 2.5 分不一致');
    const partial = await submitTemplate(maths.id, template([{ name: '填空题', questions: [{ order: 4, mark: 2.5 }] }]));
    expect(partial.status).toBe(200);
    const noPhysics = await patchExam({ status: 1 });
    expect(noPhysics.body.msg).toBe('「数学」第5题不在任何题组中');
    const full = await submitTemplate(maths.id, template([{ name: '填空题', questions: [{ order: 4, mark: 2.5 }] }, { name: '解答题', questions: [{ order: 5, mark: 9.5 }] }]));
    expect(full.status).toBe(200);
    const grouped = (await questionsOf(maths.id)).result;
    // the paper's own questions, now in groups: no question was added or lost
    expect(grouped).toHaveLength(MATHS_QUESTIONS.length);
    expect(grouped.filter((q: { partition_id: number | null }) => q.partition_id !== null).map((q: { label: string }) => q.label)).toEqual(['4', '5']);
    expect((await submitTemplate(physics.id, template([{ name: '选做题', questions: [{ order: 2, mark: 6 }, { order: 3, mark: 6 }] }]))).status).toBe(200);
  });

  it('refuses to change the questions once the template grouped them', async () => {
    const again = await saveQuestions(maths.id, MATHS_QUESTIONS);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该试卷已生成题组，请先删除答题卡模板再修改试题');
  });

  it('refuses to start while a group has no marker, naming it, then starts once every group has one', async () => {
    const unstaffed = await patchExam({ status: 1 });
    expect(unstaffed.status).toBe(400);
    expect(unstaffed.body.msg).toBe('「数学」的题组「填空题」还没有阅卷老师');
    expect((await demo.call('getSetupExam', { url: `/v1/examination/examination-info/${examId}`, token: admin })).body.data.status).toBe(0);
    for (const test of [maths, physics]) {
      const assignments = await demo.call('listTestAssignments', { url: `/v1/examination/examination-teacher?test_id=${test.id}`, token: admin });
      expect(assignments.status).toBe(200);
      const marker = assignments.body.data.teachers[0].user_id;
      for (const group of assignments.body.data.groups) {
        const saved = await demo.call('saveGroupAssignment', {
          method: 'PUT',
          url: `/v1/examination/examination-teacher/${group.partition_id}`,
          token: admin,
          payload: { marking_policy: 'single', tolerance: 0, blind_marking: true, occupy_count: 5, quota_mode: 'unlimited', markers: [{ user_id: marker }], judges: [] },
        });
        expect(saved.status, saved.body.msg).toBe(200);
      }
    }
    const started = await patchExam({ status: 1 });
    expect(started.status, started.body.msg).toBe(200);
    expect(started.body.data.status).toBe(1);
  });

  it('fixes grade, classes and papers once started, and refuses a second start', async () => {
    const regrade = await patchExam({ class_ids: classIds.slice(0, 1) });
    expect(regrade.status).toBe(400);
    expect(regrade.body.msg).toBe('考试已开始，不能再修改年级、参考班级和科目');
    expect((await patchExam({ status: 1 })).body.msg).toBe('只有未开始的考试可以开始阅卷');
    const mixed = await patchExam({ status: 2, name: '改名' });
    expect(mixed.status).toBe(400);
    expect(mixed.body.msg).toBe('开始或结束考试时不能同时修改考试信息，请分开提交');
    expect((await demo.call('getSetupExam', { url: `/v1/examination/examination-info/${examId}`, token: admin })).body.data).toMatchObject({ status: 1, name: '期中联考（测试）' });
    const renamed = await patchExam({ name: '期中联考' });
    expect(renamed.body.data).toMatchObject({ name: '期中联考', class_ids: [...classIds].sort((a, b) => a - b) });
  });

  it('refuses the analysis before the exam ended, then ends it and opens its analysis', async () => {
    const early = await demo.call('openExamAnalysis', { method: 'PATCH', url: `/v1/examination/exam-analysis/${examId}`, token: admin });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('只有已结束的考试可以开始考试分析');
    const ended = await patchExam({ status: 2 });
    expect(ended.status, ended.body.msg).toBe(200);
    expect(ended.body.data.status).toBe(2);
    const analysed = await demo.call('openExamAnalysis', { method: 'PATCH', url: `/v1/examination/exam-analysis/${examId}`, token: admin });
    expect(analysed.body.data.status).toBe(3);
  });

  it('lists what is unmarked first when ending the demo exam being marked, and ends it only when confirmed', async () => {
    const unconfirmed = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${demo.runningExamId}`, token: admin, payload: { status: 2 } });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.msg).toMatch(/^以下题组还没有阅完：「数学」.+（剩余\d+份）/);
    expect((await demo.call('getSetupExam', { url: `/v1/examination/examination-info/${demo.runningExamId}`, token: admin })).body.data.status).toBe(1);
    const load = () => demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${demo.mathsTestId}&partition_id=${demo.mathsGroups[0].id}&occupy_student_count=1`, token: demo.marking.marker01 });
    expect((await load()).status).toBe(200);
    const confirmed = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${demo.runningExamId}`, token: admin, payload: { status: 2, confirm: true } });
    expect(confirmed.body.data.status).toBe(2);
    // marking is closed: no more students are handed out
    const closed = await load();
    expect(closed.status).toBe(400);
    expect(closed.body.msg).toBe('该考试不在阅卷中（未开始或已结束），不能阅卷');
  });
});
