/** What the roster calls answer (zh-CN): importing classes and students from a workbook, and its template. */
export const roster = {
  notSchoolAdmin: '只有该学校的管理员可以导入名单',
  unreadableWorkbook: '无法读取文件，请上传由模板填写的 xlsx 文件',
  noSheet: '文件中没有工作表',
  missingColumn: (column: string) => `第 1 行缺少列「${column}」，请使用下载的模板`,
  noRows: '文件中没有数据行',
  tooManyRows: (limit: number) => `一次最多导入 ${limit} 行`,
  /** the answer's msg when rows are bad and nothing was written */
  rejected: (count: number, first: string) => `${count} 行有误，未导入任何数据。${first}`,
  /** the answer's msg when only the good rows were written */
  importedGood: (written: number, skipped: number) => `已导入 ${written} 行，跳过 ${skipped} 行有误的数据`,
  imported: (created: number, updated: number) => `导入完成：新增 ${created} 行，更新 ${updated} 行`,
  row: (row: number, reason: string) => `第 ${row} 行：${reason}`,
  missingName: '姓名不能为空',
  missingExamNumber: '考号不能为空',
  badExamNumber: (value: string) => `考号「${value}」应为 4 到 20 位数字`,
  duplicateExamNumber: (value: string, first: number) => `考号 ${value} 与第 ${first} 行重复`,
  twiceInClass: (name: string, className: string, first: number) => `学生「${name}」在「${className}」的名单中已出现在第 ${first} 行`,
  missingClass: '班级不能为空',
  unknownClass: (name: string) => `班级「${name}」不存在，请先导入班级`,
  ambiguousClass: (name: string) => `有多个校区都有班级「${name}」，请填写校区`,
  badSeat: (value: string) => `座号「${value}」应为 1 到 999 的整数`,
  missingCampus: '校区不能为空',
  badGrade: (value: string) => `年级「${value}」不正确，应为 1 到 13 或年级名称（如 高一）`,
  duplicateClass: (name: string, first: number) => `班级「${name}」与第 ${first} 行重复`,
  classOnOtherCampus: (name: string, campus: string) => `班级「${name}」已属于校区「${campus}」`,
  templateName: (kind: string) => `${kind}导入模板.xlsx`,
  missingUserName: '用户名不能为空',
  badUserName: (name: string) => `用户名「${name}」不可用：应为 3 到 30 位字母、数字或 _ . -，纯数字时须为 11 位手机号`,
  duplicateUserName: (name: string, first: number) => `用户名 ${name} 与第 ${first} 行重复`,
  userOfOtherSchool: (name: string) => `用户名 ${name} 已被其他学校的账号使用`,
  superAdminAccount: (name: string) => `用户名 ${name} 是超级管理员账号，不能通过导入修改`,
  missingPositions: '职务不能为空',
  unknownPosition: (name: string) => `职务「${name}」不存在，可填：校长、年级主任、教研组长、备课组长、班主任、任课老师、信息管理员、教务主任`,
  unknownSubject: (name: string) => `学科「${name}」不存在`,
  headWithoutPosition: '填写了班主任班级，职务中应有「班主任」',
  classesWithoutSubject: '填写了任教班级，请同时填写学科',
  /** added to the answer's msg when new teachers were created */
  withInitialPassword: (counted: string, password: string) => `${counted}。新账号的初始密码为 ${password}，请通知老师登录后修改`,
} as const;

/** Column headings of the import workbooks, as the template writes them and the import reads them. */
export const rosterColumns = {
  campus: '校区',
  grade: '年级',
  className: '班级',
  examNumber: '考号',
  name: '姓名',
  seat: '座号',
  username: '用户名',
  positions: '职务',
  subjects: '学科',
  grades: '任教年级',
  classes: '任教班级',
  headOf: '班主任班级',
} as const;

export const rosterSheets = {
  classes: '班级',
  students: '学生',
  teachers: '教师',
} as const;

/** The example row of each template. */
export const rosterExamples = {
  classes: ['本部校区', '高一', '高一(1)班'],
  students: ['26100101', '张三', '本部校区', '高一(1)班', '1'],
  teachers: ['13800138000', '李老师', '任课老师、班主任', '数学', '高一', '高一(1)班、高一(2)班', '高一(1)班'],
} as const;
