/** The knowledge points the demo papers and their bank variants are tagged with. */

export interface KnowledgeTag {
  id: number;
  name: string;
}

/** The knowledge tags of the demo papers (ids shared by paper questions and bank questions). */
export interface KnowledgeTag {
  id: number;
  name: string;
}

/** The knowledge tags of the demo papers (ids shared by paper questions and bank questions). */
export const KNOWLEDGE_TAGS = {
  sets: { id: 101, name: '集合的运算' },
  complex: { id: 102, name: '复数的运算' },
  reduction: { id: 103, name: '诱导公式' },
  vectors: { id: 104, name: '平面向量' },
  trigGraph: { id: 105, name: '三角函数的图像与性质' },
  triangles: { id: 106, name: '解三角形' },
  sameAngle: { id: 107, name: '同角三角函数的基本关系' },
  solids: { id: 108, name: '空间几何体' },
  identities: { id: 109, name: '三角恒等变换' },
  spaceLines: { id: 110, name: '空间直线与平面' },
  trigModel: { id: 111, name: '三角函数模型的应用' },
  pronunciation: { id: 201, name: '字音' },
  faultySentence: { id: 202, name: '辨析并修改病句' },
  punctuation: { id: 203, name: '标点符号' },
  literature: { id: 204, name: '文学常识' },
  classicalWords: { id: 205, name: '文言实词与虚词' },
  classicalTranslation: { id: 206, name: '文言文翻译' },
  modernReading: { id: 207, name: '现代文阅读' },
  poetry: { id: 208, name: '古代诗歌鉴赏' },
  recitation: { id: 209, name: '名句名篇默写' },
  idioms: { id: 210, name: '成语的运用' },
  expression: { id: 211, name: '语言表达' },
} as const satisfies Record<string, KnowledgeTag>;
