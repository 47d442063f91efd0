/**
 * Every paper of an exam at once, for the analysis figures across subjects (potential students,
 * rank changes, top N, coincidence, strengths): each student's paper totals and the exam total.
 * A paper total counts only when the student sat the paper and every question of it is final
 * (test-scores.ts); the exam total (总分) only when every paper of the exam has a paper total,
 * so that a student absent from one paper is never ranked on a total that lacks a subject.
 */
import { DEFAULT_ANALYSIS_CONFIG, scoreLinesOf, type AnalysisConfig } from '../../../domain/exam-setup/analysis-config.ts';
import { thresholdScore } from '../../../domain/statistics/segments.ts';
import { studentTotals } from '../../../domain/statistics/paper.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Viewer } from '../../access/analysis-viewer.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { analysisConfigOf } from '../exams/analysis-config-repository.ts';
import * as repo from './analysis-repository.ts';
import type { StudentRow } from './analysis-repository.ts';
import { resolveTarget, type ExamRow, type ScopeQuery } from './analysis-targets.ts';
import { derivedCache, papersScores, testScoresOf } from './score-cache.ts';
import { buildTestScores, type TestScores } from './test-scores.ts';
import { msg } from '../../../i18n/server.ts';

export interface ExamPaper {
  testId: number;
  name: string;
  subjectId: number;
  /** what the paper's questions add up to */
  fullMark: number;
}

export interface ExamScores {
  papers: ExamPaper[];
  /** every student who sat a paper of the exam, by exam number */
  students: StudentRow[];
  /** per paper (in `papers` order): the paper total of each student, NaN where there is none */
  paperTotals: Float64Array[];
  /** the exam total of each student, NaN unless every paper has a paper total */
  totals: Float64Array;
  /** the papers' full marks added up */
  fullMark: number;
}

/** The exam of a request, once the caller may open its analysis (as for the per-paper calls). */
export async function openExam(db: Db, auth: AuthContext, examId: number): Promise<{ exam: ExamRow; viewer: Viewer }> {
  const exam = await repo.examById(db, examId);
  if (!exam) throw notFound(msg.exam.notFound);
  const viewer = await accessOf(db, auth).requireAnalysisViewer(exam.schoolId);
  return { exam, viewer };
}

/** The query of a call across the exam's papers: the exam and the target, no paper. */
export type TargetQuery = Omit<ScopeQuery, 'test_id'>;

/** The exam of a call across its papers once the caller may open it, its target (the narrowest scope named) and every paper's scores. */
export async function targetScores(db: Db, auth: AuthContext, q: TargetQuery) {
  const { exam, viewer } = await openExam(db, auth, q.examination_id);
  return { exam, target: await resolveTarget(db, exam, viewer, { ...q, test_id: 0 }), scores: await examScores(db, exam.id) };
}

/** As targetScores, with the exam's analysis settings (its score lines, margins): the defaults where none are saved. */
export async function targetScoresAndConfig(db: Db, auth: AuthContext, q: TargetQuery) {
  const opened = await targetScores(db, auth, q);
  return { ...opened, config: (await analysisConfigOf(db, opened.exam.id)) ?? DEFAULT_ANALYSIS_CONFIG };
}

/** The score lines a call may hold a target's students against (the low line is not offered). */
export type PotentialLine = 'excellent' | 'good' | 'pass';

/** The line a call chose (else `fallback`) and its share of the full mark in the exam's analysis settings. */
export function chosenLine(config: AnalysisConfig, chosen: PotentialLine | undefined, fallback: PotentialLine): { line: PotentialLine; rate: number } {
  const line = chosen ?? fallback;
  return { line, rate: scoreLinesOf(config)[line] };
}

/** A paper as the score-line analyses list it: which paper, its full mark, and the score the line asks on it. */
export function describeLinePaper(paper: ExamPaper, rate: number) {
  return { test_id: paper.testId, name: paper.name, subject_id: paper.subjectId, full_mark_score: paper.fullMark, line_score: thresholdScore(paper.fullMark, rate) };
}

/** One paper's final scores per question, for every student who sat it — or those of one class. */
export async function paperScoresOf(db: Db, testId: number, classId?: number): Promise<TestScores> {
  if (classId === undefined) return testScoresOf(db, testId);
  const questionRows = await repo.questionsOfTest(db, testId);
  const students = await repo.participantsOfTest(db, testId, classId);
  return buildTestScores(questionRows, students, await repo.unitsOfTest(db, testId, classId), await repo.objectiveAnswersOfTest(db, testId, classId));
}

/** Exams' score tables made from kept paper tables, kept while the papers' stamps hold. */
const keptExams = derivedCache<number, ExamScores>((s) => s.students.length * (s.paperTotals.length + 1) * 8 + s.students.length * 16 + 4096);

/** Every paper of an exam and the exam totals, as of now (kept while no mark of the exam changes). */
export async function examScores(db: Db, examId: number): Promise<ExamScores> {
  const tests = await repo.testsOfExams(db, [examId]);
  const { papers, version } = await papersScores(
    db,
    tests.map((t) => t.id),
  );
  const make = async () => composeExam(tests, papers);
  const cache = keptExams(db);
  // the papers' names and subjects are part of what is kept
  return cache ? cache.get(examId, `${tests.map((t) => `${t.name}|${t.subjectId}`).join(';')}#${version}`, make) : make();
}

function composeExam(tests: { id: number; name: string; subjectId: number }[], papers: TestScores[]): ExamScores {
  const perPaper = tests.map((test, i) => {
    const data = papers[i];
    const totals = studentTotals(
      data.questions.map((q, qi) => ({ fullMark: q.row.fullMark, scores: data.scores[qi] })),
      data.students.length,
    );
    return { test, data, totals };
  });
  const byId = new Map<number, StudentRow>();
  for (const { data } of perPaper) for (const s of data.students) byId.set(s.id, s);
  const students = [...byId.values()].sort((a, b) => a.examNumber.localeCompare(b.examNumber) || a.id - b.id);
  const position = new Map(students.map((s, i) => [s.id, i]));
  const paperTotals = perPaper.map(({ data, totals }) => {
    const column = new Float64Array(students.length).fill(NaN);
    // a paper without questions has no total for anyone
    if (data.questions.length > 0) data.students.forEach((s, i) => (column[position.get(s.id)!] = totals[i]));
    return column;
  });
  const totals = new Float64Array(students.length).fill(paperTotals.length > 0 ? 0 : NaN);
  for (const column of paperTotals) for (let i = 0; i < students.length; i++) totals[i] += column[i];
  const examPapers = perPaper.map(({ test, data }) => ({ testId: test.id, name: test.name, subjectId: test.subjectId, fullMark: data.fullMark }));
  return { papers: examPapers, students, paperTotals, totals, fullMark: examPapers.reduce((s, p) => s + p.fullMark, 0) };
}

/** The exam's classes (those of its students), by id, with their students' positions. */
export function classesOf(scores: ExamScores): { id: number; name: string; positions: number[] }[] {
  const byClass = new Map<number, { id: number; name: string; positions: number[] }>();
  scores.students.forEach((s, p) => {
    const entry = byClass.get(s.classId) ?? { id: s.classId, name: s.className, positions: [] };
    entry.positions.push(p);
    byClass.set(s.classId, entry);
  });
  return [...byClass.values()].sort((a, b) => a.id - b.id);
}
