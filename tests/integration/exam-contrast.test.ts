/**
 * Two exams side by side (examination/contrast/{id}, spec 002 §7), through the product's calls on
 * the demo school: who sat both or only one of them, and each subject's full score and question
 * count in each; an exam contrasted with itself is refused and only administrators are answered.
 */
import { describe, expect, it } from 'vitest';
import { openExamSetupSchool, type ExamSitting } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const school = sharedByFile(() => openExamSetupSchool(4));

const createExam = async (classes: number[], tests: { subject_id: number; total_score: number }[]) => {
  const created = await school.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: school.admin,
    payload: { name: '对比考试（测试）', examination_type: 3, grade_id: school.grade, start_date: '2026-11-20', class_ids: classes, tests },
  });
  expect(created.status).toBe(200);
  return created.body.data.id as number;
};
const sittingOf = async (examId: number) => {
  const first = (await school.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${examId}&page_size=100`, token: school.admin })).body.data;
  return first.result as ExamSitting[];
};
const contrast = (examId: number, contrastId: number, token = school.admin) => school.call('contrastExams', { url: `/v1/examination/contrast/${examId}?contrast_id=${contrastId}`, token });

describe('two exams side by side', () => {
  it('counts the students of both, lists those of one only and lines up the subjects', async () => {
    const one = await createExam([school.classIds[0]], [{ subject_id: 1, total_score: 120 }]);
    const two = await createExam([school.classIds[0], school.classIds[1]], [{ subject_id: 1, total_score: 150 }, { subject_id: 2, total_score: 100 }]);
    const saved = await school.call('savePaperQuestions', { method: 'POST', url: '/v1/examination/test-question', token: school.admin, payload: { test_id: (await school.call('getSetupExam', { url: `/v1/examination/examination-info/${one}`, token: school.admin })).body.data.tests[0].id, questions: [{ label: '1', question_type: 'big_spaces', full_mark: 120 }] } });
    expect(saved.status).toBe(200);
    const sittingOne = await sittingOf(one);
    const sittingTwo = await sittingOf(two);
    const otherClass = sittingTwo.filter((s) => s.class_id === school.classIds[1]);
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
    const added = await school.call('addExamStudents', { method: 'POST', url: '/v1/examination/examination-student', token: school.admin, payload: { examination_id: one, exam_numbers: [otherClass[0].exam_number] } });
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
    const self = await contrast(school.runningExamId, school.runningExamId);
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能把考试与它自身对比，请选择另一场考试');
    const unknown = await contrast(school.runningExamId, 2147483000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('考试不存在');
    expect((await contrast(school.runningExamId, school.runningExamId, school.web.teacher01)).status).toBe(403);
  });
});
