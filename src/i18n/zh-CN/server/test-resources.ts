/** What the calls on a paper's attached files answer (zh-CN): test-resource. */
export const testResources = {
  notFound: '试卷附件不存在',
  noAccess: '没有查看该试卷附件的权限',
  keywordTooLong: (max: number) => `搜索关键词最多 ${max} 个字`,
  uploadAdminOnly: '只有学校管理员可以上传或删除试卷附件',
  uploaded: (name: string) => `附件「${name}」已上传`,
  deleted: '附件已删除',
  empty: (name: string) => `文件「${name}」是空文件`,
  tooLarge: (name: string, limitMiB: number) => `文件「${name}」超过 ${limitMiB} MB，不能上传`,
  badType: (name: string) => `文件「${name}」不是支持的类型（PDF、Word、PNG/JPEG 图片、MP3/WAV 音频）`,
  badName: '文件名须为 1 到 120 个字符，且不能包含路径',
  bytesMissing: (name: string) => `附件「${name}」的文件已丢失，请重新上传`,
  paperHasFiles: (subject: string) => `「${subject}」试卷已上传附件，请先删除附件再从考试中移除`,
} as const;
