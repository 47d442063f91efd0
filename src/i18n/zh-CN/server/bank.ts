/** What the school question-bank calls answer (zh-CN). */
export const bank = {
  questionProblem: (n: number, problem: string) => `第${n}题：${problem}`,
  noSchool: '请选择学校',
  notMember: '您不是该学校的成员',
  questionNotFound: (id: number) => `题目${id}不存在`,
  notEditable: (id: number) => `题目${id}不是本校题目或不是您录入的，不能修改`,
  notAdministrator: '只有学校管理员可以设置题目的开放范围',
  usedAsVariant: (id: number) => `题目${id}已被设为试卷的相似题，不能删除`,
  noTargets: '请选择开放的学校或校区',
  unknownSchool: (id: number) => `学校${id}不存在`,
  unknownCampus: (id: number) => `校区${id}不存在`,
  badPartOrder: '小题顺序应包含每个小题且各一次',
  saved: '保存成功',
  removed: '删除成功',
  merged: '合并成功',
  opened: '开放范围已设置',
} as const;
