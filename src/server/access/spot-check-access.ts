/**
 * Who may draw, score and read the spot checks of a question group (spec 001 §7.5
 * partition-spot-check): the school's administrators, and the exam leaders of the exam's school
 * (principal 6, grade leader 13, research leader 17, prep leader 21) acting in that position,
 * a grade leader only for an exam of their own grades (access-service.ts spotChecksExam). A
 * plain marker or class teacher may not: the check holds the markers to a leader's scores.
 * The scans of the papers drawn are shown to the same people (scan-access.ts).
 */
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { msg } from '../../i18n/server.ts';
import { accessOf } from './access-service.ts';
import { testPlace } from './access-repository.ts';
import { partitionPlace } from './assignment-access-repository.ts';
import type { Principal } from './principal.ts';

/** The question group's place once the caller may spot-check it; 404 for an unknown group, else 403. */
export async function requireSpotChecker(db: Db, who: Principal, partitionId: number) {
  const place = await partitionPlace(db, partitionId);
  if (!place) throw notFound(msg.exam.partitionNotFound);
  if (!(await accessOf(db, who).spotChecksExam(place))) throw forbidden(msg.spotCheck.leadersOnly);
  return place;
}

/** The paper's place once the caller may spot-check its question groups; 404 for an unknown paper, else 403. */
export async function requireTestSpotChecker(db: Db, who: Principal, testId: number) {
  const place = await testPlace(db, testId);
  if (!place) throw notFound(msg.exam.testNotFound);
  if (!(await accessOf(db, who).spotChecksExam(place))) throw forbidden(msg.spotCheck.leadersOnly);
  return place;
}
