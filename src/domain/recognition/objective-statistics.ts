/**
 * How each objective question of a paper was read across its sheets (spec 002 §7
 * statistic-object), so that the scan room sees a badly printed or misread question at once:
 * what the bubbles gave (answered, blank, several marks, a marginal mark), how often each option
 * stands in the answers as scored (a person's review decision included), and why a question
 * looks suspect. A question whose bubbles are misprinted or shifted shows as many sheets in
 * review or read blank, and a key or an option column read wrongly as not one sheet marking an
 * option of the key, whatever the students wrote.
 */
import { chosenOptions } from '../exam-setup/objective-score.ts';
import type { ObjectiveReading } from './marks.ts';

/** "at least a tenth of its sheets went to review": more than a few students' unclear marks. */
export const SUSPECT_REVIEW_SHARE = 0.1;
/** "at least half of them read blank": students rarely leave half a choice question empty. */
export const SUSPECT_BLANK_SHARE = 0.5;
/** Sheets answering a question before "no one marked an option of the key" means anything. */
export const SUSPECT_NO_KEY_MIN_ANSWERED = 5;

export type SuspectReason = 'review' | 'blank' | 'no_key_mark';

export interface StatisticQuestion {
  questionId: number;
  /** the question number printed on the card */
  qNum: number;
  options: string[];
  answer: string[];
  fullMark: number;
}

export interface StandingAnswer {
  questionId: number;
  chosen: string;
  score: number;
}

export interface ObjectiveStatistic {
  questionId: number;
  read: number;
  answered: number;
  blank: number;
  multiple: number;
  marginal: number;
  pending: number;
  right: number;
  options: { option: string; count: number; key: boolean }[];
  suspect: SuspectReason[];
}

/**
 * One sheet per element of `sheets`: its readings (the pages as last read) and its answers as
 * they stand. A reading sent to review counts as pending until the sheet has an answer for it.
 */
export function objectiveStatistics(questions: readonly StatisticQuestion[], sheets: readonly { readings: readonly ObjectiveReading[]; answers: readonly StandingAnswer[] }[]): ObjectiveStatistic[] {
  return questions.map((question) => {
    const tally = { read: 0, answered: 0, blank: 0, multiple: 0, marginal: 0, pending: 0, right: 0 };
    const counts = new Map(question.options.map((option) => [option, 0]));
    let keyMarked = false;
    for (const sheet of sheets) {
      const reading = sheet.readings.find((r) => r.qNum === question.qNum);
      if (!reading) continue;
      tally.read++;
      if (reading.status === 'answered') tally.answered++;
      else if (reading.status === 'blank') tally.blank++;
      else if (reading.status === 'multiple') tally.multiple++;
      else tally.marginal++;
      const answer = sheet.answers.find((a) => a.questionId === question.questionId);
      if (!answer) {
        if (reading.status === 'review' || reading.status === 'multiple') tally.pending++;
        continue;
      }
      if (answer.score >= question.fullMark && question.fullMark > 0) tally.right++;
      for (const option of chosenOptions(answer.chosen)) {
        counts.set(option, (counts.get(option) ?? 0) + 1);
        if (question.answer.includes(option)) keyMarked = true;
      }
    }
    const suspect: SuspectReason[] = [];
    if (tally.read > 0 && (tally.multiple + tally.marginal) / tally.read >= SUSPECT_REVIEW_SHARE) suspect.push('review');
    if (tally.read > 0 && tally.blank / tally.read >= SUSPECT_BLANK_SHARE) suspect.push('blank');
    if (tally.answered >= SUSPECT_NO_KEY_MIN_ANSWERED && !keyMarked && question.answer.length > 0) suspect.push('no_key_mark');
    return {
      questionId: question.questionId,
      ...tally,
      options: [...counts].map(([option, count]) => ({ option, count, key: question.answer.includes(option) })),
      suspect,
    };
  });
}
