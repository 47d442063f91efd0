/** What reading a scanned answer card answers (zh-CN): files that are not a readable scan. */
export const recognition = {
  unreadableImage: '扫描图片无法读取，请上传 JPEG、PNG 或 TIFF 格式的图片',
  emptyImage: '扫描图片为空',
  imageTooLarge: '扫描图片过大，单页不能超过 1 亿像素',
  cropOutside: '裁切区域不在扫描图片内',
  pageNotFound: '扫描页不存在',
  pageInQueue: '该页已在识别队列中，请等待识别完成',
  pageIgnored: '该页已被人工忽略，如需识别请先撤销忽略',
  batchQueued: (pages: number) => `已将 ${pages} 页加入识别队列`,
  pageQueued: '已重新加入识别队列',
} as const;
