/** Bearer tokens: 32 random bytes, shown to the client once, stored only as a SHA-256 hash. */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long tokens live. A web token is renewed (Refresh-Token header) in its second half. */
export const WEB_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const WEB_TOKEN_RENEW_AFTER_MS = WEB_TOKEN_TTL_MS / 2;
export const MARKING_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/**
 * A marking token is renewed while its window is open, but never past this age (counted from
 * its issue): the specification names no lifetime, and a marking day fits well inside one day.
 * After it the token answers 401 and the window asks its ordinary session for a new one.
 */
export const MARKING_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A replaced token keeps working this long, for requests already in flight. */
export const REPLACED_TOKEN_GRACE_MS = 60 * 1000;
