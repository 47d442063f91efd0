/**
 * What ends or changes a session (spec 002 §4): log out, idle logout, a download-count failure,
 * role switch, and how session-ending request failures reach the user.
 */
import { api, attempt, setSessionListener, type Attempt } from '../../api/client.ts';
import {
  clearSession,
  flagLoggedInElsewhere,
  flagMarkingTokenMissing,
  originAddress,
  saveUserInfo,
  setMarkingWindowFlag,
  type StoredUserInfo,
} from '../../state/session.ts';
import { goToLogin, isMarkingWindowOpen } from './navigation.ts';
import { LOGIN_PATH } from './nav-model.ts';
import { refuseRequest } from '../../state/screen-visit.ts';

/** Spec 002 §9: "Reload after role switch 2000 ms". */
export const ROLE_SWITCH_RELOAD_MS = 2000;

/** Clears everything stored and goes to /login (no server call). */
export function endLocalSession(): void {
  const markingWindowOpen = isMarkingWindowOpen();
  clearSession();
  // the marking window sees this when it is next shown and leaves for /login too
  if (markingWindowOpen) setMarkingWindowFlag(true);
  goToLogin();
}

/** Log out: on code 200 everything stored is cleared and the user goes to /login. */
export async function logout(): Promise<Attempt<unknown>> {
  const result = await attempt(api.POST('/v1/user/logout'));
  if (result.ok) endLocalSession();
  return result;
}

/**
 * Idle logout: the server session is ended in the background, the local one at once; then the
 * stored origin address (single sign-on portal) or /login.
 */
export function logoutForIdle(): void {
  const origin = originAddress();
  void attempt(api.POST('/v1/user/logout', { loading: false }));
  if (origin) {
    clearSession();
    window.location.assign(origin);
    return;
  }
  endLocalSession();
}

/** The marking window was left behind by a logout elsewhere: show why, then sign in again. */
export function leaveMarkingWindowForLogin(): void {
  flagMarkingTokenMissing();
  flagLoggedInElsewhere();
  goToLogin();
}

/** Switches the current role; on success stores the answered user info. */
export async function switchGroup(groupId: number): Promise<Attempt<StoredUserInfo>> {
  const result = await attempt(api.POST('/v1/user/switch-group', { body: { group_id: groupId } }));
  if (!result.ok) return result;
  return { ok: true, data: saveUserInfo(result.data) };
}

/**
 * Makes session-ending failures visible: a 401 outside /login says why and goes to /login. A 403
 * never ends the session: when it refuses one of the opening reads of the screen shown, the
 * shell shows 'access denied' in place (screen-visit.ts); otherwise the screen that asked reports
 * it. The marking states are drawn by the marking window from the session store.
 */
export function installSessionListener(notifyError: (text: string) => void): () => void {
  setSessionListener((outcome, _failure, _kind, request) => {
    if (outcome.action === 'endSession') {
      if (window.location.pathname !== LOGIN_PATH) notifyError(outcome.message);
      goToLogin();
    } else if (outcome.action === 'accessDenied') {
      refuseRequest(request.sequence, outcome.message);
    }
  });
  return () => setSessionListener(undefined);
}
