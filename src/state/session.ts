/**
 * The signed-in user and the browser-storage session keys (spec 002 §3, §4).
 *
 * Browser storage is the source of truth, because the marking window and analysis tabs are other
 * windows of the same session; the valtio store mirrors it for rendering and follows changes
 * made in other windows (storage events).
 */
import { proxy } from 'valtio';
import { connectClientHooks } from '../api/client.ts';
import type { ClientKind, FailureOutcome } from '../api/request-errors.ts';
import { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone } from '../domain/school-time.ts';
import { shell } from '../i18n/zh-CN/shell.ts';
import { beginLoading, endLoading } from './ui.ts';

export interface StoredSchool {
  id: number;
  name: string;
  type: number;
  default_password: string;
  grade_ids: number[];
}

export interface StoredGroup {
  group_id: number;
  group_name: string;
}

export interface StoredClass {
  id: number;
  name: string;
  grade_id: number;
  subject_id: number;
}

/** The stored user info of spec 002 §3. */
export interface StoredUserInfo {
  token: string;
  uid: number;
  username: string;
  real_name: string;
  role: number;
  group_id: number;
  groups: StoredGroup[];
  grade_ids: number[];
  subject_ids: number[];
  schools: StoredSchool[];
  locked_screen: number;
  classes: StoredClass[];
  /** the zone the school's times are shown in (absent in user info stored by older versions) */
  time_zone?: string;
  /** a student's account (role 2): the roster student it signs in as */
  student?: StoredStudent;
}

/** The roster student of a student's account (UserInfo.student). */
export interface StoredStudent {
  id: number;
  exam_number: string;
  name: string;
  class_id: number;
  class_name: string;
  school_id: number;
  school_name: string;
}

/** What the server answers for login, user info and role switch (token only in the first and last). */
export type UserInfoAnswer = Omit<StoredUserInfo, 'token' | 'classes'> & { token?: string; classes?: StoredClass[] };

type Area = 'local' | 'session';

/**
 * The stored session keys of spec 002 §3. Keys shared by the marking window and other tabs of
 * the same session live in localStorage; work-in-progress of one tab lives in sessionStorage.
 */
export const SessionKey = {
  userInfo: { name: 'yj.userInfo', area: 'local' },
  token: { name: 'yj.token', area: 'local' },
  originToken: { name: 'yj.originToken', area: 'local' },
  /** the address the user came from (single sign-on); home and idle logout return there */
  originAddress: { name: 'yj.originAddress', area: 'local' },
  markingToken: { name: 'yj.markingToken', area: 'local' },
  /** the path to return to after signing in */
  pathName: { name: 'yj.pathName', area: 'session' },
  markingWindow: { name: 'yj.markingWindow', area: 'local' },
  markingPartition: { name: 'yj.markingPartition', area: 'local' },
  closeMarkingWarning: { name: 'yj.closeMarkingWarning', area: 'local' },
  loginMode: { name: 'yj.loginMode', area: 'local' },
  taskDownloadCount: { name: 'yj.taskDownloadCount', area: 'local' },
  dividedExam: { name: 'yj.dividedExam', area: 'session' },
  dividedTestSvgItems: { name: 'yj.dividedTestSvgItems', area: 'session' },
  scanSignWeight: { name: 'yj.scanSignWeight', area: 'local' },
  examAnalysisUserGroupId: { name: 'yj.examAnalysisUserGroupId', area: 'local' },
  lastActiveTime: { name: 'yj.lastActiveTime', area: 'local' },
  /** the school chosen on /selectSchool */
  schoolId: { name: 'yj.schoolId', area: 'local' },
} as const satisfies Record<string, { name: string; area: Area }>;

export type SessionKeyName = keyof typeof SessionKey;

function storageOf(area: Area): Storage | undefined {
  try {
    if (area === 'local') return typeof localStorage === 'undefined' ? undefined : localStorage;
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // storage can be denied (privacy settings); the session then lasts for this page only
    return undefined;
  }
}

export function readKey(key: SessionKeyName): string | null {
  const { name, area } = SessionKey[key];
  return storageOf(area)?.getItem(name) ?? null;
}

export function writeKey(key: SessionKeyName, value: string): void {
  const { name, area } = SessionKey[key];
  storageOf(area)?.setItem(name, value);
}

export function removeKey(key: SessionKeyName): void {
  const { name, area } = SessionKey[key];
  storageOf(area)?.removeItem(name);
}

function readUser(): StoredUserInfo | null {
  const raw = readKey('userInfo');
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredUserInfo;
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

function readNumber(key: SessionKeyName): number {
  const value = Number(readKey(key));
  return Number.isFinite(value) ? value : 0;
}

export interface SessionState {
  user: StoredUserInfo | null;
  /** the download badge count (task download count key) */
  downloadCount: number;
  schoolId: number;
  /** the marking window learned that its token is gone (401 mentioning Authorization) */
  markingTokenMissing: boolean;
  /** the marking account signed in elsewhere (code 4000) */
  loggedInElsewhere: boolean;
}

export const session = proxy<SessionState>({
  user: readUser(),
  downloadCount: readNumber('taskDownloadCount'),
  schoolId: readNumber('schoolId'),
  markingTokenMissing: false,
  loggedInElsewhere: false,
});

/** Re-reads browser storage into the store (after another window changed it). */
export function syncSessionFromStorage(): void {
  session.user = readUser();
  session.downloadCount = readNumber('taskDownloadCount');
  session.schoolId = readNumber('schoolId');
}

/** Keeps this window's store in step with the others; returns the stop function. */
export function startSessionSync(target: Window = window): () => void {
  const onStorage = () => syncSessionFromStorage();
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

export type TokenKind = ClientKind;

export function getToken(kind: TokenKind): string {
  return readKey(kind === 'web' ? 'token' : 'markingToken') ?? '';
}

/** Replaces a stored token (a renewed one from the Refresh-Token header, or a new marking token). */
export function setToken(kind: TokenKind, token: string): void {
  if (kind === 'marking') {
    writeKey('markingToken', token);
    return;
  }
  writeKey('token', token);
  const user = readUser();
  if (user) {
    const updated = { ...user, token };
    writeKey('userInfo', JSON.stringify(updated));
    session.user = updated;
  }
}

/** A session exists when the stored user info has a non-empty token (spec 002 §4). */
export function hasSession(): boolean {
  return Boolean(readUser()?.token);
}

export function touchLastActive(now: number = Date.now()): void {
  writeKey('lastActiveTime', String(now));
}

export function lastActiveAt(): number | null {
  const raw = readKey('lastActiveTime');
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Saving user info also records the token and the last-active timestamp (spec 002 §4). */
export function saveUserInfo(info: UserInfoAnswer, now: number = Date.now()): StoredUserInfo {
  const token = info.token ?? getToken('web');
  const stored: StoredUserInfo = { ...info, token, classes: info.classes ?? [] };
  writeKey('userInfo', JSON.stringify(stored));
  writeKey('token', token);
  touchLastActive(now);
  session.user = stored;
  return stored;
}

type ClearListener = () => void;
const clearListeners = new Set<ClearListener>();

/** Runs `listener` whenever the session is cleared (e.g. to close the marking socket). */
export function onSessionCleared(listener: ClearListener): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

/** Removes the user info and every session key from both storages. */
export function clearSession(): void {
  for (const key of Object.keys(SessionKey) as SessionKeyName[]) removeKey(key);
  session.user = null;
  session.downloadCount = 0;
  session.schoolId = 0;
  for (const listener of clearListeners) listener();
}

export function rememberPath(path: string): void {
  writeKey('pathName', path);
}

export function rememberedPath(): string | null {
  return readKey('pathName');
}

export function forgetRememberedPath(): void {
  removeKey('pathName');
}

export function setDownloadCount(count: number): void {
  const value = Math.max(0, Math.trunc(count));
  writeKey('taskDownloadCount', String(value));
  session.downloadCount = value;
}

export function setSchoolId(id: number): void {
  writeKey('schoolId', String(id));
  session.schoolId = id;
}

export function originAddress(): string | null {
  return readKey('originAddress') || null;
}

export function isMarkingWindowFlagSet(): boolean {
  return Boolean(readKey('markingWindow'));
}

export function setMarkingWindowFlag(on: boolean): void {
  if (on) writeKey('markingWindow', '1');
  else removeKey('markingWindow');
}

export function flagMarkingTokenMissing(): void {
  session.markingTokenMissing = true;
}

export function flagLoggedInElsewhere(): void {
  session.loggedInElsewhere = true;
}

export function resetMarkingFlags(): void {
  session.markingTokenMissing = false;
  session.loggedInElsewhere = false;
}

/** What a failed request changes in the session (spec 000 §7): the shell then tells the user. */
function applySessionAction(outcome: FailureOutcome): void {
  switch (outcome.action) {
    case 'endSession':
      clearSession();
      break;
    case 'markingTokenMissing':
      flagMarkingTokenMissing();
      break;
    case 'loggedInElsewhere':
      flagLoggedInElsewhere();
      break;
    default:
      break;
  }
}

/**
 * The API client knows no store: this connects its tokens, loading overlay and session endings to
 * the session and UI stores. Done once when this module loads, before any screen can call.
 */
export function connectSessionToClients(): void {
  connectClientHooks({ getToken, setToken, beginLoading, endLoading, onSessionAction: applySessionAction });
}

connectSessionToClients();

/** A stored user as read from a snapshot (deeply read-only). */
type UserView = {
  readonly group_id: number;
  readonly groups: readonly Readonly<StoredGroup>[];
  readonly grade_ids: readonly number[];
  readonly subject_ids: readonly number[];
  readonly schools: readonly (Readonly<Omit<StoredSchool, 'grade_ids'>> & { readonly grade_ids: readonly number[] })[];
};

/** The zone the school's times are shown in: the one the user info names, else China Standard Time. */
export function schoolTimeZoneOf(user: { readonly time_zone?: string } | null): string {
  const zone = user?.time_zone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_SCHOOL_TIME_ZONE;
}

/** The current group's name, or '' when the user has no groups. */
export function currentGroupName(user: UserView | null): string {
  if (!user) return '';
  return user.groups.find((g) => g.group_id === user.group_id)?.group_name ?? '';
}

/** The user's schools; an 'all schools' entry (id 0, type 1) first when asked and there are several. */
export function schoolsOf(user: UserView | null, options: { withAll?: boolean } = {}): StoredSchool[] {
  const schools = (user?.schools ?? []).map((s) => ({ ...s, grade_ids: [...s.grade_ids] }));
  if (options.withAll && schools.length > 1) {
    return [{ id: 0, name: shell.allSchools, type: 1, default_password: '', grade_ids: [] }, ...schools];
  }
  return schools;
}

function withAllEntry(ids: readonly number[], withAll: boolean | undefined): number[] {
  return withAll && ids.length > 1 ? [0, ...ids] : [...ids];
}

/** Grade ids; 0 ('all') first when asked and more than one exists. */
export function gradeIdsOf(user: UserView | null, options: { withAll?: boolean } = {}): number[] {
  return withAllEntry(user?.grade_ids ?? [], options.withAll);
}

/** Subject ids; 0 ('all') first when asked and more than one exists. */
export function subjectIdsOf(user: UserView | null, options: { withAll?: boolean } = {}): number[] {
  return withAllEntry(user?.subject_ids ?? [], options.withAll);
}
