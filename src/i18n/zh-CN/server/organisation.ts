/** What the organisation calls answer (zh-CN): schools, campuses, classes and their rosters. */
export const organisation = {
  schoolNotFound: '学校不存在',
  classNotFound: '班级不存在',
  notSchoolAdmin: '只有该学校的管理员可以查看和管理班级名单',
  notMember: '您不是该学校的成员',
  notYourClasses: '只能查看自己的任教班级，或由所在学校的管理员查看',
  classHead: '班主任',
  accountNotFound: '账号不存在',
  notAccountAdmin: '只有该账号所在学校的管理员可以重置密码或停用账号',
  cannotDisableSelf: '不能停用自己的账号',
  passwordReset: '密码已重置，请将新密码告知本人，登录后修改',
  /** PATCH /v1/admin/manage/{id}: the class's students are back on the initial password */
  classPasswordsReset: (students: number) => `已将本班 ${students} 名学生的密码重置为初始密码`,
  accountDisabled: '账号已停用',
  accountEnabled: '账号已启用',
} as const;
