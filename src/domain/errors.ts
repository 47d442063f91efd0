/**
 * The error catalogue shared by server and client. The server answers `{code, msg, data}` with
 * one of these codes and a zh-CN msg; the client maps codes and HTTP statuses to messages.
 */
export const ErrorCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
  serviceUnavailable: 503,
  /** the marking account logged in in another window (spec 000 §8) */
  loggedInElsewhere: 4000,
  /**
   * the user locked the screen (spec 000 §4): until the password unlocks it, only unlocking,
   * logging out and the lock screen's own reads are answered; a wrong unlock password says so too
   */
  screenLocked: 4010,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * HTTP status for a catalogue code: 4000 and 4010 travel as 401 (the token no longer authorises;
 * a locked screen's token authorises again once the password has unlocked it).
 */
export function httpStatusOf(code: ErrorCode): number {
  return code === ErrorCode.loggedInElsewhere || code === ErrorCode.screenLocked ? 401 : code;
}

/** Server-side messages. Each is what a teacher reads; none reveals internals. */
export const ServerMessage = {
  ok: '成功',
  badRequest: '请求参数有误',
  /** spec 000 §8: a 401 whose msg mentions Authorization means the (marking) token is missing */
  tokenMissing: '未登录或登录已过期，请求缺少有效的 Authorization 令牌',
  loggedInElsewhere: '您的账号已在其他地方登录',
  forbidden: '没有访问权限',
  notFound: '资源不存在',
  routeNotFound: '请求的接口不存在',
  methodNotAllowed: '请求方法不被允许',
  conflict: '数据已被修改，请刷新后重试',
  tooManyLogins: '登录失败次数过多，请一分钟后再试',
  /** more sign-ins wait for their password to be decrypted than the server queues */
  loginBusy: '登录人数过多，请稍后再试',
  wrongCredentials: '用户名或密码错误',
  accountDisabled: '账号已停用，请联系管理员',
  serverError: '服务器错误，请稍后再试',
  /** the database cannot be reached for the moment (restart, failover): try again */
  databaseUnavailable: '数据库暂时无法连接，请稍后重试',
  passwordUndecryptable: '密码无法解密，请刷新页面后重试',
  passwordLength: '密码长度应为 6 到 30 个字符',
  oldPasswordWrong: '原密码错误',
  passwordChanged: '修改成功',
  unlockFailed: '解锁失败，请检查密码或联系管理员',
  locked: '已锁屏',
  screenLocked: '屏幕已锁定，请先输入密码解锁',
  unlocked: '已解锁',
  onlySelf: '只能操作自己的账号',
  groupNotOwned: '您没有该角色',
  roleSwitched: '角色切换成功',
  loggedOut: '已退出登录',
} as const;

/** "参数 xxx 有误：…" — the msg of a 400 names the offending field. */
export function fieldMessage(field: string, problem: string): string {
  return `参数 ${field} ${problem}`;
}
