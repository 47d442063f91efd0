/**
 * Resolving an exam's sheet anomalies (examination-abnormal PUT/PATCH {id}, spec 002 §7) through
 * the product's calls on the demo school: in a new exam whose papers are not scanned, a student
 * without a sheet is marked absent and leaves the missing list; in the running exam, whose
 * answers are all scanned, an absent student with a sheet is marked present again. A student
 * with a sheet, already absent, not absent, without a sheet or not sitting the exam is refused
 * by name, a batch with one such student changes nothing, and only administrators may resolve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openExamSetupSchool, type ExamSetupSchool } from '../support/demo-school.ts';

type Listed = { student_id: number; name: string };
type Anomalies = { absent: number; papers: { missing_sheet: { total: number; students: Listed[] }; absent_with_sheet: { total: number; students: Listed[] } }[] };

let school: ExamSetupSchool;
let newExamId: number;

beforeAll(async () => {
  school = await openExamSetupSchool(3);
  const created = await school.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: school.admin,
    payload: { name: '周测', examination_type: 4, grade_id: school.grade, class_ids: school.classIds, tests: [{ subject_id: 1, total_score: 100 }] },
  });
  expect(created.status).toBe(200);
  newExamId = created.body.data.id;
});

afterAll(async () => {
  await school?.close();
});

const anomalies = async (examId: number) =>
  (await school.call('listExamAnomalies', { url: `/v1/examination/examination-abnormal?examination_id=${examId}`, token: school.admin })).body.data as Anomalies;
const resolve = (examId: number, kind: string, studentIds: number[], token = school.admin, method: 'PATCH' | 'PUT' = 'PATCH') =>
  school.call(method === 'PATCH' ? 'resolveExamAnomalies' : 'replaceExamAnomalies', { method, url: `/v1/examination/examination-abnormal/${examId}`, token, payload: { kind, student_ids: studentIds } });
const sittingOf = async (examId: number) =>
  (await school.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${examId}&page_size=999`, token: school.admin })).body.data.result as Listed[];
const ids = (list: Listed[]) => list.map((s) => s.student_id);

describe('resolving sheet anomalies', () => {
  it('marks a student without any sheet absent, taking them off the missing list', async () => {
    const before = await anomalies(newExamId);
    const missing = before.papers[0].missing_sheet.students;
    expect(missing.length).toBeGreaterThanOrEqual(2);
    const [first, second] = missing;

    const done = await resolve(newExamId, 'missing_sheet', [first.student_id, first.student_id]);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('已处理 1 名考生的异常');
    expect(done.body.data).toEqual({ examination_id: newExamId, kind: 'missing_sheet', resolved: 1 });
    const after = await anomalies(newExamId);
    expect(ids(after.papers[0].missing_sheet.students)).not.toContain(first.student_id);
    expect(after.papers[0].missing_sheet.total).toBe(before.papers[0].missing_sheet.total - 1);
    expect(after.absent).toBe(before.absent + 1);
    expect(after.papers[0].absent_with_sheet.total).toBe(0);

    // a batch naming one student that cannot be resolved changes nothing, and names them
    const batch = await resolve(newExamId, 'missing_sheet', [second.student_id, first.student_id]);
    expect(batch.status).toBe(400);
    expect(batch.body.msg).toBe(`「${first.name}」已记为缺考`);
    expect(ids((await anomalies(newExamId)).papers[0].missing_sheet.students)).toContain(second.student_id);
    expect((await resolve(newExamId, 'absent_with_sheet', [first.student_id])).body.msg).toBe(`「${first.name}」没有扫描的答题卡，仍应记为缺考`);
    expect((await resolve(newExamId, 'absent_with_sheet', [second.student_id])).body.msg).toBe(`「${second.name}」没有记为缺考`);
    const stranger = await resolve(newExamId, 'missing_sheet', [2147483000]);
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toBe('学生 2147483000 没有参加该考试');
  });

  it('marks an absent student with a sheet present again, through PUT as through PATCH', async () => {
    const examId = school.runningExamId;
    const [scanned] = await sittingOf(examId);
    expect((await anomalies(examId)).papers.every((p) => p.missing_sheet.total === 0)).toBe(true);
    const refused = await resolve(examId, 'missing_sheet', [scanned.student_id]);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`「${scanned.name}」已有扫描的答题卡，不能记为缺考`);

    const absent = await school.call('setExamAbsence', { method: 'PATCH', url: `/v1/examination/examination-student/${examId}`, token: school.admin, payload: { student_ids: [scanned.student_id], absent: true } });
    expect(absent.status).toBe(200);
    const listed = await anomalies(examId);
    expect(listed.papers.some((p) => ids(p.absent_with_sheet.students).includes(scanned.student_id))).toBe(true);

    const done = await resolve(examId, 'absent_with_sheet', [scanned.student_id], school.admin, 'PUT');
    expect(done.status).toBe(200);
    const after = await anomalies(examId);
    expect(after.papers.every((p) => p.absent_with_sheet.total === 0)).toBe(true);
    expect(after.absent).toBe(listed.absent - 1);
  });

  it('answers only the school administrators, 404 for an unknown exam and 400 for an unknown kind', async () => {
    const [someone] = await sittingOf(newExamId);
    expect((await resolve(newExamId, 'missing_sheet', [someone.student_id], school.web.teacher01)).status).toBe(403);
    expect((await resolve(2147483000, 'missing_sheet', [someone.student_id])).status).toBe(404);
    expect((await resolve(newExamId, 'duplicate_pages', [someone.student_id])).status).toBe(400);
    expect((await resolve(newExamId, 'missing_sheet', [])).status).toBe(400);
  });
});
