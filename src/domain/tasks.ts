/** Background task types and states (spec 002 §3, §4, §9). */
export const TaskState = { queued: 0, generating: 1, done: 2, cancelled: 3 } as const;
export const TaskUserState = { notActedOn: 0, read: 1 } as const;
/** "-1 all" in the state and user-state filters */
export const ALL = -1;

export const TASK_TYPE_NAMES: Record<number, string> = {
  1: '学生错题变式',
  2: '班级错题变式',
  8: '考试分析',
  11: '错题组卷',
  17: '下载成绩',
  22: '下载考试分析报告',
  26: '学生在线答题卡导出',
};

/** The types the download badge counts (spec 002 §7: type_ids=[1,2,8,11,17,22,26]). */
export const DOWNLOAD_COUNT_TYPE_IDS: readonly number[] = [1, 2, 8, 11, 17, 22, 26];
/** Types whose finished task can open the analysis (spec 002 §9). */
export const ANALYSIS_VIEW_TYPE_IDS: readonly number[] = [8, 17, 22, 26];

export function taskTypeName(typeId: number): string {
  return TASK_TYPE_NAMES[typeId] ?? `任务类型${typeId}`;
}
