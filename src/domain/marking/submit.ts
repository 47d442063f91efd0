/**
 * When the student on screen may be submitted and what the submit sends (spec 000 §2, §4):
 * which gesture submits in which marking, what blocks a submit, the scores and total settled
 * from one reading of the paper, and the time spent.
 */
import { allScored, withUnscoredAsZero } from '../score-entry.ts';
import { sumScores } from '../scoring.ts';
import { SPEND_TIME_MAX_S } from './limits.ts';

/** What the marker did that may submit the student on screen. */
export type SubmitGesture =
  /** the score column's submit button or the floating submit button */
  | 'button'
  /** the quick-submit button or F1 */
  | 'quick'
  /** Enter in the window, outside a score box and a dialog */
  | 'enter'
  /** Enter in a score box when no blank is left unscored after it */
  | 'enter-in-box'
  /** the last blank got its score (auto-submit) */
  | 'all-scored'
  /** the right button on the paper */
  | 'right-click';

export interface SubmitContext {
  hasStudent: boolean;
  /** the selection panel lies over the paper */
  selectionOpen: boolean;
  /** marks count from a start (step points, bonus, reduce): see isStepMode */
  stepMode: boolean;
  /** the group is marked by region (test_correct_type 1), not by blank */
  regionMode: boolean;
  history: boolean;
  autoSubmit: boolean;
  /** every blank has a score */
  complete: boolean;
}

export type SubmitKind = 'normal' | 'quick' | 'auto';

/** What a gesture does: submit (of a kind), ask for the submit button, or nothing. */
export type SubmitTrigger = { kind: 'submit'; submit: SubmitKind } | { kind: 'ask-for-button' } | { kind: 'none' };

const NONE: SubmitTrigger = { kind: 'none' };
const ASK: SubmitTrigger = { kind: 'ask-for-button' };
const submit = (kind: SubmitKind): SubmitTrigger => ({ kind: 'submit', submit: kind });

/**
 * The one rule of "may this gesture submit now" (spec 000 §2, §4). Buttons always try (a
 * blocked submit says why). In step-point marking by region the paper's right click submits and
 * Enter and auto-submit do not; by blank, right click submits too. History never moves on by
 * itself, and blank-mode history "demands explicit submit": Enter asks for the submit button.
 */
export function submitTrigger(gesture: SubmitGesture, context: SubmitContext): SubmitTrigger {
  const stepRegion = context.stepMode && context.regionMode;
  const blankHistory = context.history && !context.regionMode;
  switch (gesture) {
    case 'button':
      return submit('normal');
    case 'quick':
      return submit('quick');
    case 'enter':
      if (!context.hasStudent || context.selectionOpen || stepRegion) return NONE;
      return blankHistory ? ASK : submit('normal');
    case 'enter-in-box':
      if (context.stepMode) return NONE;
      if (blankHistory) return ASK;
      return context.complete ? submit('normal') : NONE;
    case 'all-scored':
      if (!context.autoSubmit || stepRegion) return NONE;
      if (context.history) return blankHistory ? ASK : NONE;
      return submit('auto');
    case 'right-click':
      return stepRegion || !context.regionMode ? submit('normal') : NONE;
  }
}

/** Marks count from a start (step points, or bonus and reduce marking): then right click submits. */
export function isStepMode(settings: { stepPoint: boolean; scoreType: string }): boolean {
  return settings.stepPoint || settings.scoreType !== 'common';
}

export type ImageState = 'idle' | 'loading' | 'loaded' | 'error';

/** Why a submit cannot go now (spec 000 §4), or undefined when it can. */
export type SubmitBlock = 'image' | 'locked' | 'elsewhere' | 'token' | 'pushing' | 'no-student' | 'lease-lost';

export function submitBlock(state: {
  hasStudent: boolean;
  image: ImageState;
  locked: boolean;
  loggedInElsewhere: boolean;
  tokenMissing: boolean;
  pushing: boolean;
  /** the student on screen is no longer held for me: the server would refuse the marks */
  leaseLost?: boolean;
}): SubmitBlock | undefined {
  if (!state.hasStudent) return 'no-student';
  if (state.leaseLost) return 'lease-lost';
  if (state.loggedInElsewhere) return 'elsewhere';
  if (state.tokenMissing) return 'token';
  if (state.locked) return 'locked';
  if (state.pushing) return 'pushing';
  if (state.image !== 'loaded') return 'image';
  return undefined;
}

export interface SettledScores {
  /** every blank's score, in question order */
  scores: Map<string, number>;
  total: number;
}

/**
 * The scores a submit sends and their total, from one reading of the paper. Unscored blanks
 * count 0 when `zeroUnscored` (F1 quick submit; step-point marking by region, where the
 * running score is the score); otherwise a paper with an unscored blank is not sent (undefined:
 * "some groups still unscored, please score").
 */
export function settleScores(order: readonly string[], scores: ReadonlyMap<string, number | undefined>, zeroUnscored: boolean): SettledScores | undefined {
  if (!zeroUnscored && !allScored(order, scores)) return undefined;
  const settled = withUnscoredAsZero(order, scores);
  return { scores: settled, total: sumScores(settled.values()) };
}

/** Whether unscored blanks count 0 in a submit of this kind (see settleScores). */
export function zeroesUnscored(kind: SubmitKind, context: { stepMode: boolean; regionMode: boolean }): boolean {
  return kind === 'quick' || (context.stepMode && context.regionMode);
}

/** The seconds the student was on screen, as the contract bounds spend_time. */
export function spendTimeSeconds(shownAt: number, now: number): number {
  return Math.min(SPEND_TIME_MAX_S, Math.max(0, Math.round((now - shownAt) / 1000)));
}
