/** What each position (group) of src/domain/roles.ts is called, keyed by its name in code (spec 002 §6). */
export const POSITION_TEXTS = {
  superAdmin: '超级管理员',
  principal: '校长',
  subjectTeacher: '任课老师',
  classHead: '班主任',
  gradeLeader: '年级主任',
  infoAdmin: '信息管理员',
  researchLeader: '教研组长',
  academicDirector: '教务主任',
  prepLeader: '备课组长',
} as const;
