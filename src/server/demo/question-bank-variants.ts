/**
 * Variants of the demo papers' questions for the public question bank. The maths choice
 * questions are generated from parameters, each answer computed from its own numbers; the other
 * questions have written variants. Every variant carries the knowledge tags of its family, so
 * similar-question ranking has tags, types and texts to compare.
 */
import { SubjectId } from '../../domain/enums.ts';
import { KNOWLEDGE_TAGS, type KnowledgeTag } from './knowledge-tags.ts';

const K = KNOWLEDGE_TAGS;

export interface VariantDef {
  subjectId: number;
  questionType: 'multiple_one' | 'empty_spaces' | 'big_spaces';
  text: string;
  options: { key: string; value: string }[];
  answer: string[];
  jieda: string;
  tags: readonly KnowledgeTag[];
  /** 1 (easy) … 9 (hard) */
  difficulty: number;
}

const KEYS = ['A', 'B', 'C', 'D'] as const;

/**
 * A choice question whose correct value sits at a position that moves with `turn`, so that the
 * answers of a family do not all share one letter. `values[0]` is the correct one.
 */
function choice(subjectId: number, text: string, values: readonly [string, string, string, string], turn: number, jieda: string, tags: readonly KnowledgeTag[], difficulty: number): VariantDef {
  if (new Set(values).size !== values.length) throw new Error(`options of "${text}" repeat`);
  const shift = turn % values.length;
  const ordered = values.map((_, i) => values[(i - shift + values.length) % values.length]);
  return {
    subjectId,
    questionType: 'multiple_one',
    text,
    options: ordered.map((value, i) => ({ key: KEYS[i], value })),
    answer: [KEYS[ordered.indexOf(values[0])]],
    jieda,
    tags,
    difficulty,
  };
}

const math = (text: string, values: readonly [string, string, string, string], turn: number, jieda: string, tags: readonly KnowledgeTag[], difficulty: number) =>
  choice(SubjectId.math, text, values, turn, jieda, tags, difficulty);

/** −n written with the typographic minus the papers use. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** k·i as a paper writes it: i, −i, 3i. */
const timesI = (k: number) => (k === 1 ? 'i' : k === -1 ? '−i' : `${signed(k)}i`);

/** k·π as a paper writes it: π, 6π. */
const piTimes = (k: number) => (k === 1 ? 'π' : `${k}π`);

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** p/q in lowest terms, with the sign in front. */
function fraction(p: number, q: number): string {
  const g = gcd(p, q);
  const [n, d] = [p / g, q / g];
  const sign = n * d < 0 ? '−' : '';
  return Math.abs(d) === 1 ? `${sign}${Math.abs(n)}` : `${sign}${Math.abs(n)}/${Math.abs(d)}`;
}

/** √n simplified: 28 → 2√7, 16 → 4. */
function root(n: number): string {
  let outside = 1;
  let inside = n;
  for (let f = 2; f * f <= inside; f++) {
    while (inside % (f * f) === 0) {
      outside *= f;
      inside /= f * f;
    }
  }
  if (inside === 1) return String(outside);
  return `${outside === 1 ? '' : outside}√${inside}`;
}

// ── Maths choice questions, generated ─────────────────────────────────────────────────────

/** One generated question: its text, its four values (the correct one first) and its explanation. */
interface Generated {
  text: string;
  values: readonly [string, string, string, string];
  jieda: string;
}

/**
 * A family of generated maths choice questions, one a case, each carrying the family's tags and
 * difficulty; the correct value's place moves with the case, from `turn` on.
 */
function family<C>(tags: readonly KnowledgeTag[], difficulty: number, turn: number, cases: readonly C[], question: (c: C) => Generated): VariantDef[] {
  return cases.map((c, i) => {
    const { text, values, jieda } = question(c);
    return math(text, values, turn + i, jieda, tags, difficulty);
  });
}

const setIntersections = family<[a: number, b: number, c: number]>([K.sets], 2, 1, [[-2, 4, 1], [0, 5, 2], [-3, 2, 0]], ([a, b, c]) => ({
  text: `已知集合 A={x|${signed(a)}<x<${b}}，B={x|x≥${c}}，则 A∩B=`,
  values: [`[${c},${b})`, `(${signed(a)},${c}]`, `(${signed(a)},+∞)`, `(${c},${b})`],
  jieda: `在数轴上取两集合的公共部分，得 ${c}≤x<${b}。`,
}));

const complexProducts = family<[p: number, q: number]>([K.complex], 2, 2, [[3, 1], [1, 2], [2, 5]], ([p, q]) => {
  const real = p * q + 1;
  const imaginary = q - p;
  return {
    text: `复数 z=(${p}+i)(${q}−i) 的虚部为`,
    values: [signed(imaginary), signed(-imaginary), String(real), timesI(imaginary)],
    jieda: `(${p}+i)(${q}−i)=${p * q}−${timesI(p)}+${timesI(q)}−i²=${real}${imaginary < 0 ? '' : '+'}${timesI(imaginary)}，虚部为 ${signed(imaginary)}。`,
  };
});

const REDUCED = ['1/2', '−1/2', '√3/2', '−√3/2'];
const reductionValues = family<[expression: string, value: string, jieda: string]>(
  [K.reduction],
  2,
  0,
  [
    ['sin 150°', '1/2', 'sin 150°=sin(180°−30°)=sin 30°=1/2。'],
    ['cos 240°', '−1/2', 'cos 240°=cos(180°+60°)=−cos 60°=−1/2。'],
    ['sin 300°', '−√3/2', 'sin 300°=sin(360°−60°)=−sin 60°=−√3/2。'],
  ],
  ([expression, value, jieda]) => {
    const others = REDUCED.filter((v) => v !== value);
    return { text: `${expression} 的值为`, values: [value, others[0], others[1], others[2]], jieda };
  },
);

const parallelVectors = family<[x1: number, y1: number, x2: number]>([K.vectors], 3, 1, [[1, 3, 2], [2, 1, -4], [1, -2, 3]], ([x1, y1, x2]) => {
  const m = (y1 * x2) / x1;
  return {
    text: `已知向量 a=(${x1},${signed(y1)})，b=(${signed(x2)},m)，若 a∥b，则 m=`,
    values: [signed(m), signed(-m), signed(m + 1), fraction(-x1 * x2, y1)],
    jieda: `两向量平行，${x1}·m−(${signed(y1)})·(${signed(x2)})=0，得 m=${signed(m)}。`,
  };
});

const periods = family<[fn: string, omega: string, options: [string, string, string, string]]>(
  [K.trigGraph],
  2,
  2,
  [
    ['y=3sin(3x−π/4)', '3', ['2π/3', 'π/3', '3π', '6π']],
    ['y=sin(x/2+π/6)', '1/2', ['4π', '2π', 'π', 'π/2']],
    ['y=2cos(4x+π/3)', '4', ['π/2', 'π/4', 'π', '2π']],
  ],
  ([fn, omega, options]) => ({ text: `函数 ${fn} 的最小正周期是`, values: options, jieda: `T=2π/|ω|=2π/${omega}=${options[0]}。` }),
);

const cosineLaw = family<[a: number, b: number]>([K.triangles], 3, 0, [[2, 3], [3, 5], [4, 6]], ([a, b]) => {
  const square = a * a + b * b - a * b;
  return {
    text: `在△ABC 中，a=${a}，b=${b}，C=60°，则 c=`,
    values: [root(square), String(square), root(a * a + b * b + a * b), root(a * a + b * b)],
    jieda: `由余弦定理 c²=${a * a}+${b * b}−2·${a}·${b}·cos60°=${square}，c=${root(square)}。`,
  };
});

// cos α = −adjacent/hyp with α in (π/2, π): sin α = opposite/hyp, tan α = −opposite/adjacent
const tangentsFromCosine = family<[adjacent: number, opposite: number, hyp: number]>([K.sameAngle], 3, 3, [[4, 3, 5], [5, 12, 13], [12, 5, 13]], ([adjacent, opposite, hyp]) => ({
  text: `已知 cos α=−${adjacent}/${hyp}，α∈(π/2,π)，则 tan α=`,
  values: [fraction(-opposite, adjacent), fraction(opposite, adjacent), fraction(-adjacent, opposite), fraction(adjacent, opposite)],
  jieda: `sin α=${opposite}/${hyp}，tan α=sin α/cos α=${fraction(-opposite, adjacent)}。`,
}));

const shifts = family<[fn: string, move: string, right: string, wrong: string, jieda: string]>(
  [K.trigGraph],
  3,
  1,
  [
    ['y=sin x', '向右平移 π/3', 'y=sin(x−π/3)', 'y=sin(x+π/3)', '右减：y=sin(x−π/3)。'],
    ['y=cos x', '向左平移 π/4', 'y=cos(x+π/4)', 'y=cos(x−π/4)', '左加：y=cos(x+π/4)。'],
    ['y=sin 2x', '向左平移 π/6', 'y=sin(2x+π/3)', 'y=sin(2x+π/6)', '左加，且平移作用在 x 上：y=sin 2(x+π/6)=sin(2x+π/3)。'],
  ],
  ([fn, move, right, wrong, jieda]) => ({ text: `将函数 ${fn} 的图像${move}个单位长度，所得图像的解析式为`, values: [right, wrong, `${fn}+π/6`, 'y=sin x/2'], jieda }),
);

const dotProducts = family<[a: number, b: number, angle: number]>([K.vectors], 2, 2, [[3, 4, 60], [2, 5, 120], [4, 1, 60]], ([a, b, angle]) => {
  const value = angle === 60 ? (a * b) / 2 : -(a * b) / 2;
  return {
    text: `已知 |a|=${a}，|b|=${b}，a 与 b 的夹角为 ${angle}°，则 a·b=`,
    values: [signed(value), signed(-value), String(a * b), `${a * b / 2}√3`],
    jieda: `a·b=|a||b|cos${angle}°=${a}·${b}·(${angle === 60 ? '1/2' : '−1/2'})=${signed(value)}。`,
  };
});

const coneAreas = family<[r: number, l: number]>([K.solids], 3, 0, [[2, 3], [1, 3], [3, 5]], ([r, l]) => ({
  text: `一个圆锥的底面半径为 ${r}，母线长为 ${l}，则它的侧面积为`,
  values: [piTimes(r * l), piTimes(r * r), piTimes(2 * r * l), piTimes(r * l + r * r)],
  jieda: `S侧=πrl=π·${r}·${l}=${piTimes(r * l)}。`,
}));

const maxima = family<[fn: string, value: string, jieda: string]>(
  [K.identities, K.trigGraph],
  5,
  1,
  [
    ['sin x+cos x', '√2', 'f(x)=√2 sin(x+π/4)，最大值为 √2。'],
    ['3sin x+4cos x', '5', 'f(x)=5sin(x+φ)（tan φ=4/3），最大值为 5。'],
    ['sin x−√3cos x', '2', 'f(x)=2sin(x−π/3)，最大值为 2。'],
  ],
  ([fn, value, jieda]) => {
    const others = ['1', '√2', '2', '5', '7'].filter((v) => v !== value);
    return { text: `函数 f(x)=${fn} 的最大值为`, values: [value, others[0], others[1], others[2]], jieda };
  },
);

const MATH_CHOICE_VARIANTS: VariantDef[] = [
  ...setIntersections,
  ...complexProducts,
  ...reductionValues,
  ...parallelVectors,
  ...periods,
  ...cosineLaw,
  ...tangentsFromCosine,
  ...shifts,
  ...dotProducts,
  ...coneAreas,
  ...maxima,
  math('在△ABC 中，若 sin 2A=sin 2B，则△ABC 的形状是', ['等腰或直角三角形', '等腰三角形', '直角三角形', '等边三角形'], 2, '2A=2B 或 2A+2B=π，故 A=B 或 A+B=π/2。', [K.triangles, K.identities], 6),
  math('在△ABC 中，若 bcos C=ccos B，则△ABC 的形状是', ['等腰三角形', '直角三角形', '等腰直角三角形', '等边三角形'], 1, '由正弦定理得 sin(B−C)=0，故 B=C。', [K.triangles, K.identities], 5),
];

// ── Maths answers written out ─────────────────────────────────────────────────────────────

const fill = (text: string, answer: string, jieda: string, tags: readonly KnowledgeTag[], difficulty: number): VariantDef => ({
  subjectId: SubjectId.math,
  questionType: 'empty_spaces',
  text,
  options: [],
  answer: [answer],
  jieda,
  tags,
  difficulty,
});

const worked = (subjectId: number, text: string, answer: string[], jieda: string, tags: readonly KnowledgeTag[], difficulty: number): VariantDef => ({
  subjectId,
  questionType: 'big_spaces',
  text,
  options: [],
  answer,
  jieda,
  tags,
  difficulty,
});

const MATH_WRITTEN_VARIANTS: VariantDef[] = [
  fill('已知 cos α=−5/13，且 α 为第二象限角，则 sin α=____。', '12/13', 'sin α=√(1−cos²α)=12/13（第二象限正弦为正）。', [K.sameAngle], 2),
  fill('已知 sin α=4/5，且 α 为第二象限角，则 tan α=____。', '−4/3', 'cos α=−3/5，tan α=−4/3。', [K.sameAngle], 3),
  fill('已知向量 a=(2,3)，b=(x,−2)，若 a⊥b，则 x=____。', '3', 'a·b=2x−6=0，所以 x=3。', [K.vectors], 2),
  fill('已知向量 a=(1,−1)，b=(2,x)，若 a⊥b，则 x=____。', '2', 'a·b=2−x=0，所以 x=2。', [K.vectors], 2),
  fill('复数 z=(1−i)/(1+i)，则 |z|=____。', '1', 'z=(1−i)²/2=−i，|z|=1。', [K.complex], 3),
  fill('复数 z=(3+4i)/i，则 |z|=____。', '5', '|z|=|3+4i|/|i|=5。', [K.complex], 3),
  fill('在△ABC 中，A=60°，b=2，面积为 2√3，则 a=____。', '2√3', 'S=½bc·sin A 得 c=4，a²=4+16−8=12，a=2√3。', [K.triangles], 5),
  fill('在△ABC 中，B=120°，a=1，c=2，则 b=____。', '√7', 'b²=1+4−2·1·2·cos120°=7，b=√7。', [K.triangles], 4),
  worked(SubjectId.math, '已知 tan α=3。(1) 求 (2sin α−cos α)/(sin α+cos α) 的值；(2) 求 cos 2α 的值。', ['(1) 5/4；(2) −4/5'], '(1) 分子分母同除以 cos α，得 (2tan α−1)/(tan α+1)=5/4；(2) cos 2α=(1−tan²α)/(1+tan²α)=−4/5。', [K.sameAngle, K.identities], 4),
  worked(SubjectId.math, '已知 tan α=1/2。(1) 求 (sin α+2cos α)/(3sin α−cos α) 的值；(2) 求 sin 2α 的值。', ['(1) 5；(2) 4/5'], '(1) 同除以 cos α 得 (tan α+2)/(3tan α−1)=5；(2) sin 2α=2tan α/(1+tan²α)=4/5。', [K.sameAngle, K.identities], 4),
  worked(SubjectId.math, '已知 |a|=2，|b|=1，且 (a−b)·b=0。(1) 求 a 与 b 的夹角 θ；(2) 求 |a+2b|。', ['(1) θ=π/3；(2) 2√3'], '(1) a·b=b²=1，cos θ=1/2，θ=π/3；(2) |a+2b|²=4+4+4=12，|a+2b|=2√3。', [K.vectors], 5),
  worked(SubjectId.math, '已知 |a|=3，|b|=2，且 (a+b)·b=1。(1) 求 a 与 b 的夹角 θ；(2) 求 |a−b|。', ['(1) θ=2π/3；(2) √19'], '(1) a·b=1−4=−3，cos θ=−1/2，θ=2π/3；(2) |a−b|²=9+6+4=19。', [K.vectors], 5),
  worked(SubjectId.math, '在△ABC 中，角 A，B，C 的对边分别为 a，b，c，且 2ccos B=acos B+bcos A。(1) 求角 B；(2) 若 b=√3，a+c=3，求△ABC 的面积。', ['(1) B=π/3；(2) √3/2'], '(1) 由正弦定理得 2sin Ccos B=sin C，cos B=1/2；(2) 3=(a+c)²−3ac，ac=2，S=½ac·sin B=√3/2。', [K.triangles], 6),
  worked(SubjectId.math, '在△ABC 中，角 A，B，C 的对边分别为 a，b，c，且 a²+c²−b²=ac。(1) 求角 B；(2) 若 b=2√3，a+c=6，求△ABC 的面积。', ['(1) B=π/3；(2) 2√3'], '(1) cos B=(a²+c²−b²)/(2ac)=1/2；(2) 12=36−3ac，ac=8，S=½·8·sin B=2√3。', [K.triangles], 6),
  worked(SubjectId.math, '已知函数 f(x)=2sin(2x+π/3)。(1) 求 f(x) 的单调递增区间；(2) 求 f(x) 在 [0,π/2] 上的最值。', ['(1) [kπ−5π/12, kπ+π/12]，k∈Z；(2) 最大值 2，最小值 −√3'], '(1) 由 −π/2+2kπ≤2x+π/3≤π/2+2kπ 解得；(2) 2x+π/3∈[π/3,4π/3]，最大值 2，最小值 −√3。', [K.trigGraph], 6),
  worked(SubjectId.math, '已知函数 f(x)=√3sin 2x+cos 2x。(1) 求 f(x) 的最小正周期；(2) 求 f(x) 在 [0,π/4] 上的最值。', ['(1) π；(2) 最大值 2，最小值 1'], '(1) f(x)=2sin(2x+π/6)，T=π；(2) 2x+π/6∈[π/6,2π/3]，最大值 2，最小值 1。', [K.trigGraph, K.identities], 6),
  worked(SubjectId.math, '如图，在正方体 ABCD−A₁B₁C₁D₁ 中，F 为 BB₁ 的中点。(1) 求证 DB₁∥平面 ACF；(2) 求异面直线 CF 与 DB₁ 所成角的余弦值。', ['(1) 见解析；(2) √15/5'], '(1) 连 BD 交 AC 于 O，OF∥DB₁，得证；(2) ∠CFO 即所求角，余弦值 √15/5。', [K.spaceLines], 7),
  worked(SubjectId.math, '如图，在长方体 ABCD−A₁B₁C₁D₁ 中，AB=AD=2，AA₁=4，E 为 CC₁ 的中点。(1) 求证 AC₁∥平面 BDE；(2) 求直线 AC₁ 与平面 ABCD 所成角的正切值。', ['(1) 见解析；(2) √2'], '(1) 连 AC 交 BD 于 O，OE∥AC₁，得证；(2) tan∠C₁AC=CC₁/AC=4/(2√2)=√2。', [K.spaceLines], 7),
  worked(SubjectId.math, '某港口水深 h(t)（米）近似满足 h(t)=12+3sin(πt/6)，t 为时刻（0≤t≤24）。(1) 求一天中水最深的时刻；(2) 船只需水深不少于 13.5 米才能进港，求一天中可以进港的时段。', ['(1) 3 时和 15 时；(2) 1 时至 5 时、13 时至 17 时'], '(1) πt/6=π/2+2kπ，t=3 或 15；(2) sin(πt/6)≥1/2，1≤t≤5 或 13≤t≤17。', [K.trigModel], 7),
  worked(SubjectId.math, '某地一天的气温 T(t)（℃）近似满足 T(t)=20+6sin(πt/12−π/2)，0≤t≤24。(1) 求这一天的最高气温及出现的时刻；(2) 求气温不低于 23℃ 的时段。', ['(1) 26℃，12 时；(2) 8 时至 16 时'], '(1) πt/12−π/2=π/2，t=12；(2) sin(πt/12−π/2)≥1/2，8≤t≤16。', [K.trigModel], 7),
];

// ── Chinese, written ──────────────────────────────────────────────────────────────────────

const chinese = (text: string, values: readonly [string, string, string, string], turn: number, jieda: string, tags: readonly KnowledgeTag[], difficulty: number) =>
  choice(SubjectId.chinese, text, values, turn, jieda, tags, difficulty);

const CHINESE_VARIANTS: VariantDef[] = [
  chinese('下列词语中，加点字的读音全都正确的一项是', ['惆怅 chàng', '忏悔 qiān', '寒碜 chěn', '炽热 zhì'], 1, '忏应读 chàn，碜应读 chen（轻声），炽应读 chì。', [K.pronunciation], 3),
  chinese('下列词语中，加点字的读音正确的一项是', ['贮藏 zhù', '档案 dǎng', '粗犷 kuàng', '歼灭 qiān'], 2, '档应读 dàng，犷应读 guǎng，歼应读 jiān。', [K.pronunciation], 3),
  chinese('下列各句中，没有语病的一项是', ['我们要养成勤俭节约的好习惯。', '经过大家的努力，使班级面貌焕然一新。', '能否保持良好心态，是考试成功的关键。', '他的写作水平明显改进了。'], 3, '“经过……使……”使句子缺主语；“能否……是……关键”两面对一面；“水平”与“改进”搭配不当。', [K.faultySentence], 3),
  chinese('下列各句中，表意明确、没有语病的一项是', ['学校开展了丰富多彩的读书活动。', '为了防止这类事故不再发生，我们加强了管理。', '他穿着一件上衣和一顶帽子。', '我们讨论并听取了校长的报告。'], 0, '“防止……不再发生”否定不当；“穿着……帽子”搭配不当；“讨论并听取”语序不当。', [K.faultySentence], 3),
  chinese('下列句子中，标点符号使用正确的一项是', ['老师说：“明天春游，大家早点到。”', '你是去北京，还是去上海。', '我想知道这件事是谁做的？', '“下雨了，”妈妈说：“带上伞。”'], 2, '“是去北京，还是去上海”是选择问句，句末应用问号；“我想知道……”是陈述句，句末应用句号；提示语在中间时，其后应用逗号。', [K.punctuation], 3),
  chinese('下列文学常识表述正确的一项是', ['《红楼梦》的作者是曹雪芹', '李白被后人称为“诗圣”', '《史记》是编年体史书', '《师说》的作者是柳宗元'], 1, '杜甫为“诗圣”；《史记》为纪传体；《师说》作者是韩愈。', [K.literature], 2),
  chinese('下列文学常识表述有误的一项是', ['《孟子》是孟子本人独立写成的语录体著作', '《诗经》是我国第一部诗歌总集', '屈原是我国最早的伟大浪漫主义诗人', '“唐宋八大家”中唐代有韩愈、柳宗元'], 3, '《孟子》由孟子及其弟子共同编写。', [K.literature], 3),
  chinese('对《劝学》中“假舆马者，非利足也，而致千里”一句理解正确的一项是', ['借助车马的人，并不是脚走得快，却能到达千里之外', '假装骑马的人，不是脚有利，却能走千里', '借用车马的人，不一定走得快，可以走千里', '假如有车马，就不用走路也能到千里之外'], 0, '“假”为借助，“利足”为脚走得快，“致”为到达。', [K.classicalWords], 4),
  chinese('下列各组句子中，加点词意义和用法相同的一项是', ['师道之不传也久矣 / 君子之学也，以美其身', '蚓无爪牙之利 / 句读之不知', '青，取之于蓝 / 古之圣人', '而绝江河 / 蟹六跪而二螯'], 3, '“师道之不传”“君子之学”的“之”都用在主谓之间，取消句子独立性；“爪牙之利”“句读之不知”的“之”分别是定语后置、宾语前置的标志；“取之于蓝”的“之”是代词，“古之圣人”的“之”是结构助词；“而绝江河”的“而”表转折，“六跪而二螯”的“而”表并列。', [K.classicalWords], 6),
  chinese('阅读《登高》，下列对诗句的理解不恰当的一项是', ['“万里悲秋常作客”写诗人年轻时游历四方的快意', '“百年多病独登台”写诗人年老多病、孤身登高', '“艰难苦恨繁霜鬓”写诗人因时世艰难而白发日增', '“潦倒新停浊酒杯”写诗人因病停杯的无奈'], 1, '“常作客”写长年漂泊之苦，并非快意。', [K.poetry], 4),
  chinese('填入文中横线处的成语，最恰当的一项是', ['相得益彰', '相辅相成', '相提并论', '相形见绌'], 2, '语境强调两者互相配合、更显出各自的好处，应选“相得益彰”。', [K.idioms], 4),
  chinese('下列对文章内容的理解与分析，不正确的一项是', ['文章开头写故乡的老屋，引出下文回忆', '作者借老屋的变迁表达对时光流逝的感慨', '文章采用了第二人称的叙述方式', '结尾的景物描写含蓄地表达了思乡之情'], 3, '文章以“我”的视角叙述，是第一人称。', [K.modernReading], 4),
  worked(SubjectId.chinese, '补写出下列句子中的空缺部分。(1)《劝学》中强调积累重要性的句子是“____，____；____，____”；(2)《赤壁赋》中“挟飞仙以遨游，____”；(3)《登高》中“万里悲秋常作客，____”。', ['不积跬步', '无以至千里', '不积小流', '无以成江海', '抱明月而长终', '百年多病独登台'], '每空 2 分，有错别字、漏字该空不得分。', [K.recitation], 4),
  worked(SubjectId.chinese, '把文中画横线的句子翻译成现代汉语。(1) 古之学者必有师。(2) 闻道有先后，术业有专攻，如是而已。', ['古代求学的人一定有老师。', '懂得道理有先有后，技能学业各有专门研究，如此罢了。'], '(1) “学者”“必”各 1 分，句意 2 分；(2) “闻道”“术业”“专攻”各 1 分，句意 2 分。', [K.classicalTranslation], 6),
  worked(SubjectId.chinese, '把文中画横线的句子翻译成现代汉语。(1) 君子生非异也，善假于物也。(2) 锲而舍之，朽木不折；锲而不舍，金石可镂。', ['君子的本性和别人没有差别，只是善于借助外物罢了。', '刻一下就放下，腐朽的木头也刻不断；不停地刻下去，金属和石头也能雕刻成功。'], '(1) “生”“假”各 1 分，句意 2 分；(2) “锲”“镂”各 1 分，句意 2 分。', [K.classicalTranslation], 6),
  worked(SubjectId.chinese, '文章最后一段说“我终于明白了父亲的沉默”，作者明白了什么？请结合全文简要概括。', ['父亲的沉默中藏着对子女深沉的爱；父亲不善表达，却用行动默默付出。'], '答出一点得 2 分，共 4 分。', [K.modernReading], 5),
  worked(SubjectId.chinese, '阅读杜甫《旅夜书怀》，回答问题。(1) 颔联描绘了怎样的景象？(2) 尾联表达了诗人怎样的情感？', ['星空低垂、平野辽阔、月光随波涌动的雄浑景象', '漂泊无依、孤独凄凉的身世之感'], '(1) 答出景象 3 分；(2) 答出情感 3 分，结合诗句分析 3 分。', [K.poetry], 6),
  worked(SubjectId.chinese, '文章第二段的景物描写有什么作用？请简要分析。', ['交代时令环境；渲染凄清氛围；烘托人物孤寂的心情。'], '每点 1–2 分，共 4 分。', [K.modernReading], 5),
  worked(SubjectId.chinese, '文中画波浪线的句子有语病，请修改，使语言表达准确流畅。“通过这次社会实践活动，使同学们增强了责任意识。”', ['删去“通过”或删去“使”。'], '改对得 5 分。', [K.faultySentence], 4),
  worked(SubjectId.chinese, '(1) 用一句话概括材料的主要信息（不超过 25 字）；(2) 仿照画线句，以“书”为话题另写一个句子。', ['示例：我省今年新建乡村图书室两百余所。', '句式一致、修辞相同、语意连贯即可。'], '(1) 4 分；(2) 5 分。', [K.expression], 5),
  worked(SubjectId.chinese, '在文中横线处填入恰当的成语（每空 2 分）。', ['耳濡目染', '潜移默化', '循序渐进'], '每空 2 分，意思对、书写正确方可得分。', [K.idioms], 4),
];

/** Every written and generated variant of the demo papers. */
export const DEMO_VARIANTS: readonly VariantDef[] = [...MATH_CHOICE_VARIANTS, ...MATH_WRITTEN_VARIANTS, ...CHINESE_VARIANTS];
