// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  attempt,
  call,
  connectClientHooks,
  createApiClient,
  REQUEST_TIMEOUT_MS,
  serializeQuery,
  setSessionListener,
  startedRequestCount,
} from './client.ts';
import { connectSessionToClients, getToken, hasSession, resetMarkingFlags, saveUserInfo, session } from '../state/session.ts';
import { ui } from '../state/ui.ts';
import { teacherUserInfo } from '../test/user-info.ts';

const BASE = 'http://school.test';

function envelope(status: number, code: number, msg: string, data: unknown = null, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A fetch stand-in that records each request and answers with `answer`. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  return { fetch, requests };
}

function signIn(token = 'web-token') {
  saveUserInfo(teacherUserInfo({ token }));
}

/** A client of a signed-in teacher whose requests are all answered by `answer`, with a spy as the session listener. */
function signedInClient(answer: Parameters<typeof fakeFetch>[0]) {
  signIn();
  const listener = vi.fn();
  setSessionListener(listener);
  const { fetch } = fakeFetch(answer);
  return { api: createApiClient({ baseUrl: BASE, fetch }), listener };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMarkingFlags();
  ui.pendingRequests = 0;
});

afterEach(() => {
  setSessionListener(undefined);
  vi.useRealTimers();
});

describe('serializeQuery', () => {
  it('JSON-encodes arrays and objects and skips empty values', () => {
    const query = serializeQuery({ type_ids: [1, 2, 8], state: -1, filter: { a: 1 }, skipped: undefined, none: null });
    const search = new URLSearchParams(query);
    expect(search.get('type_ids')).toBe('[1,2,8]');
    expect(search.get('state')).toBe('-1');
    expect(search.get('filter')).toBe('{"a":1}');
    expect(search.has('skipped')).toBe(false);
    expect(search.has('none')).toBe(false);
  });
});

describe('the web client', () => {
  it('sends the app headers and the stored bearer token, and returns the envelope data', async () => {
    signIn('abc123');
    const { fetch, requests } = fakeFetch(() => envelope(200, 200, '成功', { total: 3 }));
    const api = createApiClient({ kind: 'web', baseUrl: BASE, fetch });

    const data = await call(
      api.GET('/v1/task/index', {
        params: { query: { return_quantity: 1, oneself: 1, examination_id: 0, type_ids: [1, 2, 8], state: -1, user_state: 0 } },
      }),
    );

    expect(data.total).toBe(3);
    const request = requests[0];
    expect(request.headers.get('Authorization')).toBe('Bearer abc123');
    expect(request.headers.get('AppName')).toBe('yuejuan-teacher');
    expect(request.headers.get('Platform')).toBe('web');
    expect(request.headers.get('AppVersion')).toMatch(/^\d+\.\d+\.\d+/);
    expect(new URL(request.url).searchParams.get('type_ids')).toBe('[1,2,8]');
  });

  it('sends JSON bodies', async () => {
    signIn();
    const { fetch, requests } = fakeFetch(() => envelope(200, 200, '成功', null));
    const api = createApiClient({ baseUrl: BASE, fetch });
    await call(api.POST('/v1/user/switch-group', { body: { group_id: 6 } }));
    expect(requests[0].headers.get('Content-Type')).toContain('application/json');
    expect(await requests[0].json()).toEqual({ group_id: 6 });
  });

  it('sends no Authorization header without a session', async () => {
    const { fetch, requests } = fakeFetch(() => envelope(200, 200, '成功', { public_key: 'KEY' }));
    const api = createApiClient({ baseUrl: BASE, fetch });
    await call(api.GET('/v1/user/public-key'));
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });

  it('replaces the stored token with a Refresh-Token answer header', async () => {
    signIn('old-token');
    const { fetch } = fakeFetch(() => envelope(200, 200, '成功', { total: 0 }, { 'Refresh-Token': 'new-token' }));
    const api = createApiClient({ baseUrl: BASE, fetch });
    await call(api.GET('/v1/task/index'));
    expect(getToken('web')).toBe('new-token');
    expect(session.user?.token).toBe('new-token');
  });

  it('throws the server msg of a failed call', async () => {
    const { fetch } = fakeFetch(() => envelope(401, 401, '用户名或密码错误'));
    const api = createApiClient({ baseUrl: BASE, fetch });
    const error = await call(api.POST('/v1/user/login', { body: { username: 'x', password: 'y' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('用户名或密码错误');
    expect((error as ApiError).status).toBe(401);
  });

  it('returns failures from attempt() instead of throwing', async () => {
    const { fetch } = fakeFetch(() => envelope(429, 429, '登录失败次数过多，请一分钟后再试'));
    const api = createApiClient({ baseUrl: BASE, fetch });
    const result = await attempt(api.POST('/v1/user/login', { body: { username: 'x', password: 'y' } }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('登录失败次数过多，请一分钟后再试');
  });

  it('clears the session on a 401 and tells the shell', async () => {
    const { api, listener } = signedInClient(() => envelope(401, 401, '未登录或登录已过期，请求缺少有效的 Authorization 令牌'));
    await attempt(api.GET('/v1/task/index'));
    expect(hasSession()).toBe(false);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ action: 'endSession' }), expect.anything(), 'web', expect.objectContaining({ method: 'GET' }));
  });

  it('reports a 403 as "access denied" with the place of the request, and keeps the session', async () => {
    const { api, listener } = signedInClient(() => envelope(403, 403, '没有访问权限'));
    const before = startedRequestCount();
    const result = await attempt(api.GET('/v1/task/index'));
    expect(result.ok).toBe(false);
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'accessDenied', statusText: '拒绝访问' }),
      expect.anything(),
      'web',
      { sequence: before + 1, method: 'GET' },
    );
    expect(startedRequestCount()).toBe(before + 1);
    expect(hasSession()).toBe(true);
  });

  it('maps a non-envelope server error to the catalogue text', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const api = createApiClient({ baseUrl: BASE, fetch });
    const result = await attempt(api.GET('/v1/user/public-key'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('网络错误');
  });

  it('reports an unreachable server as a connection error', async () => {
    const api = createApiClient({
      baseUrl: BASE,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const result = await attempt(api.GET('/v1/user/public-key'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('连接错误');
    expect(ui.pendingRequests).toBe(0);
  });
});

describe('the stores behind the client', () => {
  afterEach(() => connectSessionToClients());

  it('are only those src/state connects: unconnected, a client sends no token, counts nothing and ends no session', async () => {
    signIn('connected-token');
    connectClientHooks(undefined);
    const overlayDuringRequest: number[] = [];
    const { fetch, requests } = fakeFetch(() => {
      overlayDuringRequest.push(ui.pendingRequests);
      return envelope(401, 401, '未登录或登录已过期，请求缺少有效的 Authorization 令牌');
    });
    const api = createApiClient({ baseUrl: BASE, fetch });
    await attempt(api.GET('/v1/task/index'));
    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(overlayDuringRequest).toEqual([0]);
    expect(hasSession()).toBe(true);

    // connected again (as the session store does when it loads), the same client uses them
    connectSessionToClients();
    await attempt(api.GET('/v1/task/index'));
    expect(requests[1].headers.get('Authorization')).toBe('Bearer connected-token');
    expect(overlayDuringRequest).toEqual([0, 1]);
    expect(hasSession()).toBe(false);
  });
});

describe('the loading overlay', () => {
  it('counts a request while it is in flight', async () => {
    let release: (response: Response) => void = () => {};
    const api = createApiClient({
      baseUrl: BASE,
      fetch: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const pending = call(api.GET('/v1/user/public-key'));
    await vi.waitFor(() => expect(ui.pendingRequests).toBe(1));
    release(envelope(200, 200, '成功', { public_key: 'KEY' }));
    await pending;
    expect(ui.pendingRequests).toBe(0);
  });

  it('is not shown for a request that opts out', async () => {
    let sawOverlay = false;
    const api = createApiClient({
      baseUrl: BASE,
      fetch: async () => {
        sawOverlay = ui.pendingRequests > 0;
        return envelope(200, 200, '成功', { total: 0 });
      },
    });
    await call(api.GET('/v1/task/index', { loading: false }));
    expect(sawOverlay).toBe(false);
  });
});

describe('the time-out', () => {
  it('aborts after 50 s with "request timeout" and closes the overlay', async () => {
    vi.useFakeTimers();
    const api = createApiClient({
      baseUrl: BASE,
      fetch: (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = attempt(api.GET('/v1/user/public-key'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(ui.pendingRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('请求超时');
    expect(ui.pendingRequests).toBe(0);
  });
});

describe('the marking client', () => {
  it('uses the marking token and the marking app identity', async () => {
    signIn('web-token');
    localStorage.setItem('yj.markingToken', 'marking-token');
    const { fetch, requests } = fakeFetch(() => envelope(200, 200, '成功', { token: 'marking-token', expires_at: '2026-01-01T00:00:00Z' }));
    const markingApi = createApiClient({ kind: 'marking', baseUrl: BASE, fetch });
    await call(markingApi.GET('/v1/examination/marking-verify'));
    expect(requests[0].headers.get('Authorization')).toBe('Bearer marking-token');
    expect(requests[0].headers.get('AppName')).toBe('yuejuan-marking');
    expect(requests[0].headers.get('Platform')).toBe('marking-web');
  });

  it('flags the token missing on a 401 that mentions Authorization, keeping the session', async () => {
    signIn();
    const { fetch } = fakeFetch(() => envelope(401, 401, '未登录或登录已过期，请求缺少有效的 Authorization 令牌'));
    const markingApi = createApiClient({ kind: 'marking', baseUrl: BASE, fetch });
    await attempt(markingApi.GET('/v1/examination/marking-verify'));
    expect(session.markingTokenMissing).toBe(true);
    expect(hasSession()).toBe(true);
  });

  it('flags "logged in elsewhere" on code 4000', async () => {
    signIn();
    const { fetch } = fakeFetch(() => envelope(401, 4000, '您的账号已在其他地方登录'));
    const markingApi = createApiClient({ kind: 'marking', baseUrl: BASE, fetch });
    const result = await attempt(markingApi.GET('/v1/examination/marking-verify'));
    expect(session.loggedInElsewhere).toBe(true);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(4000);
  });

  it('keeps the session when the screen is locked or the unlock password is wrong (401, code 4010)', async () => {
    signIn();
    localStorage.setItem('yj.markingToken', 'marking-token');
    const { fetch } = fakeFetch(() => envelope(401, 4010, '解锁失败，请检查密码或联系管理员'));
    const markingApi = createApiClient({ kind: 'marking', baseUrl: BASE, fetch });
    const result = await attempt(markingApi.PUT('/v1/user/lock-screen/{id}', { params: { path: { id: 7 } }, body: { password: 'cipher' } }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('解锁失败，请检查密码或联系管理员');
    expect(hasSession()).toBe(true);
    expect(getToken('marking')).toBe('marking-token');
    expect(session.markingTokenMissing).toBe(false);
  });
});
