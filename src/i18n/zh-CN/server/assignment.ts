/**
 * What the marker-assignment and custom-group calls answer (zh-CN): subject management of a
 * paper's question groups (spec 001 §2.1 /divided/progress) and the exam's custom groups.
 */
export const assignment = {
  adminOnly: '只有学校管理员可以分配阅卷老师和管理自定义分组',
  saved: (group: string) => `题组「${group}」的阅卷分配已保存`,
  outsider: (group: string, userId: number) => `题组「${group}」：用户 ${userId} 不是本校在职教师，不能参与阅卷`,
  duplicateMarker: (group: string, userId: number) => `题组「${group}」：阅卷老师（用户 ${userId}）重复添加`,
  classPickOff: (group: string) => `题组「${group}」不能按班级选择阅卷老师：该考试未开启班主任阅卷`,
  tooFewMarkers: (group: string, policy: string, needed: number) => `题组「${group}」采用${policy}，至少需要 ${needed} 位阅卷老师`,
  noAdjudication: (group: string, policy: string) => `题组「${group}」采用${policy}，不会产生仲裁，不能设置仲裁老师`,
  toleranceAboveFullMark: (group: string, tolerance: number, fullMark: number) => `题组「${group}」的误差分 ${tolerance} 大于该题组满分 ${fullMark}`,
  quotaShort: (group: string, quota: number, owed: number) =>
    `题组「${group}」的任务量合计最多可阅 ${quota} 份，少于需要的 ${owed} 份（考生数 × 每位考生的评阅次数；同一老师对同一考生只能评阅一次）`,
  policyLocked: (group: string) => `题组「${group}」已开始阅卷，不能再更改评阅方式`,
  /** the policies by their names on the screen */
  policyNames: { single: '单评', '1+1': '双评（1+1）', '2+1': '双评（2+1）', '2+1+1': '双评（2+1+1）' } as Record<string, string>,
  specialGroupNotFound: '自定义分组不存在',
  specialGroupCreated: '自定义分组已创建',
  specialGroupDeleted: '自定义分组已删除',
  specialGroupSaved: '分组学生已保存',
  specialGroupUpdated: '自定义分组已保存',
  specialGroupNameTaken: (name: string) => `该考试已有名为「${name}」的自定义分组`,
  studentNotFound: '学生不存在',
  studentNotInExam: (studentId: number) => `学生 ${studentId} 不是该考试参考班级的学生`,
} as const;
