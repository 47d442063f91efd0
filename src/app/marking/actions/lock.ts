/** The lock screen (spec 000 §2, §5): read, lock, and unlock with the password. */
import { ApiError, markingApi } from '../../../api/client.ts';
import { encryptPassword, fetchPublicKey } from '../../../api/encrypt-password.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import { session } from '../../../state/session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import * as calls from '../marking-api.ts';
import { loadExams } from './lists.ts';
import { notify } from './notices.ts';

const texts = t.marking;

export async function checkLock(): Promise<void> {
  const uid = session.user?.uid;
  if (!uid) return;
  try {
    const info = await calls.userInfo(uid);
    state.locked = info.locked_screen === 1;
  } catch {
    // the lock state is read again on the next lock or unlock
  }
}

export async function lock(): Promise<void> {
  const uid = session.user?.uid;
  try {
    if (!uid) throw new Error('no user');
    await calls.lockScreen(uid);
    state.locked = true;
  } catch {
    notify.error(texts.messages.lockFailed);
  }
}

/** Spec 000 §5: "Unlock needs a non-empty password". */
export async function unlock(password: string): Promise<boolean> {
  if (password.trim() === '') {
    notify.warning(texts.messages.fillPassword);
    return false;
  }
  const uid = session.user?.uid;
  try {
    if (!uid) throw new Error('no user');
    const key = await fetchPublicKey(markingApi);
    const cipher = encryptPassword(key, password);
    if (!cipher) throw new Error('encrypt');
    await calls.unlockScreen(uid, cipher);
    state.locked = false;
    // a window opened while locked could not load its exams: it does so now
    if (state.selection.exams.length === 0) void loadExams();
    return true;
  } catch (error) {
    // too many wrong passwords: the server says how long the account waits
    notify.error(error instanceof ApiError && error.status === 429 ? error.message : texts.messages.unlockFailed);
    return false;
  }
}
