/**
 * Interface state shared across screens: the loading overlay counts requests in flight
 * (spec 000 §7: every request shows it unless it opts out; it closes at the time-out).
 */
import { proxy } from 'valtio';

export const ui = proxy({
  /** requests that asked for the loading overlay and have not finished */
  pendingRequests: 0,
});

export function beginLoading(): void {
  ui.pendingRequests += 1;
}

export function endLoading(): void {
  ui.pendingRequests = Math.max(0, ui.pendingRequests - 1);
}

export function isLoading(): boolean {
  return ui.pendingRequests > 0;
}
