/**
 * The figures every report kind reads from a paper's stored scores: each student's total, the
 * analysis of a group of students (the scope, a campus, a class, the whole grade) and the
 * columns of the report tables. One paper is always read whole: the grade's figures are those
 * of everyone who sat it, whatever part of it the report is about.
 */
import type { ReportColumn } from '../../../domain/report-model.ts';
import { analysePaper, studentTotals, summariseTotals, type PaperAnalysis, type TotalSummary } from '../../../domain/statistics/paper.ts';
import { scoreRangeRates, type ScoreRangeKey, type ScoreRangeRate } from '../../../domain/statistics/segments.ts';
import type { StudentRow } from '../../features/analysis/analysis-repository.ts';
import { gather } from '../../features/analysis/test-scores.ts';
import { paperStandings, type PaperStanding } from './exam-totals.ts';
import type { PaperData } from './report-data.ts';
import { msg } from '../../../i18n/server.ts';

export interface PaperFigures {
  paper: PaperData;
  /** every student who sat the paper, by position */
  grade: Int32Array;
  /** paper total per position in paper.data.students, NaN unless every score is final */
  totals: Float64Array;
  standings: PaperStanding[];
}

export function figuresOf(paper: PaperData): PaperFigures {
  const { data } = paper;
  const n = data.students.length;
  return {
    paper,
    grade: Int32Array.from({ length: n }, (_, i) => i),
    totals: studentTotals(data.scores.map((scores) => ({ fullMark: 0, scores })), n),
    standings: paperStandings(paper),
  };
}

/** Every question's figures and the totals' summary for the students at `positions`. */
export function analyseAt(paper: PaperData, positions: Int32Array): PaperAnalysis {
  const { data } = paper;
  return analysePaper(
    data.questions.map((q, qi) => ({ fullMark: q.row.fullMark, scores: gather(data.scores[qi], positions) })),
    positions.length,
  );
}

export interface GroupFigures {
  summary: TotalSummary;
  ranges: ScoreRangeRate[];
}

export function groupFigures(figures: PaperFigures, positions: Int32Array): GroupFigures {
  const { paper } = figures;
  const totals = gather(figures.totals, positions);
  return { summary: summariseTotals(totals, paper.data.fullMark), ranges: scoreRangeRates(totals, paper.data.fullMark, msg.analysis.scoreRange, paper.lines) };
}

export const rangeRate = (group: GroupFigures, key: ScoreRangeKey) => group.ranges.find((r) => r.key === key)!.rate;

export interface StudentGroup {
  id: number;
  name: string;
  positions: Int32Array;
}

/** The students at `positions` grouped by class or campus, in name order. */
export function groupsOf(paper: PaperData, positions: Int32Array, by: 'class' | 'campus'): StudentGroup[] {
  const groups = new Map<number, { name: string; positions: number[] }>();
  for (const p of positions) {
    const s: StudentRow = paper.data.students[p];
    const [id, name] = by === 'class' ? [s.classId, s.className] : [s.campusId, s.campusName];
    if (!groups.has(id)) groups.set(id, { name, positions: [] });
    groups.get(id)!.positions.push(p);
  }
  return [...groups]
    .map(([id, g]) => ({ id, name: g.name, positions: Int32Array.from(g.positions) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}

/** A table column; figures are centred. */
export const column = (title: string, width = 1, align: ReportColumn['align'] = 'center'): ReportColumn => ({ title, width, align });

/** Difficulty, discrimination and α as the analysis screens write them: a fixed number of decimals. */
export const formatCoefficient = (value: number | null | undefined, digits = 2) => (value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));
