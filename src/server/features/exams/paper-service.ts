/**
 * A paper's questions and answer keys (spec 001 §2.1 /teachers/testing_edit, 002 §7
 * test-question): big questions with their sub-questions, types, full marks and score steps,
 * objective answer keys with the 少选 score of multiple choice, and optional (选做) groups. The
 * paper's questions are set whole until its answer-card template has made question groups from
 * them; an answer key can be corrected at any time, and the answers read from the sheets are
 * scored again against it. Every refusal names the question.
 */
import { ExamStatus, subjectName } from '../../../domain/enums.ts';
import { OBJECTIVE_TYPES, optionsOf, paperProblem, paperQuestionOf, questionProblem, type PaperProblem, type PaperQuestion } from '../../../domain/exam-setup/paper-rules.ts';
import { chosenOptions, objectiveScore } from '../../../domain/exam-setup/objective-score.ts';
import { paperQuestionFromBank } from '../../../domain/exam-setup/bank-paper.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { basketEntries } from '../question-bank/test-paper-service.ts';
import { examById, partitionCount } from './exam-repository.ts';
import * as repo from './paper-repository.ts';

export interface QuestionInput {
  label: string;
  section?: string;
  question_type: string;
  full_mark: number;
  step?: number;
  options?: string[];
  answer?: string[];
  partial_score?: number | null;
  optional_group?: number | null;
  optional_pick?: number | null;
}

/** The refusal text of a paper problem. */
export function problemMessage(problem: PaperProblem): string {
  switch (problem.kind) {
    case 'noQuestions':
      return msg.exam.noQuestions;
    case 'emptyLabel':
      return msg.exam.emptyLabel(problem.index + 1);
    case 'duplicateLabel':
      return msg.exam.duplicateLabel(problem.label);
    case 'markOffStep':
      return msg.exam.markOffStep(problem.label, problem.step);
    case 'noAnswer':
      return msg.exam.noAnswer(problem.label);
    case 'answerNotOption':
      return msg.exam.answerNotOption(problem.label, problem.option);
    case 'singleAnswerOnly':
      return msg.exam.singleAnswerOnly(problem.label);
    case 'partialScore':
      return msg.exam.partialScore(problem.label);
    case 'optionalGroup':
      return msg.exam.optionalGroup(problem.group);
    case 'totalMismatch':
      return msg.exam.totalMismatch(problem.total, problem.fullScore);
  }
}

function fromInput(q: QuestionInput): PaperQuestion {
  return paperQuestionOf({ ...q, label: q.label.trim(), section: (q.section ?? '').trim() });
}

export function fromRow(row: repo.QuestionRow): PaperQuestion {
  return {
    label: row.label,
    section: row.section,
    questionType: row.questionType,
    fullMark: row.fullMark,
    step: row.step,
    options: (row.options ?? []).map((o) => o.key),
    answer: row.answer ?? [],
    partialScore: row.partialScore,
    optionalGroup: row.optionalGroup,
    optionalPick: row.optionalPick,
  };
}

export function describe(row: repo.QuestionRow) {
  const q = fromRow(row);
  return {
    id: row.id,
    partition_id: row.partitionId,
    label: q.label,
    section: q.section,
    question_type: q.questionType as 'multiple_one',
    full_mark: q.fullMark,
    step: q.step as 1 | 0.5,
    options: q.options,
    answer: q.answer,
    partial_score: q.partialScore,
    optional_group: q.optionalGroup,
    optional_pick: q.optionalPick,
  };
}

/** Options as stored: their keys, keeping the text an option already had. */
function storedOptions(keys: string[], before: { key: string; value: string }[] = []) {
  return keys.map((key) => ({ key, value: before.find((o) => o.key === key)?.value ?? '' }));
}

export interface BindBody {
  test_id: number;
  source_test_id?: number;
  question_ids?: number[];
  scores?: number[];
  groups?: string[];
}

/** What a question brings besides its marks and key: option texts, text, explanation, difficulty, tags. */
interface QuestionContent {
  options: { key: string; value: string }[];
  text: string;
  jieda: string;
  difficulty: number;
  tags: { id: number; name: string }[];
}

interface QuestionSet {
  questions: PaperQuestion[];
  contents: QuestionContent[];
}

export class PaperService {
  constructor(private readonly database: Database) {}

  private async paper(db: Db, testId: number) {
    const questions = await repo.questionsOfTest(db, testId);
    const test = (await repo.testById(db, testId))!;
    const exam = (await examById(db, test.examId))!;
    // the card made from the paper is titled with it by default
    return { result: questions.map(describe), total_score: test.totalScore, paper_name: `${exam.name} ${subjectName(test.subjectId)}` };
  }

  async list(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'setup');
      return this.paper(db, testId);
    });
  }

  async save(auth: AuthContext, body: { test_id: number; questions: QuestionInput[] }) {
    return this.database.tx(async (db) => {
      const place = await accessOf(db, auth).requireTest(body.test_id, 'setup');
      if (place.examStatus !== ExamStatus.notStarted) throw badRequest(msg.exam.structureLocked);
      if ((await partitionCount(db, body.test_id)) > 0) throw conflict(msg.exam.paperGrouped);
      const test = (await repo.testById(db, body.test_id))!;
      const questions = body.questions.map(fromInput);
      const problem = paperProblem(questions, test.totalScore);
      if (problem) throw badRequest(problemMessage(problem));
      await this.setQuestions(db, body.test_id, questions);
      return this.paper(db, body.test_id);
    });
  }

  /**
   * Binds paper test_id to a question set (test-paper-binding): either a copy of paper
   * source_test_id's questions with their answer keys, option texts and contents, as when one
   * paper is sat by two exams or two papers share one card; or the questions of the basket
   * (question_ids with their scores and big questions) taken from the bank the caller may use.
   * The paper is of the caller's school, its exam has not started, it has no question groups
   * yet, and the marks add up to its full score; otherwise refused naming the paper or the
   * question, with nothing written. Its answer card is then made from these questions.
   */
  async bind(auth: AuthContext, body: BindBody) {
    const fromBank = body.question_ids !== undefined;
    if (fromBank === (body.source_test_id !== undefined)) throw badRequest(msg.exam.bindOneSource);
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      const place = await access.requireTest(body.test_id, 'setup');
      if (body.source_test_id !== undefined) {
        await access.requireTest(body.source_test_id, 'setup');
        if (body.test_id === body.source_test_id) throw badRequest(msg.exam.bindSelf);
      }
      if (place.examStatus !== ExamStatus.notStarted) throw badRequest(msg.exam.structureLocked);
      if ((await partitionCount(db, body.test_id)) > 0) throw conflict(msg.exam.paperGrouped);
      const test = (await repo.testById(db, body.test_id))!;
      const set = body.source_test_id === undefined ? await this.basketSet(db, auth, test.subjectId, body) : await this.paperSet(db, test.subjectId, body.source_test_id);
      const problem = paperProblem(set.questions, test.totalScore);
      if (problem) throw badRequest(problemMessage(problem));
      await this.setQuestions(db, body.test_id, set.questions, set.contents);
      return this.paper(db, body.test_id);
    });
  }

  /** Another paper's questions, of the same subject, with their contents. */
  private async paperSet(db: Db, subjectId: number, sourceTestId: number): Promise<QuestionSet> {
    const source = (await repo.testById(db, sourceTestId))!;
    const sourceName = `${(await examById(db, source.examId))!.name} ${subjectName(source.subjectId)}`;
    if (source.subjectId !== subjectId) throw badRequest(msg.exam.bindOtherSubject(sourceName, subjectName(subjectId)));
    const rows = await repo.questionsOfTest(db, sourceTestId);
    if (rows.length === 0) throw badRequest(msg.exam.bindSourceEmpty(sourceName));
    return {
      questions: rows.map(fromRow),
      contents: rows.map((r) => ({ options: r.options ?? [], text: r.text, jieda: r.jieda, difficulty: r.difficulty, tags: r.tags ?? [] })),
    };
  }

  /** The basket's questions from the bank the caller may use, of the paper's subject, in basket order. */
  private async basketSet(db: Db, auth: AuthContext, subjectId: number, body: BindBody): Promise<QuestionSet> {
    const entries = await basketEntries(db, auth, body, subjectId);
    const rows = entries.map((entry) => entry.question);
    const whole = (own: string, parts: string[]) => [own, ...parts].filter((part) => part !== '').join('');
    return {
      questions: entries.map((entry, i) => paperQuestionFromBank(entry, i)),
      contents: rows.map((row) => ({
        options: row.options,
        text: whole(row.text, row.children.map((c) => c.text)),
        jieda: whole(row.jieda, row.children.map((c) => c.jieda)),
        difficulty: row.difficulty,
        tags: row.tags,
      })),
    };
  }

  /** Writes the paper's questions in this order (option texts and contents from `contents`, question by question). */
  private async setQuestions(db: Db, testId: number, questions: PaperQuestion[], contents: QuestionContent[] = []) {
    await repo.replaceUngroupedQuestions(
      db,
      testId,
      questions.map((q, i) => ({
        testId,
        showOrder: i + 1,
        label: q.label,
        section: q.section,
        questionType: q.questionType,
        fullMark: q.fullMark,
        step: q.step,
        options: storedOptions(OBJECTIVE_TYPES.has(q.questionType) ? optionsOf(q) : [], contents[i]?.options),
        answer: OBJECTIVE_TYPES.has(q.questionType) ? q.answer : null,
        partialScore: q.partialScore,
        optionalGroup: q.optionalGroup,
        optionalPick: q.optionalPick,
        ...(contents[i] && { text: contents[i].text, jieda: contents[i].jieda, difficulty: contents[i].difficulty, tags: contents[i].tags }),
      })),
    );
    await repo.markQuestionsFromPaper(db, testId);
  }

  /** Corrects an objective question's key; its marks, type and group stay as they are. */
  async updateKey(auth: AuthContext, questionId: number, body: { options?: string[]; answer: string[]; partial_score?: number | null }) {
    return this.database.tx(async (db) => {
      const row = await repo.questionById(db, questionId);
      if (!row) throw notFound(msg.exam.questionNotFound);
      await accessOf(db, auth).requireTest(row.testId, 'setup');
      const before = fromRow(row);
      const next: PaperQuestion = {
        ...before,
        options: body.options ?? before.options,
        answer: body.answer,
        partialScore: body.partial_score === undefined ? before.partialScore : body.partial_score,
      };
      if (!OBJECTIVE_TYPES.has(next.questionType)) throw badRequest(msg.exam.notObjective(next.label));
      const problem = questionProblem(next);
      if (problem) throw badRequest(problemMessage(problem));
      await repo.updateAnswerKey(db, questionId, { options: storedOptions(optionsOf(next), row.options ?? []), answer: next.answer, partialScore: next.partialScore });
      // the answers already read from the sheets are scored against the corrected key at once
      const read = await repo.objectiveAnswersOf(db, questionId);
      const rescored = read.map((a) => ({ studentId: a.studentId, score: objectiveScore(next, chosenOptions(a.chosen)) })).filter((a, i) => a.score !== read[i].score);
      await repo.setObjectiveScores(db, questionId, rescored);
      return describe((await repo.questionById(db, questionId))!);
    });
  }
}
