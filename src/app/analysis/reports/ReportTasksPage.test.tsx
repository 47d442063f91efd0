// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../../test/fetch-stub.ts';
import { analysisExam } from '../../../test/analysis-screen.tsx';
import { freshRootPerTest } from '../../../test/test-root.tsx';
import { ReportTasksPage } from './ReportTasksPage.tsx';

const EXAM = analysisExam({
  classes: [
    { id: 3, name: '高一(1)班', campus_id: 1 },
    { id: 5, name: '高一(2)班', campus_id: 1 },
  ],
});

const task = (id: number, name: string, state: number, type_id = 22) => ({ id, name, type_id, type_name: '下载考试分析报告', state, user_state: 0, waiting_number: 0, progress: state === 2 ? 100 : 0, create_time: '2026-03-20T01:00:00Z', result: { url: state === 2 ? `/v1/task/index/${id}/file` : '' } });

let posted: { path: string; body: Record<string, unknown> }[];
let listed: URLSearchParams[];

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examanalysis/target-examination/4') return jsonResponse({ code: 200, msg: '成功', data: EXAM });
  if (url.pathname === '/v1/task/index' && request.method === 'GET') {
    listed.push(url.searchParams);
    return jsonResponse({ code: 200, msg: '成功', data: { total: 1, result: [task(41, '高一下学期3月月考-班主任报告', 2)] } });
  }
  if (request.method === 'POST') {
    posted.push({ path: url.pathname, body: (await request.json()) as Record<string, unknown> });
    return jsonResponse({ code: 200, msg: '任务已创建', data: task(42, '高一下学期3月月考-新任务', 0) });
  }
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();

beforeEach(() => {
  posted = [];
  listed = [];
});

async function open(segment: string) {
  window.history.pushState(null, '', `/analysis/examination/${segment}?examinationid=4&classid=3`);
  await root.renderScreen(<ReportTasksPage />);
  await waitUntil(() => root.container.querySelector('[data-testid="report-task-form"]') !== null && listed.length > 0);
}

const request = () => act(async () => root.container.querySelector<HTMLElement>('[data-testid="report-request"]')!.click());

describe('the report download sub-routes', () => {
  it("queues the class head's report for the class in the address and lists this exam's reports", async () => {
    await open('taskReportIsClassMaster');
    expect(root.container.querySelector('.ant-tabs-tab-active')?.textContent).toBe('班主任报告');
    // the ten sub-routes as tabs, in the order of spec 001 §2.1
    const tabs = [...root.container.querySelectorAll('[data-testid="report-task-tabs"] .ant-tabs-tab')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['错题下载', '自定义数据下载', '快速成绩下载', '分析报告', '班主任报告', '班级学科报告', '教研报告', '个性化报告', '试题情况审核', '答题卡下载']);
    expect(listed[0].get('examination_id')).toBe('4');
    expect(listed[0].get('type_ids')).toBe('[22]');
    await waitUntil(() => root.container.querySelector('[data-testid="report-tasks"]')?.textContent?.includes('班主任报告') ?? false);
    expect(root.container.querySelector('[data-testid="report-tasks"]')?.textContent).toContain('下载');
    await request();
    await waitUntil(() => posted.length > 0);
    expect(posted[0]).toEqual({ path: '/v1/examanalysis/download-report', body: { examination_id: 4, test_ids: [], class_ids: [3], report: 'class' } });
    expect(root.container.querySelector<HTMLAnchorElement>('[data-testid="report-preview-link"]')!.getAttribute('href')).toBe('/preview/analysis/report/class?examinationid=4&classids=3');
  });

  it('queues the whole score workbook with download-achievement', async () => {
    await open('taskIsFastAchievement');
    expect(root.container.querySelector('[data-testid="report-classes"]')).toBeNull();
    await request();
    await waitUntil(() => posted.length > 0);
    expect(posted[0]).toEqual({ path: '/v1/examanalysis/download-achievement', body: { examination_id: 4, test_ids: [], class_ids: [] } });
  });

  it('queues a class wrong-question book with the content and error-rate window chosen', async () => {
    await open('download');
    await act(async () => {
      [...root.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) => input.closest('label')?.textContent === '错题和变式题')!.click();
    });
    await request();
    await waitUntil(() => posted.length > 0);
    expect(posted[0]).toEqual({
      path: '/v1/task/index',
      body: { type_id: 2, param: { exams: [{ id: 4 }], classes: [{ id: 3 }], content: 0, params: { error_rate: 0, error_rate_2: 100 } } },
    });
  });
});
