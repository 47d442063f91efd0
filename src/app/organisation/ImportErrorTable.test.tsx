// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ImportErrorTable } from './ImportErrorTable.tsx';

const root = freshRootPerTest();

const cells = () => [...root.container.querySelectorAll('tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));

describe('ImportErrorTable', () => {
  it('lists every bad row by number and reason under the server message of a refused upload', async () => {
    await root.render(
      <ImportErrorTable
        result={{
          ok: false,
          msg: '2 行有误，未导入任何数据。第 3 行：姓名不能为空',
          errors: [
            { row: 3, reason: '姓名不能为空' },
            { row: 7, reason: '考号 30000001 与第 2 行重复' },
          ],
        }}
      />,
    );
    expect(root.container.querySelector('[data-testid="import-outcome"]')?.textContent).toContain('2 行有误，未导入任何数据');
    expect(root.container.querySelector('.ant-alert-error')).not.toBeNull();
    expect(cells()).toEqual([
      ['3', '姓名不能为空'],
      ['7', '考号 30000001 与第 2 行重复'],
    ]);
  });

  it('warns, still listing the rows left out, when only the good rows were imported', async () => {
    await root.render(<ImportErrorTable result={{ ok: true, msg: '已导入 5 行，跳过 1 行有误的数据', errors: [{ row: 4, reason: '班级「高三(9)班」不存在，请先导入班级' }] }} />);
    expect(root.container.querySelector('.ant-alert-warning')?.textContent).toContain('已导入 5 行，跳过 1 行有误的数据');
    expect(cells()).toEqual([['4', '班级「高三(9)班」不存在，请先导入班级']]);
  });

  it('shows only the outcome when every row was good', async () => {
    await root.render(<ImportErrorTable result={{ ok: true, msg: '导入完成：新增 3 行，更新 0 行', errors: [] }} />);
    expect(root.container.querySelector('.ant-alert-success')?.textContent).toContain('导入完成：新增 3 行，更新 0 行');
    expect(root.container.querySelector('table')).toBeNull();
  });
});
