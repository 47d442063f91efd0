/** What the question bank and similar-question calls answer (zh-CN); a question error report says msg.marking's texts. */
export const variants = {
  keywordLength: (min: number, max: number) => `关键词长度应为${min}到${max}个字符`,
  bankQuestionNotFound: '题库中没有这道题',
  bankQuestionNotVisible: '该题不在您可使用的题库中',
  subjectMismatch: '所选题目与试卷学科不一致',
  variantNotFound: '相似题不存在',
  alreadySet: '该题已设为相似题',
  noVariant: '该题暂无相似变式',
  noPreciseTraining: '该知识点暂无精准训练',
  classNotInExam: '该班级没有参加本次考试',
  questionNotInTest: '该题不属于这份试卷',
  set: '设置成功',
  removed: '移除成功',
  removedAll: '已全部移除',
  changed: '更换成功',
} as const;
