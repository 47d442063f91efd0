/**
 * A password change as it travels (spec 002 §5): the current and the new password, trimmed and
 * each encrypted with the server's login key — for the change-password dialog and the phone page
 * a change-password QR code opens alike.
 */
import type { ApiClient } from '../../api/client.ts';
import { encryptPassword, fetchPublicKey } from '../../api/encrypt-password.ts';

export interface EncryptedPasswordChange {
  old_password: string;
  password: string;
}

/** Null when the browser cannot encrypt with the key (the caller says so). */
export async function encryptPasswordChange(client: ApiClient, oldPassword: string, newPassword: string): Promise<EncryptedPasswordChange | null> {
  const key = await fetchPublicKey(client);
  const encryptedOld = encryptPassword(key, oldPassword.trim());
  const encryptedNew = encryptPassword(key, newPassword.trim());
  return encryptedOld && encryptedNew ? { old_password: encryptedOld, password: encryptedNew } : null;
}
