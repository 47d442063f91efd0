import { describe, expect, it } from 'vitest';
import { canOpenGroup, groupName, groupRate, isEndedPaper, isGroupComplete, quotaDone, statusKey, type GroupProgressRow } from './selection.ts';

function row(progress: Partial<GroupProgressRow['progress']>): GroupProgressRow {
  return { progress: { mark_total: 480, mark_rate: 0, blank_volume_num: 0, judge_total: 0, decided_num: 0, decided_rate: 0, ...progress } };
}

describe('selection', () => {
  it('shows 0 as not started, 1 as in progress and anything else as ended', () => {
    expect([0, 1, 2, 3].map(statusKey)).toEqual(['notStarted', 'inProgress', 'ended', 'ended']);
    expect(isEndedPaper({ status: 1 })).toBe(false);
    expect(isEndedPaper({ status: 2 })).toBe(true);
  });

  it('styles a group complete at 100 percent in its mode', () => {
    expect(isGroupComplete(row({ mark_rate: 100 }), 0)).toBe(true);
    expect(isGroupComplete(row({ mark_rate: 99.79 }), 0)).toBe(false);
    expect(isGroupComplete(row({ judge_total: 3, decided_num: 3, decided_rate: 100 }), 1)).toBe(true);
    expect(isGroupComplete(row({ judge_total: 0 }), 1)).toBe(false);
    expect(isGroupComplete(row({ mark_rate: 100, blank_volume_num: 2 }), 2)).toBe(false);
  });

  it('shows the adjudication rate only where there is something to adjudicate', () => {
    expect(groupRate(row({ mark_rate: 40, judge_total: 0, decided_rate: 0 }), 1)).toBe(0);
    expect(groupRate(row({ mark_rate: 40, judge_total: 4, decided_rate: 25 }), 1)).toBe(25);
    expect(groupRate(row({ mark_rate: 40 }), 0)).toBe(40);
  });

  it('keeps a group shut while its block division is incomplete, unless sub-division is finished', () => {
    expect(canOpenGroup({ divided: false }, false)).toBe(false);
    expect(canOpenGroup({ divided: false }, true)).toBe(true);
    expect(canOpenGroup({ divided: true }, false)).toBe(true);
  });

  it('names a group with its alias and marks a quota done only when it is ended and met', () => {
    expect(groupName({ name: '第19题', alias: '' })).toBe('第19题');
    expect(groupName({ name: '第19题', alias: '作文' })).toBe('第19题 作文');
    expect(quotaDone({ teacher_progress: { mark_num: 160, mark_task: 160, mark_ended: true } })).toBe(true);
    expect(quotaDone({ teacher_progress: { mark_num: 160, mark_task: 160, mark_ended: false } })).toBe(false);
    expect(quotaDone({ teacher_progress: { mark_num: 3, mark_task: 0, mark_ended: true } })).toBe(false);
  });
});
