/** Texts of the panels on how classes and subjects stand against the grade: 教学督导, 竞争力, 学科贡献率, 学科对比, 关注群体. */
export const standing = {
  subject: '科目',
  className: '班级',
  students: '统计人数',
  average: '平均分',
  gradeAverage: '年级平均分',
  difference: '与年级均分差',
  rank: '班级排名',
  rankOf: (rank: number | null, of: number) => (rank === null ? '—' : `${rank}/${of}`),
  excellentRate: '优秀率',
  passRate: '及格率',
  grade: '年级',
  supervision: {
    title: '教学督导',
    teacher: '任课教师',
    hint: (excellent: number, pass: number) =>
      `任课班级与年级对比：与年级均分差、在全年级班级中的排名、优秀率（≥${excellent}%）与及格率（≥${pass}%），贡献值 =（班级均分 − 年级均分）/ 年级标准差。`,
    contribution: '贡献值',
    none: '该老师在本次考试中没有任教科目',
    paperSummary: (students: number, average: string, sd: string) => `年级 ${students} 人，平均分 ${average}，标准差 ${sd}`,
    fileName: (teacher: string, paper: string) => `教学督导_${teacher}_${paper}`,
  },
};
