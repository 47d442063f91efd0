/** What any call may answer (zh-CN): success, the generic refusals and failures, a bad field. Each is what a teacher reads; none reveals internals. */
export const common = {
  ok: '成功',
  saved: '保存成功',
  submitted: '提交成功',
  changed: '修改成功',
  badRequest: '请求参数有误',
  forbidden: '没有访问权限',
  notFound: '资源不存在',
  routeNotFound: '请求的接口不存在',
  methodNotAllowed: '请求方法不被允许',
  conflict: '数据已被修改，请刷新后重试',
  serverError: '服务器错误，请稍后再试',
  /** the database cannot be reached for the moment (restart, failover): try again */
  databaseUnavailable: '数据库暂时无法连接，请稍后重试',
  /** "参数 xxx 有误：…" — the msg of a 400 names the offending field */
  field: (field: string, problem: string) => `参数 ${field} ${problem}`,
} as const;
