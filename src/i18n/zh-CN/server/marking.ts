/** What the marking workspace and the pages around it answer (zh-CN), spec 000. */
export const marking = {
  // problem papers (spec 000 §9)
  problemReported: '问题卷提交成功',
  problemResolved: '问题卷已处理',
  // wrong-cause tags
  tagged: '已标记',
  /** no tag left: the marker took their last tag away */
  tagsCleared: '已取消标记',
  unknownTag: '错因标签不存在',
  customTagTooLong: (max: number) => `自定义错因不能超过 ${max} 个字`,
  // blank papers
  blankIgnored: '已忽略',
  blankReRecognised: '重新识别完成',
  // question error reports (题目纠错)
  questionReported: '感谢您的反馈，我们会尽快核实',
  unknownQuestion: '题目不存在',
} as const;
