// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { analysisExam } from '../../test/analysis-screen.tsx';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { clickAndSettle, freshRootPerTest, typeInto } from '../../test/test-root.tsx';
import { SettingPage } from './SettingPage.tsx';

const EXAM = analysisExam({ tests: [{ id: 7, name: '数学', subject_id: 2 }] });

let stored: Record<string, unknown>;
let refused: boolean;
let requests: { method: string; path: string; body?: unknown }[];

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  const body = request.method === 'PUT' ? await request.json() : undefined;
  requests.push({ method: request.method, path: url.pathname, body });
  if (url.pathname === '/v1/examanalysis/target-examination/4') return jsonResponse({ code: 200, msg: '成功', data: EXAM });
  if (url.pathname === '/v1/examination/analysis-config/4') {
    if (refused) return jsonResponse({ code: 403, msg: '您没有该学校的考试设置权限', data: null }, 403);
    if (request.method === 'PUT') stored = { examination_id: 4, ...(body as object), custom: true };
    return jsonResponse({ code: 200, msg: '成功', data: stored });
  }
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();

beforeEach(() => {
  stored = { examination_id: 4, excellent_rate: 85, good_rate: 70, pass_rate: 60, low_rate: 40, top_n: 50, potential_margin: 5, custom: false };
  refused = false;
  requests = [];
  window.history.pushState(null, '', '/analysis/examination/setting?examinationid=4');
});

const open = async (until: string) => {
  await root.renderScreen(<SettingPage />);
  await waitUntil(() => root.container.textContent?.includes(until) ?? false);
};

const input = (name: string) => root.container.querySelector(`[data-testid="analysis-config-${name}"] input, input[data-testid="analysis-config-${name}"]`) as HTMLInputElement;

describe('the analysis settings screen', () => {
  it("shows the exam's settings in the setup form, saves them and reads them back", async () => {
    await open('前 N 名');
    expect(root.container.querySelector('[data-testid="analysis-config-defaults"]')).not.toBeNull();
    expect(input('top-n').value).toBe('50');
    await typeInto(input('top-n'), '20');
    await typeInto(input('margin'), '3');
    await clickAndSettle(root, '[data-testid="analysis-config-save"]', 30);
    await waitUntil(() => root.container.querySelector('[data-testid="analysis-config-defaults"]') === null);
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/v1/examination/analysis-config/4', body: { excellent_rate: 85, good_rate: 70, pass_rate: 60, low_rate: 40, top_n: 20, potential_margin: 3 } },
    ]);
    // read again after the save: the exam now has its own settings
    expect(requests.filter((r) => r.method === 'GET' && r.path === '/v1/examination/analysis-config/4')).toHaveLength(2);
    expect(input('top-n').value).toBe('20');
  });

  it("shows the server's refusal to someone who may not set the exam up", async () => {
    refused = true;
    await open('您没有该学校的考试设置权限');
    expect(root.container.textContent).toContain('您没有该学校的考试设置权限');
    expect(root.container.querySelector('[data-testid="analysis-config-form"]')).toBeNull();
  });
});
