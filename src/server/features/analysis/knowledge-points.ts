/**
 * Knowledge points of a paper (spec 001 §7.6 test-tag, target-tag, POST test-tag) and the paper's
 * question list for the test-questions screen (test-question-list). A paper question carries the
 * knowledge tags of the tag tree (/v1/question/tag-tree: the tags of the subject's bank questions);
 * a tag's score rate for a target pools every final score of its questions:
 * Σ scores ÷ Σ (final scores × the question's full mark).
 */
import { masteryOf } from '../../../domain/statistics/mastery.ts';
import { percent } from '../../../domain/statistics/rates.ts';
import { trendOf } from '../../../domain/statistics/trend.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { tagCounts } from '../question-tags/tag-repository.ts';
import * as repo from './analysis-repository.ts';
import type { AnalysisService } from './analysis-service.ts';
import { describeTarget, openTest, positionsOf, resolveTarget, schoolTarget, type ScopeQuery, type TestRow } from './analysis-targets.ts';
import { setQuestionTags, type KnowledgeTag } from './knowledge-tag-repository.ts';
import { testScoresOf } from './score-cache.ts';
import { describeQuestionContent, OBJECTIVE_TYPES, type TestScores } from './test-scores.ts';
import { msg } from '../../../i18n/server.ts';

export interface TestTagsBody {
  examination_id: number;
  test_id: number;
  questions: { question_id: number; tag_ids: number[] }[];
}

/** The tags a paper's questions may carry: its subject's tag tree and the tags they carry already. */
async function offeredTags(db: Db, schoolId: number, test: TestRow, questionRows: readonly { question: repo.QuestionRow }[]): Promise<KnowledgeTag[]> {
  const offered = new Map<number, string>();
  for (const tag of await tagCounts(db, [schoolId], test.subjectId)) offered.set(tag.id, tag.name);
  for (const { question } of questionRows) for (const tag of question.tags ?? []) if (!offered.has(tag.id)) offered.set(tag.id, tag.name);
  return [...offered].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}

/** Σ final scores and Σ (final scores × full mark) of one question over some students. */
function pooled(scores: TestScores, qi: number, positions: Int32Array) {
  const column = scores.scores[qi];
  let sum = 0;
  let n = 0;
  for (const p of positions) {
    const x = column[p];
    if (x !== x) continue;
    sum += x;
    n++;
  }
  return { sum, possible: n * scores.questions[qi].row.fullMark };
}

export class KnowledgePoints {
  constructor(
    private readonly database: Database,
    private readonly analysis: AnalysisService,
  ) {}

  /** test-tag: the paper's questions with their knowledge tags and the tags they may carry. */
  async testTags(auth: AuthContext, q: { examination_id: number; test_id: number }) {
    return this.database.read(async (db) => {
      const { exam, test } = await openTest(db, auth, q.examination_id, q.test_id);
      const questionRows = await repo.questionsOfTest(db, test.id);
      return {
        test_id: test.id,
        subject_id: test.subjectId,
        may_edit: await accessOf(db, auth).administersSchool(exam.schoolId),
        questions: questionRows.map(({ question }) => ({ question_id: question.id, label: question.label, show_order: question.showOrder, tags: question.tags ?? [] })),
        tags: await offeredTags(db, exam.schoolId, test, questionRows),
      };
    });
  }

  /** POST test-tag: replaces the tags of the questions named; every one or none is written. */
  async saveTestTags(auth: AuthContext, body: TestTagsBody) {
    return this.database.tx(async (db) => {
      const { exam, test } = await openTest(db, auth, body.examination_id, body.test_id);
      if (!(await accessOf(db, auth).administersSchool(exam.schoolId))) throw forbidden(msg.analysis.onlyAdministratorsTag);
      const questionRows = await repo.questionsOfTest(db, test.id);
      const ofPaper = new Set(questionRows.map((r) => r.question.id));
      const tags = new Map((await offeredTags(db, exam.schoolId, test, questionRows)).map((t) => [t.id, t]));
      const seen = new Set<number>();
      for (const entry of body.questions) {
        if (!ofPaper.has(entry.question_id)) throw badRequest(msg.analysis.tagQuestionNotInTest(entry.question_id));
        if (seen.has(entry.question_id)) throw badRequest(msg.analysis.repeatedTagQuestion(entry.question_id));
        seen.add(entry.question_id);
        const unknown = entry.tag_ids.find((id) => !tags.has(id));
        if (unknown !== undefined) throw badRequest(msg.analysis.unknownTag(unknown));
      }
      for (const entry of body.questions) await setQuestionTags(db, entry.question_id, [...new Set(entry.tag_ids)].map((id) => tags.get(id)!));
      return { saved: body.questions.length };
    });
  }

  /** target-tag: per knowledge tag of the paper, the target's and the whole exam's score rates. */
  async targetTags(auth: AuthContext, q: ScopeQuery) {
    const { target, parent, scores } = await this.database.read(async (db) => {
      const { exam, test, viewer } = await openTest(db, auth, q.examination_id, q.test_id);
      const target = await resolveTarget(db, exam, viewer, q);
      const scores = await testScoresOf(db, test.id);
      return { target, parent: await schoolTarget(db, exam), scores };
    });
    const positions = positionsOf(scores.students, target);
    const parentPositions = positionsOf(scores.students, parent);
    const byTag = new Map<number, { name: string; questions: number[] }>();
    scores.questions.forEach((question, qi) => {
      for (const tag of question.row.tags ?? []) {
        let entry = byTag.get(tag.id);
        if (!entry) byTag.set(tag.id, (entry = { name: tag.name, questions: [] }));
        entry.questions.push(qi);
      }
    });
    const rateOf = (questions: number[], at: Int32Array) => {
      const total = questions.map((qi) => pooled(scores, qi, at)).reduce((a, b) => ({ sum: a.sum + b.sum, possible: a.possible + b.possible }), { sum: 0, possible: 0 });
      return total.possible > 0 ? percent(total.sum, total.possible) : null;
    };
    const tags = [...byTag]
      .sort((a, b) => a[0] - b[0])
      .map(([id, entry]) => {
        const scoreRate = rateOf(entry.questions, positions);
        const parentRate = rateOf(entry.questions, parentPositions);
        return {
          tag_id: id,
          name: entry.name,
          question_count: entry.questions.length,
          labels: entry.questions.map((qi) => scores.questions[qi].row.label),
          full_mark_score: entry.questions.reduce((s, qi) => s + scores.questions[qi].row.fullMark, 0),
          score_rate: scoreRate,
          parent_score_rate: parentRate,
          score_rate_trend: scoreRate === null ? ('none' as const) : trendOf(scoreRate, parentRate),
          mastery: scoreRate === null ? null : masteryOf(scoreRate),
        };
      });
    return {
      has_data: tags.some((t) => t.score_rate !== null),
      target: describeTarget(target),
      tags,
      untagged_count: scores.questions.filter((question) => (question.row.tags ?? []).length === 0).length,
    };
  }

  /** test-question-list: every question of the paper with its answer, explanation, tags and the target's figures. */
  async questionList(auth: AuthContext, q: ScopeQuery) {
    const figures = await this.analysis.testQuestions(auth, q);
    const questionRows = await this.database.read((db) => repo.questionsOfTest(db, q.test_id));
    const byQuestion = new Map(figures.questions.map((f) => [f.question_id, f]));
    return {
      has_data: figures.has_data,
      target: figures.target,
      full_mark_score: figures.full_mark_score,
      questions: questionRows.map(({ question }) => {
        const f = byQuestion.get(question.id);
        return {
          ...describeQuestionContent(question),
          section: question.section,
          objective: OBJECTIVE_TYPES.has(question.questionType),
          student_count: f?.student_count ?? 0,
          score: f && f.student_count > 0 ? f.score : null,
          score_rate: f && f.student_count > 0 ? f.score_rate : null,
          full_credit_rate: f && f.student_count > 0 ? f.full_credit_rate : null,
          scoreless_rate: f && f.student_count > 0 ? f.scoreless_rate : null,
          difficulty: f?.difficulty ?? null,
          discrimination: f?.discrimination ?? null,
          parent_score_rate: f ? f.parent_score_rate : null,
          mastery: f?.mastery ?? null,
        };
      }),
    };
  }
}
