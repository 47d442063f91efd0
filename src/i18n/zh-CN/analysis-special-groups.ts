/** Texts of the custom-groups screen (自定义群组, /analysis/examination/specialGroups). */
export const specialGroups = {
  title: '自定义群组分析',
  hint: '群组在考试设置中创建；年级为本次考试的全体学生，一名学生可属于多个群组。总分只统计各科都已阅完的学生。',
  none: '本次考试还没有自定义群组，可在考试设置中创建。',
  group: '群组',
  members: '群组人数',
  sitting: '参考人数',
  compare: '各群组与年级对比',
  chart: '各群组四率',
  rename: '重命名',
  renameTitle: '重命名群组',
  newName: '新名称',
  save: '保存',
  renamed: '群组名称已保存',
  groupsTable: '群组',
};
