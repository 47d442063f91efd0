/**
 * A student's exams (GET /v1/student/examination-list, spec 002 §7), through the product's calls
 * on the demo school: an exam of the student's class lists them; an exam of another class lists
 * them once they are added by exam number, marked as added; absence (缺考) shows; the list is
 * newest first and answers only the student's school administrators.
 */
import { describe, expect, it } from 'vitest';
import { openExamSetupSchool, type ExamSitting } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const school = sharedByFile(() => openExamSetupSchool(4));

interface StudentExam {
  examination_id: number;
  name: string;
  status: number;
  added: boolean;
  absent: boolean;
  subjects: { subject_name: string }[];
}

const createExam = async (name: string, startDate: string, classId: number) => {
  const created = await school.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: school.admin,
    payload: { name, examination_type: 3, grade_id: school.grade, start_date: startDate, class_ids: [classId], tests: [{ subject_id: 1, total_score: 20 }, { subject_id: 2, total_score: 10 }] },
  });
  expect(created.status).toBe(200);
  return created.body.data.id as number;
};
const examsOf = async (studentId: number): Promise<StudentExam[]> => {
  const answer = await school.call('listStudentExams', { url: `/v1/student/examination-list?student_id=${studentId}`, token: school.admin });
  expect(answer.status).toBe(200);
  return answer.body.data.result;
};

describe('the exams of a student', () => {
  it('lists the exams of the student’s class and those they were added to, newest first, with absence', async () => {
    const sitting = (await school.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${school.runningExamId}`, token: school.admin })).body.data.result as ExamSitting[];
    const student = sitting.find((s) => s.class_id === school.classIds[0])!;
    const before = await examsOf(student.student_id);
    expect(before.map((e) => e.examination_id)).toContain(school.runningExamId);

    const ownExam = await createExam('本班考试（测试）', '2030-03-01', school.classIds[0]);
    const otherExam = await createExam('他班考试（测试）', '2030-04-01', school.classIds[1]);
    let now = await examsOf(student.student_id);
    expect(now.map((e) => e.examination_id)).toContain(ownExam);
    expect(now.map((e) => e.examination_id)).not.toContain(otherExam);
    expect(now.find((e) => e.examination_id === ownExam)).toMatchObject({ status: 0, added: false, absent: false, subjects: [{ subject_name: '数学' }, { subject_name: '物理' }] });

    const added = await school.call('addExamStudents', { method: 'POST', url: '/v1/examination/examination-student', token: school.admin, payload: { examination_id: otherExam, exam_numbers: [student.exam_number] } });
    expect(added.status).toBe(200);
    const absent = await school.call('setExamAbsence', { method: 'PATCH', url: `/v1/examination/examination-student/${ownExam}`, token: school.admin, payload: { student_ids: [student.student_id], absent: true } });
    expect(absent.status).toBe(200);
    now = await examsOf(student.student_id);
    expect(now.slice(0, 2).map((e) => [e.examination_id, e.added, e.absent])).toEqual([
      [otherExam, true, false],
      [ownExam, false, true],
    ]);
    expect(now).toHaveLength(before.length + 2);
  });

  it('answers 404 for an unknown student and 403 for a teacher', async () => {
    const unknown = await school.call('listStudentExams', { url: '/v1/student/examination-list?student_id=2147483000', token: school.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('学生不存在');
    const sitting = (await school.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${school.runningExamId}`, token: school.admin })).body.data.result as ExamSitting[];
    const teacher = await school.call('listStudentExams', { url: `/v1/student/examination-list?student_id=${sitting[0].student_id}`, token: school.web.teacher01 });
    expect(teacher.status).toBe(403);
  });
});
