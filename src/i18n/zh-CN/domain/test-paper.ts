/** What a printed test paper says (src/domain/test-paper.ts and the Word and PDF writers). */
export const TEST_PAPER_TEXTS = {
  heading: (numeral: string, group: string, count: number, score: number) => `${numeral}、${group}（共${count}题，${score}分）`,
  questionLead: (number: number, score: number) => `${number}.（${score}分）`,
  part: (n: number) => `（${n}）`,
  answer: '【答案】',
  explanation: '【解析】',
  teacherVersion: '（教师用卷）',
  totalLine: (count: number, score: number) => `本试卷共${count}题，满分${score}分`,
  nameLine: '班级：__________  姓名：__________  考号：__________',
  footer: (page: number, total: number) => `第${page}页，共${total}页`,
} as const;
