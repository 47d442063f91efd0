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
  // why a page could not be recognised, shown with the page in the exception list
  noTemplate: '该科目的答题卡尚未提交识别模板，无法识别；请先提交答题卡后重新识别',
  pageImageMissing: '扫描页图片在存储中找不到，请重新上传该文件',
  storageFailed: '扫描页图片读取或保存失败，请稍后重新识别',
  everyAttemptFailed: '该页多次识别均未完成，请检查图片后重新识别',
} as const;
