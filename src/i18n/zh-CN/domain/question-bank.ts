/** What the question bank's question types of src/domain/question-bank.ts are called (spec 001 §7.2). */
export const BANK_QUESTION_TYPE_TEXTS = {
  singleChoice: '单选题',
  multipleChoice: '多选题',
  trueFalse: '判断题',
  blankFilling: '填空题',
  workedAnswer: '解答题',
  composition: '作文',
} as const;
