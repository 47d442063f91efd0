/**
 * The two papers of every demo exam: a maths paper marked by region and a Chinese paper marked
 * by blank. Rectangles are in the pixels of a partition's picture: 800 wide, PIECE_HEIGHT per
 * scan piece, pieces stacked top to bottom.
 */
import type { MarkingPolicy } from '../../domain/double-marking.ts';
import { CorrectionMode, SubjectId } from '../../domain/enums.ts';
import { CHINESE_RESPONSES } from './chinese-responses.ts';
import { MATH_RESPONSES } from './math-responses.ts';
import { KNOWLEDGE_TAGS as K, type KnowledgeTag } from './knowledge-tags.ts';
import type { WrittenAnswer } from './written-answer.ts';
import type { Rect } from '../../domain/rect.ts';

/** Width of every scan piece and so of every partition picture, in pixels. */
export const PIECE_WIDTH = 800;
/** Height of one scan piece; a partition of two pieces has a picture twice as tall. */
export const PIECE_HEIGHT = 220;

export type { Rect };

/** What a student writes in an answer area, which decides the strokes drawn there. */
export type Writing = 'math-short' | 'math-working' | 'hanzi-short' | 'hanzi-lines';

export interface BlankDef {
  label: string;
  fullMark: number;
  /** the smallest score increment: 1 or 0.5 */
  step: number;
  rect: Rect;
  writing: Writing;
  /** what students write here, from wrong to right (at least one answer with share 0 and one with 1) */
  responses: readonly WrittenAnswer[];
}

export interface SubjectiveDef {
  showOrder: number;
  questionType: 'empty_spaces' | 'big_spaces';
  text: string;
  answer: string[];
  jieda: string;
  /** the share of the marks an average student earns, which drives the simulated scores */
  scoreRate: number;
  blanks: BlankDef[];
  /** the knowledge points it tests, which its bank copy and its variants carry too */
  tags: readonly KnowledgeTag[];
}

export interface ObjectiveDef {
  showOrder: number;
  text: string;
  options: [string, string, string, string];
  answer: 'A' | 'B' | 'C' | 'D';
  fullMark: number;
  scoreRate: number;
  jieda: string;
  /** the knowledge points it tests, which its bank copy and its variants carry too */
  tags: readonly KnowledgeTag[];
}

export interface PartitionDef {
  name: string;
  alias: string;
  policy: MarkingPolicy;
  /** the allowed gap between two markers' totals before a third mark is needed */
  tolerance: number;
  pieces: number;
  questions: SubjectiveDef[];
}

export interface PaperDef {
  subjectId: number;
  name: string;
  correctType: number;
  objective: ObjectiveDef[];
  partitions: PartitionDef[];
}

/** Difficulty 1 (easy) … 9 (hard), from the share of marks students earn. */
export function difficultyOf(scoreRate: number): number {
  return Math.min(9, Math.max(1, Math.round(10 * (1 - scoreRate))));
}

export function fullMarkOf(question: SubjectiveDef): number {
  return question.blanks.reduce((sum, blank) => sum + blank.fullMark, 0);
}

/** Every question of a paper, the choices first, each with its number and tags. */
export const questionsOf = (paper: PaperDef): (ObjectiveDef | SubjectiveDef)[] => [...paper.objective, ...paper.partitions.flatMap((p) => p.questions)];

export function paperTotal(paper: PaperDef): number {
  const objective = paper.objective.reduce((sum, q) => sum + q.fullMark, 0);
  const subjective = paper.partitions.flatMap((p) => p.questions).reduce((sum, q) => sum + fullMarkOf(q), 0);
  return objective + subjective;
}

/**
 * A question group of `pieces` scan pieces, marked once unless `marking` asks for more markers
 * (and how far apart their totals may be before a third mark).
 */
const paper = (subjectId: number, name: string, correctType: number, objective: ObjectiveDef[], partitions: PartitionDef[]): PaperDef => ({ subjectId, name, correctType, objective, partitions });
/** A paper's multiple-choice questions, numbered from 1, each worth `fullMark`. */
const numbered = (choices: Omit<ObjectiveDef, 'showOrder' | 'fullMark'>[], fullMark: number): ObjectiveDef[] => choices.map((q, i) => ({ ...q, showOrder: i + 1, fullMark }));

const MARKED_ONCE: Pick<PartitionDef, 'policy' | 'tolerance'> = { policy: 'single', tolerance: 0 };
const group = (name: string, alias: string, pieces: number, questions: SubjectiveDef[], marking = MARKED_ONCE): PartitionDef => ({ name, alias, ...marking, pieces, questions });

const rect = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });
/** A region question (by-region marking): one blank covering the whole answer area. */
const region = (label: string, fullMark: number, area: Rect, writing: Writing): BlankDef[] => [{ label, fullMark, step: 1, rect: area, writing, responses: MATH_RESPONSES[label] }];

// ── Maths ─────────────────────────────────────────────────────────────────────────────────
const MATH_CHOICES: Omit<ObjectiveDef, 'showOrder' | 'fullMark'>[] = [
  { text: '已知集合 A={x|-1<x<3}，B={x|x≥1}，则 A∩B=', options: ['[1,3)', '(-1,1]', '(-1,+∞)', '(1,3)'], answer: 'A', scoreRate: 0.95, jieda: '在数轴上取两集合的公共部分，得 1≤x<3。', tags: [K.sets] },
  { text: '复数 z=(2+i)(1−i) 的虚部为', options: ['1', '−1', '3', 'i'], answer: 'B', scoreRate: 0.9, jieda: '(2+i)(1−i)=2−2i+i−i²=3−i，虚部为 −1。', tags: [K.complex] },
  { text: 'sin 210° 的值为', options: ['1/2', '−1/2', '√3/2', '−√3/2'], answer: 'B', scoreRate: 0.88, jieda: 'sin 210°=sin(180°+30°)=−sin 30°=−1/2。', tags: [K.reduction] },
  { text: '已知向量 a=(1,2)，b=(−2,m)，若 a∥b，则 m=', options: ['4', '−4', '1', '−1'], answer: 'B', scoreRate: 0.85, jieda: '两向量平行，1·m−2·(−2)=0，得 m=−4。', tags: [K.vectors] },
  { text: '函数 y=2sin(2x+π/3) 的最小正周期是', options: ['π/2', 'π', '2π', '4π'], answer: 'B', scoreRate: 0.9, jieda: 'T=2π/|ω|=2π/2=π。', tags: [K.trigGraph] },
  { text: '在△ABC 中，a=3，b=4，C=60°，则 c=', options: ['√13', '13', '√37', '5'], answer: 'A', scoreRate: 0.78, jieda: '由余弦定理 c²=9+16−2·3·4·cos60°=13，c=√13。', tags: [K.triangles] },
  { text: '已知 cos α=−3/5，α∈(π/2,π)，则 tan α=', options: ['4/3', '−4/3', '3/4', '−3/4'], answer: 'B', scoreRate: 0.8, jieda: 'sin α=4/5，tan α=sin α/cos α=−4/3。', tags: [K.sameAngle] },
  { text: '将函数 y=sin x 的图像向左平移 π/6 个单位长度，所得图像的解析式为', options: ['y=sin(x+π/6)', 'y=sin(x−π/6)', 'y=sin x+π/6', 'y=sin 2x'], answer: 'A', scoreRate: 0.82, jieda: '左加右减：y=sin(x+π/6)。', tags: [K.trigGraph] },
  { text: '已知 |a|=2，|b|=3，a 与 b 的夹角为 60°，则 a·b=', options: ['3', '6', '3√3', '−3'], answer: 'A', scoreRate: 0.83, jieda: 'a·b=|a||b|cos60°=2·3·1/2=3。', tags: [K.vectors] },
  { text: '一个圆锥的底面半径为 1，母线长为 2，则它的侧面积为', options: ['π', '2π', '3π', '4π'], answer: 'B', scoreRate: 0.7, jieda: 'S侧=πrl=π·1·2=2π。', tags: [K.solids] },
  { text: '函数 f(x)=sin x+√3cos x 的最大值为', options: ['1', '√3', '2', '1+√3'], answer: 'C', scoreRate: 0.62, jieda: 'f(x)=2sin(x+π/3)，最大值为 2。', tags: [K.identities, K.trigGraph] },
  { text: '在△ABC 中，若 acos A=bcos B，则△ABC 的形状是', options: ['等腰三角形', '直角三角形', '等腰或直角三角形', '等边三角形'], answer: 'C', scoreRate: 0.45, jieda: '由正弦定理得 sin 2A=sin 2B，故 A=B 或 A+B=π/2。', tags: [K.triangles, K.identities] },
];

export const MATH_PAPER = paper(SubjectId.math, '数学', CorrectionMode.byRegion, numbered(MATH_CHOICES, 5), [
  group('第13-16题', '填空题', 1, [
    { showOrder: 13, questionType: 'empty_spaces', text: '已知 sin α=3/5，且 α 为第二象限角，则 cos α=____。', answer: ['−4/5'], jieda: 'cos α=−√(1−sin²α)=−4/5（第二象限余弦为负）。', scoreRate: 0.8, blanks: region('13', 5, rect(0, 0, 400, 110), 'math-short'), tags: [K.sameAngle] },
    { showOrder: 14, questionType: 'empty_spaces', text: '已知向量 a=(1,2)，b=(x,1)，若 a⊥b，则 x=____。', answer: ['−2'], jieda: 'a·b=x+2=0，所以 x=−2。', scoreRate: 0.85, blanks: region('14', 5, rect(400, 0, 400, 110), 'math-short'), tags: [K.vectors] },
    { showOrder: 15, questionType: 'empty_spaces', text: '复数 z=(1+i)/(1−i)，则 |z|=____。', answer: ['1'], jieda: 'z=(1+i)²/2=i，|z|=1。', scoreRate: 0.7, blanks: region('15', 5, rect(0, 110, 400, 110), 'math-short'), tags: [K.complex] },
    { showOrder: 16, questionType: 'empty_spaces', text: '在△ABC 中，A=60°，b=1，面积为 √3，则 a=____。', answer: ['√13'], jieda: 'S=½bc·sin A 得 c=4，再由余弦定理 a²=1+16−4=13。', scoreRate: 0.45, blanks: region('16', 5, rect(400, 110, 400, 110), 'math-short'), tags: [K.triangles] },
  ]),
  group('第17题', '', 1, [
    { showOrder: 17, questionType: 'big_spaces', text: '已知 tan α=2。(1) 求 (sin α+cos α)/(sin α−cos α) 的值；(2) 求 sin 2α 的值。', answer: ['(1) 3；(2) 4/5'], jieda: '(1) 分子分母同除以 cos α，得 (tan α+1)/(tan α−1)=3（5 分）；(2) sin 2α=2tan α/(1+tan²α)=4/5（5 分）。', scoreRate: 0.72, blanks: region('17', 10, rect(0, 0, 800, 220), 'math-working'), tags: [K.sameAngle, K.identities] },
  ]),
  group('第18题', '', 1, [
    { showOrder: 18, questionType: 'big_spaces', text: '已知 |a|=1，|b|=2，且 (a−b)·a=0。(1) 求 a 与 b 的夹角 θ；(2) 求 |2a+b|。', answer: ['(1) θ=π/3；(2) 2√3'], jieda: '(1) a²−a·b=0 得 a·b=1，cos θ=1/2，θ=π/3（6 分）；(2) |2a+b|²=4+4+4=12，|2a+b|=2√3（6 分）。', scoreRate: 0.62, blanks: region('18', 12, rect(0, 0, 800, 220), 'math-working'), tags: [K.vectors] },
  ], { policy: '2+1', tolerance: 2 }),
  group('第19题', '', 2, [
    { showOrder: 19, questionType: 'big_spaces', text: '在△ABC 中，角 A，B，C 的对边分别为 a，b，c，且 2bcos A=acos C+ccos A。(1) 求角 A；(2) 若 a=√7，b+c=4，求△ABC 的面积。', answer: ['(1) A=π/3；(2) 3√3/4'], jieda: '(1) 由正弦定理 2sin Bcos A=sin(A+C)=sin B，得 cos A=1/2，A=π/3（6 分）；(2) 由余弦定理 7=(b+c)²−3bc，得 bc=3，S=½bc·sin A=3√3/4（6 分）。', scoreRate: 0.5, blanks: region('19', 12, rect(0, 0, 800, 440), 'math-working'), tags: [K.triangles] },
  ], { policy: '2+1+1', tolerance: 2 }),
  group('第20-22题', '解答题', 2, [
    { showOrder: 20, questionType: 'big_spaces', text: '已知函数 f(x)=2sin(2x−π/6)。(1) 求 f(x) 的单调递增区间；(2) 求 f(x) 在 [0,π/2] 上的最值。', answer: ['(1) [kπ−π/6, kπ+π/3]，k∈Z；(2) 最大值 2，最小值 −1'], jieda: '(1) 由 −π/2+2kπ≤2x−π/6≤π/2+2kπ 解得（6 分）；(2) 2x−π/6∈[−π/6,5π/6]，最大值 2，最小值 −1（6 分）。', scoreRate: 0.55, blanks: region('20', 12, rect(0, 0, 800, 220), 'math-working'), tags: [K.trigGraph] },
    { showOrder: 21, questionType: 'big_spaces', text: '如图，在正方体 ABCD−A₁B₁C₁D₁ 中，E 为 DD₁ 的中点。(1) 求证 BD₁∥平面 AEC；(2) 求异面直线 AE 与 BD₁ 所成角的余弦值。', answer: ['(1) 见解析；(2) √15/5'], jieda: '(1) 连 BD 交 AC 于 O，OE∥BD₁，得证（6 分）；(2) ∠AEO 即所求角，余弦值 √15/5（6 分）。', scoreRate: 0.45, blanks: region('21', 12, rect(0, 220, 400, 220), 'math-working'), tags: [K.spaceLines] },
    { showOrder: 22, questionType: 'big_spaces', text: '某景区一年内的游客数 f(t)（万人）近似满足 f(t)=10+5sin(πt/6)，t 为月份。(1) 求游客最多的月份；(2) 求游客数不少于 12.5 万人的月份。', answer: ['(1) 3 月；(2) 1 月至 5 月'], jieda: '(1) πt/6=π/2 时 t=3（5 分）；(2) sin(πt/6)≥1/2，1≤t≤5（7 分）。', scoreRate: 0.35, blanks: region('22', 12, rect(400, 220, 400, 220), 'math-working'), tags: [K.trigModel] },
  ]),
]);

// ── Chinese ───────────────────────────────────────────────────────────────────────────────
const CHINESE_CHOICES: Omit<ObjectiveDef, 'showOrder' | 'fullMark'>[] = [
  { text: '下列词语中，加点字的读音正确的一项是', options: ['蹙眉 cù', '怆然 cāng', '讣告 pǔ', '饿殍 fú'], answer: 'A', scoreRate: 0.75, jieda: '怆应读 chuàng，讣应读 fù，殍应读 piǎo。', tags: [K.pronunciation] },
  { text: '下列各句中，没有语病的一项是', options: ['通过这次活动，使我们开阔了眼界。', '能否坚持锻炼，是身体健康的保证。', '他那崇高的革命品质，经常浮现在我的脑海中。', '我们要继承和发扬优良传统。'], answer: 'D', scoreRate: 0.7, jieda: 'A 缺主语；B 两面对一面；C 搭配不当。', tags: [K.faultySentence] },
  { text: '下列句子中，标点符号使用正确的一项是', options: ['他问我：“你明天去不去？”', '我不知道他去不去？', '“走吧。”他说：“天快黑了。”', '这些书有的是小说，有的是诗集，有的是散文。'], answer: 'A', scoreRate: 0.8, jieda: 'B 为陈述句，句末应用句号；C、D 标点有误或不规范。', tags: [K.punctuation] },
  { text: '下列文学常识表述有误的一项是', options: ['《论语》是记录孔子及其弟子言行的书', '《史记》是我国第一部纪传体通史', '杜甫被后人称为“诗仙”', '《师说》的作者是韩愈'], answer: 'C', scoreRate: 0.9, jieda: '杜甫被称为“诗圣”，李白被称为“诗仙”。', tags: [K.literature] },
  { text: '对《劝学》中“君子博学而日参省乎己”一句理解正确的一项是', options: ['君子学问广博，每天多次反省自己', '君子广泛学习，并且每天对照检查自己', '君子博览群书，每天参加考试', '君子学问渊博，就能每天省去麻烦'], answer: 'B', scoreRate: 0.72, jieda: '“参”为检验，“省”为察看，“乎”相当于“于”。', tags: [K.classicalWords] },
  { text: '下列各组句子中，加点词意义和用法相同的一项是', options: ['师者，所以传道受业解惑也 / 所以遣将守关者', '青，取之于蓝 / 而青于蓝', '吾尝终日而思矣 / 蟹六跪而二螯', '句读之不知 / 惑之不解'], answer: 'D', scoreRate: 0.5, jieda: 'D 项两个“之”都是宾语前置的标志；A 项“所以”分别为“用来……的”和“……的原因”；B 项“于”分别为“从”和“比”；C 项“而”分别表修饰和并列。', tags: [K.classicalWords] },
  { text: '阅读现代文，下列对文章内容的理解，不正确的一项是', options: ['作者回忆了童年的乡村生活', '文章以时间为线索组织材料', '结尾表达了对故乡的怀念', '文章主要批判了城市生活'], answer: 'D', scoreRate: 0.78, jieda: '文章重在抒发思乡之情，并无批判城市生活之意。', tags: [K.modernReading] },
  { text: '下列对文章艺术特色的分析，不正确的一项是', options: ['运用了对比手法', '语言质朴，富有生活气息', '采用了第三人称叙述', '细节描写生动传神'], answer: 'C', scoreRate: 0.66, jieda: '文章以“我”的视角叙述，是第一人称。', tags: [K.modernReading] },
  { text: '下列对诗歌《登高》的赏析，不恰当的一项是', options: ['首联写登高所见，意象密集', '颔联对仗工整，气象雄浑', '颈联抒发了羁旅漂泊之感', '尾联表现了诗人对未来的乐观'], answer: 'D', scoreRate: 0.74, jieda: '尾联写艰难苦恨、潦倒停杯，情调沉郁，并非乐观。', tags: [K.poetry] },
  { text: '填入文中横线处的词语，最恰当的一项是', options: ['不言而喻', '不可思议', '不以为然', '不胫而走'], answer: 'A', scoreRate: 0.68, jieda: '语境强调道理明显，不用说就能明白，应选“不言而喻”。', tags: [K.idioms] },
];

/** The blanks of a Chinese question, numbered (1), (2) …, with what students write in each. */
const hanziBlanks = (showOrder: number, fullMark: number, step: number, rects: Rect[], writing: Writing): BlankDef[] =>
  rects.map((r, i) => ({ label: `(${i + 1})`, fullMark, step, rect: r, writing, responses: CHINESE_RESPONSES[showOrder][i] }));
/** A Chinese question answered in one area. */
const hanziArea = (showOrder: number, fullMark: number, step: number, area: Rect): BlankDef[] => [
  { label: String(showOrder), fullMark, step, rect: area, writing: 'hanzi-lines', responses: CHINESE_RESPONSES[showOrder][0] },
];

export const CHINESE_PAPER = paper(SubjectId.chinese, '语文', CorrectionMode.byBlank, numbered(CHINESE_CHOICES, 3), [
  group('第11题', '名句名篇默写', 1, [
    { showOrder: 11, questionType: 'empty_spaces', text: '补写出下列句子中的空缺部分。(1)《劝学》中以雕刻作比，说明学习贵在坚持的句子是“____，____；____，____”；(2)《赤壁赋》中“寄蜉蝣于天地，____”；(3)《登高》中“无边落木萧萧下，____”。', answer: ['锲而舍之', '朽木不折', '锲而不舍', '金石可镂', '渺沧海之一粟', '不尽长江滚滚来'], jieda: '每空 2 分，有错别字、漏字该空不得分。', scoreRate: 0.75, blanks: hanziBlanks(11, 2, 1, [rect(0, 0, 266, 110), rect(266, 0, 266, 110), rect(532, 0, 268, 110), rect(0, 110, 266, 110), rect(266, 110, 266, 110), rect(532, 110, 268, 110)], 'hanzi-short'), tags: [K.recitation] },
  ]),
  group('第12-13题', '文言文阅读', 2, [
    { showOrder: 12, questionType: 'big_spaces', text: '把文中画横线的句子翻译成现代汉语。(1) 师者，所以传道受业解惑也。(2) 是故无贵无贱，无长无少，道之所存，师之所存也。', answer: ['老师，是用来传授道理、教授学业、解答疑难问题的人。', '因此无论地位高低贵贱，无论年纪大小，道理存在的地方，就是老师存在的地方。'], jieda: '(1) “所以”“受”“惑”各 1 分，句意 2 分；(2) “是故”“无”“存”各 1 分，句意 2 分。', scoreRate: 0.6, blanks: hanziBlanks(12, 5, 0.5, [rect(0, 0, 800, 110), rect(0, 110, 800, 110)], 'hanzi-lines'), tags: [K.classicalTranslation] },
    { showOrder: 13, questionType: 'big_spaces', text: '作者认为从师学习应持怎样的态度？请结合全文简要概括。', answer: ['不耻相师；学无常师；以能者为师，不论贵贱长少。'], jieda: '答出一点得 1 分，共 3 分。', scoreRate: 0.55, blanks: hanziArea(13, 3, 1, rect(0, 220, 800, 220)), tags: [K.classicalWords] },
  ], { policy: '1+1', tolerance: 0 }),
  group('第14题', '古代诗歌阅读', 1, [
    { showOrder: 14, questionType: 'big_spaces', text: '阅读杜甫《登高》，回答问题。(1) 首联描绘了哪些景物？(2) 尾联表达了诗人怎样的情感？请简要分析。', answer: ['风、天、猿啸、渚、沙、鸟', '年老多病、穷困潦倒、壮志难酬的悲愁与忧国之情。'], jieda: '(1) 答出三种景物即可得 3 分；(2) 答出情感 3 分，结合诗句分析 3 分。', scoreRate: 0.58, blanks: hanziBlanks(14, 0, 1, [rect(0, 0, 800, 90), rect(0, 90, 800, 130)], 'hanzi-lines').map((b, i) => ({ ...b, fullMark: i === 0 ? 3 : 6 })), tags: [K.poetry] },
  ]),
  group('第15-17题', '现代文阅读', 2, [
    { showOrder: 15, questionType: 'big_spaces', text: '文章第三段的环境描写有什么作用？', answer: ['渲染氛围；烘托人物心情；为下文情节发展作铺垫。'], jieda: '每点 1–2 分，共 4 分。', scoreRate: 0.6, blanks: hanziArea(15, 4, 1, rect(0, 0, 800, 110)), tags: [K.modernReading] },
    { showOrder: 16, questionType: 'big_spaces', text: '(1) 文中“我”的情感经历了怎样的变化？(2) 结尾一句有何深意？', answer: ['好奇—失落—释然', '点明主旨，含蓄表达对亲情的珍视。'], jieda: '每问 3 分。', scoreRate: 0.55, blanks: hanziBlanks(16, 3, 1, [rect(0, 110, 400, 110), rect(400, 110, 400, 110)], 'hanzi-lines'), tags: [K.modernReading] },
    { showOrder: 17, questionType: 'big_spaces', text: '有人认为本文标题改为“归乡”更好，你是否同意？请说明理由。', answer: ['观点明确，理由充分即可。示例：不同意，原题一语双关，更有韵味。'], jieda: '观点 1 分，理由 5 分，可按 0.5 分给分。', scoreRate: 0.5, blanks: hanziArea(17, 6, 0.5, rect(0, 220, 800, 220)), tags: [K.modernReading] },
  ]),
  group('第18-20题', '语言文字运用', 1, [
    { showOrder: 18, questionType: 'empty_spaces', text: '在文中横线处填入恰当的成语（每空 2 分）。', answer: ['不言而喻', '相得益彰', '水到渠成'], jieda: '每空 2 分，意思对、书写正确方可得分。', scoreRate: 0.7, blanks: hanziBlanks(18, 2, 1, [rect(0, 0, 266, 73), rect(266, 0, 266, 73), rect(532, 0, 268, 73)], 'hanzi-short'), tags: [K.idioms] },
    { showOrder: 19, questionType: 'big_spaces', text: '文中画波浪线的句子有语病，请修改，使语言表达准确流畅。', answer: ['删去“通过”或“使”，并调整语序。'], jieda: '改对一处得 2.5 分。', scoreRate: 0.55, blanks: hanziArea(19, 5, 0.5, rect(0, 73, 800, 73)), tags: [K.faultySentence] },
    { showOrder: 20, questionType: 'big_spaces', text: '(1) 用一句话概括材料的主要信息（不超过 20 字）；(2) 仿照画线句，另写一个句子。', answer: ['示例：我市今年开通三条城乡公交线路。', '句式一致、修辞相同、语意连贯即可。'], jieda: '(1) 4 分；(2) 5 分。', scoreRate: 0.6, blanks: hanziBlanks(20, 0, 1, [rect(0, 146, 400, 74), rect(400, 146, 400, 74)], 'hanzi-lines').map((b, i) => ({ ...b, fullMark: i === 0 ? 4 : 5 })), tags: [K.expression] },
  ]),
]);

export const DEMO_PAPERS: readonly PaperDef[] = [MATH_PAPER, CHINESE_PAPER];
