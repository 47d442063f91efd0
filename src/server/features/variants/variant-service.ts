/**
 * Similar questions and variants (spec 001 §2.4–2.6, §7.2): teachers pick bank questions as
 * similar questions of a paper's question, for one class or for the whole paper; the system
 * suggests candidates ranked by similarity, offers public ones and a whole-bank search.
 *
 * Access follows the exam analysis: a member of the test's school (or the super administrator);
 * a subject teacher or class head works on a class's similar questions only for the classes
 * they teach. Bank questions are the public bank and the user's schools' own.
 */
import {
  bankTypeOf,
  isValidKeyword,
  KEYWORD_MAX_LENGTH,
  KEYWORD_MIN_LENGTH,
  PUBLIC_SIMILARITY_FLOOR,
  SIMILAR_PAGE_SIZE,
  VariantListSource,
} from '../../../domain/question-bank.ts';
import type { Database, Db } from '../../db/database.ts';
import { accessOf } from '../../access/access-service.ts';
import { requireClassView, type Viewer } from '../../access/analysis-viewer.ts';
import { badRequest, conflict, notFound, forbidden } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as analysisRepo from '../analysis/analysis-repository.ts';
import type { TestRow } from '../analysis/analysis-targets.ts';
import * as repo from './variant-repository.ts';
import type { BankRow, BankVisibility, Original, VariantRow } from './variant-repository.ts';
import { msg } from '../../../i18n/server.ts';

type PickedFrom = 'suggested' | 'search' | 'public';

interface Paging {
  page_no?: number;
  page_size?: number;
}

function pageOf(q: Paging): { limit: number; offset: number } {
  const limit = q.page_size ?? SIMILAR_PAGE_SIZE;
  return { limit, offset: ((q.page_no ?? 1) - 1) * limit };
}

export function describeBankQuestion(row: BankRow) {
  return {
    question_id: row.id,
    subject_id: row.subjectId,
    grade_type: row.gradeType,
    type_id: row.typeId,
    type_name: row.typeName,
    question_type: row.questionType,
    text: row.text,
    options: row.options,
    answer: row.answer,
    jieda: row.jieda,
    tags: row.tags,
    difficulty: row.difficulty,
    source: row.source,
    public: row.schoolId === null,
  };
}

function describeVariant(variant: VariantRow, question: BankRow) {
  return {
    ...describeBankQuestion(question),
    variant_id: variant.id,
    test_id: variant.testId,
    original_question_id: variant.originalQuestionId,
    class_id: variant.classId,
    picked_from: variant.pickedFrom,
    created_by: variant.createdBy,
  };
}

/** Postgres' unique_violation: a concurrent request set the same question first. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}

interface OpenedTest {
  test: TestRow;
  viewer: Viewer;
  examId: number;
}

export class VariantService {
  constructor(private readonly database: Database) {}

  /** The bank questions the user may see: the public bank and their schools' own (every school's for the super administrator). */
  private async visibility(db: Db, auth: AuthContext): Promise<BankVisibility> {
    const schoolIds = await accessOf(db, auth).visibleSchoolIds();
    return schoolIds && { schoolIds };
  }

  private async openTest(db: Db, auth: AuthContext, testId: number): Promise<OpenedTest> {
    const { viewer, examId } = await accessOf(db, auth).requireTest(testId, 'analyse');
    return { test: (await analysisRepo.testById(db, testId))!, viewer, examId };
  }

  /** A class of the exam this user may work on; class 0 is the paper and always allowed. */
  private async checkClass(db: Db, opened: OpenedTest, classId: number): Promise<void> {
    if (classId === 0) return;
    if (!(await analysisRepo.examClassesOf(db, opened.examId)).some((c) => c.id === classId)) throw notFound(msg.variants.classNotInExam);
    requireClassView(opened.viewer, classId);
  }

  private async original(db: Db, test: TestRow, questionId: number): Promise<Original> {
    const question = await repo.questionById(db, questionId);
    if (!question) throw notFound(msg.marking.unknownQuestion);
    if (question.testId !== test.id) throw notFound(msg.variants.questionNotInTest);
    return { text: question.text, typeId: bankTypeOf(question.questionType).id, tagIds: (question.tags ?? []).map((t) => t.id) };
  }

  /** A bank question this user may set for this test's subject. */
  private async usableBankQuestion(db: Db, auth: AuthContext, test: TestRow, questionId: number): Promise<BankRow> {
    const row = await repo.bankQuestionById(db, questionId);
    if (!row) throw notFound(msg.variants.bankQuestionNotFound);
    if (row.schoolId !== null && !(await accessOf(db, auth).isSchoolMember(row.schoolId))) throw forbidden(msg.variants.bankQuestionNotVisible);
    if (row.subjectId !== test.subjectId) throw badRequest(msg.variants.subjectMismatch);
    return row;
  }

  async list(auth: AuthContext, q: { test_id: number; original_question_id: number; class_id?: number; source?: number } & Paging) {
    const classId = q.class_id ?? 0;
    const { limit, offset } = pageOf(q);
    return this.database.run(async (db) => {
      const opened = await this.openTest(db, auth, q.test_id);
      await this.checkClass(db, opened, classId);
      const original = await this.original(db, opened.test, q.original_question_id);
      if ((q.source ?? VariantListSource.setByTeachers) === VariantListSource.public) {
        const ranked = await repo.rankedBankQuestions(db, {
          subjectId: opened.test.subjectId,
          original,
          visibility: await this.visibility(db, auth),
          publicOnly: true,
          sameTypeOnly: true,
          minTextSimilarity: PUBLIC_SIMILARITY_FLOOR,
          limit,
          offset,
        });
        return {
          total: ranked.total,
          result: ranked.rows.map(({ row }) => ({
            ...describeBankQuestion(row),
            variant_id: 0,
            test_id: opened.test.id,
            original_question_id: q.original_question_id,
            class_id: 0,
            picked_from: 'public' as const,
            created_by: 0,
          })),
        };
      }
      const { total, rows } = await repo.variantsOf(db, opened.test.id, q.original_question_id, classId, limit, offset);
      return { total, result: rows.map((r) => describeVariant(r.variant, r.question)) };
    });
  }

  async set(auth: AuthContext, body: { test_id: number; original_question_id: number; question_id: number; class_id?: number; picked_from?: PickedFrom }) {
    const classId = body.class_id ?? 0;
    return this.database.tx(async (db) => {
      const opened = await this.openTest(db, auth, body.test_id);
      await this.checkClass(db, opened, classId);
      await this.original(db, opened.test, body.original_question_id);
      await this.usableBankQuestion(db, auth, opened.test, body.question_id);
      if (await repo.findVariant(db, opened.test.id, body.original_question_id, classId, body.question_id)) throw conflict(msg.variants.alreadySet);
      try {
        const id = await repo.insertVariant(db, {
          testId: opened.test.id,
          originalQuestionId: body.original_question_id,
          classId,
          questionId: body.question_id,
          pickedFrom: body.picked_from ?? 'suggested',
          createdBy: auth.userId,
        });
        return { variant_id: id };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(msg.variants.alreadySet);
        throw error;
      }
    });
  }

  async get(auth: AuthContext, id: number) {
    return this.database.run(async (db) => {
      const { variant, question } = await this.openVariant(db, auth, id);
      return describeVariant(variant, question);
    });
  }

  /** A set similar question, after the access check of its test and class. */
  private async openVariant(db: Db, auth: AuthContext, id: number) {
    const found = await repo.variantById(db, id);
    if (!found) throw notFound(msg.variants.variantNotFound);
    const opened = await this.openTest(db, auth, found.variant.testId);
    if (found.variant.classId > 0) requireClassView(opened.viewer, found.variant.classId);
    return { ...found, opened };
  }

  async change(auth: AuthContext, id: number, change: { question_id?: number; class_id?: number }) {
    return this.database.tx(async (db) => {
      const { opened, ...found } = await this.openVariant(db, auth, id);
      const classId = change.class_id ?? found.variant.classId;
      const questionId = change.question_id ?? found.variant.questionId;
      await this.checkClass(db, opened, classId);
      if (change.question_id !== undefined) await this.usableBankQuestion(db, auth, opened.test, questionId);
      const clash = await repo.findVariant(db, opened.test.id, found.variant.originalQuestionId, classId, questionId);
      if (clash && clash.id !== id) throw conflict(msg.variants.alreadySet);
      try {
        await repo.updateVariant(db, id, { questionId, classId });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(msg.variants.alreadySet);
        throw error;
      }
      const updated = (await repo.variantById(db, id))!;
      return describeVariant(updated.variant, updated.question);
    });
  }

  async remove(auth: AuthContext, id: number, subjectId: number) {
    return this.database.tx(async (db) => {
      const { opened } = await this.openVariant(db, auth, id);
      if (subjectId && subjectId !== opened.test.subjectId) throw badRequest(msg.variants.subjectMismatch);
      await repo.deleteVariant(db, id);
      return { variant_id: id };
    });
  }

  async removeAll(auth: AuthContext, testId: number, q: { original_question_id: number; class_id?: number }) {
    const classId = q.class_id ?? 0;
    return this.database.tx(async (db) => {
      const opened = await this.openTest(db, auth, testId);
      await this.checkClass(db, opened, classId);
      await this.original(db, opened.test, q.original_question_id);
      return { removed: await repo.deleteVariantsOf(db, testId, q.original_question_id, classId) };
    });
  }

  async suggest(auth: AuthContext, q: { test_id: number; original_question_id: number } & Paging) {
    const { limit, offset } = pageOf(q);
    return this.database.run(async (db) => {
      const opened = await this.openTest(db, auth, q.test_id);
      const original = await this.original(db, opened.test, q.original_question_id);
      const ranked = await repo.rankedBankQuestions(db, { subjectId: opened.test.subjectId, original, visibility: await this.visibility(db, auth), limit, offset });
      return { total: ranked.total, result: ranked.rows.map(({ row, similarity }) => ({ ...describeBankQuestion(row), similarity: Math.round(similarity * 1000) / 1000 })) };
    });
  }

  async flags(auth: AuthContext, q: { test_id: number; original_question_id: number; class_id?: number; question_ids: number[] }) {
    const classId = q.class_id ?? 0;
    return this.database.run(async (db) => {
      const opened = await this.openTest(db, auth, q.test_id);
      await this.checkClass(db, opened, classId);
      await this.original(db, opened.test, q.original_question_id);
      const set = await repo.variantsAmong(db, opened.test.id, q.original_question_id, classId, q.question_ids);
      const byQuestion = new Map(set.map((v) => [v.questionId, v.id]));
      return { list: q.question_ids.map((id) => ({ question_id: id, flag: byQuestion.has(id), variant_id: byQuestion.get(id) ?? 0 })) };
    });
  }

  async counts(auth: AuthContext, q: { test_id: number; original_ids: number[]; class_id?: number }) {
    const classId = q.class_id ?? 0;
    return this.database.run(async (db) => {
      const opened = await this.openTest(db, auth, q.test_id);
      await this.checkClass(db, opened, classId);
      const counts = await repo.variantCounts(db, opened.test.id, q.original_ids, classId);
      return { list: q.original_ids.map((id) => ({ original_question_id: id, num: counts.get(id) ?? 0 })) };
    });
  }

  async replacements(auth: AuthContext, q: { test_id: number; question_ids: number[] }) {
    return this.database.run(async (db) => {
      const opened = await this.openTest(db, auth, q.test_id);
      const visibility = await this.visibility(db, auth);
      const list = [];
      for (const questionId of q.question_ids) {
        const original = await this.original(db, opened.test, questionId);
        const best = await repo.rankedBankQuestions(db, { subjectId: opened.test.subjectId, original, visibility, sameTypeOnly: true, limit: 1, offset: 0 });
        const top = best.rows[0];
        list.push(top ? { original_question_id: questionId, question: describeBankQuestion(top.row) } : { original_question_id: questionId });
      }
      return { list };
    });
  }

  async replacement(auth: AuthContext, testId: number, q: { question_id: number; tag_id?: number }) {
    return this.database.run(async (db) => {
      const opened = await this.openTest(db, auth, testId);
      const original = await this.original(db, opened.test, q.question_id);
      const best = await repo.rankedBankQuestions(db, {
        subjectId: opened.test.subjectId,
        original,
        visibility: await this.visibility(db, auth),
        // precise training keeps to the knowledge tag; a plain variant keeps to the question type
        ...(q.tag_id ? { tagId: q.tag_id } : { sameTypeOnly: true }),
        limit: 1,
        offset: 0,
      });
      const top = best.rows[0];
      if (!top) throw notFound(q.tag_id ? msg.variants.noPreciseTraining : msg.variants.noVariant);
      return { ...describeBankQuestion(top.row), similarity: Math.round(top.similarity * 1000) / 1000 };
    });
  }

  async types(auth: AuthContext, q: { subject_id: number; grade_type?: number }) {
    return this.database.run(async (db) => ({ result: await repo.bankTypes(db, q.subject_id, q.grade_type ?? 0, await this.visibility(db, auth)) }));
  }

  async search(auth: AuthContext, q: { subject_id: number; keyword: string; type_id?: number; grade_type?: number; tag_ids?: number[] } & Paging) {
    if (!isValidKeyword(q.keyword)) throw badRequest(msg.variants.keywordLength(KEYWORD_MIN_LENGTH, KEYWORD_MAX_LENGTH));
    const { limit, offset } = pageOf(q);
    return this.database.run(async (db) => {
      const found = await repo.searchBank(db, {
        subjectId: q.subject_id,
        keyword: q.keyword.trim(),
        typeId: q.type_id ?? 0,
        gradeType: q.grade_type ?? 0,
        tagIds: q.tag_ids ?? [],
        visibility: await this.visibility(db, auth),
        limit,
        offset,
      });
      return { total: found.total, result: found.rows.map(describeBankQuestion) };
    });
  }

  async report(auth: AuthContext, body: { question_id: number; message: string }) {
    await this.database.run(async (db) => {
      const row = await repo.bankQuestionById(db, body.question_id);
      if (!row) throw notFound(msg.variants.bankQuestionNotFound);
      await repo.insertBankReport(db, auth.userId, row.id, body.message.trim());
    });
  }
}
