/** What reading a scanned answer card answers (zh-CN): files that are not a readable scan. */
export const recognition = {
  unreadableImage: '扫描图片无法读取，请上传 JPEG、PNG 或 TIFF 格式的图片',
  emptyImage: '扫描图片为空',
  imageTooLarge: '扫描图片过大，单页不能超过 1 亿像素',
  cropOutside: '裁切区域不在扫描图片内',
} as const;
