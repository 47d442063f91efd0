/** What signing in, the session and the screen lock answer (zh-CN), spec 002 and spec 000 §4/§8. */
export const auth = {
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  /** spec 000 §8: a 401 whose msg mentions Authorization means the (marking) token is missing */
  tokenMissing: '未登录或登录已过期，请求缺少有效的 Authorization 令牌',
  loggedInElsewhere: '您的账号已在其他地方登录',
  tooManyLogins: '登录失败次数过多，请一分钟后再试',
  /** more sign-ins wait for their password to be decrypted than the server queues */
  loginBusy: '登录人数过多，请稍后再试',
  wrongCredentials: '用户名或密码错误',
  /** a student's bare exam number that students of several schools have (src/domain/student-login.ts) */
  examNumberOfSeveralSchools: '多所学校有此考号的学生，请以“考号@学校编号”登录（学校编号请询问老师）',
  accountDisabled: '账号已停用，请联系管理员',
  accountLockedFor: (minutes: number) => `密码错误次数过多，该账号已暂时锁定，请 ${minutes} 分钟后再试`,
  addressLockedFor: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  passwordUndecryptable: '密码无法解密，请刷新页面后重试',
  passwordLength: '密码长度应为 6 到 30 个字符',
  oldPasswordWrong: '原密码错误',
  unlockFailed: '解锁失败，请检查密码或联系管理员',
  locked: '已锁屏',
  screenLocked: '屏幕已锁定，请先输入密码解锁',
  unlocked: '已解锁',
  onlySelf: '只能操作自己的账号',
  groupNotOwned: '您没有该角色',
  roleSwitched: '角色切换成功',
  /** a role of the user whose position has no name */
  position: (id: number) => `角色${id}`,
  /** the group of every student account */
  studentGroup: '学生',
} as const;
