/**
 * The marking window's one outbox (see outbox.ts), sending through the submit call, and what the
 * screen and the other actions ask of it: how many marks wait, whether the server answers, and
 * which papers of a group have marks waiting. What an answer or a refusal changes on the screen
 * is decided by actions/outbox.ts, which registers itself here.
 */
import { ApiError } from '../../api/client.ts';
import type { components } from '../../contract/schema.d.ts';
import { pendingStudentsOf, type OutboxMark } from '../../domain/marking/outbox.ts';
import { markingSession as state } from '../../state/marking-session.ts';
import { outboxView } from '../../state/marking-outbox.ts';
import * as calls from './marking-api.ts';
import { indexedDbOutboxStore } from './outbox-store.ts';
import { Outbox, realClock, SendFailed, type OutboxEvents } from './outbox.ts';

export type SubmitResult = components['schemas']['SubmitResult'];

/** Failures that end or interrupt the session: the mark waits until the marker is back. */
const SESSION_ACTIONS = new Set(['endSession', 'markingTokenMissing', 'loggedInElsewhere', 'screenLocked']);

async function sendMark(mark: OutboxMark): Promise<SubmitResult> {
  try {
    return await calls.submitScore(mark.testId, mark.body);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new SendFailed({ kind: error.failure.kind, status: error.status, sessionAction: SESSION_ACTIONS.has(error.action) }, error.message);
    }
    throw new SendFailed({ kind: 'network', status: 0, sessionAction: false }, '');
  }
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Copies what the screen shows of the outbox to its store. */
export function publishOutbox(): void {
  outboxView.pending = outbox.pending().length;
  outboxView.offline = outbox.offline || browserOffline();
  outboxView.refused = outbox.refused();
}

let answers: Pick<OutboxEvents<SubmitResult>, 'acknowledged' | 'refused'> = {};

/** How the screen follows an acknowledged or refused mark (set once by actions/outbox.ts). */
export function onOutboxAnswers(handlers: typeof answers): void {
  answers = handlers;
}

export const outbox = new Outbox<SubmitResult>(indexedDbOutboxStore, sendMark, realClock, {
  acknowledged: (mark, result) => answers.acknowledged?.(mark, result),
  refused: (mark) => answers.refused?.(mark),
  changed: publishOutbox,
});

/** The papers of the open group whose new marks wait in the outbox. */
export function pendingInOpenGroup(): number[] {
  const group = state.group;
  return group ? pendingStudentsOf(outbox.pending(), group) : [];
}

/** Whether new marks of a group wait to be sent (its held students are not released then). */
export function hasPendingIn(group: { partitionId: number; judge: 0 | 1 }): boolean {
  return pendingStudentsOf(outbox.pending(), group).length > 0;
}
