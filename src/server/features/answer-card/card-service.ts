/**
 * The designed answer sheet of a test on the server: the designer's card (saved with a version
 * so that two people editing at once never overwrite each other), and the recognition template
 * from which the test's question groups are created — what the designer lays out is exactly what
 * marking cuts.
 */
import sharp from 'sharp';
import { cardProblem } from '../../../domain/answer-card/validate.ts';
import { subjectName } from '../../../domain/enums.ts';
import { accessOf } from '../../access/access-service.ts';
import { msg } from '../../../i18n/server.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { blackRate } from '../../storage/black-rate.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import type { PartitionContexts } from '../marking/partition-context.ts';
import * as repo from './card-repository.ts';
import { stackTops } from '../../../domain/division-geometry.ts';


/** Cut pieces are stored as JPEG at this quality, like the scans themselves. */
const PIECE_JPEG_QUALITY = 80;
/** Page scans cut at the same time. */
const CUT_CONCURRENCY = 4;

type PageRect = { page: number; x: number; y: number; width: number; height: number };

export interface TemplateBody {
  version: 'v2';
  pageSize: 'A3' | 'A4';
  pageCount: number;
  temp_width: number;
  temp_height: number;
  partitions: {
    name: string;
    rect_divide: PageRect[];
    question_config: { show_order: number; name: string; full_mark: number; qNums?: string[]; emptys: (PageRect & { key: string; label: string })[] }[];
  }[];
  [key: string]: unknown;
}

/** Where a template blank lies in the group picture, or null when no rect of the group holds it. */
function blankInGroup(rects: readonly PageRect[], blank: PageRect) {
  const tops = stackTops(rects);
  const i = rects.findIndex(
    (r) => r.page === blank.page && blank.x >= r.x && blank.y >= r.y && blank.x + blank.width <= r.x + r.width && blank.y + blank.height <= r.y + r.height,
  );
  if (i < 0) return null;
  return { x: blank.x - rects[i].x, y: tops[i] + blank.y - rects[i].y, width: blank.width, height: blank.height };
}

/** Whether a rectangle lies on one of the template's pages, inside it. */
function onPage(template: TemplateBody, rect: PageRect): boolean {
  return rect.page < template.pageCount && rect.x + rect.width <= template.temp_width && rect.y + rect.height <= template.temp_height;
}

/**
 * What makes a template unusable for marking, or null: a question number twice (a student's
 * score would count twice), or a region or blank off the pages (nothing could be cut there).
 */
export function templateProblem(template: TemplateBody): string | null {
  const orders = template.partitions.flatMap((p) => p.question_config.map((q) => q.show_order));
  const repeated = orders.find((order, i) => orders.indexOf(order) !== i);
  if (repeated !== undefined) return msg.answerCard.duplicateQuestion(repeated);
  const off = template.partitions.find((p) => !p.rect_divide.every((r) => onPage(template, r)) || !p.question_config.every((q) => q.emptys.every((e) => onPage(template, e))));
  return off ? msg.answerCard.offPage(off.name) : null;
}

/**
 * A question's full mark shared among its blanks on the half-point grid: equal shares, the
 * rest on the last blank, so that the blanks always add up to the question.
 */
export function shareFullMark(fullMark: number, blankCount: number): number[] {
  if (blankCount <= 1) return [fullMark];
  const share = Math.floor((fullMark / blankCount) * 2) / 2;
  const shares = Array.from({ length: blankCount - 1 }, () => share);
  return [...shares, Math.round((fullMark - share * (blankCount - 1)) * 10) / 10];
}

/** The smallest score step a mark allows: half points when it has one. */
function stepOf(mark: number): number {
  return Number.isInteger(mark) ? 1 : 0.5;
}

export class AnswerCardService {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
    private readonly contexts: PartitionContexts,
  ) {}

  /**
   * The designs saved for tests of the caller's schools (a super administrator's: every school),
   * the newest save first, as the card list shows them; a design is opened with design().
   */
  async designs(auth: AuthContext, q: { page_no?: number; page_size?: number }) {
    const pageSize = q.page_size ?? 10;
    const pageNo = q.page_no ?? 1;
    return this.database.run(async (db) => {
      const schoolIds = await accessOf(db, auth).visibleSchoolIds();
      const { rows, total } = await repo.listDesigns(db, schoolIds, { limit: pageSize, offset: (pageNo - 1) * pageSize });
      return {
        result: rows.map((row) => ({
          test_id: row.testId,
          test_name: row.testName,
          subject_id: row.subjectId,
          subject_name: subjectName(row.subjectId),
          examination_id: row.examId,
          examination_name: row.examName,
          title: row.title,
          page_size: row.pageSize === 'A4' ? ('A4' as const) : ('A3' as const),
          section_count: row.sectionCount,
          version: row.version,
          updated_at: row.updatedAt.toISOString(),
          updated_by: row.realName || row.userName,
        })),
        total,
      };
    });
  }

  async design(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'design');
      const row = await repo.designOf(db, testId);
      if (!row) return null;
      return { card: row.card as Record<string, unknown>, version: row.version, updated_at: row.updatedAt.toISOString(), updated_by: row.realName || row.userName };
    });
  }

  /** Saves over the version the designer loaded (0: the first save); another version → 409. */
  async save(auth: AuthContext, testId: number, body: { card: Record<string, unknown>; version: number }) {
    return this.database.run(async (db) => {
      // who may save is answered before what is wrong with the card: no card reveals a test to an outsider
      await accessOf(db, auth).requireTest(testId, 'design');
      const problem = cardProblem(body.card);
      if (problem) throw badRequest(problem);
      const saved = await repo.saveDesign(db, testId, body.version, { card: body.card, version: body.version + 1, updatedBy: auth.userId, updatedAt: new Date() });
      if (!saved) throw conflict(msg.answerCard.staleDesign);
      return { version: saved.version, updated_at: saved.updatedAt.toISOString() };
    });
  }

  /**
   * Stores the recognition template and makes the test's question groups from it: a group per
   * template partition (its questions, blanks and rectangles); groups of the same name keep
   * their markers and rule. Students with a scanned sheet get a unit per group, and their
   * pages are cut into the groups' pieces.
   */
  async saveTemplate(auth: AuthContext, testId: number, template: TemplateBody) {
    const created = await this.database.tx(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'template');
      const problem = templateProblem(template);
      if (problem) throw badRequest(problem);
      await this.refuseOnceMarked(db, testId);
      // a paper whose questions were set in exam setup: the template groups them by paper order
      const paper = await repo.paperQuestions(db, testId);
      const kept = await repo.removeGroups(db, testId, paper !== undefined);
      // new groups are marked the way the paper is (by region, by blank, or region then blank)
      const correctType = await repo.correctTypeOf(db, testId);
      const groups = [];
      for (const [index, part] of template.partitions.entries()) {
        const before = kept.get(part.name);
        const partition = await repo.insertPartition(db, {
          testId,
          name: part.name,
          alias: before?.alias ?? '',
          showOrder: part.question_config[0]?.show_order ?? index + 1,
          testCorrectType: before?.testCorrectType ?? correctType,
          markingPolicy: before?.markingPolicy ?? 'single',
          tolerance: before?.tolerance ?? 0,
          quotaStrict: before?.quotaStrict ?? false,
          markingShowStudent: before?.markingShowStudent ?? false,
          // marking pages count from 1, the template from 0
          rectDivide: part.rect_divide.map((r) => ({ ...r, page: r.page + 1 })),
        });
        let fullMark = 0;
        for (const q of part.question_config) {
          const placed = q.emptys.map((e) => {
            const rect = blankInGroup(part.rect_divide, e);
            if (!rect) throw badRequest(msg.answerCard.blankOutsideGroup(part.name));
            return rect;
          });
          const shares = shareFullMark(q.full_mark, Math.max(1, q.emptys.length));
          const blankRows =
            q.emptys.length === 0
              ? [{ key: '1', label: '', fullMark: q.full_mark, step: stepOf(q.full_mark) }]
              : q.emptys.map((e, i) => ({ key: String(i + 1), label: e.label, fullMark: shares[i], step: stepOf(shares[i]), ...placed[i] }));
          if (paper) {
            // the area's question numbers (a card's area may hold several questions), else its name
            const own = (q.qNums ?? [q.name]).flatMap((label) => paper.get(label) ?? []);
            if (own.length === 0) throw badRequest(msg.exam.templateQuestionNotOnPaper(q.name));
            const paperMark = Math.round(own.reduce((sum, o) => sum + o.fullMark, 0) * 10) / 10;
            if (paperMark !== q.full_mark) throw badRequest(msg.exam.templateMarkDiffers(q.name, q.full_mark, paperMark));
            for (const o of own) {
              // the template's blanks belong to a question alone in its area; several share no blanks
              const rows = own.length === 1 ? blankRows : [{ key: '1', label: '', fullMark: o.fullMark, step: stepOf(o.fullMark) }];
              await repo.groupQuestion(db, o.id, partition.id, rows);
            }
          } else {
            const question = { testId, partitionId: partition.id, showOrder: q.show_order, label: String(q.show_order), questionType: q.emptys.length > 0 ? 'empty_spaces' : 'big_spaces', fullMark: q.full_mark };
            await repo.insertQuestion(db, question, blankRows);
          }
          fullMark += q.full_mark;
        }
        if (before) await repo.assignTeachers(db, partition.id, before.teachers);
        groups.push({ id: partition.id, name: part.name, full_mark: Math.round(fullMark * 10) / 10, questions: part.question_config.length, rects: part.rect_divide, policy: partition.markingPolicy });
      }
      const sheets = await repo.sheetsOfTest(db, testId);
      const units = groups.flatMap((g) => sheets.map((s) => ({ partitionId: g.id, studentId: s.studentId, marksNeeded: g.policy === 'single' ? 1 : 2 })));
      await repo.insertUnits(db, units);
      await repo.setTemplate(db, testId, template, groups.length > 0);
      return { groups, sheets, units: units.length };
    });
    for (const group of created.groups) this.contexts.forget(group.id);
    const pieces = await this.cutPieces(testId, template, created.groups, created.sheets);
    return { partitions: created.groups.map(({ id, name, full_mark, questions }) => ({ id, name, full_mark, questions })), units: created.units, pieces };
  }

  /** Removes the template and its question groups (before marking starts). */
  async deleteTemplate(auth: AuthContext, testId: number): Promise<void> {
    const removed = await this.database.tx(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'template');
      await this.refuseOnceMarked(db, testId);
      const kept = await repo.removeGroups(db, testId, (await repo.paperQuestions(db, testId)) !== undefined);
      await repo.setTemplate(db, testId, null, false);
      return [...kept.values()].map((k) => k.id);
    });
    for (const id of removed) this.contexts.forget(id);
  }

  /** Refuses once a mark exists; holds the test (see lockTest) for the rest of the transaction. */
  private async refuseOnceMarked(db: Db, testId: number): Promise<void> {
    await repo.lockTest(db, testId);
    if (await repo.hasMarks(db, testId)) throw conflict(msg.answerCard.markingStarted);
  }

  /**
   * Stores cut pieces of groups that still exist: the pieces are cut after the groups were
   * committed, and a division made meanwhile may already have replaced them.
   */
  private async storePieces(db: Db, testId: number, rows: repo.NewPiece[]): Promise<number> {
    await repo.lockTest(db, testId);
    const live = await repo.partitionIdsOfTest(db, testId);
    const kept = rows.filter((row) => live.has(row.partitionId));
    await repo.insertPieces(db, kept);
    return kept.length;
  }

  /**
   * Cuts each student's page scans into the pieces of every group, scaled from template pixels
   * to the scan and back, so that all pieces of a group have the template's size and the
   * blanks' rectangles fit every student. A student whose page is missing keeps no piece there.
   */
  private async cutPieces(testId: number, template: TemplateBody, groups: { id: number; rects: PageRect[] }[], sheets: repo.SheetRow[]): Promise<number> {
    let stored = 0;
    const queue = [...sheets];
    const worker = async () => {
      for (let sheet = queue.shift(); sheet; sheet = queue.shift()) {
        const pages = [sheet.sideA, sheet.sideB];
        const images = new Map<number, { image: Buffer; width: number; height: number }>();
        const pageImage = async (page: number) => {
          if (!images.has(page)) {
            const key = pages[page];
            const image = key ? await this.storage.get(key) : null;
            const meta = image ? await sharp(image).metadata() : null;
            if (image && meta?.width && meta.height) images.set(page, { image, width: meta.width, height: meta.height });
          }
          return images.get(page);
        };
        const rows: repo.NewPiece[] = [];
        for (const group of groups) {
          const tops = stackTops(group.rects);
          for (const [seq, rect] of group.rects.entries()) {
            const page = await pageImage(rect.page);
            if (!page) continue;
            const scaleX = page.width / template.temp_width;
            const scaleY = page.height / template.temp_height;
            const left = Math.min(page.width - 1, Math.round(rect.x * scaleX));
            const top = Math.min(page.height - 1, Math.round(rect.y * scaleY));
            const width = Math.max(1, Math.min(page.width - left, Math.round(rect.width * scaleX)));
            const height = Math.max(1, Math.min(page.height - top, Math.round(rect.height * scaleY)));
            const piece = await sharp(page.image).extract({ left, top, width, height }).resize(rect.width, rect.height, { fit: 'fill' }).jpeg({ quality: PIECE_JPEG_QUALITY }).toBuffer();
            const storageKey = `cut-${testId}-${group.id}-${sheet.studentId}-${seq}.jpg`;
            await this.storage.put(storageKey, piece);
            rows.push({ partitionId: group.id, studentId: sheet.studentId, seq, storageKey, width: rect.width, height: rect.height, x: 0, y: tops[seq], blackRate: await blackRate(piece) });
          }
        }
        // awaited before it is added: the workers add to the same count
        const kept = rows.length > 0 ? await this.database.tx((db) => this.storePieces(db, testId, rows)) : 0;
        stored += kept;
      }
    };
    await Promise.all(Array.from({ length: CUT_CONCURRENCY }, worker));
    return stored;
  }
}
