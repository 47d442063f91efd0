/**
 * One exam's figures on the exam total or one subject's paper, as the calls across several exams
 * of a grade (trend, stability, rank bands, class rankings) read them: each student's total, grade
 * rank and z-score (standardised against everyone of that exam with a total), and the classes'
 * averages and ranks among each other. Everything is over the whole exam, as the grade ranks it.
 */
import { competitionRanks } from '../../../domain/statistics/ranks.ts';
import { roundTo, SCORE_STATISTIC_DECIMALS } from '../../../domain/statistics/rates.ts';
import { standardise } from '../../../domain/statistics/standard-scores.ts';
import { groupStandings, type GroupStanding } from '../../../domain/statistics/trends.ts';
import type { Db } from '../../db/database.ts';
import { positionsOf, type Target } from './analysis-targets.ts';
import { examScores, type ExamScores } from './exam-scores.ts';
import { rankedTotals } from './rank-comparison.ts';

export interface SeriesExam {
  id: number;
  name: string;
  startDate: string;
}

export interface ExamFigures {
  exam: SeriesExam;
  scores: ExamScores;
  /** false when the exam has no paper of the subject: no totals, ranks or z-scores */
  hasSubject: boolean;
  totals: Float64Array;
  /** full mark of what is ranked */
  fullMark: number;
  ranks: Int32Array;
  z: Float64Array;
  /** mean of the totals of everyone with one; NaN when nobody has one */
  mean: number;
  /** students with a rank */
  ranked: number;
  /** position in `scores.students` by student id */
  position: Map<number, number>;
}

/**
 * The figures of an exam's scores per subject, made once per ExamScores: a kept exam's scores
 * never change (a changed mark makes new ones), and ranking and standardising 10 000 totals on
 * every call of the trend screens would cost more than the rest of the call.
 */
const figuresKept = new WeakMap<ExamScores, Map<number, Omit<ExamFigures, 'exam'>>>();

export function figuresOf(exam: SeriesExam, scores: ExamScores, subjectId: number): ExamFigures {
  let bySubject = figuresKept.get(scores);
  if (!bySubject) figuresKept.set(scores, (bySubject = new Map()));
  let figures = bySubject.get(subjectId);
  if (!figures) bySubject.set(subjectId, (figures = computeFigures(scores, subjectId)));
  return { exam, ...figures };
}

function computeFigures(scores: ExamScores, subjectId: number): Omit<ExamFigures, 'exam'> {
  const found = rankedTotals(scores, subjectId);
  const totals = found ?? new Float64Array(scores.students.length).fill(NaN);
  const standard = standardise(totals);
  const ranks = competitionRanks(totals);
  const paper = subjectId ? scores.papers.find((p) => p.subjectId === subjectId) : undefined;
  return {
    scores,
    hasSubject: found !== undefined,
    totals,
    fullMark: subjectId ? (paper?.fullMark ?? 0) : scores.fullMark,
    ranks,
    z: standard.z,
    mean: standard.n > 0 ? standard.mean : NaN,
    ranked: ranks.filter((r) => r > 0).length,
    position: new Map(scores.students.map((s, i) => [s.id, i])),
  };
}

/** The figures of several exams (in the order given). */
export async function seriesFigures(db: Db, exams: readonly SeriesExam[], subjectId: number): Promise<ExamFigures[]> {
  const out: ExamFigures[] = [];
  for (const exam of exams) out.push(figuresOf(exam, await examScores(db, exam.id), subjectId));
  return out;
}

export interface ClassStanding extends GroupStanding {
  classId: number;
  className: string;
  /** classes with an average in the exam */
  rankedClasses: number;
}

/**
 * Class standings per figures, made once: the figures of a kept exam never change, and every
 * class head's trend or comparison asks for the standings of all classes to place their own.
 */
const standingsKept = new WeakMap<Int32Array, Map<number, ClassStanding>>();

/** Every class of the exam's students, by class id: its average, mean z and rank among the classes. */
export function classStandings(figures: ExamFigures): ReadonlyMap<number, ClassStanding> {
  let kept = standingsKept.get(figures.ranks);
  if (!kept) standingsKept.set(figures.ranks, (kept = computeStandings(figures)));
  return kept;
}

function computeStandings(figures: ExamFigures): Map<number, ClassStanding> {
  const classes = new Map<number, { name: string; positions: number[] }>();
  figures.scores.students.forEach((s, i) => {
    if (!classes.has(s.classId)) classes.set(s.classId, { name: s.className, positions: [] });
    classes.get(s.classId)!.positions.push(i);
  });
  const ids = [...classes.keys()].sort((a, b) => a - b);
  const standings = groupStandings(figures.totals, figures.z, ids.map((id) => classes.get(id)!.positions));
  const rankedClasses = standings.filter((s) => s.rank > 0).length;
  return new Map(ids.map((id, i) => [id, { ...standings[i], classId: id, className: classes.get(id)!.name, rankedClasses }]));
}

/** Positions of the target's students in an exam's figures. */
export function targetPositions(figures: ExamFigures, target: Target): number[] {
  return Array.from(positionsOf(figures.scores.students, target));
}

/** A figure as the answers carry it: rounded, null when unknown. */
export const figure = (x: number) => (x === x ? roundTo(x, SCORE_STATISTIC_DECIMALS) : null);

export function describeExam(exam: SeriesExam) {
  return { examination_id: exam.id, name: exam.name, start_date: exam.startDate };
}

/** z-scores and their SD carry three decimals: two would hide the differences the stability flag rests on. */
const Z_DECIMALS = 3;
export const zFigure = (x: number) => (x === x ? roundTo(x, Z_DECIMALS) : null);
