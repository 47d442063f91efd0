/**
 * What a request refused before any feature sees it says (zh-CN): a field that breaks the contract
 * (the problem after "参数 <field>"), a body that cannot be read, and what Node's HTTP parser and
 * the router refuse.
 */
export const request = {
  // the problem of a field, after its name
  required: '不能为空',
  unknownField: '是未知字段',
  type: (type: string) => `类型应为 ${type}`,
  minLength: (limit: string) => `长度不能少于 ${limit} 个字符`,
  maxLength: (limit: string) => `长度不能超过 ${limit} 个字符`,
  minimum: (limit: string) => `不能小于 ${limit}`,
  maximum: (limit: string) => `不能大于 ${limit}`,
  oneOf: (values: string) => `取值应为 ${values} 之一`,
  badFormat: '格式不正确',
  minItems: (limit: string) => `至少需要 ${limit} 项`,
  maxItems: (limit: string) => `最多 ${limit} 项`,
  invalid: '有误',
  nulCharacter: '含有不允许的空字符',
  // the body
  unsupportedMediaType: '不支持的内容类型',
  emptyBody: '请求体为空',
  malformedBody: '请求体格式错误',
  bodyRequired: '请求体不能为空',
  bodyTooLarge: '请求内容过大',
  fileTooLarge: (limitMiB: number) => `上传的文件超过 ${limitMiB} MB，不能上传`,
  formTooLarge: '表单中的文件或字段过多，一次只能上传一个文件',
  // the connection and the address
  headersTooLarge: '请求头过大，请清除浏览器缓存或 Cookie 后重试',
  malformedRequest: '请求格式错误',
  requestTimeout: '请求超时，请重试',
  badUrl: '请求地址格式不正确',
  urlTooLong: '请求地址过长',
  closing: '服务器正在重启，请稍后重试',
} as const;
