/** What the marking workspace and the pages around it answer (zh-CN), spec 000. */
export const marking = {
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
