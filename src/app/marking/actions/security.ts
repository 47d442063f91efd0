/**
 * The marking token and the console watch (spec 000 §2, §8): the window checks its token on
 * opening, takes marking over from another window, renews the token, and counts down once a
 * developer console is seen.
 */
import { ApiError } from '../../../api/client.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import { flagLoggedInElsewhere, flagMarkingTokenMissing, getToken, hasSession, resetMarkingFlags, setToken } from '../../../state/session.ts';
import * as calls from '../marking-api.ts';

/** Where the marking window sends a user whose marking token check answers something unexpected. */
export const TEACHER_PATH = '/teachers';

/**
 * Spec 000 §8: no marking token → one is issued; a stored one is checked. 401 → token missing,
 * 4000 → logged in elsewhere, anything else → the teacher page in a new window.
 */
export async function verifyAccess(): Promise<void> {
  state.access = 'verifying';
  try {
    if (!getToken('marking')) {
      setToken('marking', await calls.issueMarkingToken());
    } else {
      try {
        await calls.checkMarkingToken();
      } catch (error) {
        // an expired marking token of a live session is simply replaced
        if (!(error instanceof ApiError) || error.status !== 401 || error.code === 4000 || !hasSession()) throw error;
        setToken('marking', await calls.issueMarkingToken());
      }
    }
    resetMarkingFlags();
    state.access = 'ready';
  } catch (error) {
    state.access = 'failed';
    if (error instanceof ApiError && error.code === 4000) flagLoggedInElsewhere();
    else if (error instanceof ApiError && error.status === 401) flagMarkingTokenMissing();
    else window.open(TEACHER_PATH, '_blank', 'noopener');
  }
}

/** "Log in again here": a fresh marking token supersedes the other window's. */
export async function takeOverMarking(): Promise<void> {
  setToken('marking', '');
  resetMarkingFlags();
  await verifyAccess();
  if (state.access === 'ready') window.location.reload();
}

export function renewToken(): void {
  void calls.renewMarkingToken().catch(() => undefined);
}

export function flagDevtools(): void {
  state.devtools.open = true;
}

/** One second of the console countdown; answers the seconds left. */
export function tickDevtoolsCountdown(): number {
  state.devtools.secondsLeft = Math.max(0, state.devtools.secondsLeft - 1);
  return state.devtools.secondsLeft;
}
