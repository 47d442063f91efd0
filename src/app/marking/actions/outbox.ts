/**
 * How the marking window follows its outbox (../marking-outbox.ts): an acknowledged new mark
 * brings the server's answer (the students I hold, the progress) to the open group; a refusal
 * is told at once and kept in the footer with what the marker can do; the outbox opens with
 * the window, taking up what a reload or a crash left, and sends at once when the network is back.
 */
import { refusalAdvice, withoutScored, type OutboxMark } from '../../../domain/marking/outbox.ts';
import { queueAfterSubmit } from '../../../domain/marking/queue.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { onOutboxAnswers, outbox, pendingInOpenGroup, publishOutbox, type SubmitResult } from '../marking-outbox.ts';
import { checkWorkload, finishGroup, loadInto } from './group.ts';
import { notify } from './notices.ts';
import { prefetchQueue, showCurrent } from './on-screen.ts';

function inOpenGroup(mark: OutboxMark): boolean {
  const group = state.group;
  return Boolean(group && group.testId === mark.testId && group.partitionId === mark.partitionId && group.judge === mark.judge);
}

/**
 * A new mark of the open group was stored: its answer names the students I hold (those whose
 * marks still wait among them, scored already) and the progress. The student on screen stays.
 */
function acknowledged(mark: OutboxMark, result: SubmitResult): void {
  if (!inOpenGroup(mark)) return;
  const group = state.group!;
  if (result.mark_progress) group.markProgress = result.mark_progress;
  if (result.judge_progress) group.judgeProgress = result.judge_progress;
  if (mark.history || state.history.active) return;
  const waiting = pendingInOpenGroup();
  const onScreen = state.queue[0]?.student_id;
  const held = withoutScored(
    result.students.filter((s) => s.student_id !== mark.studentId),
    waiting,
  );
  const next = queueAfterSubmit(held, onScreen);
  state.queue = next;
  state.history.hasEarlier = true;
  if (next[0]?.student_id !== onScreen) showCurrent();
  else prefetchQueue();
  if (next.length > 0) checkWorkload();
  else if (waiting.length === 0) finishGroup();
}

/** A refusal: the marker hears it now, and the footer keeps it until they have read it. */
function refused(mark: OutboxMark): void {
  notify.error(mark.refusal?.msg || t.marking.outbox.refused(1));
  if (!inOpenGroup(mark) || mark.history || state.history.active) return;
  if (refusalAdvice(mark) === 'group') {
    // the marker's part in the group is over (a strict quota met, no longer its marker): the
    // students held cannot be marked any more; the group read again says why (workload warning)
    state.queue = [];
    void loadInto({ kind: 'continue' });
    return;
  }
  // nothing held is left and nothing waits: ask for the next students
  if (state.queue.length === 0 && pendingInOpenGroup().length === 0) void loadInto({ kind: 'continue' });
}

onOutboxAnswers({ acknowledged, refused });

const onOnline = () => {
  publishOutbox();
  outbox.retryNow();
};

/**
 * Opens the outbox for the signed-in marker: what they left pending (a reload, a crash) is sent
 * again; a network coming back sends at once. `ready` settles when the kept marks are taken up.
 */
export function openOutbox(uid: number): { ready: Promise<unknown>; close: () => void } {
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', publishOutbox);
  const ready = outbox.open(uid);
  return {
    ready,
    close: () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', publishOutbox);
      outbox.close();
      publishOutbox();
    },
  };
}

/** The marker has read a refusal. */
export function dismissRefusal(key: string): void {
  void outbox.dismiss(key);
}
