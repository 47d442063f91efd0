/**
 * Signing in (spec 002 §3, §4): fetch the public key, send the RSA-encrypted password, store
 * the answered user info, then decide where the user goes next.
 */
import { api, ApiError, call } from '../../api/client.ts';
import { encryptPassword, fetchPublicKey } from '../../api/encrypt-password.ts';
import {
  forgetRememberedPath,
  rememberedPath,
  resetMarkingFlags,
  saveUserInfo,
  setSchoolId,
  writeKey,
  type StoredUserInfo,
} from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { landingPath, SELECT_SCHOOL_PATH } from './nav-model.ts';

/** The login mode stored after a password sign-in (session key 'login mode'). */
export const PASSWORD_LOGIN_MODE = 'password';

export class SignInError extends Error {}

export async function signIn(username: string, password: string): Promise<StoredUserInfo> {
  let publicKey: string;
  try {
    publicKey = await fetchPublicKey();
  } catch (error) {
    throw new SignInError(error instanceof ApiError ? error.message : t.shell.login.publicKeyFailed);
  }
  const cipherText = encryptPassword(publicKey, password);
  if (!cipherText) throw new SignInError(t.shell.login.encryptFailed);
  const info = await call(api.POST('/v1/user/login', { body: { username: username.trim(), password: cipherText } }));
  resetMarkingFlags();
  const stored = saveUserInfo(info);
  writeKey('loginMode', PASSWORD_LOGIN_MODE);
  return stored;
}

/** After signing in: several schools → choose one; otherwise the remembered path or home. */
export function nextPathAfterSignIn(user: Pick<StoredUserInfo, 'role' | 'schools'>): string {
  if (user.schools.length > 1) return SELECT_SCHOOL_PATH;
  if (user.schools.length === 1) setSchoolId(user.schools[0].id);
  return takeLandingPath(user.role);
}

/** The landing path for this role; the remembered path is used up. */
export function takeLandingPath(role: number): string {
  const path = landingPath(role, rememberedPath());
  forgetRememberedPath();
  return path;
}
