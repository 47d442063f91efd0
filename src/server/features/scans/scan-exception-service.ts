/**
 * Exception handling of scanned pages (spec 002 §7 ocr-exception, match-student,
 * ignore-ocr-result, absent; §9 exception types) for the paper's school administrators. A page is
 * never lost: it is matched to a student, an open exception, or ignored by a person — and every
 * decision here is one transaction that holds the paper as recognition does (lockTest), so a
 * page someone else already settled answers 409 instead of being settled twice.
 *
 * A page matched by hand goes on exactly as a page recognised by its exam number: the
 * recognition's own placement (placeRecognisedPage) hands the student to the pages after it and
 * writes the complete sheet, its pieces, marking units and objective scores.
 */
import type { components } from '../../../contract/schema.d.ts';
import { ExceptionType } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { scanAddresses } from '../files/scan-url.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import { placeRecognisedPage, usableTemplate } from './recognition-job.ts';
import * as recognition from './recognition-repository.ts';
import * as repo from './scan-exception-repository.ts';

type ScanPageResolution = components['schemas']['ScanPageResolution'];

/** Students answered by one roster search (the screen asks for more letters beyond this). */
export const ROSTER_SEARCH_LIMIT = 20;

/** Exceptions after which the page was read whole and cut: only the student is missing. */
const MATCHABLE: ReadonlySet<number> = new Set([ExceptionType.examNumberAbnormal, ExceptionType.examNumberDuplicate]);

const cardPageOf = (result: Record<string, unknown> | null): number | null => (typeof result?.page === 'number' ? result.page : null);

function isMatchable(page: { exceptionType: number; cardPage: string | null; result: Record<string, unknown> | null }): boolean {
  // the exam number is read from the card's first page: that page carries the student for the rest
  return MATCHABLE.has(page.exceptionType) && page.cardPage !== null && cardPageOf(page.result) === 0;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export class ScanExceptionService {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, query: { test_id: number; batch_id?: number; exception_type?: number; page_no?: number; page_size?: number }) {
    const addresses = await scanAddresses(this.database);
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(query.test_id, 'scan');
      if (query.batch_id !== undefined && !(await repo.batchOfTest(db, query.batch_id, query.test_id))) throw notFound(msg.scans.batchNotFound);
      const filter = { testId: query.test_id, batchId: query.batch_id };
      const types = await repo.exceptionCounts(db, filter);
      const total = types.filter((t) => query.exception_type === undefined || t.type === query.exception_type).reduce((sum, t) => sum + t.count, 0);
      const size = query.page_size ?? 10;
      const rows = await repo.openExceptions(db, { ...filter, exceptionType: query.exception_type }, { limit: size, offset: ((query.page_no ?? 1) - 1) * size });
      return {
        test_id: query.test_id,
        total,
        types,
        result: rows.map((row) => ({
          page_id: row.pageId,
          batch_id: row.batchId,
          batch_name: row.batchName,
          file_name: row.fileName,
          file_page: row.filePage,
          exception_type: row.exceptionType,
          card_page: cardPageOf(row.result),
          exam_number_read: textOf(row.result?.examNumberRead),
          duplicate_of: row.duplicateOf
            ? {
                student_id: row.duplicateOf.studentId,
                name: row.duplicateOf.name,
                exam_number: row.duplicateOf.examNumber,
                page_id: row.duplicateOf.pageId,
                image_url: addresses.url(auth.userId, { kind: 'page', pageId: row.duplicateOf.pageId }),
              }
            : null,
          error: textOf(row.result?.error),
          matchable: isMatchable(row),
          image_url: addresses.url(auth.userId, { kind: 'page', pageId: row.pageId }),
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    });
  }

  async searchStudents(auth: AuthContext, testId: number, keyword: string) {
    return this.database.run(async (db) => {
      const place = await accessOf(db, auth).requireTest(testId, 'scan');
      const text = keyword.trim();
      if (text === '') throw badRequest(msg.scanExceptions.keywordBlank);
      const found = await repo.searchRoster(db, { ...place, testId }, text, ROSTER_SEARCH_LIMIT);
      return {
        test_id: testId,
        result: found.map((s) => ({ student_id: s.studentId, name: s.name, exam_number: s.examNumber, class_name: s.className, absent: s.absent, scanned: s.scanned })),
      };
    });
  }

  async match(auth: AuthContext, body: { page_id: number; student_id: number }) {
    return this.database.tx(async (db) => {
      const { page, place } = await this.openPage(db, auth, body.page_id);
      if (!isMatchable(page)) throw badRequest(msg.scanExceptions.pageNotMatchable);
      const template = usableTemplate((await recognition.paperOf(db, page.testId))?.templateInfo);
      if (!template) throw badRequest(msg.scanExceptions.noTemplate);
      const student = await repo.rosterStudentOf(db, { ...place, testId: page.testId }, body.student_id);
      if (!student) throw badRequest(msg.scanExceptions.studentNotInExam);
      const firstPageKey = template.pages[0].pageKey;
      const other = await recognition.otherFirstPage(db, { testId: page.testId, studentId: student.studentId, cardPage: firstPageKey, exceptPageId: page.id });
      if (other !== undefined) throw conflict(msg.scanExceptions.studentAlreadyScanned(student.name));
      const findings = page.result as unknown as recognition.PageOutcome['result'];
      await recognition.savePage(db, page.id, { state: 'recognised', exceptionType: 0, cardPage: page.cardPage, studentId: student.studentId, result: findings });
      await repo.resolvePage(db, page.id, { action: 'matched', userId: auth.userId, studentId: student.studentId });
      const placed = await placeRecognisedPage(db, page, { isFirst: true, studentId: student.studentId }, template);
      return { page_id: page.id, student_id: student.studentId, pages_matched: 1 + placed.matchedAfter.length, sheet_complete: placed.sheetComplete };
    });
  }

  async ignore(auth: AuthContext, body: { page_id: number }): Promise<ScanPageResolution> {
    return this.database.tx(async (db) => {
      const { page } = await this.openPage(db, auth, body.page_id);
      if (page.state === 'recognised') {
        // a folded corner a person looked at: the page was read whole and stays in marking
        const done = await repo.resolvePage(db, page.id, { action: 'checked', userId: auth.userId });
        return { page_id: page.id, state: 'recognised', resolution: 'checked', resolved_by: done.resolvedBy, resolved_at: done.resolvedAt.toISOString() };
      }
      const done = await repo.resolvePage(db, page.id, { action: 'ignored', userId: auth.userId });
      return { page_id: page.id, state: 'ignored', resolution: 'ignored', resolved_by: done.resolvedBy, resolved_at: done.resolvedAt.toISOString() };
    });
  }

  async absent(auth: AuthContext, body: { test_id: number; student_id: number; page_id?: number | null }) {
    return this.database.tx(async (db) => {
      const place = await accessOf(db, auth).requireTest(body.test_id, 'scan');
      await recognition.lockTest(db, body.test_id);
      const student = await repo.rosterStudentOf(db, { ...place, testId: body.test_id }, body.student_id);
      if (!student) throw badRequest(msg.scanExceptions.studentNotInExam);
      if (await repo.hasRecognisedPage(db, body.test_id, student.studentId)) throw conflict(msg.scanExceptions.studentScannedNotAbsent(student.name));
      let page: ScanPageResolution | null = null;
      if (body.page_id !== undefined && body.page_id !== null) {
        const held = await repo.holdPage(db, body.page_id);
        if (!held || held.testId !== body.test_id) throw notFound(msg.recognition.pageNotFound);
        if (held.state !== 'exception') throw conflict(msg.scanExceptions.pageResolved);
        const done = await repo.resolvePage(db, held.id, { action: 'absent', userId: auth.userId, studentId: student.studentId });
        page = { page_id: held.id, state: 'ignored', resolution: 'absent', resolved_by: done.resolvedBy, resolved_at: done.resolvedAt.toISOString() };
      }
      await repo.markAbsent(db, place.examId, student.studentId);
      return { test_id: body.test_id, student_id: student.studentId, absent: true as const, page };
    });
  }

  /** The open exception page, held with its paper locked; 404 unknown, 403 not the caller's, 409 settled by someone else. */
  private async openPage(db: Db, auth: AuthContext, pageId: number) {
    const { page, place } = await heldPage(db, auth, pageId);
    // open: an exception, or a page in marking with a folded corner nobody has checked yet (as the list shows them)
    const foldedUnchecked = page.state === 'recognised' && page.exceptionType === ExceptionType.foldedCorner && !page.result?.resolution;
    if (page.state !== 'exception' && !foldedUnchecked) throw conflict(msg.scanExceptions.pageResolved);
    return { page, place };
  }
}

/**
 * A scanned page for one of its paper's scanners, held with the paper locked — the paper first,
 * then the page: the order recognition's jobs take them in. 404 unknown, 403 not the caller's.
 */
export async function heldPage(db: Db, auth: AuthContext, pageId: number) {
  const where = await recognition.placeOf(db, pageId);
  if (!where) throw notFound(msg.recognition.pageNotFound);
  const place = await accessOf(db, auth).requireTest(where.testId, 'scan');
  await recognition.lockTest(db, where.testId);
  const page = await repo.holdPage(db, pageId);
  if (!page) throw notFound(msg.recognition.pageNotFound);
  return { page, place };
}
