/**
 * A question group open for marking (spec 000 §4): opening it live or at a record of history,
 * loading its students, the workload warning, going back to the lists, and its end.
 */
import { withoutScored } from '../../../domain/marking/outbox.ts';
import { isHistoryEntry, loadQueryFor, shouldWarnWorkload, type LoadEntry } from '../../../domain/marking/queue.ts';
import { markingSession as state, type PartitionRow } from '../../../state/marking-session.ts';
import { acceptWorkload, rememberGroup, workloadAccepted } from '../../../state/marking-session-storage.ts';
import { t } from '../../../i18n/zh-CN.ts';
import * as calls from '../marking-api.ts';
import { paper } from '../paper-controller.ts';
import { releaseGroup } from './holding.ts';
import { loadPartitions, refreshTests } from './lists.ts';
import { messageOf, notify } from './notices.ts';
import { showCurrent } from './on-screen.ts';
import { pendingInOpenGroup } from '../marking-outbox.ts';

const texts = t.marking;

export async function startGroup(testId: number, row: PartitionRow, judge: 0 | 1, entry: LoadEntry = { kind: 'fresh' }): Promise<void> {
  const previous = state.group;
  if (previous && (previous.partitionId !== row.id || previous.judge !== judge)) void releaseGroup(previous);
  state.group = {
    testId,
    partitionId: row.id,
    judge,
    row,
    questions: row.questions,
    feedbackList: [],
    markProgress: undefined,
    judgeProgress: undefined,
  };
  state.history.active = false;
  state.finished = false;
  state.queue = [];
  state.workloadWarning = undefined;
  paper.show(undefined);
  rememberGroup({ testId, partitionId: row.id, judge });
  const loaded = await loadInto(entry);
  if (loaded) state.selection.panelOpen = false;
}

/** A group chosen in a dialog (marking quality, the exam tree) opens in that mode. */
export async function openGroupFrom(testId: number, row: PartitionRow, judge: 0 | 1): Promise<void> {
  state.selection.mode = judge;
  state.selection.partitionId = row.id;
  await startGroup(testId, row, judge);
}

/** Loads the open group's students as `entry` says; answers whether a student came. */
export async function loadInto(entry: LoadEntry): Promise<boolean> {
  const group = state.group;
  if (!group) return false;
  let data: Awaited<ReturnType<typeof calls.loadMarking>>;
  try {
    data = await calls.loadMarking(loadQueryFor(entry, group));
  } catch (error) {
    // spec 000 §8: "group load failure: 'loaded failed' plus msg, then occupied students released"
    notify.error(texts.messages.loadFailed(messageOf(error)));
    void releaseGroup(group);
    return false;
  }
  if (state.group !== group) return false;
  if (data.questions) group.questions = data.questions;
  if (data.feedback_list) group.feedbackList = data.feedback_list;
  if (data.mark_progress) group.markProgress = data.mark_progress;
  if (data.judge_progress) group.judgeProgress = data.judge_progress;

  const history = isHistoryEntry(entry);
  if (history && data.students.length === 0) {
    notify.warning(entry.kind === 'neighbour' && entry.direction === 'previous' ? texts.messages.firstRecord : texts.messages.lastRecord);
    return false;
  }
  const progress = group.judge === 1 ? data.judge_progress : data.mark_progress;
  state.history.hasEarlier = progress?.previous ?? false;
  state.history.hasLater = history && (progress?.after ?? false);
  state.history.active = history;
  // students whose marks wait in the outbox are scored already, though the server still holds them
  state.queue = history ? data.students : withoutScored(data.students, pendingInOpenGroup());
  state.leaseLost = undefined;
  state.finished = !history && data.students.length === 0;
  showCurrent();
  checkWorkload();
  return true;
}

/** Shows the workload warning when the server's figures call for it (spec 000 §4). */
export function checkWorkload(): void {
  const group = state.group;
  if (!group) return;
  const exam = state.selection.exams.find((e) => e.id === state.selection.examId);
  const warn = group.markProgress?.marking_warn;
  const show = shouldWarnWorkload(warn, {
    classTeacherMarking: exam?.class_teacher_marking === 1,
    history: state.history.active,
    judge: group.judge,
    accepted: workloadAccepted(group.partitionId),
  });
  state.workloadWarning = show ? warn : undefined;
}

/** The marker goes on past the workload warning; remembered for this group. */
export function continuePastWorkload(): void {
  if (state.group) acceptWorkload(state.group.partitionId);
  state.workloadWarning = undefined;
}

/** Back to the selection panel (the workload warning's cancel, "choose a group"). */
export function backToList(): void {
  state.workloadWarning = undefined;
  const group = state.group;
  if (group) void releaseGroup(group);
  state.group = undefined;
  state.queue = [];
  state.finished = false;
  state.history.active = false;
  paper.show(undefined);
  state.selection.panelOpen = true;
  void refreshTests();
  void loadPartitions(true);
}

/** Spec 000 §4: "When the queue empties a success message says the group is finished". */
export function finishGroup(): void {
  const group = state.group;
  state.finished = true;
  state.image = 'idle';
  state.workloadWarning = undefined;
  notify.success(texts.messages.groupFinished);
  if (group) void releaseGroup(group);
  void loadPartitions(true);
}
