// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  currentGroupName,
  getToken,
  gradeIdsOf,
  hasSession,
  lastActiveAt,
  onSessionCleared,
  readKey,
  rememberPath,
  rememberedPath,
  saveUserInfo,
  schoolsOf,
  session,
  setDownloadCount,
  setToken,
  subjectIdsOf,
  syncSessionFromStorage,
  writeKey,
  type UserInfoAnswer,
} from './session.ts';

const answer: UserInfoAnswer = {
  token: 'tok-1',
  uid: 3,
  username: 'teacher01',
  real_name: '李老师',
  role: 4,
  group_id: 12,
  groups: [
    { group_id: 6, group_name: '校长' },
    { group_id: 12, group_name: '班主任' },
  ],
  grade_ids: [7, 8],
  subject_ids: [1],
  schools: [
    { id: 1, name: '第一中学', type: 1, default_password: '', grade_ids: [7] },
    { id: 2, name: '第二中学', type: 1, default_password: '', grade_ids: [8] },
  ],
  locked_screen: 0,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

describe('saveUserInfo', () => {
  it('stores the user, the token and the last-active time', () => {
    saveUserInfo(answer, 1_700_000_000_000);
    expect(hasSession()).toBe(true);
    expect(getToken('web')).toBe('tok-1');
    expect(lastActiveAt()).toBe(1_700_000_000_000);
    expect(session.user?.real_name).toBe('李老师');
    expect(session.user?.classes).toEqual([]);
  });

  it('keeps the current token when the answer carries none', () => {
    saveUserInfo(answer);
    const { token: _token, ...withoutToken } = answer;
    saveUserInfo({ ...withoutToken, group_id: 6 });
    expect(getToken('web')).toBe('tok-1');
    expect(session.user?.group_id).toBe(6);
  });
});

describe('hasSession', () => {
  it('needs stored user info with a non-empty token', () => {
    expect(hasSession()).toBe(false);
    saveUserInfo({ ...answer, token: '' });
    expect(hasSession()).toBe(false);
  });
});

describe('clearSession', () => {
  it('removes every session key from both storages and tells listeners', () => {
    saveUserInfo(answer);
    writeKey('markingToken', 'm');
    writeKey('markingWindow', '1');
    rememberPath('/marking');
    writeKey('dividedExam', '{"id":1}');
    localStorage.setItem('someone-else', 'kept');
    const listener = vi.fn();
    const stop = onSessionCleared(listener);

    clearSession();
    stop();

    expect(hasSession()).toBe(false);
    expect(readKey('markingToken')).toBeNull();
    expect(readKey('markingWindow')).toBeNull();
    expect(rememberedPath()).toBeNull();
    expect(readKey('dividedExam')).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('kept');
    expect(session.user).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('setToken', () => {
  it('replaces the web token in the stored user info too', () => {
    saveUserInfo(answer);
    setToken('web', 'tok-2');
    expect(getToken('web')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem('yj.userInfo') ?? '{}').token).toBe('tok-2');
  });

  it('keeps the marking token apart', () => {
    saveUserInfo(answer);
    setToken('marking', 'mark-1');
    expect(getToken('marking')).toBe('mark-1');
    expect(getToken('web')).toBe('tok-1');
  });
});

describe('selectors of spec 002 §3', () => {
  it("prepends 'all schools' (id 0, type 1) only when asked and there are several", () => {
    saveUserInfo(answer);
    const withAll = schoolsOf(session.user, { withAll: true });
    expect(withAll[0]).toMatchObject({ id: 0, type: 1, name: '全部学校' });
    expect(withAll).toHaveLength(3);
    expect(schoolsOf(session.user)).toHaveLength(2);
    saveUserInfo({ ...answer, schools: [answer.schools[0]] });
    expect(schoolsOf(session.user, { withAll: true })).toHaveLength(1);
  });

  it("gives grade and subject lists a 0 'all' entry when asked and more than one exists", () => {
    saveUserInfo(answer);
    expect(gradeIdsOf(session.user, { withAll: true })).toEqual([0, 7, 8]);
    expect(gradeIdsOf(session.user)).toEqual([7, 8]);
    expect(subjectIdsOf(session.user, { withAll: true })).toEqual([1]);
  });

  it('names the current group', () => {
    saveUserInfo(answer);
    expect(currentGroupName(session.user)).toBe('班主任');
    expect(currentGroupName(null)).toBe('');
  });
});

describe('download count', () => {
  it('never goes below 0', () => {
    setDownloadCount(-2);
    expect(session.downloadCount).toBe(0);
    setDownloadCount(4);
    expect(readKey('taskDownloadCount')).toBe('4');
  });
});

describe('syncSessionFromStorage', () => {
  it('follows a sign-out made in another window', () => {
    saveUserInfo(answer);
    localStorage.removeItem('yj.userInfo');
    syncSessionFromStorage();
    expect(session.user).toBeNull();
  });
});
