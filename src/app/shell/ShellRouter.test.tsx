// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRoot, type TestRoot } from '../../test/test-root.tsx';
import { App } from '../App.tsx';
import { api, attempt } from '../../api/client.ts';
import { clearSession, hasSession, rememberedPath, saveUserInfo, type UserInfoAnswer } from '../../state/session.ts';
import { teacherUserInfo } from '../../test/user-info.ts';

const teacher = teacherUserInfo({
  token: 'teacher-token',
  uid: 21,
  real_name: '张明',
  groups: [{ group_id: 11, group_name: '任课老师' }],
  grade_ids: [8],
  schools: [{ id: 1, name: '阳光实验中学', type: 1, default_password: '', grade_ids: [8] }],
  classes: [{ id: 3, name: '八年级（1）班', grade_id: 8, subject_id: 1 }],
});

const schoolAdmin: UserInfoAnswer = { ...teacher, token: 'admin-token', username: 'schooladmin', role: 5, group_id: 14, groups: [{ group_id: 14, group_name: '信息管理员' }] };

const requests: string[] = [];
/** Answers for particular paths; any other call answers 404 (the task count 12). */
const answers = new Map<string, { status: number; code: number; msg: string; data?: unknown }>();

// antd's responsive grid asks for media queries and its menu measures its items: jsdom-setup.ts
// stands in for both
let root: TestRoot | undefined;
let container: HTMLElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  requests.length = 0;
  answers.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      requests.push(path);
      const given = answers.get(path);
      const body = given
        ? { code: given.code, msg: given.msg, data: given.data ?? null }
        : path === '/v1/task/index'
          ? { code: 200, msg: '成功', data: { total: 12 } }
          : { code: 404, msg: '资源不存在', data: null };
      return new Response(JSON.stringify(body), { status: given?.status ?? body.code, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(async () => {
  await root?.unmount();
  root = undefined;
  vi.unstubAllGlobals();
});

/** Lets the answers of the calls in flight arrive. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Waits for a screen loaded on its first visit to show `selector`. */
async function shown(selector: string): Promise<Element | null> {
  for (let tries = 0; tries < 50 && !container.querySelector(selector); tries += 1) await settle();
  return container.querySelector(selector);
}

async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  root = createTestRoot();
  container = root.container;
  await root.render(<App />);
  // let redirects, the guard and the first poll settle
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the router', () => {
  it('sends an unknown path to /login', async () => {
    await openAt('/no/such/page');
    expect(window.location.pathname).toBe('/login');
    expect(container.textContent).toContain('欢迎登录');
  });

  it('sends a visitor without a session to /login and remembers the page', async () => {
    await openAt('/marking/workload?testid=5');
    expect(window.location.pathname).toBe('/login');
    expect(rememberedPath()).toBe('/marking/workload?testid=5');
  });

  it('clears a school administrator visiting /teachers and sends them to /login', async () => {
    saveUserInfo(schoolAdmin);
    await openAt('/teachers');
    expect(window.location.pathname).toBe('/login');
    expect(hasSession()).toBe(false);
  });

  it('lets a school administrator open the exam analysis', async () => {
    saveUserInfo(schoolAdmin);
    await openAt('/analysis/examination/index?examinationid=3');
    expect(window.location.pathname).toBe('/analysis/examination/index');
    expect(hasSession()).toBe(true);
    expect(document.title).toContain('考试概览');
  });

  it("shows a teacher's home with the navigation, role and download badge", async () => {
    saveUserInfo(teacher);
    await openAt('/teachers');
    expect(window.location.pathname).toBe('/teachers');
    expect((await shown('[data-testid="home-welcome"]'))?.textContent).toBe('欢迎您，张明');
    const nav = container.querySelector('[data-testid="top-nav"]');
    for (const label of ['首页', '阅卷平台', '阅卷进度', '分析', '更多']) expect(nav?.textContent).toContain(label);
    // 考试 (the exam list) is a screen of later work: no entry leads to a placeholder
    expect([...(nav?.querySelectorAll('[role="menuitem"]') ?? [])].map((item) => item.textContent)).not.toContain('考试');
    expect(container.querySelector('[data-testid="current-role"]')?.textContent).toBe('任课老师');
    expect(requests).toContain('/v1/task/index');
    expect(container.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('9+');
  });

  it.each([
    ['/helps/index', '/helps/index', '帮助中心'],
    ['/help/appDownload/marking', '/help/appDownload/marking', '阅卷APP下载'],
    ['/help/answerSheet/template', '/help/answerSheet/template', '答题卡模板说明'],
    ['/privacy', '/privacy', '隐私政策'],
    ['/technicalSupport', '/technicalSupport', '技术支持'],
    ['/analysis/examination/coincidenceDegree', '/analysis/examination/coincidenceDegree', '重合度'],
    ['/analysis/examination/schoolReport', '/analysis/examination/schoolReport', '学校报告'],
    ['/divided/progress/original/cutting/3/4', '/divided/progress/original/cutting/3/4', '原卷切题'],
    ['/divided/progress/scanAnswerSheet/exception/3/4', '/divided/progress/scanAnswerSheet/exception/3/4', '定位与考号异常处理'],
    ['/preview/analysis/report/classSubject', '/preview/analysis/report/classSubject', '班级学科报告预览'],
    ['/analysis/examination/taskReportIsClassMaster', '/analysis/examination/taskReportIsClassMaster', '班主任报告下载'],
    ['/analysis/examination/dataMining', '/analysis/examination/dataMining', '数据挖掘'],
    ['/personalCenter', '/personalCenter/myClass', '我的班级'],
    ['/marking/judge', '/marking/judge', '仲裁记录'],
  ])('opens %s at %s titled %s', async (path, landed, title) => {
    saveUserInfo(teacher);
    await openAt(path);
    expect(window.location.pathname).toBe(landed);
    expect(document.title.startsWith(title)).toBe(true);
  });

  describe('a refusal (403) against an ended session (401)', () => {
    const WORKLOAD = '/marking/workload?examination_id=1&test_id=5';
    const REFUSED = { status: 403, code: 403, msg: '您没有该考试的阅卷进度权限' };

    it('shows "access denied" in place of a screen whose opening reads are refused, and keeps the session', async () => {
      saveUserInfo(teacher);
      answers.set('/v1/examination/mark-partition/5', REFUSED);
      await openAt(WORKLOAD);
      await settle();
      expect(window.location.pathname).toBe('/marking/workload');
      expect(hasSession()).toBe(true);
      const denied = container.querySelector('[data-testid="access-denied"]');
      expect(denied?.textContent).toContain('无权访问');
      expect(denied?.textContent).toContain('您没有该考试的阅卷进度权限');
      // the navigation stays, so the user can go elsewhere
      expect(container.querySelector('[data-testid="top-nav"]')).not.toBeNull();
    });

    it('ends the session and goes to /login when the same read answers 401', async () => {
      saveUserInfo(teacher);
      answers.set('/v1/examination/mark-partition/5', { status: 401, code: 401, msg: '登录已过期' });
      await openAt(WORKLOAD);
      await settle();
      expect(window.location.pathname).toBe('/login');
      expect(hasSession()).toBe(false);
      expect(container.querySelector('[data-testid="access-denied"]')).toBeNull();
    });

    it('leaves the screen alone when a request the user started is refused', async () => {
      saveUserInfo(teacher);
      answers.set('/v1/examination/test-partition-progress/5', { status: 200, code: 200, msg: '成功', data: { partitions: [], result: [], total: 0 } });
      await openAt(WORKLOAD);
      await settle();
      expect(container.querySelector('[data-testid="workload-page"]')).not.toBeNull();

      // the user presses on the screen, then something they asked for is refused
      await act(async () => {
        document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      });
      answers.set('/v1/examination/judge-record/5', REFUSED);
      let result: Awaited<ReturnType<typeof attempt>> | undefined;
      await act(async () => {
        result = await attempt(api.GET('/v1/examination/judge-record/{id}', { params: { path: { id: 5 }, query: {} } }));
      });
      await settle();
      expect(result?.ok).toBe(false);
      expect(container.querySelector('[data-testid="access-denied"]')).toBeNull();
      expect(container.querySelector('[data-testid="workload-page"]')).not.toBeNull();
      expect(window.location.pathname).toBe('/marking/workload');
      expect(hasSession()).toBe(true);
    });

    it('keeps the session when the download count cannot be had, and ends it on a 401', async () => {
      saveUserInfo(teacher);
      answers.set('/v1/task/index', { status: 500, code: 500, msg: '服务器错误，请稍后再试' });
      await openAt('/teachers');
      await settle();
      expect(requests).toContain('/v1/task/index');
      expect(window.location.pathname).toBe('/teachers');
      expect(hasSession()).toBe(true);

      await root?.unmount();
      answers.set('/v1/task/index', { status: 401, code: 401, msg: '登录已过期' });
      await openAt('/teachers');
      await settle();
      expect(window.location.pathname).toBe('/login');
      expect(hasSession()).toBe(false);
    });

    it('leaves the login page alone when a call made there is refused', async () => {
      answers.set('/v1/user/public-key', REFUSED);
      await openAt('/login');
      // started before any input on the page, as an opening read would be
      let result: Awaited<ReturnType<typeof attempt>> | undefined;
      await act(async () => {
        result = await attempt(api.GET('/v1/user/public-key'));
      });
      await settle();
      expect(result?.ok).toBe(false);
      expect(window.location.pathname).toBe('/login');
      expect(container.querySelector('[data-testid="access-denied"]')).toBeNull();
      expect(container.textContent).toContain('欢迎登录');
    });
  });
});
