/** What the answer-sheet designer's calls answer (zh-CN): saved designs and the recognition template. */
export const answerCard = {
  saved: '答题卡已保存',
  templateSaved: '模板已提交，题组已生成',
  templateDeleted: '模板已删除',
  staleDesign: '答题卡已被他人修改并保存，请刷新后再编辑',
  markingStarted: '该试卷已开始阅卷，不能再修改答题卡模板和题组',
  duplicateQuestion: (order: number) => `第${order}题在模板中出现了多次`,
  blankOutsideGroup: (name: string) => `「${name}」的填空区域不在题组范围内`,
  offPage: (name: string) => `「${name}」的区域超出了答题卡页面`,
} as const;
