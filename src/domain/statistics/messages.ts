/** The labels the analysis figures carry (zh-CN). */
export const AnalysisLabel = {
  /** spec 001 §3: the three groups of the question-order list */
  mastery: { no_passed: '掌握较差', passed: '有待巩固', outstanding: '掌握较好' },
  scoreRange: { excellent: '优秀率', good: '良好率', pass: '及格率', low: '低分率' },
  target: { school: '全校', campus: '校区', class: '班级', special_group: '自定义群组' },
} as const;
