// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest } from '../../../test/analysis-screen.tsx';
import { waitUntil } from '../../../test/fetch-stub.ts';
import { exportWorkbook } from '../../../test/saved-workbook.ts';
import { session, type StoredUserInfo } from '../../../state/session.ts';
import { ClassesPage } from '../ClassesPage.tsx';

const SUPERVISION = (id: number, name: string) => ({
  has_data: true,
  teacher: { user_id: id, real_name: name },
  excellent_percent: 85,
  pass_percent: 60,
  papers: [
    {
      test_id: 7,
      name: '数学',
      subject_id: 2,
      full_mark_score: 150,
      grade: { student_count: 80, average: 96.5, excellent_rate: 20, pass_rate: 70, standard_deviation: 18.25 },
      class_count: 4,
      classes: [
        { class_id: 3, class_name: '高一(1)班', student_count: 20, average: 101, excellent_rate: 25, pass_rate: 80, difference: 4.5, rank: 1, contribution: 0.247 },
        { class_id: 4, class_name: '高一(2)班', student_count: 19, average: 90.25, excellent_rate: 10.53, pass_rate: 63.16, difference: -6.25, rank: 4, contribution: -0.342 },
      ],
    },
  ],
  teachers: [
    { user_id: 5, real_name: '张老师' },
    { user_id: 6, real_name: '李老师' },
  ],
});

const screen = analysisScreenPerTest(<ClassesPage />, '/analysis/examination/classes?examinationid=4&testid=7', analysisExam(), {
  '/v1/examanalysis/teaching-supervision/5': SUPERVISION(5, '张老师'),
  '/v1/examanalysis/teaching-supervision/6': { ...SUPERVISION(6, '李老师'), papers: [] },
});
const { root, asked, rows, open } = screen;
session.user = { uid: 5, real_name: '张老师' } as StoredUserInfo;

describe('the teaching supervision panel of the classes screen', () => {
  it('opens on the signed-in teacher and sets their classes against the grade', async () => {
    await open('贡献值');
    expect(screen.queryOf('/v1/examanalysis/teaching-supervision/5')).toEqual({ examination_id: '4' });
    expect(root.container.textContent).toContain('年级 80 人，平均分 96.5，标准差 18.25');
    expect(rows('supervision-classes-7')).toEqual([
      ['高一(1)班', '20', '101', '4.5', '1/4', '25.00%', '80.00%', '0.247'],
      ['高一(2)班', '19', '90.25', '-6.25', '4/4', '10.53%', '63.16%', '-0.342'],
    ]);
  });

  it('exports the classes to xlsx', async () => {
    await open('贡献值');
    const sheet = await exportWorkbook(root, screen.saved, 'supervision-classes-7-export');
    expect(sheet.row(1)).toEqual(['班级', '统计人数', '平均分', '与年级均分差', '班级排名', '优秀率', '及格率', '贡献值']);
    expect(sheet.row(3)).toEqual(['高一(2)班', 19, 90.25, -6.25, '4/4', '10.53%', '63.16%', '-0.342']);
  });

  it('asks for another teacher picked and says when they teach no paper of the exam', async () => {
    await open('贡献值');
    await act(async () => {
      const select = root.container.querySelector('[data-testid="supervision-teacher"] .ant-select-selector, [data-testid="supervision-teacher"]')!;
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitUntil(() => document.querySelector('.ant-select-item-option[title="李老师"]') !== null);
    await act(async () => (document.querySelector('.ant-select-item-option[title="李老师"]') as HTMLElement).click());
    await waitUntil(() => root.container.textContent?.includes('该老师在本次考试中没有任教科目') ?? false);
    expect(asked.some((a) => a.path === '/v1/examanalysis/teaching-supervision/6')).toBe(true);
  });
});
