// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { exportWorkbook, savedFilesPerTest } from '../../test/saved-workbook.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { MarkerReliabilityPanel } from './MarkerReliabilityPanel.tsx';

const marker = (id: number, name: string, severity: number, flagged: boolean) => ({
  user_id: id,
  real_name: name,
  marks: 5,
  severity,
  severity_lower: severity - 1.5,
  severity_upper: severity + 1.5,
  consistency: 1.22,
  spot_checked: 2,
  spot_check_deviation: 0.5,
  flagged,
  drift: [
    { hour: 9, marks: 3, severity: severity - 0.5 },
    { hour: 10, marks: 2, severity: severity + 0.75 },
  ],
});

const RELIABILITY = {
  test_id: 7,
  band_percent: 5,
  time_zone: 'Asia/Shanghai',
  groups: [
    {
      partition_id: 31,
      name: '第19题',
      marking_policy: '2+1+1',
      tolerance: 2,
      full_mark: 12,
      answers: 24,
      final_answers: 5,
      double_marked: 5,
      exact_agreement_rate: 20,
      tolerance_agreement_rate: 60,
      weighted_kappa: 0.27,
      icc: 0.316,
      third_marker_count: 2,
      third_marker_rate: 40,
      adjudication_count: 1,
      adjudication_rate: 20,
      spot_checked: 5,
      severity_band: 0.6,
      flagged_count: 1,
      markers: [marker(3, '孙阳志', -2.2, true), marker(4, '李静', 0.2, false)],
    },
  ],
};

let answer: { status: number; body: unknown };
let calls = 0;

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examination/marker-reliability' && url.searchParams.get('test_id') === '7') {
    calls++;
    return jsonResponse(answer.body, answer.status);
  }
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
const saved = savedFilesPerTest();

beforeEach(() => {
  calls = 0;
  answer = { status: 200, body: { code: 200, msg: '成功', data: RELIABILITY } };
});

const open = async (until: string) => {
  await root.renderScreen(<MarkerReliabilityPanel testId={7} />);
  // nothing is read before the reader asks
  expect(calls).toBe(0);
  await act(async () => root.container.querySelector<HTMLElement>('[data-testid="reliability-show"]')!.click());
  await waitUntil(() => root.container.textContent?.includes(until) ?? false);
};

const group = () => root.container.querySelector('[data-testid="reliability-group-31"]')!;

describe('the marker-reliability tables', () => {
  it("shows a group's agreement and its markers, the one outside the band in red", async () => {
    await open('孙阳志');
    expect(group().querySelector('[data-testid="reliability-summary"]')?.textContent).toBe(
      '双评 5 份 · 完全一致率 20.00% · 误差内一致率 60.00% · 加权κ 0.270 · ICC 0.316 · 三评率 40.00% · 仲裁率 20.00% · 抽查 5 份',
    );
    const rows = [...group().querySelectorAll('tbody tr.ant-table-row')];
    expect(rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['孙阳志', '5', '-2.2', '-3.7 ~ -0.7', '1.22', '0.5', '9时 -2.7；10时 -1.45', '偏离'],
      ['李静', '5', '0.2', '-1.3 ~ 1.7', '1.22', '0.5', '9时 -0.3；10时 0.95', '正常'],
    ]);
    expect(rows.map((tr) => tr.classList.contains('reliability-flagged'))).toEqual([true, false]);
    expect(root.container.textContent).toContain('超出满分 ±5% 的老师标红');
  });

  it("exports a group's markers to xlsx as the table shows them", async () => {
    await open('孙阳志');
    const sheet = await exportWorkbook(root, saved, 'reliability-export-31');
    expect(sheet.name).toBe('评卷信度_第19题');
    expect(sheet.row(1)).toEqual(['阅卷老师', '计入份数', '宽严度', '95%置信区间', '稳定性（标准差）', '与抽查分偏差', '各时段宽严度', '状态']);
    expect(sheet.row(2)).toEqual(['孙阳志', 5, -2.2, '-3.7 ~ -0.7', 1.22, 0.5, '9时 -2.7；10时 -1.45', '偏离']);
  });

  it('shows the refusal to a caller who is not a leader', async () => {
    answer = { status: 403, body: { code: 403, msg: '只有学校管理员和该校的校长、年级主任、教研组长、备课组长可以查看评卷信度', data: null } };
    await open('可以查看评卷信度');
    expect(root.container.querySelector('[data-testid="load-failed"]')).not.toBeNull();
  });
});
