export const common = {
  appName: '阅卷平台',
  confirm: '确定',
  save: '保存',
  cancel: '取消',
  close: '关闭',
  query: '查询',
  reset: '重置',
  noData: '暂无数据',
  /** loads what failed to load again */
  retry: '重新加载',
} as const;
