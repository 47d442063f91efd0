/**
 * Messages for the marker. Actions put them in the store; the screen (MarkingNotices) shows
 * them with antd's message and takes them off the list.
 */
import { SCORE_MESSAGE_S } from '../../../domain/marking/limits.ts';
import { formatScore, type StepProblem } from '../../../domain/score-entry.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';

const texts = t.marking;

export const notify = {
  success(text: string): void {
    state.notices.push({ kind: 'success', text });
  },
  warning(text: string, seconds?: number): void {
    state.notices.push(seconds === undefined ? { kind: 'warning', text } : { kind: 'warning', text, seconds });
  },
  error(text: string): void {
    state.notices.push({ kind: 'error', text });
  },
};

/** The text of a failure: an ApiError's message is ready to show. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Spec 000 §9: "score message display 1 s". */
export function showScoreMessage(text: string): void {
  notify.warning(text, SCORE_MESSAGE_S);
}

/** What a score-point problem tells the marker (shown 1 s). */
export function stepProblemMessage(problem: StepProblem): string {
  return problem.kind === 'below-zero' ? texts.messages.belowZero : texts.messages.aboveFull(formatScore(problem.fullMark));
}
