// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n/zh-CN.ts';
import { clearSession, getToken, hasSession, originAddress, readKey, saveUserInfo, session } from '../../state/session.ts';
import { teacherUserInfo } from '../../test/user-info.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ROUTES } from '../shell/routes.tsx';
import { AuthPage, DividedAuthPage } from './HandoverPage.tsx';
import { HANDOVER_LOGIN_MODE } from './token-handover.ts';

const HANDED = 'Zk3u9c2T4Jw_8hQb-0pV1rXy5sLmN7aD6eFgHiJkLmA';
const teacher = teacherUserInfo({ uid: 21, username: 'teacher01' });
const admin = teacherUserInfo({ uid: 5, username: 'schooladmin', role: 5, group_id: 14, groups: [{ group_id: 14, group_name: 'info admin' }] });

const root = freshRootPerTest();
/** What each call was sent with: its path and its bearer token. */
const calls: { path: string; authorization: string | null }[] = [];
let answer: { status: number; body: unknown };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openAt(address: string, screen: 'auth' | 'divided' = 'auth') {
  window.history.replaceState(null, '', address);
  await root.render(screen === 'auth' ? <AuthPage /> : <DividedAuthPage />);
  for (let tries = 0; tries < 20; tries += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function userAnswer(info: ReturnType<typeof teacherUserInfo>) {
  const { token: _token, ...rest } = info;
  return { status: 200, body: { code: 200, msg: '成功', data: rest } };
}

describe('the /auth and /dividedAuth loading screens', () => {
  it('are the built screens of both routes, open without a session', () => {
    expect(ROUTES.find((route) => route.path === '/auth')).toMatchObject({ screen: 'auth', access: 'public', layout: 'bare' });
    expect(ROUTES.find((route) => route.path === '/dividedAuth')).toMatchObject({ screen: 'dividedAuth', access: 'public', layout: 'bare' });
  });

  it("reads the token's user with the handed-over token, signs in and opens the page the link names", async () => {
    answer = userAnswer(teacher);
    const redirect = encodeURIComponent('/marking/workload?test_id=5');
    await openAt(`/auth?token=${HANDED}&uid=21&redirect=${redirect}&origin=${encodeURIComponent('https://portal.school.cn/')}`);
    expect(calls).toEqual([{ path: '/v1/user/login/21', authorization: `Bearer ${HANDED}` }]);
    expect(hasSession()).toBe(true);
    expect(getToken('web')).toBe(HANDED);
    expect(session.user?.username).toBe('teacher01');
    expect(readKey('loginMode')).toBe(HANDOVER_LOGIN_MODE);
    expect(originAddress()).toBe('https://portal.school.cn/');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/marking/workload?test_id=5');
  });

  it("sends a user without a named page to their home, and takes the token out of the address", async () => {
    answer = userAnswer(teacher);
    const seen: string[] = [];
    const replace = window.history.replaceState.bind(window.history);
    vi.spyOn(window.history, 'replaceState').mockImplementation((state, unused, url) => {
      seen.push(String(url));
      replace(state, unused, url);
    });
    await openAt(`/auth?token=${HANDED}&uid=21`);
    // the first address after the link's own is the bare /auth
    expect(seen[1]).toBe('/auth');
    expect(seen.some((address) => address.includes(HANDED) && address !== seen[0])).toBe(false);
    expect(window.location.pathname).toBe('/teachers');
    vi.restoreAllMocks();
  });

  it('opens the division of the paper /dividedAuth names and remembers the exam', async () => {
    answer = userAnswer(admin);
    await openAt(`/dividedAuth?token=${HANDED}&uid=5&examinationid=3&testId=4`, 'divided');
    expect(window.location.pathname).toBe('/divided/progress/3/4');
    expect(JSON.parse(readKey('dividedExam') ?? 'null')).toEqual({ examinationid: 3, testId: 4 });
    expect(session.user?.role).toBe(5);
  });

  it('says so when the server refuses the token, and leaves the session kept here as it was', async () => {
    saveUserInfo(teacherUserInfo({ token: 'kept-token', uid: 7 }));
    answer = { status: 401, body: { code: 401, msg: '登录已过期', data: null } };
    await openAt(`/auth?token=${HANDED}&uid=21`);
    const screen = root.container.querySelector('[data-testid="handover"]');
    expect(screen?.getAttribute('data-state')).toBe('failed');
    expect(screen?.textContent).toContain(t.help.handover.failed);
    expect(window.location.pathname).toBe('/auth');
    expect(getToken('web')).toBe('kept-token');
    expect(session.user?.uid).toBe(7);
  });

  it('asks nothing of the server for a link without a token', async () => {
    answer = userAnswer(teacher);
    await openAt('/auth?uid=21');
    expect(calls).toEqual([]);
    expect(root.container.textContent).toContain(t.help.handover.missing);
    expect(hasSession()).toBe(false);
  });
});
