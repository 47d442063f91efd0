/** What the analysis calls answer (zh-CN), spec 001: an exam's analysis, its targets and typical papers. */
export const analysis = {
  /** spec 001 §2.7/§4: an exam or question without marking data yet */
  noData: '暂无数据',
  notOpen: '该考试的分析尚未开放',
  testNotInExam: '该试卷不属于本次考试',
  questionNotFound: '该试卷中没有这道题',
  campusNotFound: '校区不存在',
  specialGroupNotFound: '自定义群组不存在',
  scopeNotInExam: '所选范围没有参加本次考试',
  classRequired: '查看本班典型卷请先选择班级',
  /** a school target whose school has no name */
  wholeSchool: '全校',
  /** spec 001 §3: the three groups of the question-order list */
  mastery: { no_passed: '掌握较差', passed: '有待巩固', outstanding: '掌握较好' },
  scoreRange: { excellent: '优秀率', good: '良好率', pass: '及格率', low: '低分率' },
  /** rank comparison (进退步): no earlier exam of the grade has its analysis open */
  noPreviousExam: '本年级没有更早的、已开放分析的考试，无法比较名次',
  subjectNotInExam: '本次考试没有该科目的试卷',
  /** teaching supervision (教学督导) of a user who is no member of the exam's school */
  teacherNotFound: '该老师不是本校教师',
  /** knowledge points (test-tag) */
  tagQuestionNotInTest: (id: number) => `试题 ${id} 不属于该试卷，知识点未保存`,
  unknownTag: (id: number) => `知识点 ${id} 不在本学科的知识点树中，知识点未保存`,
  repeatedTagQuestion: (id: number) => `试题 ${id} 出现了不止一次，知识点未保存`,
  onlyAdministratorsTag: '只有本校管理员可以设置试题知识点',
  testTagsSaved: '知识点已保存',
  /** a student's original paper (学生原卷) */
  originalTest: {
    notSitting: '该学生没有参加这张试卷（或缺考），没有原卷',
    notInScope: '该学生不在所选范围内',
    /** burned into side A of the sheet: the paper total */
    total: (score: string, full: string) => `总分 ${score} / ${full}`,
    /** the same while a question of the paper is still undecided: the sum of the decided ones */
    partialTotal: (score: string, full: string) => `已阅得分 ${score} / ${full}（未阅完）`,
  },
  /** custom analysis: the group of every student (the exam total is msg.reports.total) */
  wholeExam: '全体',
  custom: {
    notFound: '自定义分析不存在',
    nameRequired: '请填写分析名称',
    nameTooLong: (max: number) => `分析名称不能超过 ${max} 个字`,
    papersRequired: '请至少选择一个科目',
    figuresRequired: '请至少选择一项统计指标',
    chosenClasses: '所选班级合计',
    saved: '已保存',
    deleted: '已删除',
  },
} as const;
