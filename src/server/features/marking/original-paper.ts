/**
 * The original paper in the marking window (spec 000 §2): a side of the student's answer sheet,
 * or, until whole sheets are scanned, the student's pieces placed on the template
 * (original-paper-layout.ts), for a marker who holds or has marked that student in the group. In blind marking the parts of
 * the sheet that say who the student is (name, exam number, barcode, as the template places
 * them) are blacked out in the image itself, so the page never reaches the marker unmasked: a
 * recognised sheet's masked copy is made and stored once, when its page is read
 * (scans/page-reading.ts), and served from storage.
 */
import { mayIdentifyStudent } from '../../../domain/student-visibility.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { requireOriginalPaper } from '../../access/marking-access.ts';
import type { MarkingAssignments } from '../../access/marking-assignments.ts';
import { mayReadAnswer } from '../../access/scan-access.ts';
import { scanAddresses } from '../files/scan-url.ts';
import { identityRects, maskIdentity } from './identity-mask.ts';
import { originalPaperLayout, type OriginalPaperLayout } from './original-paper-layout.ts';
import { answerSheetOf, templateInfoOf } from './original-paper-repository.ts';
import { paperNumbers } from './paper-numbers.ts';
import type { PartitionContexts } from './partition-context.ts';
import { piecesOnTest } from './scan-piece-repository.ts';
import { msg } from '../../../i18n/server.ts';


export class OriginalPapers {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
    private readonly contexts: PartitionContexts,
    private readonly assignments: MarkingAssignments,
  ) {}

  /**
   * The paper a marking request names, when the caller holds or has marked it in the group (an
   * adjudicator also one waiting for adjudication): the student behind the paper number, whether
   * the caller may know who it is, and the student's answer sheet and the test's template.
   */
  private async open(auth: AuthContext, q: { test_id: number; partition_id: number; student_id: number }) {
    const context = await this.contexts.get(q.partition_id);
    if (context.testId !== q.test_id) throw notFound(msg.marking.noAnswerSheet);
    const reader = await this.assignments.originalPaperReader(auth, q.partition_id);
    const identified = mayIdentifyStudent(reader, { showsStudent: context.showStudent });
    // in a blind group the request names the paper by the number the marking calls handed out
    const studentId = identified ? q.student_id : (await paperNumbers(this.database)).studentOf(context.id, q.student_id);
    if (studentId === undefined) throw forbidden(msg.access.originalPaperNotYours);
    const { sheet, templateInfo } = await this.database.run(async (db) => {
      await requireOriginalPaper(db, auth, reader, { partitionId: q.partition_id, studentId });
      return { sheet: await answerSheetOf(db, q.test_id, studentId), templateInfo: await templateInfoOf(db, q.test_id) };
    });
    return { context, studentId, identified, sheet, templateInfo };
  }

  async image(auth: AuthContext, q: { test_id: number; partition_id: number; student_id: number; side: number }): Promise<Buffer> {
    const { sheet, identified, templateInfo } = await this.open(auth, q);
    if (!sheet) throw notFound(msg.marking.noAnswerSheet);
    const key = q.side === 2 ? sheet.sideB : sheet.sideA;
    if (!key) throw notFound(msg.marking.noSheetSide(q.side));
    // a blind group's marker is served the copy stored masked when the sheet was recognised
    const maskedKey = q.side === 2 ? sheet.sideBMasked : sheet.sideAMasked;
    const page = await this.storage.get(identified ? key : (maskedKey ?? key));
    if (!page) throw notFound(msg.marking.noSheetSide(q.side));
    if (identified || maskedKey) return page;
    // a sheet stored before masked copies were kept: masked here, so it never reaches the marker unmasked
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
