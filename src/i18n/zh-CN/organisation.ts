/**
 * The school's organisation screens (roles 1 and 5, /admin/organisation): classes and their
 * students, the roster import from xlsx with its table of bad rows; and the first-run setup page
 * (/setup) that a one-time link opens.
 */
export const organisation = {
  title: '学校与名单',
  school: '学校',
  noSchool: '当前账号没有所属学校',
  classes: '班级',
  classColumns: { grade: '年级', campus: '校区', name: '班级', students: '学生人数' },
  noClasses: '还没有班级，请先导入班级',
  roster: (name: string) => `${name} 学生名单`,
  rosterColumns: { seat: '座号', examNumber: '考号', name: '姓名' },
  noStudents: '该班还没有学生',

  importTitle: '导入名单',
  kinds: { classes: '班级', students: '学生', teachers: '教师' } as Record<string, string>,
  kindLabel: '导入内容',
  downloadTemplate: '下载模板',
  chooseFile: '选择 xlsx 文件',
  goodRowsOnly: '只导入无误的行（有误的行跳过）',
  importHint:
    '先导入班级，再导入学生和教师。文件中有任何一行有误时不会导入任何数据，除非勾选「只导入无误的行」；再次导入时按考号更新学生、按用户名更新教师、按校区和班级名称更新班级，不会重复。新教师账号的初始密码在导入结果中给出。',
  errorsTitle: (count: number) => `${count} 行有误`,
  errorColumns: { row: '行号', reason: '原因' },
  templateFile: (kind: string) => `${kind}导入模板.xlsx`,

  accounts: '教师账号',
  accountColumns: { username: '用户名', realName: '姓名', groups: '职务', state: '状态', actions: '操作' },
  enabled: '正常',
  disabled: '已停用',
  resetPassword: '重置密码',
  resetConfirm: (name: string) => `重置「${name}」的密码？该账号的所有登录会被退出。`,
  newPassword: (name: string) => `「${name}」的新密码`,
  newPasswordHint: '请告知本人，登录后修改。此密码只显示这一次。',
  disable: '停用',
  enable: '启用',
  disableConfirm: (name: string) => `停用「${name}」？停用后不能登录，已有的登录立即失效；阅卷记录保留。`,
  noAccounts: '该学校还没有账号',

  // resetting a class's student passwords (PATCH /v1/admin/manage/{id})
  resetClassPasswords: '重置本班学生密码',
  resetClassConfirm: (className: string, students: number) => `重置「${className}」${students} 名学生的密码？`,
  resetClassRule: (initial: string) => `重置后学生以考号登录，初始密码为${initial}；已登录的学生会被退出。`,
  initialIsDefault: '学校默认密码',
  initialIsExamNumber: '各自的考号',

  setup: {
    title: '创建学校和管理员',
    intro: '这是首次使用的设置链接，只能使用一次。请填写学校名称和第一位管理员的账号。',
    checking: '正在检查设置链接…',
    schoolName: '学校名称',
    username: '管理员用户名',
    usernameHint: '3 到 30 位字母、数字或 _ . -，也可以是 11 位手机号',
    realName: '管理员姓名',
    password: '密码',
    confirm: '确认密码',
    required: '请填写此项',
    submit: '创建',
    done: '学校和管理员已创建',
    toLogin: '去登录',
    invalid: '设置链接无效',
  },
} as const;
