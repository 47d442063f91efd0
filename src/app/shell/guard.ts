/**
 * The route guard (spec 002 §2, §4): no session → /login; roles 1 and 5 outside the whitelisted
 * prefixes → session cleared, then /login. Public pages (login, help, privacy) need neither.
 * The product's own administration pages (access 'admin') are for roles 1 and 5 only: anyone
 * else is shown 'access denied' there, signed in as before. A student (role 2) opens only the
 * student's screens (access 'student') and is sent to their own screen from any other, so no
 * teacher's menu or screen is shown to them; nobody else opens the student's screens.
 */
import { isBouncedByGuard, Role } from '../../domain/roles.ts';

export type RouteAccess = 'public' | 'session' | 'admin' | 'student';

export type GuardDecision = 'pass' | 'login' | 'clearAndLogin' | 'denied' | 'studentHome';

export interface GuardSession {
  signedIn: boolean;
  role: number | undefined;
}

export function guardDecision(access: RouteAccess, path: string, current: GuardSession): GuardDecision {
  if (access === 'public') return 'pass';
  if (!current.signedIn) return 'login';
  if (current.role === Role.student) return access === 'student' ? 'pass' : 'studentHome';
  if (access === 'student') return 'denied';
  if (access === 'admin') return current.role === Role.superAdmin || current.role === Role.admin ? 'pass' : 'denied';
  if (isBouncedByGuard(current.role, path)) return 'clearAndLogin';
  return 'pass';
}
