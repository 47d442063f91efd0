/** What exception handling of scanned pages answers (zh-CN): matching by hand, ignoring, absence, objective review. */
export const scanExceptions = {
  pageResolved: '该页已被他人处理（已匹配学生或已忽略），请刷新列表',
  pageNotMatchable: '该页未能完整识别，不能手动匹配学生；请重新识别或忽略该页',
  studentNotInExam: '该学生未参加本次考试',
  studentAlreadyScanned: (name: string) => `${name} 已有识别的答题卡，请先处理重复的答题卡`,
  studentScannedNotAbsent: (name: string) => `${name} 已有识别的答题卡，不能标记为缺考`,
  noTemplate: '该科目尚未提交答题卡模板，不能匹配学生',
  matched: '已匹配学生',
  ignored: '已忽略该页',
  markedAbsent: '已标记为缺考',
  keywordBlank: '请输入学生姓名或考号',
  noSheet: '该学生没有已识别的答题卡',
  notObjective: '该题不是本科目的客观题',
  unknownOption: (option: string) => `选项 ${option} 不是该题的选项`,
  singleChoiceMany: '单选题只能选择一个选项',
  objectiveDecided: '客观题已判定并计分',
} as const;
