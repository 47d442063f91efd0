/**
 * Submitting the student on screen (spec 000 §4), and the one way every gesture that may submit
 * (a button, F1, Enter, the last score, the right button on the paper) goes through the rule of
 * src/domain/marking/submit.ts.
 */
import { isRegionMode } from '../../../domain/marking/blanks.ts';
import { SCORE_MESSAGE_S } from '../../../domain/marking/limits.ts';
import { afterHistorySubmit, isLeaseLost, studentKey, submitClaim } from '../../../domain/marking/queue.ts';
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
import { loadInto } from './group.ts';
import { resumeLiveAtLastRecord } from './history.ts';
import { notify, showScoreMessage } from './notices.ts';
import { showCurrent } from './on-screen.ts';
import { outboxView } from '../../../state/marking-outbox.ts';
import { outbox } from '../marking-outbox.ts';
import { afterPaint } from '../after-paint.ts';

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
 * Submits the student on screen (spec 000 §4). The mark goes into the outbox (kept in the
 * browser until the server has it) and, in live marking, the next student I hold is shown at
 * once, without waiting for the server; when none is left while the network is down, the
 * marker is told to wait. An edit of a record of history waits for the server's answer before
 * moving on to the next record; if the network is down it is kept and sent later.
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
  const key = submitKeyOf(student);
  const body: calls.SubmitScore = {
    partition_id: group.partitionId,
    student_id: student.student_id,
    judge: group.judge,
    total_score: submission.total,
    question_score: submission.questionScore,
    score_marks: submission.scoreMarks,
    spend_time: spendTimeSeconds(state.shownAt, Date.now()),
    ...submitClaim(history),
    idempotency_key: key,
    ...(history ? { marking_log_id: student.marking_log_id, version: student.version } : {}),
  };
  const mark = {
    key,
    uid: session.user?.uid ?? 0,
    testId: group.testId,
    partitionId: group.partitionId,
    judge: group.judge,
    studentId: student.student_id,
    studentName: student.student_name,
    history,
    body,
  };

  if (!history) {
    // the next student is already claimed and downloaded: show it now
    state.queue = state.queue.slice(1);
    showCurrent();
    // the key travels with the mark in the outbox from here on
    delete state.submitKeys[studentKey(student)];
    // the mark waits in the outbox from now on; it is stored and sent once the next student is painted
    const held = outbox.hold(mark);
    afterPaint(() => void outbox.keep(held));
    if (state.queue.length === 0 && outboxView.offline) notify.warning(texts.outbox.keptOffline);
    return true;
  }

  state.pushing = true;
  try {
    await outbox.add(mark);
    const outcome = await outbox.attempted(key);
    if (outcome === 'retrying') {
      notify.warning(texts.outbox.keptOffline);
      return false;
    }
    if (outcome === 'refused') return false;
    delete state.submitKeys[studentKey(student)];
    if (state.group !== group || !state.history.active) return true;
    state.pushing = false;
    if (afterHistorySubmit(state.history.hasLater) === 'next-record') await loadInto({ kind: 'neighbour', direction: 'after', fromLogId: student.marking_log_id });
    else await resumeLiveAtLastRecord();
    return true;
  } finally {
    state.pushing = false;
  }
}
