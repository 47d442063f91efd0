/** What the question types of a paper (PAPER_QUESTION_TYPES of src/domain/exam-setup/paper-rules.ts) are called. */
export const PAPER_QUESTION_TYPE_TEXTS: Record<string, string> = {
  multiple_one: '单选题',
  multiple_more: '多选题',
  true_false: '判断题',
  empty_spaces: '填空题',
  big_spaces: '解答题',
  composition: '作文',
  english_composition: '英语作文',
};
