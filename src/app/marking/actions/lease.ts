/**
 * The hold on the students on screen. The server keeps a student for me for a lease
 * (CLAIM_LEASE_MS, renewed by every load and submit); a marker who reads a long answer, or
 * steps away with the window open, submits nothing for a while and would lose the student to
 * the next marker without knowing it until the submit is refused. So while the window is
 * visible and shows a student of live marking, it renews the lease, well inside its length;
 * when the server answers that the student is no longer mine, the paper says so at once, keeps
 * what the marker wrote, and offers the next student.
 */
import { ApiError } from '../../../api/client.ts';
import { CLAIM_LEASE_MS } from '../../../domain/marking-rules.ts';
import { isLeaseLost, queueAfterRenewal } from '../../../domain/marking/queue.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import * as calls from '../marking-api.ts';
import { continueMarking } from './history.ts';
import { pendingInOpenGroup } from '../marking-outbox.ts';

/** A fifth of the lease: four renewals may fail (network, a busy server) before a lease runs out. */
export const LEASE_RENEW_MS = CLAIM_LEASE_MS / 5;
/** Coming back to the window renews at once, unless the last renewal is this recent. */
export const RENEW_ON_RETURN_AFTER_MS = 15_000;

/**
 * Renews my hold on the students of the open group: the one on screen in live marking (unless
 * its hold is known to be lost) and the papers whose marks wait in the outbox, named so that
 * nobody else is handed them before the marks arrive. Students behind the one on screen that
 * are no longer held leave the queue; the one on screen stays, with the lost-lease notice when
 * it is no longer mine. Failures other than "not yours any more" wait for the next renewal.
 */
export async function renewLease(): Promise<void> {
  const group = state.group;
  if (!group || state.leaseRenewing) return;
  const live = !state.history.active && !isLeaseLost(state);
  const student = live ? state.queue[0] : undefined;
  const pending = pendingInOpenGroup();
  if (!student && pending.length === 0) return;
  const asked = student ? state.queue.map((s) => s.student_id) : [];
  state.leaseRenewing = true;
  try {
    const answer = await calls.renewLease(group.testId, {
      partition_id: group.partitionId,
      judge: group.judge,
      ...(student ? { student_id: student.student_id } : {}),
      ...(pending.length > 0 ? { pending_student_ids: pending } : {}),
    });
    if (state.group !== group || !student) return;
    const next = queueAfterRenewal(state.queue, answer.held_student_ids, asked);
    if (next.length !== state.queue.length) state.queue = next;
  } catch (error) {
    const notMine = error instanceof ApiError && error.status === 409;
    if (student && notMine && state.group === group && !state.history.active && state.queue[0]?.student_id === student.student_id) {
      state.leaseLost = student.student_id;
    }
  } finally {
    state.leaseRenewing = false;
  }
}

/** The lost-lease notice's action: the next student I hold, or newly claimed ones. */
export async function takeNextStudent(): Promise<void> {
  await continueMarking();
}

/**
 * Renews every LEASE_RENEW_MS while the page is visible, and at once when the marker comes back
 * to it; answers the function that stops. `onReturn` runs as well when the marker comes back.
 */
export function keepLeaseWhileVisible(onReturn?: () => void): () => void {
  let last = Date.now();
  const renewNow = () => {
    last = Date.now();
    void renewLease();
  };
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') renewNow();
  }, LEASE_RENEW_MS);
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - last > RENEW_ON_RETURN_AFTER_MS) renewNow();
    onReturn?.();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
