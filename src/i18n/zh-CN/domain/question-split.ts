/** The words a Word question paper marks its parts with, as the splitter of src/domain/question-split.ts reads them. */
export const SECTION_TYPE_WORDS: readonly { words: readonly string[]; typeId: number }[] = [
  { words: ['多选', '不定项'], typeId: 2 },
  { words: ['单选', '选择'], typeId: 1 },
  { words: ['判断'], typeId: 3 },
  { words: ['填空'], typeId: 4 },
  { words: ['作文', '写作'], typeId: 6 },
  { words: ['解答', '计算', '证明', '简答', '应用', '综合', '阅读', '实验', '探究'], typeId: 5 },
];

/** 【答案】A, 答案：A, 【参考答案】 */
export const ANSWER_LABEL = /^\s*(?:【\s*(?:参考)?答案\s*】|(?:参考)?答案\s*[:：])\s*/;
/** 【解析】, 【解答】, 【详解】, 解析： */
export const EXPLANATION_LABEL = /^\s*(?:【\s*(?:解析|解答|详解|分析|点评)\s*】|(?:解析|解答|详解)\s*[:：])\s*/;
/** 一、选择题 … 十二、 */
export const SECTION_HEADING = /^\s*[一二三四五六七八九十]{1,3}\s*[、.．]/;
export const TRUE_WORDS = ['对', '正确', '√', 'T', '是'];
export const FALSE_WORDS = ['错', '错误', '×', 'F', '否'];
