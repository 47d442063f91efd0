/**
 * What the answer card prints and what the designer's rules say, in Chinese (spec 002 §3, §5,
 * §9). The card is a printed document laid out by src/domain/answer-card, and its refusals are
 * answered by the server and shown by the designer alike, so these texts are shared by both
 * sides here rather than kept in the screen or the server catalogue.
 */

/** "The default text is 答题卡." */
export const DEFAULT_CARD_TITLE = '答题卡';
/** "The placeholder reads 'please enter answer card title'." Also the refusal for an empty title. */
export const CARD_TITLE_PLACEHOLDER = '请输入答题卡标题';

/** "headerTitle: a list of 10 notice lines, in this order" (spec 002 §3). */
export const DEFAULT_NOTICE_LINES: readonly string[] = [
  '选择题必须使用2B铅笔填涂',
  '答题超出黑色矩形边框限定区域的答案无效',
  '答题前，考生务必将自己的考号、姓名填写清楚',
  '非选择题必须使用黑色字迹的签字笔书写',
  '请按照题号顺序在各题目的答题区域内作答',
  '保持卡面清洁，不要乱写乱画',
  '修改时请用橡皮擦干净，不留痕迹',
  '答题前请检查个人信息是否填写完整',
  '保持答题卡整洁，不要使用涂改液、修正带',
  '不要折叠、不要弄破答题卡',
];

export const NOTICE_HEADING = '注意事项';
export const EXAM_NUMBER_LABEL = '考号';
export const BARCODE_AREA_LABEL = '贴条形码区';
export const PAPER_TYPE_LABEL = '试卷类型';
/** "a secret line text meaning do not answer inside the sealing line" (spec 002 §9) */
export const SEALING_LINE_TEXT = '密封线内不要答题';
export const SCORE_LABEL = '得分';
export const OPTIONAL_CHOICE_LABEL = '我选做的题号';
export const UNANSWERED_AREA_TEXT = '非作答区域，请勿在此处作答';
export const CONTINUED_MARK = '（续）';

export function pageNumberText(page: number, pageCount: number): string {
  return `第${page}页 共${pageCount}页`;
}

export function scoreTotalText(total: number): string {
  return `（共${total}分）`;
}

export const CardMessage = {
  emptyTitle: CARD_TITLE_PLACEHOLDER,
  sectionNotFound: '题目不存在',
  itemNotFound: '小题不存在',
  lastItem: '至少保留一道小题',
  notAnswerSection: '该题型不能设置小题',
  invalidColumns: '分栏数只能为1到3栏',
  invalidOptionCount: '选项个数只能为2到26个',
  invalidScore: '分数不能为负数',
  invalidLines: '行数不能为负数',
  emptyPartition: '请选择要加入分区的题目',
  partitionNotSubjective: (question: string) => `第${question}题不是主观题，不能加入分区`,
  alreadyPartitioned: (question: string) => `第${question}题已在其他分区中`,
  tooManySchoolNumberDigits: (max: number) => `考号位数过多，当前版式最多${max}位`,
  notSiblings: (first: string, second: string) => `第${first}题和第${second}题不是相邻的同级题目，不能合并`,
  /** spec 002 §5: "the message names the two question numbers" */
  siblingNotMerged: (first: string, second: string) => `第${first}题和第${second}题尚未合并，请先合并同级题目`,
  notMerged: (question: string) => `第${question}题未合并`,
  parentMerged: (first: string, second: string) => `第${first}题已与第${second}题合并，请先取消上级合并`,
  /** spec 002 §5: "in the three-column first-read score-box case the block's highest score can only be 89" */
  scoreCap: (context: string, cap: number) => `${context}的情况下，该题块最高分只能为${cap}分`,
  /** a saved design that is not an answer card at all */
  malformedCard: '答题卡数据格式错误，无法保存',
} as const;

/** The score-box situations named by the score-cap message. */
export const ScoreCapContext = {
  threeColumnFirstRead: '三栏初评打分框',
  threeColumn: '三栏打分框',
  scoreBox: '打分框',
  normal: '普通题块',
} as const;

/** "Student info kinds" (spec 002 §3), by the kind's name in code (StudentInfoKind). */
export const STUDENT_INFO_NAMES = {
  number: '考号',
  name: '姓名',
  school: '学校',
  class: '班级',
  room: '考场',
  seat: '座位号',
  teacher: '教师',
} as const;

/** What each section kind (SectionKind) is called in the designer. */
export const SECTION_KIND_TEXTS = {
  paperTitle: '试卷标题',
  paperHeader: '试卷头',
  objective: '客观题',
  blankFilling: '填空题',
  shortAnswer: '简答题',
  composition: '作文',
  englishComposition: '英语作文',
  optional: '选做题',
  unansweredArea: '非作答区',
  partitionTitle: '分区标题',
} as const;

/** The title a new section of each kind (SectionKind) starts with. */
export const SECTION_TITLE_TEXTS = {
  paperTitle: '第Ⅰ卷',
  paperHeader: '',
  objective: '选择题',
  blankFilling: '填空题',
  shortAnswer: '解答题',
  composition: '作文',
  englishComposition: '书面表达',
  optional: '选做题',
  unansweredArea: '',
  partitionTitle: '',
} as const;

/** The ready-made example card (a senior-school Chinese-language paper) and its section titles. */
export const SAMPLE_CARD_TEXTS = {
  title: '2024学年第一学期期末考试 语文答题卡',
  choice: '选择题',
  judge: '判断题',
  blankFilling: '填空题',
  shortAnswer: '解答题',
  optional: '选做题',
  composition: '作文',
} as const;
