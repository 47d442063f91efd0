/**
 * The stored data a report reads: one paper's final scores (the same in-memory table the exam
 * analysis computes from, built from marking_units.final_question_score and the objective
 * answers), narrowed to the students of the task's scope.
 */
import { formatSchoolTime } from '../../../domain/school-time.ts';
import { DEFAULT_ANALYSIS_CONFIG, scoreLinesOf } from '../../../domain/exam-setup/analysis-config.ts';
import { formatScoreFigure } from '../../../domain/statistics/rates.ts';
import type { ScoreLines } from '../../../domain/statistics/segments.ts';
import type { Database } from '../../db/database.ts';
import * as analysisRepo from '../../features/analysis/analysis-repository.ts';
import { analysisConfigOf } from '../../features/exams/analysis-config-repository.ts';
import { buildTestScores, type TestScores } from '../../features/analysis/test-scores.ts';
import type { TaskScope, TestRow } from '../../features/tasks/task-scope.ts';

export interface PaperData {
  test: TestRow;
  data: TestScores;
  /** positions (in data.students) of the scope's students, in the test's student order */
  positions: Int32Array;
  /** where the score ranges start: the exam's analysis settings (analysis-config), else the defaults */
  lines: ScoreLines;
}

export async function loadPaper(database: Database, test: TestRow, scope: TaskScope): Promise<PaperData> {
  const { data, lines } = await database.run(async (db) => ({
    data: buildTestScores(
      await analysisRepo.questionsOfTest(db, test.id),
      await analysisRepo.participantsOfTest(db, test.id),
      await analysisRepo.unitsOfTest(db, test.id),
      await analysisRepo.objectiveAnswersOfTest(db, test.id),
    ),
    lines: scoreLinesOf((await analysisConfigOf(db, test.examId)) ?? DEFAULT_ANALYSIS_CONFIG),
  }));
  return { test, data, positions: scopePositions(data, scope), lines };
}

/** Positions of the students a scope covers (its classes, then its students). */
export function scopePositions(data: TestScores, scope: Pick<TaskScope, 'classes' | 'studentIds'>): Int32Array {
  const classIds = scope.classes ? new Set(scope.classes.map((c) => c.id)) : undefined;
  const studentIds = scope.studentIds ? new Set(scope.studentIds) : undefined;
  const positions: number[] = [];
  data.students.forEach((s, i) => {
    if (classIds && !classIds.has(s.classId)) return;
    if (studentIds && !studentIds.has(s.id)) return;
    positions.push(i);
  });
  return Int32Array.from(positions);
}

/** Whether any score of the given students is final. */
export function hasScores(paper: PaperData): boolean {
  for (const column of paper.data.scores) {
    for (const p of paper.positions) if (column[p] === column[p]) return true;
  }
  return false;
}

/** "2026-03-18 09:05" in the school's time zone, for the "generated at" line of a file. */
export function formatGeneratedAt(at: Date, timeZone: string): string {
  return formatSchoolTime(at, timeZone);
}

/** A score as a report prints it: at most two decimals, no trailing zeros (as the screens write it). */
export const formatScore = formatScoreFigure;
