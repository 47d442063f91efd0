/** What the first-run setup answers and prints (zh-CN). */
export const setup = {
  linkInvalid: '设置链接无效、已过期或已被使用',
  schoolName: '请填写学校名称（不超过 50 个字）',
  badUserName: (name: string) => `用户名「${name}」不可用：应为 3 到 30 位字母、数字或 _ . -，纯数字时须为 11 位手机号`,
  realName: '请填写管理员姓名',
  userNameTaken: (name: string) => `用户名「${name}」已被使用`,
  done: '学校和管理员已创建，请用该账号登录',
  /** printed by the server and by `npm run setup` */
  printLink: (address: string, days: number) => `首次使用：请在 ${days} 天内打开以下链接创建学校和管理员（仅可使用一次）：\n  ${address}`,
  cliUsage: '用法：npm run setup -- [--school 学校名称] [--admin 用户名]',
} as const;
