import { describe, expect, it } from 'vitest';
import {
  afterHistorySubmit,
  blanksOf,
  bringToFront,
  canOpenGroup,
  clampPanel,
  defaultPanels,
  disabledTools,
  FOOTER_HEIGHT,
  isEndedPaper,
  isGroupComplete,
  isLeaseLost,
  loadQueryFor,
  PANEL_TOP_LIMIT,
  paperStatusOf,
  queueAfterRenewal,
  queueAfterSubmit,
  readPanels,
  readSettings,
  shouldWarnWorkload,
  statusKey,
  submitBlock,
  type PartitionRow,
  type StudentToMark,
  type ToolContext,
} from './marking-session.ts';
import { LICENCE_MARK_CORNER } from '../canvas/licence.ts';

const VIEWPORT = { width: 1440, height: 900 };

function row(progress: Partial<PartitionRow['progress']>): PartitionRow {
  return {
    id: 14,
    name: '第19题',
    alias: '',
    partition_name: '第19题',
    scoring_time_label: '',
    noStutents: false,
    test_correct_type: 1,
    marking_show_student: 0,
    marking_policy: '2+1+1',
    divided: true,
    progress: { mark_num: 0, mark_total: 480, mark_rate: 0, wrong_num: 0, blank_volume_num: 0, judge_total: 0, decided_num: 0, decided_rate: 0, ...progress },
    teacher_progress: { mark_num: 0, mark_task: 160, mark_ended: false },
    questions: [],
    analyzed_class: {},
  };
}

const student = (id: number): StudentToMark => ({
  student_id: id,
  marking_log_id: 0,
  student_name: '***',
  partition_pics: [],
  question_score: {},
  score_marks: [],
  feedback_ids: '',
  marking_history: [],
});

describe('selection', () => {
  it('shows 0 as not started, 1 as in progress and anything else as ended', () => {
    expect([0, 1, 2, 3].map(statusKey)).toEqual(['notStarted', 'inProgress', 'ended', 'ended']);
    expect(isEndedPaper({ status: 1 })).toBe(false);
    expect(isEndedPaper({ status: 2 })).toBe(true);
  });

  it('styles a group complete at 100 percent in its mode', () => {
    expect(isGroupComplete(row({ mark_num: 480, mark_rate: 100 }), 0)).toBe(true);
    expect(isGroupComplete(row({ mark_num: 479, mark_rate: 99.79 }), 0)).toBe(false);
    expect(isGroupComplete(row({ judge_total: 3, decided_num: 3, decided_rate: 100 }), 1)).toBe(true);
    expect(isGroupComplete(row({ judge_total: 0 }), 1)).toBe(false);
  });

  it('keeps a group shut while its block division is incomplete, unless sub-division is finished', () => {
    expect(canOpenGroup({ divided: false }, false)).toBe(false);
    expect(canOpenGroup({ divided: false }, true)).toBe(true);
    expect(canOpenGroup({ divided: true }, false)).toBe(true);
  });
});

describe('opening a group', () => {
  const group = { testId: 3, partitionId: 14, judge: 0 as const };

  it('claims five students live and one in history', () => {
    expect(loadQueryFor({ kind: 'fresh' }, group)).toMatchObject({ occupy_student_count: 5, marking_log_id: 0, get_log_type: '' });
    expect(loadQueryFor({ kind: 'continue' }, group)).toMatchObject({ occupy_student_count: 5, get_log_type: '' });
    expect(loadQueryFor({ kind: 'neighbour', direction: 'previous', fromLogId: 0 }, group)).toMatchObject({ occupy_student_count: 1, get_log_type: 'previous' });
    expect(loadQueryFor({ kind: 'record', logId: 77 }, { ...group, judge: 1 })).toMatchObject({ occupy_student_count: 1, marking_log_id: 77, judge: 1 });
  });

  it('names the paper status from history and judge', () => {
    expect(paperStatusOf(false, 1)).toBe(0);
    expect(paperStatusOf(true, 1)).toBe(1);
    expect(paperStatusOf(true, 0)).toBe(2);
  });

  it('warns about the workload only in live ordinary marking, and always when the quota is ended', () => {
    const warn = { warn: true, ended: false, content: '…' };
    const live = { classTeacherMarking: false, history: false, judge: 0 as const, accepted: false };
    expect(shouldWarnWorkload(warn, live)).toBe(true);
    expect(shouldWarnWorkload(warn, { ...live, accepted: true })).toBe(false);
    expect(shouldWarnWorkload({ ...warn, ended: true }, { ...live, accepted: true })).toBe(true);
    expect(shouldWarnWorkload(warn, { ...live, history: true })).toBe(false);
    expect(shouldWarnWorkload(warn, { ...live, judge: 1 })).toBe(false);
    expect(shouldWarnWorkload(warn, { ...live, classTeacherMarking: true })).toBe(false);
    expect(shouldWarnWorkload({ warn: false, ended: false, content: '' }, live)).toBe(false);
  });

  it('lists the blanks of the group in question order with their rectangles', () => {
    const blanks = blanksOf([
      { question_id: 2, show_order: 12, label: '12', full_mark: 10, question_type: 'big_spaces', emptys: [{ key: '1', label: '(1)', full_mark: 5, step: 0.5, x: 0, y: 0, width: 800, height: 110 }, { key: '2', label: '(2)', full_mark: 5, step: 0.5 }] },
      { question_id: 1, show_order: 11, label: '11', full_mark: 2, question_type: 'empty_spaces', emptys: [{ key: '1', label: '11', full_mark: 2, step: 1, x: 5, y: 6, width: 7, height: 8 }] },
    ]);
    expect(blanks.map((b) => [b.id, b.label])).toEqual([['11:1', '11'], ['12:1', '12(1)'], ['12:2', '12(2)']]);
    expect(blanks[0].rect).toEqual({ x: 5, y: 6, width: 7, height: 8 });
    expect(blanks[2].rect).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});

describe('after a submit', () => {
  it('keeps the student already on screen first', () => {
    const held = [student(2), student(3), student(6)];
    expect(queueAfterSubmit(held, 3).map((s) => s.student_id)).toEqual([3, 2, 6]);
    expect(queueAfterSubmit(held, 9).map((s) => s.student_id)).toEqual([2, 3, 6]);
  });

  it('after a lease renewal keeps the student on screen and drops the others no longer held', () => {
    const queue = [student(2), student(3), student(6), student(8)];
    // 8 came with a submit's answer after the renewal was sent: it was not asked about
    expect(queueAfterRenewal(queue, [3], [2, 3, 6]).map((s) => s.student_id)).toEqual([2, 3, 8]);
    expect(queueAfterRenewal(queue, [2, 3, 6, 8], [2, 3, 6, 8])).toEqual(queue);
  });

  it('shows the lost lease only while that student is on screen', () => {
    expect(isLeaseLost({ queue: [student(2), student(3)], leaseLost: 2 })).toBe(true);
    expect(isLeaseLost({ queue: [student(3)], leaseLost: 2 })).toBe(false);
    expect(isLeaseLost({ queue: [student(2)], leaseLost: undefined })).toBe(false);
    expect(isLeaseLost({ queue: [], leaseLost: 2 })).toBe(false);
  });

  it('ends history at the last record', () => {
    expect(afterHistorySubmit(false)).toBe('resume-live');
    expect(afterHistorySubmit(true)).toBe('next-record');
  });
});

describe('what can be done', () => {
  const live: ToolContext = { hasStudent: true, history: false, judge: 0, regionMode: true, pieceCount: 2, hasEarlier: true, hasLater: false };

  it('disables the group and progress tools in history and enables continue', () => {
    expect(disabledTools(live)).toMatchObject({ examTree: false, groupTree: false, progress: false, quality: false, continueMarking: true, next: true, previous: false });
    expect(disabledTools({ ...live, history: true, hasLater: true })).toMatchObject({ examTree: true, groupTree: true, progress: true, quality: true, continueMarking: false, next: false });
  });

  it('disables the student tools without a student, and the layouts for one picture or blank marking', () => {
    expect(disabledTools({ ...live, hasStudent: false })).toMatchObject({ lock: true, password: true, problemPaper: true, view: true, layout: true });
    expect(disabledTools({ ...live, pieceCount: 1 }).layout).toBe(true);
    expect(disabledTools({ ...live, regionMode: false }).layout).toBe(true);
    expect(disabledTools(live).layout).toBe(false);
  });

  it('blocks a submit while the image loads, while locked, elsewhere, without token or during a push', () => {
    const ready = { hasStudent: true, image: 'loaded' as const, locked: false, loggedInElsewhere: false, tokenMissing: false, pushing: false };
    expect(submitBlock(ready)).toBeUndefined();
    expect(submitBlock({ ...ready, image: 'loading' })).toBe('image');
    expect(submitBlock({ ...ready, locked: true })).toBe('locked');
    expect(submitBlock({ ...ready, loggedInElsewhere: true })).toBe('elsewhere');
    expect(submitBlock({ ...ready, tokenMissing: true })).toBe('token');
    expect(submitBlock({ ...ready, pushing: true })).toBe('pushing');
    expect(submitBlock({ ...ready, hasStudent: false })).toBe('no-student');
    expect(submitBlock({ ...ready, leaseLost: true })).toBe('lease-lost');
  });
});

describe('settings', () => {
  it('defaults to plain scoring with the full-score habit and a list up to 5', () => {
    expect(readSettings(null)).toMatchObject({ scoreType: 'common', habit: 'full', listMax: 5, stepPoint: false });
  });

  it('keeps what was stored and refuses what makes no sense', () => {
    expect(readSettings(JSON.stringify({ scoreType: 'reduce_points', listMax: 2.5, habit: 'zero', isBar: true }))).toMatchObject({ scoreType: 'reduce_points', listMax: 2.5, habit: 'zero', isBar: true });
    expect(readSettings(JSON.stringify({ scoreType: 'double', listMax: 40, habit: 'half' }))).toMatchObject({ scoreType: 'common', listMax: 5, habit: 'full' });
    expect(readSettings('{not json')).toMatchObject({ scoreType: 'common' });
  });
});

describe('panels', () => {
  it('never go above the header nor below their minimum size', () => {
    const column = clampPanel('scoreColumn', { x: 100, y: 10, w: 50, h: 50, visible: true, z: 1 }, VIEWPORT);
    expect(column.y).toBe(PANEL_TOP_LIMIT);
    expect(column.w).toBeGreaterThanOrEqual(280);
    expect(column.h).toBeGreaterThanOrEqual(260);
  });

  it('bring the last clicked panel to the front', () => {
    const layout = defaultPanels(VIEWPORT);
    const raised = bringToFront(layout, 'areaInfo');
    expect(raised.areaInfo.z).toBeGreaterThan(Math.max(...Object.values(layout).map((box) => box.z)));
  });

  it.each([
    [1366, 768],
    [1920, 1080],
  ])("leave the canvas licence mark's corner of the paper view free at %i × %i", (width, height) => {
    const layout = defaultPanels({ width, height });
    // the paper view ends above the footer; the mark sits in its bottom-right corner
    const corner = { left: width - LICENCE_MARK_CORNER.width, top: height - FOOTER_HEIGHT - LICENCE_MARK_CORNER.height, right: width, bottom: height - FOOTER_HEIGHT };
    for (const [id, box] of Object.entries(layout).filter(([, box]) => box.visible)) {
      const overlaps = box.x < corner.right && box.x + box.w > corner.left && box.y < corner.bottom && box.y + box.h > corner.top;
      expect(overlaps, id).toBe(false);
    }
  });

  it('default to a right-hand column that stays inside the window', () => {
    const layout = defaultPanels(VIEWPORT);
    expect(layout.scoreColumn.x + layout.scoreColumn.w).toBeLessThanOrEqual(VIEWPORT.width);
    expect(layout.scoreRecord.y + layout.scoreRecord.h).toBeLessThanOrEqual(VIEWPORT.height);
    expect(readPanels('[', VIEWPORT)).toEqual(layout);
    expect(readPanels(JSON.stringify({ areaInfo: { y: 0, visible: false } }), VIEWPORT).areaInfo).toMatchObject({ y: PANEL_TOP_LIMIT, visible: false });
  });
});
