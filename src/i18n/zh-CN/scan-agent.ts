/**
 * What the local scanner service (`npm run scan-agent`) answers and prints (zh-CN): its JSON
 * errors are read by the scan screen, its start-up lines by the teacher who started it.
 */
export const scanAgent = {
  started: (address: string) => `扫描服务已启动：${address}`,
  allowedOrigins: (origins: string) => `允许以下阅卷平台地址调用：${origins}`,
  badPort: (value: string) => `端口无效：「${value}」，应为 1–65535 之间的整数`,
  portInUse: (port: number) => `端口 ${port} 已被占用：扫描服务可能已在运行，或请用 --port 换一个端口`,
  notFound: '没有这个接口',
  methodNotAllowed: '不支持该请求方法',
  originRefused: '该网页无权调用本机扫描服务',
  hostRefused: '只接受通过 127.0.0.1 或 localhost 访问',
  jsonRequired: '请求体必须是 JSON（Content-Type: application/json）',
  malformedJson: '请求体不是有效的 JSON',
  bodyTooLarge: '请求体过大',
  field: (field: string, problem: string) => `${field}：${problem}`,
  required: '必填',
  notText: (max: number) => `应为 1–${max} 个字符的文本`,
  notInteger: (min: number, max: number) => `应为 ${min}–${max} 之间的整数`,
  notServerUrl: '应为阅卷平台的 http(s) 地址',
  deviceOption: '设备名不能以「-」开头',
  saneMissing: '本机未安装 SANE 的 scanimage（Debian / Ubuntu：sudo apt-get install sane-utils）',
  listFailed: (detail: string) => `无法列出扫描仪：${detail}`,
  scannerBusy: '该扫描仪正在扫描，请等本次扫描结束',
  unknownJob: '没有这次扫描（扫描服务重启后记录会清空）',
  scanFailed: (detail: string) => `扫描失败：${detail}`,
  noPages: '扫描仪没有送出任何页面（进纸器是否为空？）',
  uploadFailed: (detail: string) => `上传失败：${detail}`,
  pagesKept: (folder: string) => `未上传成功的页面保存在 ${folder}，可重新上传`,
} as const;
