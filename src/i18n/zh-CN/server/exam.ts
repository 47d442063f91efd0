/** What the exam calls answer (zh-CN): the exam, its papers and their questions. */
export const exam = {
  notFound: '考试不存在',
  testNotFound: '试卷不存在',
} as const;
