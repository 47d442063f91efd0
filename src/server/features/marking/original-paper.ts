/**
 * The original paper in the marking window (spec 000 §2): a side of the student's answer sheet,
 * or, until whole sheets are scanned, the student's pieces placed on the template
 * (original-paper-layout.ts), for a marker who holds or has marked that student in the group. In blind marking the parts of
 * the sheet that say who the student is (name, exam number, barcode, as the template places
 * them) are blacked out in the image itself, so the page never reaches the marker unmasked.
 */
import sharp from 'sharp';
import { mayIdentifyStudent } from '../../../domain/student-visibility.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { answerSheets, tests } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { mayReadAnswer } from '../../access/scan-access.ts';
import { scanAddresses } from '../files/scan-url.ts';
import { query } from '../../db/query.ts';
import { originalPaperLayout, type OriginalPaperLayout } from './original-paper-layout.ts';
import { paperNumbers } from './paper-numbers.ts';
import type { PartitionContexts } from './partition-context.ts';
import { piecesOnTest } from './scan-piece-repository.ts';

export const OriginalPaperMessage = {
  notYours: '只能查看自己正在评阅或评阅过的学生的原卷',
  noSheet: '该学生没有扫描的答题卡',
  noSide: (side: number) => `该答题卡没有${side === 1 ? 'A' : 'B'}面`,
} as const;

/** A rectangle of the template that identifies the student, on side 1 (A) or 2 (B). */
export interface IdentityRect {
  side: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const IDENTITY_KEYS = ['nameRect', 'numberRect', 'barcodeRect'] as const;

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * The identifying rectangles of a stored template, in template pixels. A designed card's
 * template keeps them under template_info with a page counted from 0; an imported one keeps
 * them at the top with side 'a' or 'b'.
 */
export function identityRects(templateInfo: unknown): { rects: IdentityRect[]; width: number; height: number } | undefined {
  const info = asRecord(templateInfo);
  if (!info) return undefined;
  const width = Number(info.temp_width);
  const height = Number(info.temp_height);
  if (!(width > 0 && height > 0)) return undefined;
  const holder = asRecord(info.template_info) ?? info;
  const rects = IDENTITY_KEYS.flatMap((key) => {
    const rect = asRecord(holder[key]);
    if (!rect) return [];
    const [x, y, w, h] = [rect.x, rect.y, rect.width, rect.height].map(Number);
    if (![x, y, w, h].every(Number.isFinite) || w <= 0 || h <= 0) return [];
    const side = rect.side === 'b' ? 2 : rect.side === 'a' ? 1 : Number.isInteger(rect.page) ? Number(rect.page) + 1 : 1;
    return [{ side, x, y, width: w, height: h }];
  });
  return { rects, width, height };
}

export class OriginalPapers {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
    private readonly contexts: PartitionContexts,
  ) {}

  /**
   * The paper a marking request names, when the caller holds or has marked it in the group (an
   * adjudicator also one waiting for adjudication): the student behind the paper number, whether
   * the caller may know who it is, and the student's answer sheet and the test's template.
   */
  private async open(auth: AuthContext, q: { test_id: number; partition_id: number; student_id: number }) {
    const context = await this.contexts.get(q.partition_id);
    if (context.testId !== q.test_id) throw notFound(OriginalPaperMessage.noSheet);
    const marker = await this.contexts.assignment(q.partition_id, auth.userId, 'marker');
    const judge = await this.contexts.assignment(q.partition_id, auth.userId, 'judge');
    if (!marker && !judge) throw forbidden(OriginalPaperMessage.notYours);
    const identified = mayIdentifyStudent(judge ? 'judge' : 'marker', { showsStudent: context.showStudent });
    // in a blind group the request names the paper by the number the marking calls handed out
    const studentId = identified ? q.student_id : (await paperNumbers(this.database)).studentOf(context.id, q.student_id);
    if (studentId === undefined) throw forbidden(OriginalPaperMessage.notYours);
    const { sheet, templateInfo, mine } = await this.database.run(async (db) => {
      const rows = await query<{ mine: boolean }>(db, mineQuery(Boolean(judge), q.partition_id, studentId, auth.userId));
      const [found] = await db.select().from(answerSheets).where(and(eq(answerSheets.testId, q.test_id), eq(answerSheets.studentId, studentId)));
      const [test] = await db.select({ templateInfo: tests.templateInfo }).from(tests).where(eq(tests.id, q.test_id));
      return { sheet: found, templateInfo: test?.templateInfo, mine: Boolean(rows[0]?.mine) };
    });
    if (!mine) throw forbidden(OriginalPaperMessage.notYours);
    return { context, studentId, identified, sheet, templateInfo };
  }

  async image(auth: AuthContext, q: { test_id: number; partition_id: number; student_id: number; side: number }): Promise<Buffer> {
    const { sheet, identified, templateInfo } = await this.open(auth, q);
    if (!sheet) throw notFound(OriginalPaperMessage.noSheet);
    const key = q.side === 2 ? sheet.sideB : sheet.sideA;
    const page = key ? await this.storage.get(key) : null;
    if (!page) throw notFound(OriginalPaperMessage.noSide(q.side));
    if (identified) return sharp(page).jpeg({ quality: 85 }).toBuffer();
    return maskIdentity(page, identityRects(templateInfo), q.side);
  }

  /**
   * The original paper as a layout on the template (original-paper-layout.ts): the student's
   * pieces of every group of the test that the caller may see now — the rule each piece's address
   * is checked by — and which sides have a whole-sheet scan.
   */
  async layout(auth: AuthContext, q: { test_id: number; partition_id: number; student_id: number }): Promise<OriginalPaperLayout> {
    const { context, studentId, identified, sheet, templateInfo } = await this.open(auth, q);
    const addresses = await scanAddresses(this.database);
    const pieces = await this.database.run(async (db) => {
      const all = await piecesOnTest(db, q.test_id, studentId);
      const visible = new Set<number>();
      for (const partitionId of new Set(all.map((p) => p.partitionId))) {
        if (await mayReadAnswer(db, auth, { partitionId, studentId })) visible.add(partitionId);
      }
      return all.filter((p) => visible.has(p.partitionId));
    });
    return originalPaperLayout({
      template: identityRects(templateInfo),
      scanned: { 1: Boolean(sheet?.sideA), 2: Boolean(sheet?.sideB) },
      pieces,
      currentPartitionId: context.id,
      identified,
      urlOf: (partitionId, index) => addresses.url(auth.userId, { kind: 'piece', partitionId, studentId, index }),
    });
  }
}

/** Whether the student is held or marked by me in the group; an adjudicator may also look at those waiting for adjudication. */
function mineQuery(isJudge: boolean, partitionId: number, studentId: number, teacherId: number) {
  return sql`
    SELECT EXISTS (SELECT 1 FROM marking_claims c WHERE c.unit_id = u.id AND c.teacher_id = ${teacherId})
        OR EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.teacher_id = ${teacherId})
        ${isJudge ? sql`OR u.state = 'judge'` : sql``} AS mine
    FROM marking_units u WHERE u.partition_id = ${partitionId} AND u.student_id = ${studentId}`;
}

/** Blacks out the identifying rectangles of this side, scaled from the template to the scan. */
export async function maskIdentity(page: Buffer, template: ReturnType<typeof identityRects>, side: number): Promise<Buffer> {
  const image = sharp(page);
  const meta = await image.metadata();
  const onSide = template?.rects.filter((r) => r.side === side) ?? [];
  if (!meta.width || !meta.height || onSide.length === 0 || !template) return image.jpeg({ quality: 85 }).toBuffer();
  const sx = meta.width / template.width;
  const sy = meta.height / template.height;
  const boxes = onSide.flatMap((r) => {
    const left = Math.max(0, Math.round(r.x * sx));
    const top = Math.max(0, Math.round(r.y * sy));
    const width = Math.min(meta.width! - left, Math.round(r.width * sx));
    const height = Math.min(meta.height! - top, Math.round(r.height * sy));
    if (width <= 0 || height <= 0) return [];
    return [{ input: { create: { width, height, channels: 3 as const, background: { r: 40, g: 40, b: 40 } } }, left, top }];
  });
  return image.composite(boxes).jpeg({ quality: 85 }).toBuffer();
}
