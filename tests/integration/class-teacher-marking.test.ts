/**
 * Class-teacher marking of an exam and the markers of its groups, on the demo school through the
 * calls only: while the exam's flag is off, markers picked by class are refused naming the group
 * and nothing changes; once it is on, a group picked by class with nobody named is marked by the
 * class heads of the exam's classes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoGroup, type DemoSchoolApp } from '../support/demo-school.ts';

interface Assignment {
  class_teacher_marking: boolean;
  classes: { id: number }[];
  groups: { partition_id: number; name: string; marking_policy: string; tolerance: number; markers: { user_id: number }[] }[];
  teachers: { user_id: number; head_class_ids: number[] }[];
}

let demo: DemoSchoolApp;
let admin: string;
let group: DemoGroup;

const assignment = async () => (await demo.call('listTestAssignments', { url: `/v1/examination/examination-teacher?test_id=${demo.mathsTestId}`, token: admin })).body.data as Assignment;
const saveByClass = (markers: number[]) =>
  demo.call('saveGroupAssignment', {
    method: 'PUT',
    url: `/v1/examination/examination-teacher/${group.id}`,
    token: admin,
    payload: { marking_policy: group.marking_policy, tolerance: 0, blind_marking: true, occupy_count: 5, quota_mode: 'unlimited', markers: markers.map((user_id) => ({ user_id })), judges: [], pick: 'class' },
  });

beforeAll(async () => {
  demo = await openDemoSchool(8);
  admin = demo.web.schooladmin;
  [group] = demo.groupsOf('single');
});

afterAll(async () => {
  await demo?.close();
});

describe('class-teacher marking', () => {
  it('refuses markers picked by class while the exam does not mark by class, changing nothing', async () => {
    const before = await assignment();
    expect(before.class_teacher_marking).toBe(false);
    const refused = await saveByClass([]);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`题组「${group.name}」不能按班级选择阅卷老师：该考试未开启班主任阅卷`);
    expect((await assignment()).groups).toEqual(before.groups);
  });

  it("gives a group picked by class the class heads of the exam's classes once the exam marks by class", async () => {
    const turned = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${demo.runningExamId}`, token: admin, payload: { class_teacher_marking: true } });
    expect(turned.status, turned.body.msg).toBe(200);
    const before = await assignment();
    expect(before.class_teacher_marking).toBe(true);
    const examClasses = new Set(before.classes.map((c) => c.id));
    const heads = before.teachers.filter((t) => t.head_class_ids.some((id) => examClasses.has(id))).map((t) => t.user_id);
    expect(heads.length).toBeGreaterThan(0);

    const saved = await saveByClass([]);
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data.markers.map((m: { user_id: number }) => m.user_id).sort()).toEqual([...heads].sort());
    const listed = (await assignment()).groups.find((g) => g.partition_id === group.id)!;
    expect(listed.markers.map((m) => m.user_id).sort()).toEqual([...heads].sort());

    // markers named by hand are kept as named
    const named = await saveByClass([heads[0]]);
    expect(named.body.data.markers.map((m: { user_id: number }) => m.user_id)).toEqual([heads[0]]);
  });
});
