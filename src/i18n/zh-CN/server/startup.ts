/** What the server prints when it starts, and why it refuses to start (zh-CN): read by whoever runs it. */
export const startup = {
  started: (port: number) => `阅卷平台已启动：http://localhost:${port}`,
  dataIn: (where: string) => `数据：${where}`,
  embeddedDatabase: (folder: string) => `内置数据库 ${folder}`,
  scansIn: (where: string) => `扫描图：${where}`,
  scanFolder: (folder: string) => `本地目录 ${folder}`,
  scanBucket: (bucket: string, endpoint: string | undefined) => `S3 存储桶 ${bucket}${endpoint ? `（${endpoint}）` : ''}`,
  scanStorageUnreachable: (problem: string) => `警告：扫描图存储现在无法访问（${problem}）。服务已启动，但在存储恢复之前读取扫描图会返回 503；请检查 S3_BUCKET、S3_ENDPOINT 和访问密钥。`,
  demoSeeded: (seconds: string) => `演示学校已创建（${seconds} 秒）。`,
  bankTranscriptsRewritten: (count: number, seconds: string) => `题库检索索引已更新：${count} 道题目（${seconds} 秒）。`,
  demoAccounts: (password: string) => `演示账号（密码均为 ${password}）：`,
  demoAccountList: '  admin（超级管理员） schooladmin（学校管理员） marker01…marker06（阅卷老师） arbiter01（仲裁老师） teacher01（班主任）',
  dataFolderLocked: (folder: string, holder: number | undefined) =>
    `数据目录 ${folder} 已被另一个进程（PID ${holder ?? '未知'}）打开，本进程未启动。同一数据目录同时只能由一个服务进程使用：请先停止该进程，或为本进程设置另一个 DATA_DIR；多个服务进程请共用 PostgreSQL（DATABASE_URL）。`,
  diskWriteFailed: (cause: string) => `数据无法写入磁盘：${cause}。为免确认实际未保存的数据，此后的写入均不再确认；请检查磁盘后重启服务。`,
  badTrustProxy: (value: string, entry: string) =>
    `TRUST_PROXY 的取值无效：「${entry}」不是 IP 地址或 CIDR 网段（完整取值：${value}）。可用 1 表示本机的反向代理，或用逗号分隔列出代理的地址，例如 10.0.0.5,10.1.0.0/16`,
  workerNeedsDatabase: '识别进程需要 PostgreSQL：请设置 DATABASE_URL（内置数据库只能由服务进程自己使用）。',
  workerStarted: '识别进程已启动，正在领取扫描页识别任务。',
  badSchoolTimeZone: (value: string) =>
    `SCHOOL_TIME_ZONE 的取值无效：「${value}」不是已知的时区名称。请使用 IANA 时区名称，例如 Asia/Shanghai（默认）或 Asia/Urumqi`,
} as const;
