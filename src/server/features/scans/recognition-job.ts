/**
 * One page's recognition job (queue 'scan-page', scan-page-queue.ts): the page is claimed, its
 * image read from storage and handed to a recognition thread (page-reading-pool.ts), the whole
 * sheet and pieces it answers are stored under keys made from the page id, and then, in ONE
 * transaction, the page is settled — recognised and matched to a student of the exam's roster,
 * or an open exception of its type — and a student's sheet that is now complete gets its
 * whole-sheet sides, pieces, marking units and scored objective answers. Storage keys and rows
 * are the same on every run, so a job that runs twice (its worker died after the commit, before
 * the queue heard of it) writes the same; a page already settled is left alone.
 */
import type { RecognitionTemplate } from '../../../domain/answer-card/index.ts';
import { initialMarksNeeded } from '../../../domain/double-marking.ts';
import { ExceptionType } from '../../../domain/enums.ts';
import { scoreSheetObjectives, type ObjectiveReading } from '../../../domain/recognition/index.ts';
import { msg } from '../../../i18n/server.ts';
import type { Database, Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { PageReader } from './page-reading-pool.ts';
import type { PageFindings, PageReading } from './page-reading.ts';
import * as repo from './recognition-repository.ts';
import * as routing from './page-routing-repository.ts';
import { completeSheet, groupsOfTemplate, maskedSideKey, pagesAfterFirst, pieceKey, pieceTops, sheetKey, storedImages, studentBefore } from './sheet-assembly.ts';

export interface RecognitionAttempt {
  pageId: number;
  /** no attempt follows this one: a failure to store becomes the page's exception instead of a retry */
  isLast: boolean;
}

/** A page of a batch changed state: what ocr-progress counts. */
export interface PageSettled {
  testId: number;
  batchId: number;
}

/** The paper's recognition template, when its card was submitted in the version recognition reads. */
export function usableTemplate(value: unknown): RecognitionTemplate | null {
  const template = value as Partial<RecognitionTemplate> | null;
  if (!template || template.version !== 'v2' || !Array.isArray(template.pages) || template.pages.length === 0 || !Array.isArray(template.partitions)) return null;
  return template as RecognitionTemplate;
}

function failedFindings(error: string): PageFindings {
  return { page: null, turned: false, anchorsFound: 0, anchorResidualMm: null, dpi: null, examNumber: null, objective: [], noted: [], pieces: [], error };
}

/** A store's own error (in English, naming paths) is not shown: only a catalogue text the product wrote itself. */
const reasonOf = (error: unknown) => (error instanceof AppError ? error.message : msg.recognition.storageFailed);

export class RecognitionJobs {
  /** told after a page settled (or was claimed), for the live progress of its batch */
  onSettled?: (event: PageSettled) => void;

  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
    private readonly reader: PageReader,
  ) {}

  async run(attempt: RecognitionAttempt): Promise<void> {
    const claimed = await this.database.run((db) => repo.claimPage(db, attempt.pageId));
    if (!claimed) return;
    let page = claimed;
    this.onSettled?.({ testId: page.testId, batchId: page.batchId });
    let paper = await this.database.run((db) => repo.paperOf(db, page.testId));
    let template = usableTemplate(paper?.templateInfo);
    if (!paper || !template) {
      // the paper has no recognition template yet (its card was never submitted): nothing to read against
      await this.settleException(page, ExceptionType.paperUnmatched, failedFindings(msg.recognition.noTemplate));
      return;
    }
    let bytes: Buffer | null;
    try {
      bytes = await this.storage.get(page.storageKey);
    } catch (error) {
      await this.storageFailed(page, attempt, error);
      return;
    }
    if (!bytes) {
      await this.settleException(page, ExceptionType.storageError, failedFindings(msg.recognition.pageImageMissing));
      return;
    }
    let reading = await this.read(bytes, template, page, attempt);
    if (!reading) return;
    const routed = await this.routed(page, reading);
    if (routed) {
      this.onSettled?.({ testId: page.testId, batchId: page.batchId });
      ({ page, paper, template } = routed);
      reading = await this.read(bytes, template, page, attempt);
      if (!reading) return;
    }
    await this.storeAndSettle({ page, exam: { examId: paper.examId, schoolId: paper.schoolId }, template, reading }, attempt);
  }

  private async storeAndSettle(read: { page: repo.ClaimedPage; exam: { examId: number; schoolId: number }; template: RecognitionTemplate; reading: PageReading }, attempt: RecognitionAttempt) {
    const { page } = read;
    try {
      for (const [key, image] of storedImages(page.id, read.reading)) await this.storage.put(key, Buffer.from(image));
    } catch (error) {
      await this.storageFailed(page, attempt, error);
      return;
    }
    await this.database.tx((db) => this.settle(db, page, read.exam, read.template, read.reading));
    this.onSettled?.({ testId: page.testId, batchId: page.batchId });
  }

  /** The page read with the template; undefined once it settled as a recognition error. */
  private async read(bytes: Buffer, template: RecognitionTemplate, page: repo.ClaimedPage, attempt: RecognitionAttempt): Promise<PageReading | undefined> {
    try {
      return await this.reader.read(new Uint8Array(bytes), template);
    } catch (error) {
      // the recognition thread died on the page (a native decoder's crash, memory): tried again
      // while attempts remain, after the last a recognition error, never a storage one
      if (!attempt.isLast) throw error;
      await this.settleException(page, ExceptionType.recognitionError, failedFindings(msg.recognition.everyAttemptFailed));
      return undefined;
    }
  }

  /**
   * A page of a mixed upload (AI答题卡扫描) whose page code names another paper of the exam: it
   * moves to that paper's batch of the upload, to be read with that paper's template. Undefined
   * when the page stays (its code names no other paper, or that paper has the same image already).
   */
  private async routed(page: repo.ClaimedPage, reading: PageReading) {
    const pageKey = reading.cardPage;
    if (reading.exceptionType !== ExceptionType.paperUnmatched || !pageKey) return undefined;
    return this.database.tx(async (db) => {
      const target = await routing.paperOfPageCode(db, page.batchId, pageKey);
      const template = usableTemplate(target?.templateInfo);
      if (!target || !template || (await repo.stateOf(db, page.id)) !== 'recognising') return undefined;
      const batchId = await routing.movePage(db, page.id, target.testId);
      const paper = await repo.paperOf(db, target.testId);
      if (batchId === undefined || !paper) return undefined;
      return { page: { ...page, testId: target.testId, batchId }, paper, template };
    });
  }

  /** Every attempt of the page's job failed (the worker kept dying on it): it becomes a recognition error, never a lost page. */
  async failed(pageId: number): Promise<void> {
    const settled = await this.database.tx(async (db) => {
      const state = await repo.stateOf(db, pageId);
      if (state !== 'queued' && state !== 'recognising') return undefined;
      await repo.savePage(db, pageId, { state: 'exception', exceptionType: ExceptionType.recognitionError, cardPage: null, studentId: null, result: failedFindings(msg.recognition.everyAttemptFailed) });
      return repo.placeOf(db, pageId);
    });
    if (settled) this.onSettled?.(settled);
  }

  /** A store that is down may be back for the next attempt; after the last the page waits as an exception. */
  private async storageFailed(page: repo.ClaimedPage, attempt: RecognitionAttempt, error: unknown): Promise<void> {
    if (!attempt.isLast) throw error;
    await this.settleException(page, ExceptionType.storageError, failedFindings(reasonOf(error)));
  }

  private async settleException(page: repo.ClaimedPage, exceptionType: number, findings: PageFindings): Promise<void> {
    await this.database.tx(async (db) => {
      if ((await repo.stateOf(db, page.id)) !== 'recognising') return;
      await repo.savePage(db, page.id, { state: 'exception', exceptionType, cardPage: null, studentId: null, result: findings });
    });
    this.onSettled?.({ testId: page.testId, batchId: page.batchId });
  }

  private async settle(db: Db, page: repo.ClaimedPage, exam: { examId: number; schoolId: number }, template: RecognitionTemplate, reading: PageReading): Promise<void> {
    await repo.lockTest(db, page.testId);
    // ignored or queued again by a person meanwhile: their decision stands
    if ((await repo.stateOf(db, page.id)) !== 'recognising') return;
    const firstPageKey = template.pages[0].pageKey;
    const isFirst = reading.exceptionType === 0 && reading.findings.page === 0;
    let exceptionType = reading.exceptionType;
    let studentId: number | null = null;
    const result: repo.PageOutcome['result'] = { ...reading.findings };
    if (isFirst) {
      const student = reading.examNumber === null ? undefined : await repo.studentOfExamNumber(db, exam, reading.examNumber);
      const other = student === undefined ? undefined : await repo.otherFirstPage(db, { testId: page.testId, studentId: student, cardPage: firstPageKey, exceptPageId: page.id });
      result.examNumberRead = reading.examNumber;
      if (student === undefined) exceptionType = ExceptionType.examNumberAbnormal;
      else if (other !== undefined) {
        exceptionType = ExceptionType.examNumberDuplicate;
        result.duplicateOf = other;
      } else studentId = student;
    }
    const state = exceptionType === 0 ? 'recognised' : 'exception';
    // a folded corner over an anchor the other three fit well: the page is read and marked, and listed
    // as exception 10 so that a person looks at it (scan-exception-repository lists it until resolved)
    if (state === 'recognised' && reading.findings.noted.includes(ExceptionType.foldedCorner)) {
      exceptionType = ExceptionType.foldedCorner;
      // the same fold read again: a person's 已检查 on it stands, and it is not listed again
      const checked = await repo.checkedResolution(db, page.id);
      if (checked !== undefined) result.resolution = checked;
    }
    await repo.savePage(db, page.id, { state, exceptionType, cardPage: reading.cardPage, studentId: state === 'recognised' ? studentId : null, result });
    if (state !== 'recognised') return;
    await placeRecognisedPage(db, page, { isFirst, studentId }, template);
  }
}

export interface PagePlacement {
  /** the page's student: the pages after it in the batch and the student's complete sheet */
  studentId: number | null;
  /** the later pages that took the student of this first page */
  matchedAfter: number[];
  sheetComplete: boolean;
}

/**
 * A page saved as recognised takes its place in its sheet: a first page matched to a student hands
 * the student to the pages after it, a later page takes the student of the first page before it,
 * and the student's sheet, once complete, is written. The caller holds the paper's lock
 * (repo.lockTest). Used by the page's job and by a person matching a page by hand (match-student),
 * so that a page matched by hand goes on exactly as one recognised by its exam number.
 */
export async function placeRecognisedPage(
  db: Db,
  page: { id: number; batchId: number; testId: number },
  placement: { isFirst: boolean; studentId: number | null },
  template: RecognitionTemplate,
): Promise<PagePlacement> {
  const firstPageKey = template.pages[0].pageKey;
  const pages = await repo.batchPages(db, page.batchId);
  let { studentId } = placement;
  let matchedAfter: number[] = [];
  if (placement.isFirst && studentId !== null) {
    matchedAfter = pagesAfterFirst(pages, page.id, firstPageKey);
    await repo.matchPages(db, matchedAfter, studentId);
  } else if (!placement.isFirst) {
    studentId = studentBefore(pages, page.id, firstPageKey);
    if (studentId !== null) await repo.matchPages(db, [page.id], studentId);
  }
  const sheetComplete = studentId !== null && (await writeSheetIfComplete(db, page.testId, studentId, template));
  return { studentId, matchedAfter, sheetComplete };
}

/** Once every page of the card is matched to the student: sides, pieces, units and objective scores. */
async function writeSheetIfComplete(db: Db, testId: number, studentId: number, template: RecognitionTemplate): Promise<boolean> {
  const sheet = completeSheet(await repo.sheetPages(db, testId, studentId), template);
  if (!sheet) return false;
  const groups = groupsOfTemplate(template, await repo.partitionsOfTest(db, testId));
  const pieces = [...sheet.values()].flatMap((page) =>
    (page.result?.pieces ?? []).flatMap((piece) => {
      const group = groups[piece.partition];
      if (!group) return [];
      const y = pieceTops(template, piece.partition)[piece.seq] ?? 0;
      return [{ partitionId: group.id, studentId, seq: piece.seq, storageKey: pieceKey(page.id, piece.partition, piece.seq), width: piece.width, height: piece.height, x: 0, y, blackRate: piece.blackRate }];
    }),
  );
  const readings: ObjectiveReading[] = [...sheet.values()].flatMap((page) => page.result?.objective ?? []);
  const keys = (await repo.objectiveQuestions(db, testId)).flatMap((question) => {
    const qNum = Number(question.label);
    return Number.isInteger(qNum) ? [{ ...question, questionId: question.id, qNum }] : [];
  });
  const objective = scoreSheetObjectives(readings, keys);
  const present = groups.filter((group): group is repo.PartitionFacts => group !== undefined);
  await repo.writeSheet(db, {
    testId,
    studentId,
    sideA: sheetKey(sheet.get(0)!.id),
    sideB: sheet.has(1) ? sheetKey(sheet.get(1)!.id) : null,
    sideAMasked: maskedSideKey(sheet.get(0)!),
    sideBMasked: sheet.has(1) ? maskedSideKey(sheet.get(1)!) : null,
    partitionIds: present.map((group) => group.id),
    pieces,
    units: present.map((group) => ({ partitionId: group.id, marksNeeded: initialMarksNeeded(group.markingPolicy) })),
    objective: objective.scored,
    reviewQuestionIds: objective.review.map((question) => question.questionId),
  });
  return true;
}
