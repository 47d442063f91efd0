/**
 * The top navigation's decisions (spec 002 §2, §4): which entries each role is offered, which is
 * active, what a click does, what the download badge says and when the role switcher shows.
 * Pure, so it is tested alone: whether a path opens a screen the user may see is asked of the
 * route table by the caller (`mayOpen`), so that no entry leads to a placeholder or a bounce.
 */
import { isBouncedByGuard, isStudentPath, Role } from '../../domain/roles.ts';

export type NavKey =
  | 'teachersIndex2'
  | 'markingModule'
  | 'marking'
  | 'teacherExamination'
  | 'examinationAnalysis'
  | 'teachersVolume'
  | 'examinationBasket'
  | 'teachersPagerWord'
  | 'studentAnswerLog'
  | 'answerCard'
  | 'teacherDivided'
  | 'myClass'
  | 'markingApp'
  | 'adminAnalysis'
  | 'adminProgress'
  | 'answerCardAdmin'
  | 'answerCardPreview'
  | 'exceptionHandling'
  | 'aiScanAnswerSheet'
  | 'adminOrganisation'
  | 'adminAbout';

export interface NavEntry {
  key: NavKey;
  path: string;
  /** route names for which this entry is shown active */
  activeFor: readonly string[];
  /** also shown active on every path under this prefix */
  activePrefix?: string;
  /** opens in a separate popup window instead of navigating */
  popup?: boolean;
  /** shown only when signed in */
  signedInOnly?: boolean;
}

export const MARKING_MODULE_PATH = '/markingModule';
export const HOME_PATH = '/teachers';
export const LOGIN_PATH = '/login';
export const SELECT_SCHOOL_PATH = '/selectSchool';
export const MY_DOWNLOAD_PATH = '/personalCenter/myDownload';
/** where roles 1 and 5 land after signing in: the first screen the route guard lets them see */
export const ADMIN_HOME_PATH = '/analysis/examination/index';
/** where a student (role 2) lands: their exams and scores */
export const STUDENT_HOME_PATH = '/student/scores';
/** the teacher's exam-analysis entry: the exams whose analysis is open */
export const EXAM_ANALYSIS_PATH = '/teachers/examinationAnalysis';
const ANALYSIS_PREFIX = '/analysis/examination';

export const MAIN_ENTRIES: readonly NavEntry[] = [
  { key: 'teachersIndex2', path: HOME_PATH, activeFor: ['teachersIndex2'] },
  { key: 'markingModule', path: MARKING_MODULE_PATH, activeFor: [], popup: true, signedInOnly: true },
  { key: 'marking', path: '/marking', activeFor: ['marking', 'SubjectList', 'MarkingList', 'workload', 'judge'] },
  { key: 'teacherExamination', path: '/teachers/examination', activeFor: ['teacherExamination', 'testingEdit'] },
  { key: 'examinationAnalysis', path: EXAM_ANALYSIS_PATH, activeFor: ['examinationAnalysis'], activePrefix: ANALYSIS_PREFIX },
];

/** Entries under 'more'. */
export const MORE_ENTRIES: readonly NavEntry[] = [
  { key: 'teachersVolume', path: '/teachers/volume', activeFor: ['teachersVolume', 'teachersBasket'] },
  { key: 'examinationBasket', path: '/teachers/examinationBasket', activeFor: ['examinationBasket'] },
  { key: 'teachersPagerWord', path: '/teachers/paperWork', activeFor: ['teachersPagerWord'] },
  { key: 'studentAnswerLog', path: '/teachers/studentAnswerLog', activeFor: ['studentAnswerLog'] },
  { key: 'answerCard', path: '/answerCard', activeFor: ['answerCard', 'answerCardCreate', 'answerCardPreview'] },
  { key: 'teacherDivided', path: '/teachers/divided', activeFor: ['teacherDivided'] },
];

/** Entries of the user menu that lead to a screen. */
export const USER_ENTRIES: readonly NavEntry[] = [
  { key: 'myClass', path: '/personalCenter/myClass', activeFor: ['myClass'] },
  { key: 'markingApp', path: '/help/appDownload/marking', activeFor: ['markingApp'] },
];

/**
 * The top bar of roles 1 and 5: the screens the route guard lets them open (spec 002 §2) —
 * exam analysis, marking progress under /divided/progress, the answer-card designer and its
 * preview — exam setup and the division of its papers (/teachers/divided), the exceptions of
 * recognised scans (/teachers/exceptionHandling), mixed-paper scanning (/aiScanAnswerSheet), the school's classes
 * and students (/admin/organisation) and the system information page.
 */
export const ADMIN_MAIN_ENTRIES: readonly NavEntry[] = [
  { key: 'adminAnalysis', path: ADMIN_HOME_PATH, activeFor: [], activePrefix: ANALYSIS_PREFIX },
  { key: 'adminProgress', path: '/divided/progress', activeFor: ['dividedProgressList'] },
  { key: 'answerCardAdmin', path: '/answerCard/admin', activeFor: ['answerCardAdmin'] },
  { key: 'teacherExamination', path: '/teachers/examination', activeFor: ['teacherExamination', 'testingEdit'] },
  { key: 'adminOrganisation', path: '/admin/organisation', activeFor: ['adminOrganisation'] },
];

export const ADMIN_MORE_ENTRIES: readonly NavEntry[] = [
  { key: 'teacherDivided', path: '/teachers/divided', activeFor: ['teacherDivided'] },
  { key: 'exceptionHandling', path: '/teachers/exceptionHandling', activeFor: ['exceptionHandling'] },
  { key: 'aiScanAnswerSheet', path: '/aiScanAnswerSheet', activeFor: ['aiScanAnswerSheet'] },
  { key: 'teachersVolume', path: '/teachers/volume', activeFor: ['teachersVolume', 'teachersBasket'] },
  { key: 'examinationBasket', path: '/teachers/examinationBasket', activeFor: ['examinationBasket'] },
  { key: 'teachersPagerWord', path: '/teachers/paperWork', activeFor: ['teachersPagerWord'] },
  { key: 'answerCardPreview', path: '/answerCard/preview', activeFor: ['answerCardPreview'] },
  { key: 'adminAbout', path: '/admin/about', activeFor: ['adminAbout'] },
];

export const MORE_MENU_KEY = 'more';

export interface NavMenus {
  main: readonly NavEntry[];
  more: readonly NavEntry[];
  user: readonly NavEntry[];
}

export function isAdminRole(role: number | undefined): boolean {
  return role === Role.superAdmin || role === Role.admin;
}

/** The menus of a role before filtering: administrators have their own top bar. */
export function menusFor(role: number | undefined): NavMenus {
  if (isAdminRole(role)) return { main: ADMIN_MAIN_ENTRIES, more: ADMIN_MORE_ENTRIES, user: [] };
  return { main: MAIN_ENTRIES, more: MORE_ENTRIES, user: USER_ENTRIES };
}

/** The keys to highlight on a screen: the entry, and 'more' when the entry sits under it. */
export function activeNavKeys(here: Here, menus: Pick<NavMenus, 'main' | 'more'> = menusFor(undefined)): string[] {
  const { routeName, path } = here;
  if (!routeName) return [];
  const isActive = (e: NavEntry) => e.activeFor.includes(routeName) || (e.activePrefix !== undefined && path.startsWith(e.activePrefix));
  const main = menus.main.find(isActive);
  if (main) return [main.key];
  const more = menus.more.find(isActive);
  if (more) return [MORE_MENU_KEY, more.key];
  return [];
}

/**
 * The entries a user sees: the marking platform only when signed in, and only entries whose path
 * opens a built screen this user may see (`mayOpen` asks the route table and the route guard):
 * no entry leads to a placeholder, and none to a bounce that would sign a role 1 or 5 user out.
 */
export function visibleEntries(entries: readonly NavEntry[], signedIn: boolean, mayOpen: (path: string) => boolean): NavEntry[] {
  return entries.filter((e) => (signedIn || !e.signedInOnly) && mayOpen(e.path));
}

/** Screens of the answer-card designer; leaving them loads the next page in full (spec 002 §2). */
const ANSWER_CARD_SUB_SCREENS: readonly string[] = ['answerCardAdmin', 'answerCardCreate', 'answerCardPreview'];

export type NavAction =
  | { type: 'navigate'; path: string }
  | { type: 'reload' }
  | { type: 'assign'; url: string }
  | { type: 'popup'; path: string };

export interface Here {
  path: string;
  routeName: string | undefined;
}

/** What clicking a navigation entry does (spec 002 §2 behaviour). */
export function navClickAction(entry: Pick<NavEntry, 'key' | 'path' | 'popup'>, here: Here, origin: string | null): NavAction {
  if (entry.popup) return { type: 'popup', path: entry.path };
  if (entry.key === 'teachersIndex2' && origin) return { type: 'assign', url: origin };
  if (entry.path === here.path) return { type: 'reload' };
  if (here.routeName && ANSWER_CARD_SUB_SCREENS.includes(here.routeName)) return { type: 'assign', url: entry.path };
  return { type: 'navigate', path: entry.path };
}

/** Spec 002 §9: "badge '9+' from 10". */
export const BADGE_OVERFLOW_FROM = 10;

/** The badge text, or null when the badge is hidden (count not above 0). */
export function downloadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  if (count >= BADGE_OVERFLOW_FROM) return `${BADGE_OVERFLOW_FROM - 1}+`;
  return String(Math.trunc(count));
}

/** The download icon is hidden on the download page itself. */
export function showsDownloadIcon(path: string): boolean {
  return path !== MY_DOWNLOAD_PATH;
}

/** The role switcher: hidden without groups, a label with one, a dropdown with several. */
export function roleSwitcherMode(groupCount: number): 'hidden' | 'label' | 'dropdown' {
  if (groupCount < 1) return 'hidden';
  return groupCount > 1 ? 'dropdown' : 'label';
}

const NOT_A_RETURN_PATH = [LOGIN_PATH, SELECT_SCHOOL_PATH];

/** Whether a path is worth returning to after signing in. */
export function isReturnPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return pathname.startsWith('/') && pathname !== '/' && !NOT_A_RETURN_PATH.includes(pathname);
}

/**
 * Where a user goes after signing in (and choosing a school): the remembered path, unless the
 * route guard would bounce this role from it; then home, or for roles 1 and 5 the analysis; a
 * student only ever lands on their own screens.
 */
export function landingPath(role: number, remembered: string | null): string {
  if (role === Role.student) return remembered && isStudentPath(remembered.split(/[?#]/)[0]) ? remembered : STUDENT_HOME_PATH;
  if (remembered && isReturnPath(remembered) && !isBouncedByGuard(role, remembered.split(/[?#]/)[0])) return remembered;
  return isAdminRole(role) ? ADMIN_HOME_PATH : HOME_PATH;
}

/** Where a link to `path` should go for this role: there, unless the guard would bounce them; then their first screen. */
export function reachablePath(role: number | undefined, path: string): string {
  if (role === Role.student) return isStudentPath(path.split(/[?#]/)[0]) ? path : STUDENT_HOME_PATH;
  if (role === undefined || !isBouncedByGuard(role, path.split(/[?#]/)[0])) return path;
  return landingPath(role, null);
}
