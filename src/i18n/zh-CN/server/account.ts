/** What changing the password through the phone's QR code answers (zh-CN). */
export const account = {
  qrNotFound: '二维码不存在，请在电脑上刷新二维码',
  qrExpired: '二维码已过期，请在电脑上刷新二维码',
  qrUsed: '该二维码已使用，请在电脑上重新获取',
  qrOtherAccount: '当前登录的账号与二维码的账号不一致',
  qrNotScanned: '请先用已登录本账号的手机扫描二维码',
  qrScanned: '扫码成功',
} as const;
