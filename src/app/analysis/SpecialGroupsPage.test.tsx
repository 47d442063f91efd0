// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { analysedExam, analysisScreenPerTest } from '../../test/analysis-screen.tsx';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { jsonResponse, waitUntil } from '../../test/fetch-stub.ts';
import { SpecialGroupsPage } from './SpecialGroupsPage.tsx';

const EXAM = analysedExam({
  special_groups: [{ id: 9, name: '培优组' }],
});

const figures = (n: number, average: number) => ({ student_count: n, average, score_rate: average, max_score: average + 10, min_score: average - 10, excellent_rate: 25, good_rate: 50, pass_rate: 75, low_rate: 0 });

let name = '培优组';
let patched: unknown[];

const analysis = () => ({
  has_data: true,
  may_edit: true,
  lines: { excellent: 85, good: 70, pass: 60, low: 40 },
  groups: [{ id: 9, name, member_count: 8, sitting_count: 7 }],
  subjects: [
    { test_id: 0, name: '', subject_id: 0, full_mark_score: 100, grade: figures(16, 60.5), groups: [{ group_id: 9, name, ...figures(7, 80), average_gap: 19.5, average_rank: 1 }] },
    { test_id: 7, name: '数学', subject_id: 2, full_mark_score: 100, grade: figures(16, 60.5), groups: [{ group_id: 9, name, ...figures(7, 82.25), average_gap: 21.75, average_rank: 1 }] },
  ],
});

const screen = analysisScreenPerTest(<SpecialGroupsPage />, '/analysis/examination/specialGroups?examinationid=4', EXAM, {
  '/v1/examanalysis/special-group': analysis,
  '/v1/examanalysis/special-group/9': async (request: Request) => {
    const body = (await request.json()) as { name: string };
    patched.push(body);
    name = body.name;
    return jsonResponse({ code: 200, msg: '自定义分组已保存', data: null });
  },
});
const { root, rows, saved } = screen;
const open = () => screen.open(() => !!root.container.querySelector('[data-testid="special-groups-compare"] tbody tr.ant-table-row'));

beforeEach(() => {
  name = '培优组';
  patched = [];
});

describe('the custom groups screen', () => {
  it('shows each group against the grade on the exam total and on a paper', async () => {
    await open();
    expect(rows('special-groups')).toEqual([['培优组重命名', '8', '7']]);
    expect(rows('special-groups-compare')).toEqual([
      ['培优组', '7', '80', '19.5', '1', '80.00%', '90', '70', '25.00%', '50.00%', '75.00%', '0.00%'],
      ['年级', '16', '60.5', '—', '—', '60.50%', '70.5', '50.5', '25.00%', '50.00%', '75.00%', '0.00%'],
    ]);
    expect(root.container.querySelector('[data-testid="special-groups-chart"]')).not.toBeNull();
    await screen.choose('special-groups-subject', '数学');
    await waitUntil(() => rows('special-groups-compare')[0][2] === '82.25');
  });

  it('renames a group and shows the new name', async () => {
    await open();
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="rename-group-9"]')!.click());
    await waitUntil(() => !!document.querySelector('[data-testid="rename-group-name"]'));
    const input = document.querySelector<HTMLInputElement>('[data-testid="rename-group-name"]')!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '尖子生');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => document.querySelector<HTMLElement>('[data-testid="rename-group-save"]')!.click());
    await waitUntil(() => patched.length > 0);
    expect(patched[0]).toEqual({ name: '尖子生' });
    await waitUntil(() => rows('special-groups')[0]?.[0] === '尖子生重命名');
  });

  it('exports the comparison to xlsx', async () => {
    await open();
    const sheet = await exportWorkbook(root, saved, 'special-groups-compare-export');
    expect(sheet.row(1)[0]).toBe('群组');
    expect(sheet.row(2)).toEqual(['培优组', 7, 80, 19.5, 1, '80.00%', 90, 70, '25.00%', '50.00%', '75.00%', '0.00%']);
  });
});
