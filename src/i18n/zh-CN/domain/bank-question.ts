/** Names and refusals of the school's question bank rules (src/domain/bank-question.ts). */
export const DIFFICULTY_LEVEL_TEXTS = ['容易', '较易', '中等', '较难', '困难'] as const;

export const OPEN_TYPE_TEXTS = ['全部开放', '指定学校', '指定校区', '不开放'] as const;

export const BANK_QUESTION_PROBLEMS = {
  blankText: '题干为空',
  tooFewOptions: '选择题至少需要两个选项',
  repeatedOption: (key: string) => `选项${key}重复`,
  noAnswer: '没有答案',
  answerNotAnOption: (key: string) => `答案${key}不在选项中`,
  singleAnswerOnly: '单选题只能有一个答案',
  trueFalseAnswer: '判断题的答案应为T或F',
  blankPart: (n: number) => `第${n}小题题干为空`,
} as const;
