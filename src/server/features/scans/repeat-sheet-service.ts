/**
 * Two sheets scanned for one student (spec 002 §7 repeat-student-question): the second sheet's
 * first page waits as an open exception 5 (考号重复) pointing at the page already recognised for
 * the student, and a school administrator chooses the one that counts. Keeping the current sheet
 * ignores the duplicate page. Keeping the duplicate ignores every page of the current sheet, takes
 * back the sheet rows it wrote (sides, pieces, unmarked units, objective answers) and places the
 * duplicate page exactly as a page matched by hand (placeRecognisedPage), so the new sheet's
 * pages, pieces, units and objective scores follow. Marks are never thrown away: once marking has
 * started on a unit of the student the duplicate cannot be chosen. A person's objective-review
 * decision is kept where the new sheet's bubbles read exactly as the replaced sheet's did (the
 * same sheet scanned twice): the operator does not decide the same marks twice, and a decision
 * about marks the new sheet does not carry never scores it. One transaction, holding the paper as
 * recognition does.
 */
import type { components } from '../../../contract/schema.d.ts';
import { ExceptionType } from '../../../domain/enums.ts';
import { decisionsStillApplying } from '../../../domain/recognition/sheet-objectives.ts';
import { msg } from '../../../i18n/server.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { placeRecognisedPage, usableTemplate } from './recognition-job.ts';
import * as recognition from './recognition-repository.ts';
import * as repeats from './repeat-sheet-repository.ts';
import * as exceptions from './scan-exception-repository.ts';
import { pagesAfterFirst } from './sheet-assembly.ts';
import { heldPage } from './scan-exception-service.ts';

type Body = { keep: 'current' | 'duplicate' };
type Decision = components['schemas']['RepeatSheetDecision'];

export class RepeatSheetService {
  constructor(private readonly database: Database) {}

  async resolve(auth: AuthContext, pageId: number, body: Body): Promise<Decision> {
    return this.database.tx(async (db) => {
      const { page, place } = await heldPage(db, auth, pageId);
      if (page.state !== 'exception') throw conflict(msg.scanExceptions.pageResolved);
      const currentId = page.result?.duplicateOf;
      if (page.exceptionType !== ExceptionType.examNumberDuplicate || page.cardPage === null || page.result?.page !== 0 || typeof currentId !== 'number') {
        throw badRequest(msg.scanExceptions.notDuplicate);
      }
      const template = usableTemplate((await recognition.paperOf(db, page.testId))?.templateInfo);
      if (!template) throw badRequest(msg.scanExceptions.noTemplate);
      const studentId = await repeats.studentOfPage(db, currentId);
      // the page it duplicates must still be the student's counted first page: otherwise someone chose meanwhile
      const current = studentId === null ? undefined : await recognition.otherFirstPage(db, { testId: page.testId, studentId, cardPage: template.pages[0].pageKey, exceptPageId: page.id });
      if (studentId === null || current !== currentId) throw conflict(msg.scanExceptions.currentSheetChanged);

      if (body.keep === 'current') {
        const done = await exceptions.resolvePage(db, page.id, { action: 'ignored', userId: auth.userId, studentId });
        const complete = await recognition.sheetPages(db, page.testId, studentId);
        return { page_id: page.id, kept_page_id: currentId, ignored_page_ids: [page.id], student_id: studentId, sheet_complete: complete.length >= template.pageCount, resolved_by: done.resolvedBy, resolved_at: done.resolvedAt.toISOString() };
      }

      const started = await repeats.groupsMarkingStarted(db, page.testId, studentId);
      if (started.length > 0) {
        const student = await exceptions.rosterStudentOf(db, { ...place, testId: page.testId }, studentId);
        throw conflict(msg.scanExceptions.markingStarted(student?.name ?? '', started));
      }
      const replaced = await repeats.recognisedPagesOf(db, page.testId, studentId);
      const findings = page.result as unknown as recognition.PageOutcome['result'];
      const kept = await this.decisionsKept(db, page, findings, { studentId, replaced, firstPageKey: template.pages[0].pageKey });
      for (const old of replaced) await exceptions.resolvePage(db, old, { action: 'replaced', userId: auth.userId, studentId });
      await repeats.takeBackSheet(db, page.testId, studentId, kept);
      await recognition.savePage(db, page.id, { state: 'recognised', exceptionType: 0, cardPage: page.cardPage, studentId, result: findings });
      const done = await exceptions.resolvePage(db, page.id, { action: 'matched', userId: auth.userId, studentId });
      const placed = await placeRecognisedPage(db, page, { isFirst: true, studentId }, template);
      return { page_id: page.id, kept_page_id: page.id, ignored_page_ids: replaced, student_id: studentId, sheet_complete: placed.sheetComplete, resolved_by: done.resolvedBy, resolved_at: done.resolvedAt.toISOString() };
    });
  }

  /**
   * The questions whose review decision stands for the new sheet: its bubbles, on the duplicate
   * page and the later pages of its batch that will join it, read as the replaced pages' did.
   */
  private async decisionsKept(
    db: Db,
    page: { id: number; batchId: number; testId: number },
    findings: recognition.PageOutcome['result'],
    sheet: { studentId: number; replaced: number[]; firstPageKey: string },
  ): Promise<number[]> {
    const decided = (await repeats.decidedObjectiveAnswers(db, page.testId, sheet.studentId)).flatMap((answer) => {
      const qNum = Number(answer.label);
      return Number.isInteger(qNum) ? [{ questionId: answer.questionId, qNum }] : [];
    });
    if (decided.length === 0) return [];
    const following = pagesAfterFirst(await recognition.batchPages(db, page.batchId), page.id, sheet.firstPageKey);
    const replacing = [...(findings?.objective ?? []), ...(await repeats.objectiveReadingsOf(db, following))];
    return decisionsStillApplying(decided, await repeats.objectiveReadingsOf(db, sheet.replaced), replacing);
  }
}
