/**
 * Roles and positions (spec 002 §6). A user belongs to one or more groups (positions); the
 * current group decides the numeric role the client stores and the route guard reads.
 */
import { enumeration } from './enumeration.ts';
import { POSITION_TEXTS } from '../i18n/zh-CN/domain/roles.ts';
import { STUDENT_GROUP } from './student-login.ts';

export const Role = { superAdmin: 1, student: 2, teacher: 4, admin: 5 } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Position (group) ids. 1 is the super administrator's own group. */
const positions = enumeration(
  {
    superAdmin: 1, principal: 6, subjectTeacher: 11, classHead: 12, gradeLeader: 13, infoAdmin: 14, researchLeader: 17, academicDirector: 18,
    prepLeader: 21,
  },
  POSITION_TEXTS,
);
export const Position = positions.values;
export type Position = (typeof Position)[keyof typeof Position];
export const POSITION_NAMES: Readonly<Record<number, string>> = positions.names;

/** Teacher positions map to role 4 or 5 (spec 002 §6); a student account acts in the student group, role 2. */
export function roleOfGroup(groupId: number): Role {
  switch (groupId) {
    case Position.superAdmin:
      return Role.superAdmin;
    case STUDENT_GROUP:
      return Role.student;
    case Position.infoAdmin:
    case Position.academicDirector:
      return Role.admin;
    case Position.principal:
    case Position.gradeLeader:
    case Position.researchLeader:
    case Position.prepLeader:
    case Position.classHead:
    case Position.subjectTeacher:
      return Role.teacher;
    default:
      return Role.teacher;
  }
}

/** The preset priority in which a user's groups are listed and the default one is chosen. */
export const GROUP_PRIORITY: readonly number[] = [
  Position.superAdmin,
  Position.principal,
  Position.academicDirector,
  Position.infoAdmin,
  Position.gradeLeader,
  Position.researchLeader,
  Position.prepLeader,
  Position.classHead,
  Position.subjectTeacher,
];

/** Orders groups by the preset priority; groups not on the list follow in their own order. */
export function orderGroups<T extends { group_id: number }>(groups: readonly T[]): T[] {
  const rank = (g: T) => {
    const i = GROUP_PRIORITY.indexOf(g.group_id);
    return i === -1 ? GROUP_PRIORITY.length : i;
  };
  return groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i)
    .map(({ g }) => g);
}

/** Route-guard whitelist (spec 002 §2): roles 1 and 5 may only stay on these prefixes. */
export const ADMIN_ALLOWED_PREFIXES: readonly string[] = [
  '/auth',
  '/analysis/examination',
  '/divided/progress',
  '/lesson',
  '/answerCard/admin',
  '/answerCard/create',
  '/answerCard/preview',
  '/preview/analysis',
];

/**
 * Exam setup's screens (spec 001 §2.1 /teachers/examination, /teachers/testing_edit, the
 * division of the papers, /teachers/divided, and the recognition exceptions of their scans,
 * /teachers/exceptionHandling, and the scanning of mixed papers, /aiScanAnswerSheet), which only
 * a school's administrators use, and paper assembly
 * (/teachers/volume, /teachers/basket), whose basket an administrator sets as an exam's paper,
 * and the school's paper library (/teachers/paperWork) of the files they attach to papers;
 * exact paths, so that the teachers' other /teachers/… screens stay outside the whitelist.
 */
export const ADMIN_ALLOWED_PATHS: readonly string[] = [
  '/teachers/examination',
  '/teachers/testing_edit',
  '/teachers/divided',
  '/teachers/exceptionHandling',
  '/aiScanAnswerSheet',
  '/teachers/volume',
  '/teachers/basket',
  '/teachers/examinationBasket',
  '/teachers/paperWork',
];

/** The student's own screens (role 2): a student opens these and nothing else, and nobody else opens them. */
export const STUDENT_PATH_PREFIX = '/student/';

export function isStudentPath(path: string): boolean {
  return path.startsWith(STUDENT_PATH_PREFIX);
}

export function isBouncedByGuard(role: number | undefined, path: string): boolean {
  if (role !== Role.superAdmin && role !== Role.admin) return false;
  return !ADMIN_ALLOWED_PATHS.includes(path) && !ADMIN_ALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix));
}
