/**
 * An exam's participating classes as a call (spec 002 §7 examination-class), through the
 * product's calls on the demo school: the school administrator creates an exam with one class,
 * adds another, reads each class's sitting and absent students, and removes a class; a class
 * twice, a class not taking part, the last class and any change after the start are refused
 * naming the class, and reading back shows nothing changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openExamSetupSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const school = sharedByFile(() => openExamSetupSchool(6));
let examId: number;

interface ClassRow {
  class_id: number;
  class_name: string;
  students: number;
  absent: number;
}

beforeAll(async () => {
  const created = await school.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: school.admin,
    payload: { name: '参考班级（测试）', examination_type: 3, grade_id: school.grade, start_date: '2026-11-20', class_ids: [school.classIds[0]], tests: [{ subject_id: 1, total_score: 20 }] },
  });
  expect(created.status).toBe(200);
  examId = created.body.data.id;
});

const classesOf = async (id = examId) => {
  const answer = await school.call('listExamClasses', { url: `/v1/examination/examination-class?examination_id=${id}`, token: school.admin });
  expect(answer.status).toBe(200);
  return answer.body.data as { result: ClassRow[]; added_students: number };
};
const addClasses = (class_ids: number[], id = examId) => school.call('addExamClasses', { method: 'POST', url: '/v1/examination/examination-class', token: school.admin, payload: { examination_id: id, class_ids } });
const removeClass = (classId: number, id = examId) => school.call('removeExamClass', { method: 'DELETE', url: `/v1/examination/examination-class/${classId}?examination_id=${id}`, token: school.admin });

describe('the participating classes of an exam', () => {
  it('lists each class with the students sitting the exam and the absent ones', async () => {
    const running = await classesOf(school.runningExamId);
    expect(running.result.map((c) => c.class_id).sort((a, b) => a - b)).toEqual([...school.classIds].sort((a, b) => a - b));
    const sitting = await school.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${school.runningExamId}`, token: school.admin });
    expect(running.result.reduce((n, c) => n + c.students, 0) + running.added_students).toBe(sitting.body.data.total);

    const mine = await classesOf();
    expect(mine.result).toHaveLength(1);
    const [first] = mine.result;
    expect(first.class_id).toBe(school.classIds[0]);
    expect(first.students).toBeGreaterThan(0);
    expect(first.absent).toBe(0);
  });

  it('adds a class, refusing one already taking part by name and adding nothing', async () => {
    const again = await addClasses([school.classIds[1], school.classIds[0]]);
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/^班级「.+」重复添加$/);
    expect((await classesOf()).result).toHaveLength(1);

    const added = await addClasses([school.classIds[1]]);
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('已添加 1 个参考班级');
    expect(added.body.data.result.map((c: ClassRow) => c.class_id).sort((a: number, b: number) => a - b)).toEqual([school.classIds[0], school.classIds[1]].sort((a, b) => a - b));
    const exam = (await school.call('getSetupExam', { url: `/v1/examination/examination-info/${examId}`, token: school.admin })).body.data;
    expect(exam.class_ids).toHaveLength(2);
  });

  it('removes a class, refusing one not taking part and the last one by name', async () => {
    const names = new Map((await classesOf()).result.map((c) => [c.class_id, c.class_name]));
    const removed = await removeClass(school.classIds[1]);
    expect(removed.status).toBe(200);
    expect(removed.body.data.result.map((c: ClassRow) => c.class_id)).toEqual([school.classIds[0]]);
    const notIn = await removeClass(school.classIds[1]);
    expect(notIn.status).toBe(400);
    expect(notIn.body.msg).toBe(`班级「${names.get(school.classIds[1])}」不是该考试的参考班级`);
    const last = await removeClass(school.classIds[0]);
    expect(last.status).toBe(400);
    expect(last.body.msg).toBe(`「${names.get(school.classIds[0])}」是考试唯一的参考班级，不能移除`);
    expect((await classesOf()).result).toHaveLength(1);
  });

  it('changes nothing once the exam has started, and answers only the school administrator', async () => {
    const locked = await removeClass(school.classIds[0], school.runningExamId);
    expect(locked.status).toBe(400);
    expect(locked.body.msg).toBe('考试已开始，不能再修改年级、参考班级和科目');
    expect((await classesOf(school.runningExamId)).result).toHaveLength(school.classIds.length);
    const teacher = await school.call('listExamClasses', { url: `/v1/examination/examination-class?examination_id=${examId}`, token: school.web.teacher01 });
    expect(teacher.status).toBe(403);
  });
});
