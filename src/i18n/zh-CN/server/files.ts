/** What reading a stored file by its address answers (zh-CN); who may see it is said by msg.access. */
export const files = {
  unknownScanAddress: '扫描图不存在或链接已过期，请刷新后重试',
  /** the scan store (folder or bucket) cannot be used right now; nothing was lost */
  storageUnavailable: '扫描图存储暂时无法访问，请稍后重试',
} as const;
