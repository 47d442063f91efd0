/**
 * The opening the exam-wide calls share: the caller's right on the exam is checked in the same
 * database call as the work, which gets the exam's place; a read runs as one unit of work, a
 * change as one transaction.
 */
import type { Database, Db } from '../db/database.ts';
import { accessOf, type Access } from './access-service.ts';
import type { ExamPlace } from './access-repository.ts';
import type { Principal } from './principal.ts';

export type WorkKind = 'read' | 'change';

type ExamWork<T> = (db: Db, place: ExamPlace) => Promise<T>;

function examWork<T>(database: Database, who: Principal, kind: WorkKind, check: (access: Access) => Promise<ExamPlace>, work: ExamWork<T>): Promise<T> {
  const checked = async (db: Db) => work(db, await check(accessOf(db, who)));
  return kind === 'read' ? database.run(checked) : database.tx(checked);
}

/** Work on an exam by one who may set it up (requireExamSetup). */
export function examSetupWork<T>(database: Database, who: Principal, examId: number, kind: WorkKind, work: ExamWork<T>): Promise<T> {
  return examWork(database, who, kind, (access) => access.requireExamSetup(examId), work);
}

/** Work on an exam's scans by one who may handle them (requireExamScans). */
export function examScansWork<T>(database: Database, who: Principal, examId: number, kind: WorkKind, work: ExamWork<T>): Promise<T> {
  return examWork(database, who, kind, (access) => access.requireExamScans(examId), work);
}
