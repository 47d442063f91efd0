import { describe, expect, it } from 'vitest';
import type { GroupState } from '../../state/marking-session.ts';
import { markProgress } from '../../test/mark-progress.ts';
import { footerFigures } from './footer-figures.ts';

const group = (judge: 0 | 1, progress: Partial<Pick<GroupState, 'markProgress' | 'judgeProgress'>>): GroupState => ({
  testId: 7,
  partitionId: 3,
  judge,
  row: undefined,
  questions: [],
  feedbackList: [],
  markProgress: undefined,
  judgeProgress: undefined,
  ...progress,
});

const MARKED = markProgress({ mark_rate: 12.5, mark_num: 20, mark_total: 160, mark_average: 6.5, wrong_num: 2, previous: true, teacher_progress: { mark_average: 7.5, mark_num: 4, mark_task: 80 } });

const DECIDED = { decided_rate: 50, decided_num: 3, judge_total: 6, previous: false, after: false, teacher_progress: { decided_num: 1, decided_rate: 16.67 } };

describe('the figures of the marking footer', () => {
  it('shows dashes and zero progress before a group is open', () => {
    expect(footerFigures(undefined)).toEqual({ judge: 0, personalAverage: '-', groupAverage: '-', percent: 0, progress: '0/0', workload: '-', problemPapers: '0' });
  });

  it("shows the group's marking figures and the marker's own count against their task", () => {
    expect(footerFigures(group(0, { markProgress: MARKED }))).toEqual({ judge: 0, personalAverage: '7.5', groupAverage: '6.5', percent: 12.5, progress: '20/160', workload: '4/80', problemPapers: '2' });
  });

  it('shows a dash for a task not yet set and for averages before the first progress', () => {
    expect(footerFigures(group(0, { markProgress: { ...MARKED, teacher_progress: { mark_average: 0, mark_num: 0, mark_task: 0 } } })).workload).toBe('0/-');
    expect(footerFigures(group(0, {}))).toMatchObject({ personalAverage: '-', groupAverage: '-', workload: '0/-' });
  });

  it('shows the adjudication figures under adjudication, the count of papers the marker decided as the workload', () => {
    expect(footerFigures(group(1, { markProgress: MARKED, judgeProgress: DECIDED }))).toEqual({ judge: 1, personalAverage: '7.5', groupAverage: '6.5', percent: 50, progress: '3/6', workload: '1', problemPapers: '2' });
  });
});
