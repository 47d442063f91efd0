/**
 * What the marking window shows of its outbox (src/app/marking/outbox.ts): how many marks wait
 * to be sent, whether the server can be reached, and the marks it refused for good.
 */
import { proxy } from 'valtio';
import type { OutboxMark } from '../domain/marking/outbox.ts';

export const outboxView = proxy({
  /** marks waiting to be sent */
  pending: 0,
  /** the server cannot be reached (the browser is offline, or sends get no answer) */
  offline: false,
  /** marks the server refused for good, for the marker to read */
  refused: [] as OutboxMark[],
});
