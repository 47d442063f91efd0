/**
 * Final scores of written (subjective) question groups that cannot stand against the questions
 * as they are now (spec 002 §7 subjective-score-abnormal): every mark is checked on submit
 * (0…full mark on the blank's step), so a final score that breaks the rule tells that a
 * question's full mark or step changed after it was marked, or that a blank was added to a group
 * already marked. The scores are keyed show order → blank key, as the marking calls send them.
 */
import { scoreProblem, type QuestionScore } from './scoring.ts';

export interface GroupBlank {
  showOrder: number;
  key: string;
  questionLabel: string;
  /** the blank's label, '' when the question has a single blank */
  blankLabel: string;
  fullMark: number;
  step: number;
}

export interface DoneUnit {
  studentId: number;
  partitionId: number;
  finalQuestionScore: QuestionScore | null;
}

export type ScoreFindingKind = 'above_full' | 'off_step' | 'unscored';

export interface ScoreFinding {
  studentId: number;
  partitionId: number;
  kind: ScoreFindingKind;
  blank: GroupBlank;
  /** the final score given; null when the blank has none */
  score: number | null;
}

/** The findings of each unit marked as done, blank by blank of its group as the group stands. */
export function subjectiveScoreFindings(units: readonly DoneUnit[], blanksOf: (partitionId: number) => readonly GroupBlank[]): ScoreFinding[] {
  const findings: ScoreFinding[] = [];
  for (const unit of units) {
    for (const blank of blanksOf(unit.partitionId)) {
      const score = unit.finalQuestionScore?.[String(blank.showOrder)]?.[blank.key];
      const base = { studentId: unit.studentId, partitionId: unit.partitionId, blank };
      if (score === undefined || score === null) {
        findings.push({ ...base, kind: 'unscored', score: null });
        continue;
      }
      const problem = scoreProblem(score, blank.fullMark, blank.step);
      if (problem === 'above-full') findings.push({ ...base, kind: 'above_full', score });
      else if (problem === 'off-step') findings.push({ ...base, kind: 'off_step', score });
    }
  }
  return findings;
}
