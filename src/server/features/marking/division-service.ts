/**
 * The division of a test into question groups (spec 000 §5 "题块切割"): each group's region
 * rectangles on the answer-sheet template or its blanks' own rectangles, read by the group's
 * people and changed by the school's administrators. A change is seen by the marking calls at
 * once (the group's kept context is forgotten).
 */
import { requireMarkingAdministrator, requireMarkingFollower } from '../../access/marking-access.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import type { PartitionContexts } from './partition-context.ts';
import { describeQuestions } from './partition-questions.ts';
import { partitionsOfTest, placeBlank, testById, updateDivision, type RegionRect } from './partition-repository.ts';
import { msg } from '../../../i18n/server.ts';


export interface DivisionPatch {
  test_correct_type?: number;
  rect_divide?: { x: number; y: number; width: number; height: number; page?: number }[];
  emptys?: { show_order: number; key: string; x: number; y: number; width: number; height: number }[];
}

export class Divisions {
  constructor(
    private readonly database: Database,
    private readonly contexts: PartitionContexts,
  ) {}

  async division(auth: AuthContext, testId: number) {
    const { parts, test } = await this.database.run(async (db) => {
      await requireMarkingFollower(db, auth, testId);
      return { parts: await partitionsOfTest(db, testId), test: (await testById(db, testId))! };
    });
    const result = [];
    for (const p of parts) {
      const context = await this.contexts.get(p.id);
      result.push({ id: p.id, name: p.name, test_correct_type: p.testCorrectType, config: { rect_divide: p.rectDivide ?? [], question_config: describeQuestions(context) } });
    }
    return { partitions: result, static: { is_sub_finish_divide: test.isSubFinishDivide }, template_info: (test.templateInfo as Record<string, unknown> | null) ?? null };
  }

  async change(auth: AuthContext, partitionId: number, body: DivisionPatch): Promise<void> {
    const context = await this.contexts.get(partitionId);
    await this.database.tx(async (db) => {
      await requireMarkingAdministrator(db, auth, context.testId, 'divide');
      if (body.test_correct_type !== undefined || body.rect_divide !== undefined) {
        await updateDivision(db, partitionId, {
          ...(body.test_correct_type !== undefined ? { testCorrectType: body.test_correct_type } : {}),
          ...(body.rect_divide !== undefined ? { rectDivide: body.rect_divide.map((r): RegionRect => ({ ...r, page: r.page ?? 1 })) } : {}),
        });
      }
      for (const e of body.emptys ?? []) {
        const question = context.questions.find((q) => q.showOrder === e.show_order);
        const blank = question?.blanks.find((b) => b.key === e.key);
        if (!blank) throw badRequest(msg.marking.unknownBlank(String(e.show_order), e.key));
        await placeBlank(db, blank.id, { x: e.x, y: e.y, width: e.width, height: e.height });
      }
    });
    this.contexts.forget(partitionId);
  }
}
