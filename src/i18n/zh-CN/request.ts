/**
 * Messages of the shared request behaviour (spec 000 §8): what a teacher reads when a call
 * fails before a screen can show the server's own msg.
 */
export const request = {
  badRequest: '错误请求',
  accessDenied: '拒绝访问',
  notFound: '请求错误，未找到该资源',
  methodNotAllowed: '请求方法未允许',
  timeout: '请求超时',
  serverError: '服务器端出错',
  notImplemented: '网络未实现',
  badGateway: '网络错误',
  serviceUnavailable: '服务不可用',
  gatewayTimeout: '网络超时',
  httpVersionNotSupported: 'http版本不支持该请求',
  /** followed by the HTTP status, e.g. 连接错误418 */
  connectionError: '连接错误',
  /** the session ended on the server side (401 outside the marking token check) */
  sessionExpired: '登录状态已失效，请重新登录',
} as const;
