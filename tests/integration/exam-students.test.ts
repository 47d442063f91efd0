/**
 * Who sits an exam, on the demo school through the calls only: an exam of one class lists that
 * class's students; a student of another class is added by exam number, and a student in the
 * exam twice — listed twice, or already sitting it — is refused naming the row and the student,
 * with nothing added; absence is kept per student sitting the exam.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openExamSetupSchool, type ExamSitting } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const school = sharedByFile(() => openExamSetupSchool(4));
let examId: number;
let ownClass: number;
let outsider: ExamSitting;
let insider: ExamSitting;

const sitting = async (id: number) => (await school.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${id}&page_size=999`, token: school.admin })).body.data as { result: ExamSitting[]; total: number };
const add = (numbers: string[]) => school.call('addExamStudents', { method: 'POST', url: '/v1/examination/examination-student', token: school.admin, payload: { examination_id: examId, exam_numbers: numbers } });

beforeAll(async () => {
  ownClass = school.classIds[0];
  const created = await school.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: school.admin,
    payload: { name: '补考', examination_type: 10, grade_id: school.grade, class_ids: [ownClass], tests: [{ subject_id: 1, total_score: 100 }] },
  });
  examId = created.body.data.id;
  const everyone = (await sitting(school.runningExamId)).result;
  outsider = everyone.find((s) => s.class_id !== ownClass)!;
  insider = everyone.find((s) => s.class_id === ownClass)!;
});

describe('who sits an exam', () => {
  it("lists the students of the exam's classes", async () => {
    const list = await sitting(examId);
    expect(list.total).toBeGreaterThan(0);
    expect(list.result.every((s) => s.class_id === ownClass && !s.added && !s.absent)).toBe(true);
  });

  it('refuses a student twice in the exam, naming the row and the student, and adds nobody', async () => {
    const before = (await sitting(examId)).total;
    const twice = await add([outsider.exam_number, outsider.exam_number]);
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe(`第2行的学生「${outsider.name}」（考号 ${outsider.exam_number}）重复`);
    const already = await add([outsider.exam_number, insider.exam_number]);
    expect(already.status).toBe(400);
    expect(already.body.msg).toBe(`第2行的学生「${insider.name}」（考号 ${insider.exam_number}）已在考试中`);
    const unknown = await add(['无此考号']);
    expect(unknown.body.msg).toBe('第1行的考号「无此考号」不是本校学生');
    expect((await sitting(examId)).total).toBe(before);
  });

  it('adds a student of another class once', async () => {
    const before = (await sitting(examId)).total;
    const added = await add([outsider.exam_number]);
    expect(added.status).toBe(200);
    expect(added.body.data.added).toBe(1);
    const list = await sitting(examId);
    expect(list.total).toBe(before + 1);
    expect(list.result.find((s) => s.student_id === outsider.student_id)).toMatchObject({ added: true, absent: false });
    const again = await add([outsider.exam_number]);
    expect(again.body.msg).toBe(`第1行的学生「${outsider.name}」（考号 ${outsider.exam_number}）已在考试中`);
  });

  it('keeps who is absent, refusing a student who does not sit the exam', async () => {
    const absent = await school.call('setExamAbsence', { method: 'PATCH', url: `/v1/examination/examination-student/${examId}`, token: school.admin, payload: { student_ids: [insider.student_id], absent: true } });
    expect(absent.status).toBe(200);
    expect((await sitting(examId)).result.find((s) => s.student_id === insider.student_id)?.absent).toBe(true);
    const other = (await sitting(school.runningExamId)).result.find((s) => s.class_id !== ownClass && s.student_id !== outsider.student_id)!;
    const stranger = await school.call('setExamAbsence', { method: 'PATCH', url: `/v1/examination/examination-student/${examId}`, token: school.admin, payload: { student_ids: [other.student_id], absent: true } });
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toBe(`学生 ${other.student_id} 没有参加该考试`);
  });
});
