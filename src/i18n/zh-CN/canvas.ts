/** Texts shown on the paper canvas (marking view, answer-sheet designer, lesson board). */
export const canvas = {
  scanAlt: '学生答卷图片',
  scanLoading: '答卷图片加载中…',
  scanFailed: '答卷图片加载失败',
} as const;
