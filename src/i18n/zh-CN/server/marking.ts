/** What the marking workspace and the pages around it answer (zh-CN), spec 000. */
export const marking = {
  // the marking window (spec 000 §2–§8)
  notMarker: '您不是该题组的阅卷老师',
  notJudge: '您不是该题组的仲裁老师',
  examNotMarking: '该考试不在阅卷中',
  notDivided: '题块切割未完成，请处理后再阅卷',
  unitNotFound: '该学生没有本题组的答卷',
  notHeld: '该学生的试卷不在您的占用中（占用可能已超时释放），请继续阅下一份',
  alreadyMarked: '您已评过该学生，请在阅卷记录中修改',
  idempotencyKeyReused: '该提交编号已用于另一份评分，请刷新后重试',
  idempotencyKeyOtherScores: '该提交编号已用于一次不同的评分，本次评分未保存；如需改分请在阅卷记录中修改',
  takenMeanwhile: '您的占用已超时释放，该学生已由其他老师评分，您的评分未保存，请继续阅下一份',
  pendingRequired: '请提供当前屏幕上的学生或待提交评分的学生',
  notYourRecord: '只能修改自己的阅卷记录',
  recordNotFound: '阅卷记录不存在',
  versionRequired: '修改阅卷记录需要提供版本号 version',
  staleRecord: '该记录已被修改，请刷新后重试',
  unitStateChanged: '该学生的评分状态已变化，请继续阅下一份',
  totalMismatch: '总分与各题得分之和不一致',
  groupFinished: '该题组已阅完或已仲裁完',
  released: '已释放占用',
  unscored: (label: string, blank: string) => `第${label}题${blank ? `第${blank}空` : ''}未评分`,
  unknownBlank: (showOrder: string, key: string) => `未知的题目或空：${showOrder}-${key}`,
  belowZero: (label: string) => `分数不能低于 0（第${label}题）`,
  aboveFull: (label: string, full: number) => `分数超过满分 ${full}（第${label}题）`,
  offStep: (label: string, step: number) => `分数须为 ${step} 的整数倍（第${label}题）`,
  /** the workload warning (quotaState): the task met in a group with a strict quota, or without */
  quotaEnded: (done: number, task: number) => `您在本题组的阅卷任务已完成（${done}/${task}），请返回选择其他题组。`,
  /** a mark past a strict quota (sent later from the browser's outbox): not stored */
  quotaRefused: (done: number, task: number) => `您在本题组的阅卷任务已完成（${done}/${task}），本份评分未保存，该试卷已交还给其他老师。`,
  quotaReached: (done: number, task: number) => `您已完成本题组分配的阅卷任务（${done}/${task}），是否继续阅卷？`,
  // problem papers (spec 000 §9)
  problemReported: '问题卷提交成功',
  problemResolved: '问题卷已处理',
  problemNotFound: '问题卷不存在',
  problemAlreadyResolved: '该问题卷已处理',
  problemCommentTooLong: (max: number) => `问题描述不能超过 ${max} 个字`,
  // wrong-cause tags
  tagged: '已标记',
  /** no tag left: the marker took their last tag away */
  tagsCleared: '已取消标记',
  unknownTag: '错因标签不存在',
  customTagTooLong: (max: number) => `自定义错因不能超过 ${max} 个字`,
  // blank papers
  blankIgnored: '已忽略',
  blankReRecognised: '重新识别完成',
  blankBatchTooLarge: (max: number) => `一次最多处理 ${max} 份空白卷，请分批提交`,
  blankUnknownUnits: '部分试卷不存在或不属于该试卷',
  blankNotBlank: (blackRate: number, count: number) => `所选试卷中有 ${count} 份未被识别为空白卷（每块扫描图的黑度都须低于 ${blackRate}%），请在阅卷中正常评分`,
  blankNotOpen: '部分试卷已评完、已送仲裁、已作为问题卷提交或已保留在正常阅卷中，请刷新列表',
  blankAlreadyMarked: '部分试卷您已评过，同一份试卷不能由同一位老师评两次',
  blankNoRoom: '部分试卷正由其他老师评阅，请稍后再试',
  blankQuotaEnded: (done: number, task: number) => `您在本题组的阅卷任务已完成（${done}/${task}），不能再计空白卷`,
  // the original paper
  noAnswerSheet: '该学生没有扫描的答题卡',
  noSheetSide: (side: number) => `该答题卡没有${side === 1 ? 'A' : 'B'}面`,
  // question error reports (题目纠错)
  questionReported: '感谢您的反馈，我们会尽快核实',
  unknownQuestion: '题目不存在',
} as const;
