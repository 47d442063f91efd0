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
 *   open the exam's analysis.
 * Whole answer sheets carry the student's name and exam number: they go to administrators and
 * class teachers only; a marker sees a sheet through the original-paper call, masked in blind
 * marking. Answer pieces are cut from the answer regions and carry no identity.
 */
import { ExamStatus } from '../../../domain/enums.ts';
import { Role } from '../../../domain/roles.ts';
import type { Database, Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { analysisViewerOf } from '../analysis/analysis-scope.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { schoolIdsOf } from '../auth/auth-repository.ts';
import { pieceFacts, sheetFacts, type ScanFacts } from './file-repository.ts';
import { scanAddresses, type OpenedScan, type ScanRef } from './scan-url.ts';

export const ScanMessage = {
  unknownAddress: '扫描图不存在或链接已过期，请刷新后重试',
  notAllowed: '您没有查看该答卷的权限',
  missing: '扫描图文件不存在',
} as const;

/** The part of the marking that lets the caller see this answer piece. */
function markingAllows(ref: ScanRef, facts: ScanFacts): boolean {
  if (ref.kind !== 'piece') return false;
  if (facts.marker && (facts.held || facts.marked || facts.reported || facts.waitingWithRoom || facts.shared)) return true;
  return facts.judge && (facts.held || facts.marked || facts.unitState === 'judge' || facts.shared);
}

async function mayRead(db: Db, auth: AuthContext, ref: ScanRef, facts: ScanFacts): Promise<boolean> {
  if (auth.role === Role.superAdmin) return true;
  if (auth.role === Role.admin && (await schoolIdsOf(db, auth.userId)).includes(facts.schoolId)) return true;
  if (markingAllows(ref, facts)) return true;
  if (facts.examStatus !== ExamStatus.analysisViewable) return false;
  const viewer = await analysisViewerOf(db, auth, facts.schoolId);
  if (!viewer) return false;
  if (!viewer.classIds || viewer.classIds.has(facts.classId)) return true;
  return ref.kind === 'piece' && facts.shared;
}

/** Whether the caller may see a student's answer pieces in a question group now (what fetching their addresses will check). */
export async function mayReadAnswer(db: Db, auth: AuthContext, answer: { partitionId: number; studentId: number }): Promise<boolean> {
  const ref: ScanRef = { kind: 'piece', ...answer, index: 0 };
  const facts = await pieceFacts(db, ref, auth.userId);
  return Boolean(facts?.storageKey) && (await mayRead(db, auth, ref, facts!));
}

/** The stored scan an address names, when the caller may see it now. */
export async function readScanFor(database: Database, storage: ScanStorage, auth: AuthContext, token: string): Promise<{ content: Buffer; opened: OpenedScan }> {
  const opened = (await scanAddresses(database)).open(token, auth.userId);
  if (!opened) throw notFound(ScanMessage.unknownAddress);
  const key = await database.run(async (db) => {
    const { ref } = opened;
    const facts = ref.kind === 'piece' ? await pieceFacts(db, ref, auth.userId) : await sheetFacts(db, ref);
    if (!facts?.storageKey) throw notFound(ScanMessage.missing);
    if (!(await mayRead(db, auth, ref, facts))) throw forbidden(ScanMessage.notAllowed);
    return facts.storageKey;
  });
  const content = await storage.get(key);
  if (!content) throw notFound(ScanMessage.missing);
  return { content, opened };
}
