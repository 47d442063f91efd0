/** What the spot-check calls answer (zh-CN): a leader re-marks random marked papers of a question group (spec 001 §7.5). */
export const spotCheck = {
  notFound: '抽查不存在',
  leadersOnly: '只有学校管理员和该校的校长、教研组长、备课组长以及本年级的年级主任可以抽查题组',
  created: (group: string, count: number) => `已从题组「${group}」抽取 ${count} 份已评试卷`,
  nothingMarked: (group: string) => `题组「${group}」还没有已评的试卷，无法抽查`,
  scored: '抽查评分已保存',
  paperNotInCheck: (seq: number) => `第 ${seq} 份试卷不在本次抽查中`,
  paperTwice: (seq: number) => `第 ${seq} 份试卷的分数重复提交`,
  scoreAboveFullMark: (seq: number, score: number, fullMark: number) => `第 ${seq} 份试卷的分数 ${score} 超过该题组满分 ${fullMark}`,
} as const;
