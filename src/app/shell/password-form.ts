/**
 * Rules of the change-password dialog, old-password method (spec 002 §5): each field 6 to 30
 * characters with its own messages; on submit all three are trimmed and must be filled in, and
 * the new password must equal its confirmation. Each function answers the message to show, or
 * null when the value is fine.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/password-rules.ts';
import { shell } from '../../i18n/zh-CN/shell.ts';

const texts = shell.password;

function lengthProblem(value: string, emptyMessage: string): string | null {
  if (value.length === 0) return emptyMessage;
  if (value.length < PASSWORD_MIN_LENGTH) return texts.tooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return texts.tooLong;
  return null;
}

export function oldPasswordProblem(value: string): string | null {
  return lengthProblem(value, texts.oldRequired);
}

export function newPasswordProblem(value: string): string | null {
  return lengthProblem(value, texts.enterPassword);
}

export function confirmPasswordProblem(value: string, newPassword: string): string | null {
  return lengthProblem(value, texts.enterPasswordAgain) ?? (value === newPassword ? null : texts.mismatch);
}

export interface PasswordChangeFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The submit-time check: trimmed values, all filled in, new equal to the confirmation. */
export function passwordChangeProblem(fields: PasswordChangeFields): string | null {
  const oldPassword = fields.oldPassword.trim();
  const newPassword = fields.newPassword.trim();
  const confirmPassword = fields.confirmPassword.trim();
  if (!oldPassword || !newPassword || !confirmPassword) return texts.incomplete;
  if (newPassword !== confirmPassword) return texts.newAndConfirmDiffer;
  return null;
}
