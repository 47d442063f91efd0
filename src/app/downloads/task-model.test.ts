import { describe, expect, it } from 'vitest';
import { TASK_TYPE_IDS } from '../../domain/tasks.ts';
import { t } from '../../i18n/zh-CN.ts';
import { actionsOf, analysisUrl, downloadingName, fileNameOf, inBatches, lowerCount, stateColour, stateLabel, type TaskView } from './task-model.ts';

const task = (over: Partial<TaskView>): TaskView => ({ id: 1, name: '期中考试-下载成绩', type_id: 17, state: 2, user_state: 0, waiting_number: 0, result: { url: '/v1/task/index/1/file' }, param: { exams: [{ id: 7 }] }, ...over });

describe('task actions by state', () => {
  it('offers only closing while a task waits or runs', () => {
    expect(actionsOf(task({ state: 0, result: { url: '' } }))).toEqual(['close']);
    expect(actionsOf(task({ state: 1, result: { url: '' } }))).toEqual(['close']);
  });

  it('offers download, the analysis and mark-read on a finished, unread task', () => {
    expect(actionsOf(task({}))).toEqual(['download', 'viewAnalysis', 'markRead']);
    expect(actionsOf(task({ user_state: 1 }))).toEqual(['download', 'viewAnalysis']);
  });

  it('opens the analysis only for types 8, 17, 22 and 26', () => {
    for (const type_id of [8, 17, 22, 26]) expect(actionsOf(task({ type_id, user_state: 1 }))).toContain('viewAnalysis');
    for (const type_id of [1, 2, 11]) expect(actionsOf(task({ type_id, user_state: 1 }))).not.toContain('viewAnalysis');
    // an exam analysis has no file to download
    expect(actionsOf(task({ type_id: 8, result: { url: '' }, user_state: 1 }))).toEqual(['viewAnalysis']);
  });

  it('shows other states grey with a label', () => {
    for (const [state, label] of [[0, '排队中'], [3, '已关闭'], [4, '生成失败'], [9, '未知状态']] as const) expect(stateLabel(state), String(state)).toBe(label);
    for (const state of [4, 9]) expect(stateColour(state), String(state)).toBe('default');
  });
});

describe('the analysis a task opens', () => {
  it('names the exam and active=index, the paper only when there is exactly one', () => {
    expect(analysisUrl(task({ param: { exams: [{ id: 7 }], tests: [{ id: 3 }, { id: 4 }] } }))).toBe('/analysis/examination/index?examinationid=7&active=index');
    expect(analysisUrl(task({ param: { exams: [{ id: 7 }], tests: [{ id: 3 }], classes: [{ id: 11 }, { id: 12 }], special_groups: [{ id: 5 }] } }))).toBe(
      '/analysis/examination/index?examinationid=7&active=index&testid=3&classid=11&specialGroupid=5',
    );
    expect(analysisUrl(task({ param: {} }))).toBeNull();
  });
});

describe('downloads', () => {
  it('replaces dots in the announced name with full-width dots', () => {
    expect(downloadingName('高一.3月月考-报告.pdf')).toBe('高一．3月月考-报告．pdf');
  });

  it('takes the UTF-8 file name of the answer, else the task name with the extension of its type', () => {
    expect(fileNameOf(task({}), `attachment; filename="_.xlsx"; filename*=UTF-8''${encodeURIComponent('期中 成绩.xlsx')}`, null)).toBe('期中 成绩.xlsx');
    expect(fileNameOf(task({}), null, 'application/pdf')).toBe('期中考试-下载成绩.pdf');
  });

  it('runs at most ten downloads at once, in list order', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await inBatches(Array.from({ length: 23 }, (_, i) => i), 10, async (i) => {
      running++;
      most = Math.max(most, running);
      await Promise.resolve();
      order.push(i);
      running--;
    });
    expect(most).toBe(10);
    expect(order).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });

  it('never lowers the badge count below zero', () => {
    expect(lowerCount(3)).toBe(2);
    expect(lowerCount(1, 2)).toBe(0);
    expect(lowerCount(0)).toBe(0);
  });
});

describe('task type names', () => {
  it('name every task type of the specification, in one place for the list and the server', () => {
    const { typeName, types } = t.downloads;
    expect(TASK_TYPE_IDS.map(typeName)).toEqual(['学生错题变式', '班级错题变式', '考试分析', '错题组卷', '下载成绩', '下载考试分析报告', '学生在线答题卡导出']);
    expect(TASK_TYPE_IDS.map((id) => types[id])).toEqual(TASK_TYPE_IDS.map(typeName));
  });

  it('name a type this version does not know by its number', () => {
    expect(t.downloads.typeName(5)).toBe('任务类型5');
  });
});
