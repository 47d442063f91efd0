/**
 * The route guard (spec 002 §2, §4): no session → /login; roles 1 and 5 outside the whitelisted
 * prefixes → session cleared, then /login. Public pages (login, help, privacy) need neither.
 */
import { isBouncedByGuard } from '../../domain/roles.ts';

export type RouteAccess = 'public' | 'session';

export type GuardDecision = 'pass' | 'login' | 'clearAndLogin';

export interface GuardSession {
  signedIn: boolean;
  role: number | undefined;
}

export function guardDecision(access: RouteAccess, path: string, current: GuardSession): GuardDecision {
  if (access === 'public') return 'pass';
  if (!current.signedIn) return 'login';
  if (isBouncedByGuard(current.role, path)) return 'clearAndLogin';
  return 'pass';
}
