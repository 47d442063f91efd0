/**
 * An exam's anomalies (examination-abnormal), on the demo school through the calls only: a new
 * exam whose papers are not scanned lists every present student as missing a sheet and leaves
 * an absent one out; in the running exam, whose answers are all scanned, nobody misses a sheet,
 * a student marked absent is listed as absent with a sheet until marked present again, and the
 * groups still being marked are listed with their waiting answers. Markers may not look.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/contract/schema.d.ts';
import { openDemoSchool, setupExamOf, type DemoSchoolApp } from '../support/demo-school.ts';

type Anomalies = {
  examination_id: number;
  sitting: number;
  absent: number;
  papers: {
    test_id: number;
    subject_name: string;
    missing_sheet: components['schemas']['AnomalyStudents'];
    absent_with_sheet: components['schemas']['AnomalyStudents'];
    duplicate_pages: unknown[];
    unmarked_groups: { partition_id: number; name: string; open: number; problem: number; blank: number; judge: number }[];
  }[];
};

let demo: DemoSchoolApp;
let admin: string;
let newExamId: number;

const anomaliesOf = (examId: number, token = admin) => demo.call('listExamAnomalies', { url: `/v1/examination/examination-abnormal?examination_id=${examId}`, token });
const anomalies = async (examId: number) => (await anomaliesOf(examId)).body.data as Anomalies;
const setAbsent = (examId: number, studentIds: number[], absent: boolean) =>
  demo.call('setExamAbsence', { method: 'PATCH', url: `/v1/examination/examination-student/${examId}`, token: admin, payload: { student_ids: studentIds, absent } });
const sittingOf = async (examId: number) =>
  (await demo.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${examId}&page_size=999`, token: admin })).body.data.result as { student_id: number; name: string }[];

beforeAll(async () => {
  demo = await openDemoSchool(4);
  admin = demo.web.schooladmin;
  const running = await setupExamOf(demo, demo.runningExamId, admin);
  const created = await demo.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: admin,
    payload: { name: '期中补考', examination_type: 10, grade_id: running.grade_id, class_ids: running.class_ids, tests: [{ subject_id: 1, total_score: 100 }] },
  });
  newExamId = created.body.data.id;
});

afterAll(async () => {
  await demo?.close();
});

describe('the anomalies of an exam', () => {
  it('lists every present student of a paper not yet scanned, and not an absent one', async () => {
    const before = await anomalies(newExamId);
    expect(before.sitting).toBeGreaterThan(1);
    expect(before.absent).toBe(0);
    expect(before.papers).toHaveLength(1);
    const [paper] = before.papers;
    expect(paper.missing_sheet.total).toBe(before.sitting);
    expect(paper.missing_sheet.students).toHaveLength(before.sitting);
    expect(paper.absent_with_sheet).toEqual({ total: 0, students: [] });
    expect(paper.unmarked_groups).toEqual([]);

    const absentee = paper.missing_sheet.students[0];
    expect((await setAbsent(newExamId, [absentee.student_id], true)).status).toBe(200);
    const after = await anomalies(newExamId);
    expect(after.absent).toBe(1);
    expect(after.papers[0].missing_sheet.total).toBe(before.sitting - 1);
    expect(after.papers[0].missing_sheet.students.map((s) => s.student_id)).not.toContain(absentee.student_id);
    // absent with no sheet is as it should be
    expect(after.papers[0].absent_with_sheet.total).toBe(0);
  });

  it('names an absent student who has a scanned sheet until they are marked present again', async () => {
    const before = await anomalies(demo.runningExamId);
    expect(before.papers.length).toBeGreaterThan(1);
    for (const paper of before.papers) {
      expect(paper.missing_sheet.total).toBe(0);
      expect(paper.absent_with_sheet.total).toBe(0);
    }
    const student = (await sittingOf(demo.runningExamId))[0];
    expect((await setAbsent(demo.runningExamId, [student.student_id], true)).status).toBe(200);
    const during = await anomalies(demo.runningExamId);
    for (const paper of during.papers) {
      expect(paper.absent_with_sheet.total).toBe(1);
      expect(paper.absent_with_sheet.students[0]).toMatchObject({ student_id: student.student_id, name: student.name });
    }
    await setAbsent(demo.runningExamId, [student.student_id], false);
    expect((await anomalies(demo.runningExamId)).papers.every((p) => p.absent_with_sheet.total === 0)).toBe(true);
  });

  it('lists the groups still being marked with their waiting answers', async () => {
    const maths = (await anomalies(demo.runningExamId)).papers.find((p) => p.test_id === demo.mathsTestId)!;
    const listed = new Map(maths.unmarked_groups.map((g) => [g.partition_id, g]));
    expect(demo.mathsGroups.every((g) => listed.has(g.id))).toBe(true);
    const sitting = (await sittingOf(demo.runningExamId)).length;
    for (const group of maths.unmarked_groups) {
      const waiting = group.open + group.problem + group.blank + group.judge;
      expect(waiting).toBeGreaterThan(0);
      expect(waiting).toBeLessThanOrEqual(sitting);
    }
  });

  it('is for the school administrators and leaders only', async () => {
    const marker = await anomaliesOf(demo.runningExamId, demo.web.marker01);
    expect(marker.status).toBe(403);
    expect(marker.body.msg).toBe('只有学校管理员和学校领导可以查看考试异常');
    expect((await anomaliesOf(999999)).status).toBe(404);
  });
});
