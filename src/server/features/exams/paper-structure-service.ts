/**
 * Restructuring a paper's questions before its answer-card template groups them (spec 002 §7
 * test-question-sort, test-breakdown, test-merge, test-split): reordering, editing or removing
 * one question of the breakdown, merging two questions into one and splitting one into
 * sub-questions. The paper's full score always equals what its questions add up to: merging adds
 * the two marks, a split must share out exactly the question's mark, and an edited or removed
 * mark moves the full score with it. Every refusal names the question; nothing is half-written.
 * Objective and optional (选做) questions are not merged or split: their answer keys and
 * alternatives belong to the question as set.
 */
import { ExamStatus } from '../../../domain/enums.ts';
import { OBJECTIVE_TYPES, paperProblem, paperTotal, type PaperQuestion } from '../../../domain/exam-setup/paper-rules.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { partitionCount } from './exam-repository.ts';
import * as repo from './paper-repository.ts';
import { describe, fromRow, problemMessage } from './paper-service.ts';

/** One question of the paper as it will be: an existing row (id) or a new sub-question (id null). */
interface Placed {
  id: number | null;
  question: PaperQuestion;
}

export interface BreakdownPatch {
  label?: string;
  section?: string;
  full_mark?: number;
  step?: number;
}

export class PaperStructureService {
  constructor(private readonly database: Database) {}

  /** The paper as a breakdown: its big questions (大题) in paper order with their questions and subtotals. */
  async breakdown(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'setup');
      return this.describeBreakdown(db, testId);
    });
  }

  async sort(auth: AuthContext, testId: number, questionIds: number[]) {
    return this.restructure(auth, testId, (rows) => {
      const byId = new Map(rows.map((r) => [r.id, r]));
      const seen = new Set<number>();
      for (const id of questionIds) {
        const row = byId.get(id);
        if (!row) throw badRequest(msg.exam.sortNotOnPaper(id));
        if (seen.has(id)) throw badRequest(msg.exam.sortRepeated(row.label));
        seen.add(id);
      }
      const missing = rows.find((r) => !seen.has(r.id));
      if (missing) throw badRequest(msg.exam.sortMissing(missing.label));
      return { next: questionIds.map((id) => ({ id, question: fromRow(byId.get(id)!) })), removed: [] };
    });
  }

  async patchQuestion(auth: AuthContext, questionId: number, patch: BreakdownPatch) {
    const testId = await this.testOfQuestion(questionId);
    return this.restructure(auth, testId, (rows) => {
      const next = rows.map((r) => {
        const question = fromRow(r);
        if (r.id !== questionId) return { id: r.id, question };
        return {
          id: r.id,
          question: {
            ...question,
            label: patch.label?.trim() ?? question.label,
            section: patch.section?.trim() ?? question.section,
            fullMark: patch.full_mark ?? question.fullMark,
            step: patch.step ?? question.step,
          },
        };
      });
      return { next, removed: [] };
    });
  }

  async removeQuestion(auth: AuthContext, questionId: number) {
    const testId = await this.testOfQuestion(questionId);
    return this.restructure(auth, testId, (rows) => ({
      next: rows.filter((r) => r.id !== questionId).map((r) => ({ id: r.id, question: fromRow(r) })),
      removed: [questionId],
    }));
  }

  /** Question {questionId} takes in question {otherId}: one question at the first one's place, the two marks added. */
  async merge(auth: AuthContext, questionId: number, body: { other_id: number; label?: string }) {
    const testId = await this.testOfQuestion(questionId);
    return this.restructure(auth, testId, (rows) => {
      const kept = rows.find((r) => r.id === questionId)!;
      const other = rows.find((r) => r.id === body.other_id);
      if (body.other_id === questionId) throw badRequest(msg.exam.mergeSelf(kept.label));
      if (!other) throw badRequest(msg.exam.mergeOtherPaper(kept.label, body.other_id));
      for (const row of [kept, other]) requireRestructurable(fromRow(row));
      const first = fromRow(kept);
      const merged: PaperQuestion = {
        ...first,
        label: body.label?.trim() ?? first.label,
        fullMark: kept.fullMark + other.fullMark,
        step: Math.min(kept.step, other.step),
      };
      const next = rows.filter((r) => r.id !== other.id).map((r) => ({ id: r.id, question: r.id === kept.id ? merged : fromRow(r) }));
      return { next, removed: [other.id] };
    });
  }

  /** Question {questionId} becomes its sub-questions, in its place, sharing out exactly its mark. */
  async split(auth: AuthContext, questionId: number, parts: { label: string; full_mark: number }[]) {
    const testId = await this.testOfQuestion(questionId);
    return this.restructure(auth, testId, (rows) => {
      const whole = fromRow(rows.find((r) => r.id === questionId)!);
      requireRestructurable(whole);
      const shared = Math.round(parts.reduce((sum, p) => sum + p.full_mark, 0) * 10) / 10;
      if (Math.abs(shared - whole.fullMark) > 1e-9) throw badRequest(msg.exam.splitTotal(whole.label, shared, whole.fullMark));
      const next = rows.flatMap((r): Placed[] =>
        r.id === questionId ? parts.map((p) => ({ id: null, question: { ...whole, label: p.label.trim(), fullMark: p.full_mark } })) : [{ id: r.id, question: fromRow(r) }],
      );
      return { next, removed: [questionId] };
    });
  }

  private async testOfQuestion(questionId: number): Promise<number> {
    const row = await this.database.run((db) => repo.questionById(db, questionId));
    if (!row) throw notFound(msg.exam.questionNotFound);
    return row.testId;
  }

  /**
   * Checks the paper as `change` leaves it and writes it: removed questions deleted, kept ones
   * given their shape and place, new ones added, the full score set to what they add up to.
   */
  private async restructure(auth: AuthContext, testId: number, change: (rows: repo.QuestionRow[]) => { next: Placed[]; removed: number[] }) {
    return this.database.tx(async (db) => {
      const place = await accessOf(db, auth).requireTest(testId, 'setup');
      if (place.examStatus !== ExamStatus.notStarted) throw badRequest(msg.exam.paperLocked);
      if ((await partitionCount(db, testId)) > 0) throw conflict(msg.exam.paperGrouped);
      const rows = await repo.questionsOfTest(db, testId);
      const { next, removed } = change(rows);
      const questions = next.map((p) => p.question);
      const total = paperTotal(questions);
      const problem = paperProblem(questions, total);
      if (problem) throw badRequest(problemMessage(problem));
      await repo.deleteQuestions(db, removed);
      for (const p of next) if (p.id !== null) await repo.updateQuestionShape(db, p.id, shapeOf(p.question));
      const added = await repo.insertQuestions(
        db,
        next.flatMap((p, i) => (p.id === null ? [{ ...rowOf(p.question), testId, showOrder: i + 1 }] : [])),
      );
      let fresh = 0;
      const ids = next.map((p) => p.id ?? added[fresh++]);
      await repo.setShowOrders(db, ids.map((id, i) => ({ id, showOrder: i + 1 })));
      await repo.setTotalScore(db, testId, total);
      await repo.markQuestionsFromPaper(db, testId);
      return this.describeBreakdown(db, testId);
    });
  }

  private async describeBreakdown(db: Db, testId: number) {
    const questions = (await repo.questionsOfTest(db, testId)).map(describe);
    const test = (await repo.testById(db, testId))!;
    const sections: { section: string; subtotal: number; questions: typeof questions }[] = [];
    for (const q of questions) {
      const last = sections.at(-1);
      if (last && last.section === q.section) last.questions.push(q);
      else sections.push({ section: q.section, subtotal: 0, questions: [q] });
    }
    for (const s of sections) s.subtotal = paperTotal(s.questions.map((q) => ({ fullMark: q.full_mark, optionalGroup: q.optional_group, optionalPick: q.optional_pick }) as PaperQuestion));
    return { test_id: testId, total_score: test.totalScore, sections };
  }
}

function requireRestructurable(q: PaperQuestion): void {
  if (OBJECTIVE_TYPES.has(q.questionType) || q.optionalGroup !== null) throw badRequest(msg.exam.notRestructurable(q.label));
}

function shapeOf(q: PaperQuestion) {
  return { label: q.label, section: q.section, fullMark: q.fullMark, step: q.step };
}

/** A new question made by restructuring: its shape, its type, and no key of an objective or optional question. */
function rowOf(q: PaperQuestion) {
  return {
    ...shapeOf(q),
    questionType: q.questionType,
    options: [],
    answer: null,
    partialScore: null,
    optionalGroup: null,
    optionalPick: null,
  };
}
