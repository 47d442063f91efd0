/**
 * Who may read how reliably a paper's question groups are marked: the people who hold markers
 * to account, as for spot checks (spot-check-access.ts) — the school's administrators and the
 * exam leaders of the exam's school acting in that position. A marker never sees the others'
 * severity, nor their own: it would colour their marking.
 */
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { msg } from '../../i18n/server.ts';
import { accessOf } from './access-service.ts';
import { testPlace } from './access-repository.ts';
import type { Principal } from './principal.ts';

/** The paper's place once the caller may read its marker reliability; 404 for an unknown paper, else 403. */
export async function requireReliabilityReader(db: Db, who: Principal, testId: number) {
  const place = await testPlace(db, testId);
  if (!place) throw notFound(msg.exam.testNotFound);
  if (!(await accessOf(db, who).spotChecksExam(place))) throw forbidden(msg.markerReliability.leadersOnly);
  return place;
}
