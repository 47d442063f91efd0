/**
 * Two exams side by side (examination/contrast/{id}, spec 002 §7), through the product's calls on
 * the demo school: who sat both or only one of them, and each subject's full score and question
 * count in each; an exam contrasted with itself is refused and only administrators are answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoSchoolApp, setupExamOf } from '../support/demo-school.ts';

let demo: DemoSchoolApp;
let admin: string;
let grade: number;
let classIds: number[];

interface Sitting {
  student_id: number;
  exam_number: string;
  class_id: number;
}

beforeAll(async () => {
  demo = await openDemoSchool(4);
  admin = demo.web.schooladmin;
  const running = await setupExamOf(demo, demo.runningExamId, admin);
  grade = running.grade_id;
  classIds = running.class_ids;
  expect(classIds.length).toBeGreaterThanOrEqual(2);
});

afterAll(async () => {
  await demo?.close();
});

const createExam = async (classes: number[], tests: { subject_id: number; total_score: number }[]) => {
  const created = await demo.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: admin,
    payload: { name: '对比考试（测试）', examination_type: 3, grade_id: grade, start_date: '2026-11-20', class_ids: classes, tests },
  });
  expect(created.status).toBe(200);
  return created.body.data.id as number;
};
const sittingOf = async (examId: number) => {
  const first = (await demo.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${examId}&page_size=100`, token: admin })).body.data;
  return first.result as Sitting[];
};
const contrast = (examId: number, contrastId: number, token = admin) => demo.call('contrastExams', { url: `/v1/examination/contrast/${examId}?contrast_id=${contrastId}`, token });

describe('two exams side by side', () => {
  it('counts the students of both, lists those of one only and lines up the subjects', async () => {
    const one = await createExam([classIds[0]], [{ subject_id: 1, total_score: 120 }]);
    const two = await createExam([classIds[0], classIds[1]], [{ subject_id: 1, total_score: 150 }, { subject_id: 2, total_score: 100 }]);
    const saved = await demo.call('savePaperQuestions', { method: 'POST', url: '/v1/examination/test-question', token: admin, payload: { test_id: (await demo.call('getSetupExam', { url: `/v1/examination/examination-info/${one}`, token: admin })).body.data.tests[0].id, questions: [{ label: '1', question_type: 'big_spaces', full_mark: 120 }] } });
    expect(saved.status).toBe(200);
    const sittingOne = await sittingOf(one);
    const sittingTwo = await sittingOf(two);
    const otherClass = sittingTwo.filter((s) => s.class_id === classIds[1]);
    expect(otherClass.length).toBeGreaterThan(0);

    let answer = await contrast(one, two);
    expect(answer.status).toBe(200);
    expect(answer.body.data.students.both).toBe(sittingOne.length);
    expect(answer.body.data.students.only_exam).toEqual([]);
    expect(answer.body.data.students.only_contrast.map((s: { student_id: number }) => s.student_id).sort()).toEqual(otherClass.map((s) => s.student_id).sort());
    expect(answer.body.data.subjects).toEqual([
      { subject_id: 1, subject_name: '数学', exam_total_score: 120, contrast_total_score: 150, exam_questions: 1, contrast_questions: 0 },
      { subject_id: 2, subject_name: '物理', exam_total_score: null, contrast_total_score: 100, exam_questions: 0, contrast_questions: 0 },
    ]);

    // a student of the other class added to the first exam now sits both
    const added = await demo.call('addExamStudents', { method: 'POST', url: '/v1/examination/examination-student', token: admin, payload: { examination_id: one, exam_numbers: [otherClass[0].exam_number] } });
    expect(added.status).toBe(200);
    answer = await contrast(one, two);
    expect(answer.body.data.students.both).toBe(sittingOne.length + 1);
    expect(answer.body.data.students.only_contrast).toHaveLength(otherClass.length - 1);
    // the other way round, the lists swap
    const back = await contrast(two, one);
    expect(back.body.data.students.only_exam).toHaveLength(otherClass.length - 1);
    expect(back.body.data.subjects[0]).toMatchObject({ exam_total_score: 150, contrast_total_score: 120 });
  });

  it('refuses an exam contrasted with itself, an unknown exam and a teacher', async () => {
    const self = await contrast(demo.runningExamId, demo.runningExamId);
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能把考试与它自身对比，请选择另一场考试');
    const unknown = await contrast(demo.runningExamId, 2147483000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('考试不存在');
    expect((await contrast(demo.runningExamId, demo.runningExamId, demo.web.teacher01)).status).toBe(403);
  });
});
