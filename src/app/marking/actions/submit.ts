/**
 * Submitting the student on screen (spec 000 §4), and the one way every gesture that may submit
 * (a button, F1, Enter, the last score, the right button on the paper) goes through the rule of
 * src/domain/marking/submit.ts.
 */
import { ApiError } from '../../../api/client.ts';
import { isRegionMode } from '../../../domain/marking/blanks.ts';
import { SCORE_MESSAGE_S } from '../../../domain/marking/limits.ts';
import { afterHistorySubmit, isLeaseLost, queueAfterSubmit, studentKey, submitClaim } from '../../../domain/marking/queue.ts';
import {
  isStepMode,
  spendTimeSeconds,
  submitBlock,
  submitTrigger,
  zeroesUnscored,
  type SubmitBlock,
  type SubmitGesture,
  type SubmitKind,
  type SubmitTrigger,
} from '../../../domain/marking/submit.ts';
import { markingSession as state, type StudentToMark } from '../../../state/marking-session.ts';
import { session } from '../../../state/session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import * as calls from '../marking-api.ts';
import { paper } from '../paper-controller.ts';
import { acceptTypedScore } from '../typed-score.ts';
import { checkWorkload, finishGroup, loadInto } from './group.ts';
import { resumeLiveAtLastRecord } from './history.ts';
import { messageOf, notify, showScoreMessage } from './notices.ts';
import { prefetchQueue, showCurrent } from './on-screen.ts';

const texts = t.marking;

/** Marks count from a start in the window's settings (step points, bonus, reduce). */
export function inStepMode(): boolean {
  return isStepMode(state.settings);
}

/** The open group is marked by region. */
export function inRegionMode(): boolean {
  return isRegionMode(state.group?.row);
}

/**
 * A gesture that may submit the student on screen: the rule decides whether it submits (and of
 * which kind), asks for the submit button, or does nothing. `complete` says whether every blank
 * has a score, for Enter in a score box. Answers what the rule decided; a submit runs on.
 */
export function submitBy(gesture: SubmitGesture, complete = true): SubmitTrigger {
  const trigger = submitTrigger(gesture, {
    hasStudent: state.queue.length > 0,
    selectionOpen: state.selection.panelOpen,
    stepMode: inStepMode(),
    regionMode: inRegionMode(),
    history: state.history.active,
    autoSubmit: state.settings.autoSubmit,
    complete,
  });
  if (trigger.kind === 'submit') void submitCurrent(trigger.submit);
  else if (trigger.kind === 'ask-for-button') showScoreMessage(texts.messages.blankHistorySubmit);
  return trigger;
}

/** What the marker is told when a submit is refused, by the reason. */
const BLOCK_MESSAGES: Readonly<Record<SubmitBlock, string>> = {
  image: texts.messages.imageLoading,
  locked: texts.messages.locked,
  elsewhere: texts.security.elsewhereText,
  token: texts.security.tokenMissingText,
  pushing: texts.messages.pushing,
  'lease-lost': texts.lease.lostText,
  'no-student': texts.messages.noStudent,
};

export function blockMessage(block: SubmitBlock): string {
  return BLOCK_MESSAGES[block];
}

export function currentBlock(): SubmitBlock | undefined {
  return submitBlock({
    hasStudent: state.queue.length > 0,
    image: state.image,
    locked: state.locked,
    loggedInElsewhere: session.loggedInElsewhere,
    tokenMissing: session.markingTokenMissing,
    pushing: state.pushing,
    leaseLost: isLeaseLost(state),
  });
}

/** The student's idempotency key, the same until the server acknowledges its mark. */
function submitKeyOf(student: StudentToMark): string {
  return (state.submitKeys[studentKey(student)] ??= crypto.randomUUID());
}

/**
 * Submits the student on screen (spec 000 §4). In live marking the next student appears at
 * once; if the server refuses, the submitted student comes back with the marker's scores.
 */
export async function submitCurrent(kind: SubmitKind = 'normal'): Promise<boolean> {
  acceptTypedScore();
  const block = currentBlock();
  if (block) {
    notify.warning(blockMessage(block), SCORE_MESSAGE_S);
    return false;
  }
  const group = state.group!;
  const student = state.queue[0];
  const history = state.history.active;
  const submission = paper.readSubmission({
    scoreType: state.settings.scoreType,
    zeroUnscored: zeroesUnscored(kind, { stepMode: inStepMode(), regionMode: inRegionMode() }),
  });
  if (submission === 'unscored') {
    notify.warning(texts.messages.unscoredGroups, SCORE_MESSAGE_S);
    return false;
  }
  if (!submission) return false;
  const body: calls.SubmitScore = {
    partition_id: group.partitionId,
    student_id: student.student_id,
    judge: group.judge,
    total_score: submission.total,
    question_score: submission.questionScore,
    score_marks: submission.scoreMarks,
    spend_time: spendTimeSeconds(state.shownAt, Date.now()),
    ...submitClaim(history),
    idempotency_key: submitKeyOf(student),
    ...(history ? { marking_log_id: student.marking_log_id, version: student.version } : {}),
  };

  state.pushing = true;
  if (!history) {
    // the next student is already claimed and downloaded: show it now
    state.queue = state.queue.slice(1);
    showCurrent();
  }
  try {
    const result = await calls.submitScore(group.testId, body);
    delete state.submitKeys[studentKey(student)];
    if (state.group !== group) return true;
    if (result.mark_progress) group.markProgress = result.mark_progress;
    if (result.judge_progress) group.judgeProgress = result.judge_progress;
    if (history) {
      state.pushing = false;
      if (afterHistorySubmit(state.history.hasLater) === 'next-record') await loadInto({ kind: 'neighbour', direction: 'after', fromLogId: student.marking_log_id });
      else await resumeLiveAtLastRecord();
      return true;
    }
    const onScreen = state.queue[0]?.student_id;
    const next = queueAfterSubmit(
      result.students.filter((s) => s.student_id !== student.student_id),
      onScreen,
    );
    state.queue = next;
    state.history.hasEarlier = true;
    if (next[0]?.student_id !== onScreen) showCurrent();
    else prefetchQueue();
    if (next.length === 0) finishGroup();
    else checkWorkload();
    return true;
  } catch (error) {
    notify.error(messageOf(error));
    if (!history && state.group === group) {
      const conflict = error instanceof ApiError && error.status === 409;
      if (conflict) {
        // the student is no longer mine (lease taken, state changed): go on with what I hold
        await loadInto({ kind: 'continue' });
      } else {
        const restored: StudentToMark = { ...student, question_score: submission.questionScore, score_marks: submission.scoreMarks };
        state.queue = [restored, ...state.queue.filter((s) => s.student_id !== student.student_id)];
        showCurrent();
      }
    }
    return false;
  } finally {
    state.pushing = false;
  }
}
