/**
 * The schools taking part in an exam (examination-school/{id}, spec 002 §7) through the product's
 * calls on the demo school and a second school made through a setup link: the organiser alone
 * with its classes, students sitting and absentees; the organiser alone accepted, and an unknown
 * school, a school listed twice, the organiser left out and another school refused by name with
 * nothing changed; only the organiser's administrators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openExamSetupSchool, type ExamSetupSchool } from '../support/demo-school.ts';
import { openSecondSchool } from './helpers.ts';

let school: ExamSetupSchool;
let schoolId: number;
let otherAdmin: string;

beforeAll(async () => {
  school = await openExamSetupSchool(3);
  otherAdmin = await openSecondSchool(school.testApp, school.call);
  schoolId = (await school.call('listMySchools', { url: '/v1/user/school', token: school.admin })).body.data.result[0].id;
});

afterAll(async () => {
  await school?.close();
});

const read = (token = school.admin) => school.call('getExamSchools', { url: `/v1/examination/examination-school/${school.runningExamId}`, token });
const save = (schoolIds: number[], token = school.admin) =>
  school.call('saveExamSchools', { method: 'PATCH', url: `/v1/examination/examination-school/${school.runningExamId}`, token, payload: { school_ids: schoolIds } });
const sitting = async () =>
  (await school.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${school.runningExamId}&page_size=999`, token: school.admin })).body.data as {
    result: { student_id: number; absent: boolean }[];
    total: number;
  };

describe('schools taking part in an exam', () => {
  it('lists the organiser with its classes, students sitting and absentees, and follows an absence', async () => {
    const roster = await sitting();
    const first = await read();
    expect(first.status).toBe(200);
    const absentBefore = roster.result.filter((s) => s.absent).length;
    expect(first.body.data).toEqual({
      examination_id: school.runningExamId,
      result: [{ school_id: schoolId, school_name: expect.any(String), organiser: true, classes: school.classIds.length, students: roster.total, absent: absentBefore }],
    });

    const present = roster.result.find((s) => !s.absent);
    if (!present) throw new Error('the running exam has no present student');
    const marked = await school.call('setExamAbsence', { method: 'PATCH', url: `/v1/examination/examination-student/${school.runningExamId}`, token: school.admin, payload: { student_ids: [present.student_id], absent: true } });
    expect(marked.status).toBe(200);
    expect((await read()).body.data.result[0].absent).toBe(absentBefore + 1);
  });

  it('accepts the organiser alone and refuses every other list by name, changing nothing', async () => {
    const before = (await read()).body.data;
    const kept = await save([schoolId]);
    expect(kept.status).toBe(200);
    expect(kept.body.msg).toBe('参考学校已保存');
    expect(kept.body.data).toEqual(before);

    const otherId: number = (await school.call('listMySchools', { url: '/v1/user/school', token: otherAdmin })).body.data.result[0].id;
    const cases: [number[], string][] = [
      [[schoolId, 2147483000], '学校 2147483000 不存在'],
      [[schoolId, schoolId], `学校「${before.result[0].school_name}」重复`],
      [[otherId], `「${before.result[0].school_name}」是考试的主办学校，不能移出`],
      [[schoolId, otherId], '「第二中学」不能参加该考试：考试只属于主办学校，暂不支持多校联考'],
    ];
    for (const [ids, message] of cases) {
      const refused = await save(ids);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(message);
    }
    expect((await save([])).status).toBe(400);
    expect((await read()).body.data).toEqual(before);
  });

  it('answers only the organiser’s administrators, and 404 for an unknown exam', async () => {
    expect((await read(school.web.teacher01)).status).toBe(403);
    expect((await read(otherAdmin)).status).toBe(403);
    expect((await save([schoolId], otherAdmin)).status).toBe(403);
    const unknown = await school.call('getExamSchools', { url: '/v1/examination/examination-school/2147483000', token: school.admin });
    expect(unknown.status).toBe(404);
  });
});
