/** The paper's attached files on the question editor screen (/teachers/testing_edit). */
export const paperResources = {
  title: '试卷附件',
  hint: '上传试卷原卷、答案或听力音频（PDF、Word、PNG/JPEG 图片、MP3/WAV 音频，单个不超过 6 MB），阅卷老师和可查看分析的老师可下载。',
  upload: '上传附件',
  empty: '暂无附件',
  download: '下载',
  remove: '删除',
  confirmRemove: (name: string) => `确定删除附件「${name}」吗？`,
  removed: '附件已删除',
  uploadedName: (name: string) => `附件「${name}」已上传`,
  columns: { name: '文件名', type: '类型', size: '大小', uploader: '上传人', time: '上传时间', actions: '操作' },
  types: {
    'application/pdf': 'PDF',
    'application/msword': 'Word',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
    'image/png': '图片',
    'image/jpeg': '图片',
    'audio/mpeg': '音频',
    'audio/wav': '音频',
  } as Record<string, string>,
  size: (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`),
} as const;
