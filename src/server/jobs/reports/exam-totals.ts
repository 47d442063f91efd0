/**
 * Totals and ranks of a score export, from the same final scores the analysis reads (stored
 * marks of the question groups and the objective answers): each paper's total per student, its
 * rank in the whole school and in the student's class, and the exam total across the exported
 * papers with its ranks. Ranks are always among everyone who sat the papers — a class head's
 * export of one class still shows where each student stands in the school.
 */
import { competitionRanks, ranksWithinGroups } from '../../../domain/ranking.ts';
import { roundTo, SCORE_STATISTIC_DECIMALS } from '../../../domain/statistics/rates.ts';
import { totalOf } from '../../features/analysis/test-scores.ts';
import type { PaperData } from './report-data.ts';

/** A paper's total of one student; null while a score of theirs is not final. */
export interface PaperStanding {
  total: number | null;
  schoolRank: number | null;
  classRank: number | null;
}

/** Every student's total on the paper and its ranks, by position in `paper.data.students`. */
export function paperStandings(paper: PaperData): PaperStanding[] {
  const { data } = paper;
  const entries = data.students.map((student, position) => {
    const sum = totalOf(data, position);
    return { key: position, total: sum.complete ? roundTo(sum.total, SCORE_STATISTIC_DECIMALS) : null, group: student.classId };
  });
  const school = competitionRanks(entries);
  const klass = ranksWithinGroups(entries);
  return entries.map((e) => ({ total: e.total, schoolRank: school.get(e.key) ?? null, classRank: klass.get(e.key) ?? null }));
}

export interface ExamStudent {
  id: number;
  name: string;
  examNumber: string;
  classId: number;
  className: string;
}

/** A paper of the exam total as one student stands on it. */
export type PaperResult = { kind: 'scored'; total: number } | { kind: 'incomplete' } | { kind: 'absent' };

export interface ExamTotalRow {
  student: ExamStudent;
  /** one per exported paper, in their order */
  papers: PaperResult[];
  /** the sum of the papers; null unless every paper is scored */
  total: number | null;
  /** why there is no total: a paper not yet marked, or one the student did not sit */
  missing: 'incomplete' | 'absent' | null;
  schoolRank: number | null;
  classRank: number | null;
}

/**
 * The exam total of every student who sat any of the papers, ranked; the rows of the export's
 * own students (the positions of each paper) are answered, by class and exam number.
 */
export function examTotals(papers: readonly PaperData[], standings: readonly PaperStanding[][]): ExamTotalRow[] {
  const students = new Map<number, ExamStudent>();
  const exported = new Set<number>();
  const positionIn = papers.map((paper, pi) => {
    const byId = new Map<number, number>();
    paper.data.students.forEach((s, position) => {
      byId.set(s.id, position);
      if (!students.has(s.id)) students.set(s.id, { id: s.id, name: s.name, examNumber: s.examNumber, classId: s.classId, className: s.className });
    });
    for (const position of papers[pi].positions) exported.add(paper.data.students[position].id);
    return byId;
  });

  const rows: ExamTotalRow[] = [...students.values()].map((student) => {
    const results: PaperResult[] = papers.map((_, pi) => {
      const position = positionIn[pi].get(student.id);
      if (position === undefined) return { kind: 'absent' };
      const total = standings[pi][position].total;
      return total === null ? { kind: 'incomplete' } : { kind: 'scored', total };
    });
    const scored = results.every((r) => r.kind === 'scored');
    const total = scored ? roundTo(results.reduce((sum, r) => sum + (r.kind === 'scored' ? r.total : 0), 0), SCORE_STATISTIC_DECIMALS) : null;
    const missing = scored ? null : results.some((r) => r.kind === 'absent') ? 'absent' : 'incomplete';
    return { student, papers: results, total, missing, schoolRank: null, classRank: null };
  });

  const entries = rows.map((row) => ({ key: row.student.id, total: row.total, group: row.student.classId }));
  const school = competitionRanks(entries);
  const klass = ranksWithinGroups(entries);
  return rows
    .filter((row) => exported.has(row.student.id))
    .map((row) => ({ ...row, schoolRank: school.get(row.student.id) ?? null, classRank: klass.get(row.student.id) ?? null }))
    .sort((a, b) => a.student.className.localeCompare(b.student.className, 'zh-CN') || a.student.examNumber.localeCompare(b.student.examNumber));
}
