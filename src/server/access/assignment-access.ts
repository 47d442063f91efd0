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

/**
 * A place once it exists (else 404 with `missing`) and the caller administers its school (else
 * 403): the one rule behind every check below.
 */
async function administeredPlace<P extends { schoolId: number }>(db: Db, who: Principal, place: P | undefined, missing: string): Promise<P> {
  if (!place) throw notFound(missing);
  if (!(await accessOf(db, who).administersSchool(place.schoolId))) throw forbidden(msg.assignment.adminOnly);
  return place;
}

/** The test's place once the caller administers its school; 404 for an unknown test. */
export async function requireTestAssigner(db: Db, who: Principal, testId: number): Promise<TestPlace> {
  return administeredPlace(db, who, await testPlace(db, testId), msg.exam.testNotFound);
}

/** The question group's place once the caller administers its school; 404 for an unknown group. */
export async function requirePartitionAssigner(db: Db, who: Principal, partitionId: number) {
  return administeredPlace(db, who, await partitionPlace(db, partitionId), msg.exam.partitionNotFound);
}

/** The exam's school once the caller administers it; 404 for an unknown exam. */
export async function requireExamGroupsKeeper(db: Db, who: Principal, examId: number): Promise<{ examId: number; schoolId: number }> {
  return administeredPlace(db, who, await examSchool(db, examId), msg.exam.notFound);
}

/** The custom group's place once the caller administers its school; 404 for an unknown group. */
export async function requireSpecialGroupKeeper(db: Db, who: Principal, groupId: number) {
  return administeredPlace(db, who, await specialGroupPlace(db, groupId), msg.assignment.specialGroupNotFound);
}

/** The first of some users who is no enabled teacher of the school, if any. */
export async function firstOutsider(db: Db, schoolId: number, userIds: number[]): Promise<number | undefined> {
  const members = await enabledMembers(db, schoolId, [...new Set(userIds)]);
  return userIds.find((id) => !members.has(id));
}
