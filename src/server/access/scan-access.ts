/**
 * Who may see a stored scan, asked again on every fetch (an address only says it was handed to
 * this user, not that they may still see it):
 * - administrators: the super administrator, and role 5 of the scan's school;
 * - an answer piece to the group's marker who holds the answer, has marked it, reported it as a
 *   problem paper, or could be handed it (it waits in the queue with a free slot: the marking
 *   queue and the blank-paper list); to the group's adjudicator who holds or decided it, or for
 *   whom it waits (adjudication); and to both when it is one of the group's typical papers;
 * - once the exam's analysis is open, to a teacher with analysis rights on the student's class;
 *   and an answer a marker tagged with a wrong cause (a typical paper) to any teacher who may
 *   open the exam's analysis;
 * - an answer piece drawn in a spot check of its group, to whoever may spot-check the group (the
 *   school's administrators and exam leaders, spot-check-access.ts).
 * Whole answer sheets carry the student's name and exam number: they go to administrators and
 * class teachers only; a marker sees a sheet through the original-paper call, masked in blind
 * marking. Answer pieces are cut from the answer regions and carry no identity.
 */
import { ExamStatus } from '../../domain/enums.ts';
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { pieceFacts, scanPageFacts, sheetFacts, type ScanFacts } from './access-repository.ts';
import { accessOf, type Access } from './access-service.ts';
import { seesClass } from './analysis-viewer.ts';
import { answerIsMine } from './marking-access.ts';
import type { Principal } from './principal.ts';
import { msg } from '../../i18n/server.ts';

/** A stored scan: the `index`-th piece (in seq order) of a student's answer to a question group, or a side of their answer sheet. */
export type ScanRef =
  | { kind: 'piece'; partitionId: number; studentId: number; index: number }
  | { kind: 'sheet'; testId: number; studentId: number; side: 1 | 2 }
  /** a side of the answer sheet with the student's scores burned in (the analysis's 学生原卷): seen as the sheet itself is */
  | { kind: 'marked'; testId: number; studentId: number; side: 1 | 2 }
  /** a scanned page as uploaded, before or without a student: for the paper's school administrators only (exception handling) */
  | { kind: 'page'; pageId: number };

/** The part of the marking that lets the caller see this answer piece. */
function markingAllows(ref: ScanRef, facts: ScanFacts): boolean {
  if (ref.kind !== 'piece') return false;
  if (facts.marker && (answerIsMine('marker', facts) || facts.reported || facts.waitingWithRoom || facts.shared)) return true;
  return facts.judge && (answerIsMine('judge', facts) || facts.shared);
}

async function mayRead(access: Access, ref: ScanRef, facts: ScanFacts): Promise<boolean> {
  if (await access.administersSchool(facts.schoolId)) return true;
  if (markingAllows(ref, facts)) return true;
  if (ref.kind === 'piece' && facts.spotChecked && (await access.spotChecksExam(facts))) return true;
  if (facts.examStatus !== ExamStatus.analysisViewable) return false;
  const viewer = await access.analysisViewer(facts.schoolId);
  if (!viewer) return false;
  if (seesClass(viewer, facts.classId)) return true;
  return ref.kind === 'piece' && facts.shared;
}

/** Whether the caller may see a student's answer pieces in a question group now (what fetching their addresses will check). */
export async function mayReadAnswer(db: Db, who: Principal, answer: { partitionId: number; studentId: number }): Promise<boolean> {
  const ref: ScanRef = { kind: 'piece', ...answer, index: 0 };
  const facts = await pieceFacts(db, ref, who.userId);
  return Boolean(facts?.storageKey) && (await mayRead(accessOf(db, who), ref, facts!));
}

/** Whether the caller may see a side of a student's answer sheet now (what fetching its address will check). */
export async function mayReadSheet(db: Db, who: Principal, sheet: { testId: number; studentId: number; side: 1 | 2 }): Promise<boolean> {
  const ref: ScanRef = { kind: 'sheet', ...sheet };
  const facts = await sheetFacts(db, ref);
  return Boolean(facts?.storageKey) && (await mayRead(accessOf(db, who), ref, facts!));
}

/** The storage key of a scan the caller may see now; 404 when no such scan is stored, 403 when it is not theirs to see. */
export async function requireScan(db: Db, who: Principal, ref: ScanRef): Promise<string> {
  if (ref.kind === 'page') {
    const page = await scanPageFacts(db, ref.pageId);
    if (!page) throw notFound(msg.access.scanMissing);
    if (!(await accessOf(db, who).administersSchool(page.schoolId))) throw forbidden(msg.access.scanNotAllowed);
    return page.storageKey;
  }
  const facts = ref.kind === 'piece' ? await pieceFacts(db, ref, who.userId) : await sheetFacts(db, ref);
  if (!facts?.storageKey) throw notFound(msg.access.scanMissing);
  if (!(await mayRead(accessOf(db, who), ref, facts))) throw forbidden(msg.access.scanNotAllowed);
  return facts.storageKey;
}
