/**
 * An exam's custom (special) groups of students (spec 001 §7.5 special-group, special-group/{id},
 * special-group-student/{id}): the groups its analysis is told by besides schools, campuses and
 * classes. Kept by the school's administrators; every student must sit the exam, and a refused
 * list changes nothing.
 */
import { msg } from '../../../i18n/server.ts';
import { requireExamGroupsKeeper, requireSpecialGroupKeeper } from '../../access/assignment-access.ts';
import type { Principal } from '../../access/principal.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import { deleteGroup, groupById, groupNamed, groupsOfExam, insertGroup, membersOf, renameGroup, replaceMembers, studentsInExam } from './special-group-repository.ts';

const texts = msg.assignment;

export class SpecialGroups {
  constructor(private readonly database: Database) {}

  async list(who: Principal, examId: number) {
    return this.database.run(async (db) => {
      await requireExamGroupsKeeper(db, who, examId);
      const groups = await groupsOfExam(db, examId);
      return { result: groups.map((g) => ({ id: g.id, name: g.name, student_count: g.studentCount })) };
    });
  }

  async create(who: Principal, body: { examination_id: number; name: string; student_ids: number[] }): Promise<{ id: number }> {
    return this.database.tx(async (db) => {
      await requireExamGroupsKeeper(db, who, body.examination_id);
      const name = body.name.trim();
      if (name === '' || (await groupNamed(db, body.examination_id, name)) !== undefined) throw badRequest(texts.specialGroupNameTaken(name));
      await requireSitting(db, body.examination_id, body.student_ids);
      const id = await insertGroup(db, body.examination_id, name);
      await replaceMembers(db, id, body.student_ids);
      return { id };
    });
  }

  async replaceStudents(who: Principal, groupId: number, studentIds: number[]): Promise<void> {
    await this.database.tx(async (db) => {
      const place = await requireSpecialGroupKeeper(db, who, groupId);
      await requireSitting(db, place.examId, studentIds);
      await replaceMembers(db, groupId, studentIds);
    });
  }

  /** special-group PATCH of the analysis: a new name and/or a new list of students, both checked before either is written. */
  async update(who: Principal, groupId: number, body: { name?: string; student_ids?: number[] }): Promise<void> {
    await this.database.tx(async (db) => {
      const place = await requireSpecialGroupKeeper(db, who, groupId);
      const name = body.name?.trim();
      if (name !== undefined) {
        const holder = name === '' ? -1 : await groupNamed(db, place.examId, name);
        if (holder !== undefined && holder !== groupId) throw badRequest(texts.specialGroupNameTaken(name));
      }
      if (body.student_ids) await requireSitting(db, place.examId, body.student_ids);
      if (name !== undefined) await renameGroup(db, groupId, name);
      if (body.student_ids) await replaceMembers(db, groupId, body.student_ids);
    });
  }

  async remove(who: Principal, groupId: number): Promise<void> {
    await this.database.tx(async (db) => {
      await requireSpecialGroupKeeper(db, who, groupId);
      await deleteGroup(db, groupId);
    });
  }

  async students(who: Principal, groupId: number) {
    return this.database.run(async (db) => {
      await requireSpecialGroupKeeper(db, who, groupId);
      const group = (await groupById(db, groupId))!;
      const members = await membersOf(db, groupId);
      return {
        id: group.id,
        name: group.name,
        result: members.map((m) => ({ student_id: m.studentId, name: m.name, exam_number: m.examNumber, class_id: m.classId, class_name: m.className })),
      };
    });
  }
}

/** Refuses the list (400 naming the first student) unless every student sits the exam. */
async function requireSitting(db: Db, examId: number, studentIds: number[]): Promise<void> {
  const sitting = await studentsInExam(db, examId, studentIds);
  const outsider = studentIds.find((id) => !sitting.has(id));
  if (outsider !== undefined) throw badRequest(texts.studentNotInExam(outsider));
}
