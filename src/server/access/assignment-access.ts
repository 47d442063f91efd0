/**
 * Who may assign markers to a paper's question groups and keep an exam's custom groups of
 * students: the school's administrators (roles 1 and 5), as for the rest of exam setup. Also
 * which users may be assigned at all: enabled teachers of the exam's school.
 */
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { msg } from '../../i18n/server.ts';
import { accessOf } from './access-service.ts';
import { testPlace, type TestPlace } from './access-repository.ts';
import { enabledMembers, examSchool, partitionPlace, specialGroupPlace } from './assignment-access-repository.ts';
import type { Principal } from './principal.ts';

async function requireAdministrator(db: Db, who: Principal, schoolId: number): Promise<void> {
  if (!(await accessOf(db, who).administersSchool(schoolId))) throw forbidden(msg.assignment.adminOnly);
}

/** The test's place once the caller administers its school; 404 for an unknown test. */
export async function requireTestAssigner(db: Db, who: Principal, testId: number): Promise<TestPlace> {
  const place = await testPlace(db, testId);
  if (!place) throw notFound(msg.exam.testNotFound);
  await requireAdministrator(db, who, place.schoolId);
  return place;
}

/** The question group's place once the caller administers its school; 404 for an unknown group. */
export async function requirePartitionAssigner(db: Db, who: Principal, partitionId: number) {
  const place = await partitionPlace(db, partitionId);
  if (!place) throw notFound(msg.exam.partitionNotFound);
  await requireAdministrator(db, who, place.schoolId);
  return place;
}

/** The exam's school once the caller administers it; 404 for an unknown exam. */
export async function requireExamGroupsKeeper(db: Db, who: Principal, examId: number): Promise<{ examId: number; schoolId: number }> {
  const exam = await examSchool(db, examId);
  if (!exam) throw notFound(msg.exam.notFound);
  await requireAdministrator(db, who, exam.schoolId);
  return exam;
}

/** The custom group's place once the caller administers its school; 404 for an unknown group. */
export async function requireSpecialGroupKeeper(db: Db, who: Principal, groupId: number) {
  const place = await specialGroupPlace(db, groupId);
  if (!place) throw notFound(msg.assignment.specialGroupNotFound);
  await requireAdministrator(db, who, place.schoolId);
  return place;
}

/** The first of some users who is no enabled teacher of the school, if any. */
export async function firstOutsider(db: Db, schoolId: number, userIds: number[]): Promise<number | undefined> {
  const members = await enabledMembers(db, schoolId, [...new Set(userIds)]);
  return userIds.find((id) => !members.has(id));
}
