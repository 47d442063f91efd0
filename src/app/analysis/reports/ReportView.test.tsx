// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../../test/test-root.tsx';
import { ReportView } from './ReportView.tsx';

const root = freshRootPerTest();

const MODEL = {
  title: '高一下学期3月月考 班主任报告',
  subtitle: ['生成时间：2026-03-20 09:00', '科目：数学'],
  sections: [
    {
      heading: '高一(1)班 班级成绩报告',
      page_break: true,
      blocks: [
        { kind: 'text' as const, text: '数学：本班8人参考，平均分61.5（年级60.25），在2个班级中排第1名。' },
        { kind: 'table' as const, columns: [{ title: '科目', width: 1.2, align: 'left' as const }, { title: '班级平均分', width: 1 }], rows: [['数学', '61.5']] },
        { kind: 'chart' as const, chart: { title: '班级与年级平均分', categories: ['数学'], series: [{ label: '班级平均分', values: [61.5] }, { label: '年级平均分', values: [60.25] }] } },
      ],
    },
    { heading: '高一(2)班 班级成绩报告', page_break: true, blocks: [{ kind: 'subheading' as const, text: '学生成绩' }] },
  ],
};

describe('a report page', () => {
  it('shows the title, the tables and a chart with its legend, each class after a page break', async () => {
    await root.render(<ReportView model={MODEL} />);
    const page = root.container.querySelector('[data-testid="report-view"]')!;
    expect(page.querySelector('h1')?.textContent).toBe('高一下学期3月月考 班主任报告');
    expect([...page.querySelectorAll('.report-table th')].map((th) => th.textContent)).toEqual(['科目', '班级平均分']);
    expect([...page.querySelectorAll('.report-table td')].map((td) => td.textContent)).toEqual(['数学', '61.5']);
    const chart = page.querySelector('[data-testid="report-chart"]')!;
    expect(chart.querySelector('figcaption')?.textContent).toBe('班级与年级平均分');
    expect(chart.textContent).toContain('年级平均分');
    const sections = [...page.querySelectorAll('section')];
    // the first section opens the page: only later ones break before them
    expect(sections.map((s) => s.classList.contains('report-break'))).toEqual([false, true]);
  });
});
