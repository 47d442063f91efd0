/** What the calls on a paper's printed original (原卷: test-paper-images, test-paper-extend) answer (zh-CN). */
export const originalPaper = {
  notFound: '原卷图片不存在',
  bytesMissing: '原卷图片的文件已丢失，请重新上传',
  empty: '上传的文件是空文件',
  tooLarge: (limitMiB: number) => `文件超过 ${limitMiB} MB，不能上传`,
  notImageOrPdf: '只能上传 JPEG/PNG 图片或 PDF 文件',
  tooManyPages: (total: number, limit: number) => `原卷最多 ${limit} 页，上传后将有 ${total} 页，请删去多余的页面`,
  uploaded: (pages: number) => `已上传 ${pages} 页原卷`,
  ordered: '原卷页面已保存',
  rotated: '页面已旋转',
  unknownPage: (id: number) => `页面 ${id} 不是本试卷的原卷页面`,
  repeatedPage: (id: number) => `页面 ${id} 重复出现`,
  unknownQuestion: (id: number) => `题目 ${id} 不是本试卷的题目`,
  cutOffPage: (question: string) => `第 ${question} 题的切图不在页面内或太小`,
  noPagesYet: '请先上传原卷页面，再切题',
  alreadyCut: '本试卷的原卷已经切过题，请在切题页面修改后保存',
  cutsSaved: (questions: number) => `已保存 ${questions} 道题的切图`,
} as const;
