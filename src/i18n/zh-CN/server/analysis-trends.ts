/** What the calls across several exams of a grade answer (成绩趋势, 稳定性, 名次段与排名对比). */
export const trends = {
  studentNotInExams: '该学生没有参加本年级这些考试中的任何一次',
  earlierExamNotFound: '只能与本年级更早的、已开放分析的考试比较',
  badBands: '名次段须为 1 到 100000 之间的整数，用英文逗号分隔，最多 10 个',
};
