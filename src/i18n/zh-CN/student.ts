/** The student's own screen (/student/scores): their exams and their scores once the results are open. */
export const student = {
  title: '我的成绩',
  whoAmI: (name: string, className: string, examNumber: string) => `${name} · ${className} · 考号 ${examNumber}`,
  logout: '退出登录',
  changePassword: '修改密码',
  noExams: '还没有考试',
  open: '已公布，展开查看',
  notOpen: '成绩尚未公布',
  notEnded: '考试尚未结束',
  absent: '缺考',
  total: (score: number, fullMark: number) => `${score} / ${fullMark} 分`,
  incomplete: '（部分题目未阅完）',
  examColumns: { name: '考试', date: '考试日期', state: '成绩' },
  columns: { question: '题目', score: '得分', fullMark: '满分', chosen: '所选' },
  unmarked: '未阅',
  noStudent: '该账号不是学生账号',
} as const;
