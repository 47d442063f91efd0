/**
 * Who asks, and what their role and position alone decide (spec 002 §6). A principal is a
 * signed-in request, or the creator of a task that a worker runs later in the role the task was
 * created in; the rules never read more than the user, the role and the position.
 */
import { Position, Role } from '../../domain/roles.ts';

export interface Principal {
  userId: number;
  /** the position (group) the user acts in */
  groupId: number;
  role: Role;
}

/** Positions that analyse an exam for the whole school (school leaders), besides the administrators. */
const SCHOOL_ANALYSIS_POSITIONS: ReadonlySet<number> = new Set([
  Position.principal,
  Position.gradeLeader,
  Position.researchLeader,
  Position.prepLeader,
  Position.infoAdmin,
  Position.academicDirector,
]);

/**
 * Positions that lead their school's exams (spec 002 §6): principal 6, grade leader 13, research
 * leader 17 and prep leader 21. Besides the administrators they re-mark papers of a question group
 * in a spot check (spec 001 §7.5), which is how they hold the markers to account.
 */
const EXAM_LEADER_POSITIONS: ReadonlySet<number> = new Set([Position.principal, Position.gradeLeader, Position.researchLeader, Position.prepLeader]);

/** Positions whose class-level views are limited to the classes they teach. */
const CLASS_LIMITED_POSITIONS: ReadonlySet<number> = new Set([Position.subjectTeacher, Position.classHead]);

export function isSuperAdmin(who: Principal): boolean {
  return who.role === Role.superAdmin;
}

/** The super administrator or a school administrator (role 5), whatever the school. */
export function hasAdministratorRole(who: Principal): boolean {
  return who.role === Role.superAdmin || who.role === Role.admin;
}

/** Administrators and school leaders: they may analyse an exam of their school as a whole. */
export function analysesWholeSchool(who: Principal): boolean {
  return hasAdministratorRole(who) || SCHOOL_ANALYSIS_POSITIONS.has(who.groupId);
}

/** A teacher acting in a position that leads the school's exams (not an administrator). */
export function leadsExams(who: Principal): boolean {
  return who.role === Role.teacher && EXAM_LEADER_POSITIONS.has(who.groupId);
}

/**
 * A grade leader leads the exams of their own grades only (spec 002 §6: 年级主任 of the grades
 * they are given), where the other leaders lead every exam of the school.
 */
export function leadsOwnGradesOnly(who: Principal): boolean {
  return leadsExams(who) && who.groupId === Position.gradeLeader;
}

/** Subject teachers and class heads: a single class only when they teach it. */
export function limitedToTaughtClasses(who: Principal): boolean {
  return who.role === Role.teacher && CLASS_LIMITED_POSITIONS.has(who.groupId);
}
