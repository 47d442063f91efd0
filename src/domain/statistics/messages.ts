/** What the analysis calls say to a teacher (zh-CN), and the labels their figures carry. */

export const AnalysisMessage = {
  /** spec 001 §2.7/§4: an exam or question without marking data yet */
  noData: '暂无数据',
  examNotFound: '考试不存在',
  testNotFound: '试卷不存在',
  testNotInExam: '该试卷不属于本次考试',
  questionNotFound: '该试卷中没有这道题',
  partitionNotFound: '题组不存在',
  partitionNotInTest: '题组不属于该试卷',
  schoolNotFound: '学校不存在',
  campusNotFound: '校区不存在',
  classNotFound: '班级不存在',
  specialGroupNotFound: '自定义群组不存在',
  scopeNotInExam: '所选范围没有参加本次考试',
  noExamAccess: '您没有查看该考试分析的权限',
  ownClassesOnly: '您只能查看自己任教班级的分析',
  classRequired: '查看本班典型卷请先选择班级',
} as const;

export const AnalysisLabel = {
  /** spec 001 §3: the three groups of the question-order list */
  mastery: { no_passed: '掌握较差', passed: '有待巩固', outstanding: '掌握较好' },
  scoreRange: { excellent: '优秀率', good: '良好率', pass: '及格率', low: '低分率' },
  target: { school: '全校', campus: '校区', class: '班级', special_group: '自定义群组' },
} as const;
