/** What reading a stored file by its address answers (zh-CN); who may see it is said by msg.access. */
export const files = {
  unknownScanAddress: '扫描图不存在或链接已过期，请刷新后重试',
} as const;
