/**
 * A paper's printed original (原卷, spec 001 §2.1 uploadOrigin / cutting, §7.5 test-paper-images,
 * test-paper-extend, oss-image-process): the school's administrators upload its pages (images,
 * or a PDF whose pages are rendered — the scan upload's own reader), put them in order, and cut
 * them into the paper's questions; each cut question gets one picture, shown where the question
 * has no text (the lesson, the question analysis, the similar questions). Readers are those who
 * may open the paper's attached files (Access.requireTest `resources`); writers its school's
 * administrators (`attach`). Bytes go to the scan storage before their rows; a refusal or a
 * failed write removes what was stored, so nothing is left half-saved.
 */
import { randomUUID } from 'node:crypto';
import { msg } from '../../../i18n/server.ts';
import { MAX_ORIGINAL_FILE_BYTES, MAX_ORIGINAL_PAGES, trimCutToPage, type PixelBox } from '../../../domain/original-paper.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { questionsOfTest } from '../exams/paper-repository.ts';
import { openScanFile, RefusedScan, type PageImage } from '../scans/scan-file-pages.ts';
import { imageSize, questionPicture, turnedPage } from './original-pictures.ts';
import * as repo from './original-paper-repository.ts';
import type { OriginalCutRow, OriginalImageRow } from './original-paper-repository.ts';

export const originalImageUrl = (id: number) => `/v1/pymt/test-paper-images/${id}`;

/** One cut as the caller sends it: on a page of the paper, for one of its questions, in page pixels. */
export interface CutInput extends PixelBox {
  question_id: number;
  page_id: number;
}

const describeImage = (row: OriginalImageRow) => ({ id: row.id, width: row.width, height: row.height, url: originalImageUrl(row.id) });

/** Read one after another: inside a transaction the queries share one connection. */
async function describePaper(db: Db, testId: number, mayEdit: boolean) {
  const pages = await repo.originalPages(db, testId);
  const cuts = await repo.originalCuts(db, testId);
  const pictures = await repo.originalPictures(db, testId);
  return {
    test_id: testId,
    may_edit: mayEdit,
    pages: pages.map(describeImage),
    cuts: cuts.map((cut) => ({ question_id: cut.questionId, page_id: cut.pageId, x: cut.x, y: cut.y, width: cut.width, height: cut.height })),
    pictures: pictures.map((row) => ({ question_id: row.questionId ?? 0, width: row.width, height: row.height, url: originalImageUrl(row.id) })),
  };
}

/** Whether two lists of cuts put the same questions at the same places of the same pages, in the same order. */
const sameCuts = (saved: readonly OriginalCutRow[], wanted: readonly OriginalCutRow[]) =>
  saved.length === wanted.length &&
  saved.every((cut, i) => {
    const other = wanted[i]!;
    return cut.questionId === other.questionId && cut.pageId === other.pageId && cut.x === other.x && cut.y === other.y && cut.width === other.width && cut.height === other.height;
  });

/** The pages of an uploaded file, read whole before anything is stored; a RefusedScan becomes a 400 with its reason. */
async function readPages(bytes: Buffer, pagesBefore: number): Promise<PageImage[]> {
  try {
    const file = await openScanFile(bytes);
    try {
      const total = pagesBefore + file.pageCount;
      if (total > MAX_ORIGINAL_PAGES) throw badRequest(msg.originalPaper.tooManyPages(total, MAX_ORIGINAL_PAGES));
      const pages: PageImage[] = [];
      for (let i = 0; i < file.pageCount; i++) pages.push(await file.page(i));
      return pages;
    } finally {
      await file.close();
    }
  } catch (error) {
    if (error instanceof RefusedScan) throw badRequest(bytes.length > 0 && error.message === msg.scans.notAScan ? msg.originalPaper.notImageOrPdf : error.message);
    throw error;
  }
}

export class OriginalPaperService {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
  ) {}

  async read(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      const place = await accessOf(db, auth).requireTest(testId, 'resources');
      return describePaper(db, testId, place.administrator);
    });
  }

  async upload(auth: AuthContext, testId: number, content: Buffer | undefined) {
    const before = await this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'attach');
      return repo.pageCount(db, testId);
    });
    const bytes = content ?? Buffer.alloc(0);
    if (bytes.length === 0) throw badRequest(msg.originalPaper.empty);
    if (bytes.length > MAX_ORIGINAL_FILE_BYTES) throw badRequest(msg.originalPaper.tooLarge(MAX_ORIGINAL_FILE_BYTES / 1024 / 1024));
    const pages = await readPages(bytes, before);
    const stored: { storageKey: string; width: number; height: number }[] = [];
    try {
      for (const page of pages) {
        const storageKey = `original-${testId}-${randomUUID()}.${page.extension}`;
        const size = await imageSize(page.bytes);
        await this.storage.put(storageKey, page.bytes);
        stored.push({ storageKey, ...size });
      }
      return await this.database.tx(async (db) => {
        // counted again in the transaction: two uploads at once cannot pass the limit together
        const now = await repo.pageCount(db, testId);
        if (now + stored.length > MAX_ORIGINAL_PAGES) throw badRequest(msg.originalPaper.tooManyPages(now + stored.length, MAX_ORIGINAL_PAGES));
        const last = (await repo.originalPages(db, testId)).at(-1)?.sort ?? 0;
        await repo.insertOriginalImages(
          db,
          stored.map((page, i) => ({ testId, kind: 'page' as const, sort: last + i + 1, storageKey: page.storageKey, width: page.width, height: page.height })),
        );
        return describePaper(db, testId, true);
      });
    } catch (error) {
      await Promise.all(stored.map((page) => this.storage.delete(page.storageKey)));
      throw error;
    }
  }

  /** Keeps the pages named, in that order; the others go with their cuts, and the pictures are made again. */
  async orderPages(auth: AuthContext, testId: number, pageIds: readonly number[]) {
    const { removed, paper, pictures } = await this.database.tx(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'attach');
      const pages = await repo.originalPages(db, testId);
      const known = new Set(pages.map((page) => page.id));
      const seen = new Set<number>();
      for (const id of pageIds) {
        if (!known.has(id)) throw badRequest(msg.originalPaper.unknownPage(id));
        if (seen.has(id)) throw badRequest(msg.originalPaper.repeatedPage(id));
        seen.add(id);
      }
      const gone = pages.filter((page) => !seen.has(page.id));
      for (const [sort, id] of pageIds.entries()) await repo.setPageSort(db, id, sort + 1);
      await repo.deleteOriginalImages(
        db,
        gone.map((page) => page.id),
      );
      return { removed: gone, paper: await describePaper(db, testId, true), pictures: await repo.originalPictures(db, testId) };
    });
    await Promise.all(removed.map((page) => this.storage.delete(page.storageKey)));
    // a removed page took its cuts along: the pictures of the questions that had some are made anew
    if (removed.length === 0) return paper;
    await this.storePictures(testId, paper.cuts, pictures);
    return this.database.run((db) => describePaper(db, testId, true));
  }

  /**
   * Turns a page (a photo taken sideways): stored anew under a new key, its cuts removed (they no
   * longer fit it) and the pictures made again from the cuts left.
   */
  async rotatePage(auth: AuthContext, pageId: number, degrees: 90 | 180 | 270) {
    const page = await this.database.run(async (db) => {
      const found = await repo.originalImageById(db, pageId);
      if (!found || found.kind !== 'page') throw notFound(msg.originalPaper.notFound);
      await accessOf(db, auth).requireTest(found.testId, 'attach');
      return found;
    });
    const bytes = await this.storage.get(page.storageKey);
    if (!bytes) throw notFound(msg.originalPaper.bytesMissing);
    const turned = await turnedPage(bytes, degrees);
    const storageKey = `original-${page.testId}-${randomUUID()}.png`;
    await this.storage.put(storageKey, turned.bytes);
    let cutsRemoved: number;
    try {
      cutsRemoved = await this.database.tx(async (db) => {
        await repo.replacePageImage(db, page.id, { storageKey, width: turned.width, height: turned.height });
        return repo.deleteCutsOnPage(db, page.id);
      });
    } catch (error) {
      await this.storage.delete(storageKey);
      throw error;
    }
    await this.storage.delete(page.storageKey);
    if (cutsRemoved > 0) {
      const { cuts, pictures } = await this.database.run(async (db) => ({ cuts: (await describePaper(db, page.testId, true)).cuts, pictures: await repo.originalPictures(db, page.testId) }));
      await this.storePictures(page.testId, cuts, pictures);
    }
    return this.database.run((db) => describePaper(db, page.testId, true));
  }

  /**
   * Cuts a paper not cut yet (POST, 001 §7.5): never overwrites. On a paper already cut, the same
   * cuts again (a repeated call) answer the paper as it is, and other cuts are a conflict; the
   * check is made again under the paper's lock, so two first cuts at once cannot both be saved.
   */
  async createCuts(auth: AuthContext, testId: number, cuts: readonly CutInput[]) {
    const { before, pages } = await this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'attach');
      return { before: await repo.originalPictures(db, testId), pages: await repo.pageCount(db, testId) };
    });
    if (pages === 0) throw badRequest(msg.originalPaper.noPagesYet);
    await this.storePictures(testId, cuts, before, async (db, trimmed) => {
      await repo.lockPaper(db, testId);
      const saved = await repo.originalCuts(db, testId);
      if (saved.length === 0) return true;
      if (sameCuts(saved, trimmed)) return false;
      throw conflict(msg.originalPaper.alreadyCut);
    });
    return this.database.run((db) => describePaper(db, testId, true));
  }

  /** Replaces the paper's cuts and makes each cut question's picture from them. */
  async saveCuts(auth: AuthContext, testId: number, cuts: readonly CutInput[]) {
    const before = await this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'attach');
      return repo.originalPictures(db, testId);
    });
    await this.storePictures(testId, cuts, before);
    return this.database.run((db) => describePaper(db, testId, true));
  }

  /**
   * Checks the cuts against the paper's pages and questions, crops and stacks each question's
   * picture, stores the pictures and then, in one transaction, the cuts and picture rows; the
   * pictures they replace are removed afterwards. `guard` runs first in that transaction; when it
   * answers false or throws, everything stays as it was.
   */
  private async storePictures(
    testId: number,
    cuts: readonly CutInput[],
    replaced: readonly OriginalImageRow[],
    guard?: (db: Db, trimmed: readonly OriginalCutRow[]) => Promise<boolean>,
  ): Promise<void> {
    const { pages, labels } = await this.database.run(async (db) => ({
      pages: new Map((await repo.originalPages(db, testId)).map((page) => [page.id, page])),
      labels: new Map((await questionsOfTest(db, testId)).map((q) => [q.id, q.label])),
    }));
    const trimmed = cuts.map((cut, sort) => {
      const page = pages.get(cut.page_id);
      if (!page) throw badRequest(msg.originalPaper.unknownPage(cut.page_id));
      const label = labels.get(cut.question_id);
      if (label === undefined) throw badRequest(msg.originalPaper.unknownQuestion(cut.question_id));
      const box = trimCutToPage(cut, page);
      if (!box) throw badRequest(msg.originalPaper.cutOffPage(label));
      return { testId, questionId: cut.question_id, pageId: page.id, sort, ...box };
    });
    const byQuestion = new Map<number, typeof trimmed>();
    for (const cut of trimmed) byQuestion.set(cut.questionId, [...(byQuestion.get(cut.questionId) ?? []), cut]);
    const pageBytes = new Map<number, Buffer>();
    const bytesOf = async (pageId: number) => {
      const known = pageBytes.get(pageId);
      if (known) return known;
      const bytes = await this.storage.get(pages.get(pageId)!.storageKey);
      if (!bytes) throw notFound(msg.originalPaper.bytesMissing);
      pageBytes.set(pageId, bytes);
      return bytes;
    };
    const stored: { testId: number; kind: 'picture'; questionId: number; storageKey: string; width: number; height: number }[] = [];
    try {
      for (const [questionId, questionCuts] of byQuestion) {
        const parts = await Promise.all(questionCuts.map(async (cut) => ({ page: await bytesOf(cut.pageId), box: cut })));
        const picture = await questionPicture(parts);
        const storageKey = `original-${testId}-q${questionId}-${randomUUID()}.png`;
        await this.storage.put(storageKey, picture.bytes);
        stored.push({ testId, kind: 'picture', questionId, storageKey, width: picture.width, height: picture.height });
      }
      const replacing = await this.database.tx(async (db) => {
        if (guard && !(await guard(db, trimmed))) return false;
        await repo.replaceCutsAndPictures(db, testId, trimmed, stored);
        return true;
      });
      if (!replacing) {
        await Promise.all(stored.map((row) => this.storage.delete(row.storageKey)));
        return;
      }
    } catch (error) {
      await Promise.all(stored.map((row) => this.storage.delete(row.storageKey)));
      throw error;
    }
    await Promise.all(replaced.map((row) => this.storage.delete(row.storageKey)));
  }

  /** An original page or picture, for whoever may read the paper's attached files. */
  async image(auth: AuthContext, id: number): Promise<Buffer> {
    const row = await this.database.run(async (db) => {
      const found = await repo.originalImageById(db, id);
      if (!found) throw notFound(msg.originalPaper.notFound);
      await accessOf(db, auth).requireTest(found.testId, 'resources');
      return found;
    });
    const bytes = await this.storage.get(row.storageKey);
    if (!bytes) throw notFound(msg.originalPaper.bytesMissing);
    return bytes;
  }
}
