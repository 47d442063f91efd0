/**
 * The answer-sheet card the designer edits (spec 002 §3): the card header, the page
 * configuration, the sections in print order and the marking partitions. Every default of the
 * specification is here; the edit operations that change a card live in edit.ts.
 */
import { CHOICE_LETTERS, JUDGE_OPTIONS, PAGE_MARGIN_X_MM, PAGE_SIZES_MM, SECRET_WIDTH_MM } from './geometry.ts';
import { CARD_TITLE_PLACEHOLDER, DEFAULT_CARD_TITLE, DEFAULT_NOTICE_LINES } from './texts.ts';
import type { Stage } from '../enums.ts';
import { enumeration } from '../enumeration.ts';
import { sumScores } from '../scoring.ts';

export type Flag = 0 | 1;

// ── Enumerations ────────────────────────────────────────────────────────────────────────────

export const PageSize = { A4: 'A4', A3: 'A3' } as const;
export type PageSize = (typeof PageSize)[keyof typeof PageSize];

/** "Student info kinds" (spec 002 §3). */
const studentInfoKinds = enumeration({ number: [1, '考号'], name: [2, '姓名'], school: [3, '学校'], class: [4, '班级'], room: [5, '考场'], seat: [6, '座位号'], teacher: [7, '教师'] });
export const StudentInfoKind = studentInfoKinds.values;
export type StudentInfoKind = (typeof StudentInfoKind)[keyof typeof StudentInfoKind];
export const STUDENT_INFO_LABELS = studentInfoKinds.names;

/**
 * "Score display kinds" (spec 002 §3): what a section heading shows (showScoreFlag). 1 the
 * number, title and total score; 2 the number and title; 3 the title alone.
 */
export const ScoreDisplayKind = { score: 1, questionNumber: 2, questionAlone: 3 } as const;
export type ScoreDisplayKind = (typeof ScoreDisplayKind)[keyof typeof ScoreDisplayKind];

/** isScorePoint (0, 1, 2): no score box, a fill-in score bar, or a handwritten score box. */
export const ScorePointMode = { none: 0, scoreBar: 1, handwritten: 2 } as const;
export type ScorePointMode = (typeof ScorePointMode)[keyof typeof ScorePointMode];

/** schNumType: how the exam number is taken from the sheet; the default 2 is the bubble grid. */
export const SchoolNumberType = { barcode: 1, bubbleGrid: 2, handwritten: 3 } as const;
export type SchoolNumberType = (typeof SchoolNumberType)[keyof typeof SchoolNumberType];

/** printType: single-sided 1, double-sided 2 (the default). */
export const PrintType = { single: 1, double: 2 } as const;
export type PrintType = (typeof PrintType)[keyof typeof PrintType];

/** "Section kinds" (spec 002 §3). */
export const SectionKind = {
  paperTitle: 'paperTitle',
  paperHeader: 'paperHeader',
  objective: 'objective',
  blankFilling: 'blankFilling',
  shortAnswer: 'shortAnswer',
  composition: 'composition',
  englishComposition: 'englishComposition',
  optional: 'optional',
  unansweredArea: 'unansweredArea',
  partitionTitle: 'partitionTitle',
} as const;
export type SectionKind = (typeof SectionKind)[keyof typeof SectionKind];
export const SECTION_KIND_NAMES: Readonly<Record<SectionKind, string>> = {
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
};

/** Sections a student answers in and a marker scores by region. */
export const ANSWER_SECTION_KINDS = [
  SectionKind.blankFilling,
  SectionKind.shortAnswer,
  SectionKind.composition,
  SectionKind.englishComposition,
  SectionKind.optional,
] as const;
export type AnswerSectionKind = (typeof ANSWER_SECTION_KINDS)[number];
/** Sections that only print text or space. */
export type PlainSectionKind = 'paperTitle' | 'paperHeader' | 'unansweredArea' | 'partitionTitle';

export type ObjectiveType = 'choice' | 'judge';
export type LineType = 'solid' | 'dashed';

// ── Card parts ──────────────────────────────────────────────────────────────────────────────

export interface PageConfig {
  /** A3 by default; A4 or A3 */
  pageSize: PageSize;
  /** derived from pageSize (mm) */
  pageWidth: number;
  pageHeight: number;
  /** derived: the left edge of the columns (mm), after the sealing strip when secret */
  marginLeft: number;
  isSecret: Flag;
  /** columns per page, 2 by default; 1 to 3 */
  blockCount: 1 | 2 | 3;
  isScorePoint: ScorePointMode;
  /** draw the black border around every answer block */
  isBlock: Flag;
  printType: PrintType;
  isPageQRcode: Flag;
  /** score each sub-question on its own score row */
  eachMark: Flag;
  /** print partition titles before the sections of each marking partition */
  isPartition: Flag;
  showScoreFlag: ScoreDisplayKind;
  /** print a section's stem text under its heading */
  isShowTitle: Flag;
  /** print a Code128 page code in every page header */
  isCode: Flag;
  /** the three-column first-read score box (new mode) */
  isScorePointNewMode: Flag;
  isPerHundred: boolean;
  regularMark: Flag;
  isTest: Flag;
}

export interface ObjectiveItem {
  qNum: number;
  /** options: 2–26 letters for a choice, always 2 (T/F) for a judge */
  opCount: number;
  type: ObjectiveType;
  score: number;
  /** points for a partly right multiple choice (少选); above 0 marks a multiple choice */
  shaoXuan: number;
}

export interface SubjectiveItem {
  /** the printed question number, e.g. "17" or "17(1)" */
  qNum: string;
  score: number;
  /** 1 a question, 2 a sub-question of the level-1 item before it */
  level: 1 | 2;
  /** joined with the previous sibling into one answer area and one score */
  merge: boolean;
}

/** Fields every section carries ("Question fields in the designer"). */
export interface SectionBase {
  /** stable number of the section within its card; partitions and block ids refer to it */
  index: number;
  kind: SectionKind;
  /** the marking question group the section belongs to, once the paper is divided */
  groupId: number | null;
  title: string;
  /** the school stages (primary, junior, senior) the question is set for */
  stages: Stage[];
  totalScore: number;
  isAddition: Flag;
  /** stem or free text (paper header text, the question stem printed when isShowTitle) */
  richText: string;
  needEditor: Flag;
  /** 1 when all of the section's questions form one answer area */
  merge: Flag;
  /** height in writing lines of a free area (paper header, unanswered area) */
  rows: number;
  images: string[];
}

export interface ObjectiveSection extends SectionBase {
  kind: 'objective';
  items: ObjectiveItem[];
}

export interface AnswerSection extends SectionBase {
  kind: AnswerSectionKind;
  items: SubjectiveItem[];
  /** the section's score when it has no items (composition, English composition, optional) */
  score: number;
  /** writing lines of each answer area */
  lines: number;
  /** composition: characters, one per grid cell */
  chCount: number;
  showLine: Flag;
  lineType: LineType;
  /** blank-filling: blanks per row */
  totalvacateOfrow: number;
  /** half points ticked: scores may end in .5 */
  halfScore: boolean;
}

export interface PlainSection extends SectionBase {
  kind: PlainSectionKind;
}

export type CardSection = ObjectiveSection | AnswerSection | PlainSection;

/** "Partition grouping: partitionQuestions (list of indices) and title." */
export interface Partition {
  title: string;
  /** the `index` of each section in the partition */
  partitionQuestions: number[];
}

/** "Page: pageIndex, pageKey, header, questions, partitions, pageHeader, pageFooter." */
export interface CardPage<Block = unknown, Band = unknown> {
  pageIndex: number;
  pageKey: string;
  /** the card header block, on the first page only */
  header: Block | null;
  /** the section blocks on this page, in column order */
  questions: Block[];
  /** titles of the marking partitions with a block on this page */
  partitions: string[];
  pageHeader: Band;
  pageFooter: Band;
}

export interface AnswerCard {
  /** the online answer sheet id once saved (0 before) */
  cardId: number;
  title: string;
  /** digits of the exam (school) number */
  schNumCount: number;
  schNumType: SchoolNumberType;
  /** 1 once the notice lines differ from the default wording */
  isNoteExist: Flag;
  isAbPaper: Flag;
  isCustomHeader: Flag;
  /** the custom line printed above the title when isCustomHeader */
  customHeader: string;
  /** the notice lines (注意事项) */
  headerTitle: string[];
  studentInfos: StudentInfoKind[];
  /** the bubble grid also has a row of boxes to write the exam number in */
  isPaperKaohao: Flag;
  /** the title's left edge within the header (mm); null centres it */
  startX: number | null;
  /** extra height of the title row (mm) */
  titleHeight: number;
  secretStudentInfos: StudentInfoKind[];
  pageConfig: PageConfig;
  sections: CardSection[];
  partitions: Partition[];
}

// ── Defaults ────────────────────────────────────────────────────────────────────────────────

export { CARD_TITLE_PLACEHOLDER };

/** "schNumCount 8" / "Default school number digits 8." */
export const DEFAULT_SCHOOL_NUMBER_DIGITS = 8;
/** blank-filling rows hold two blanks unless the teacher says otherwise */
export const DEFAULT_BLANKS_PER_ROW = 2;
export const DEFAULT_SHORT_ANSWER_LINES = 6;
export const DEFAULT_ENGLISH_COMPOSITION_LINES = 12;
export const DEFAULT_COMPOSITION_CHARACTERS = 800;
export const DEFAULT_CHOICE_OPTIONS = 4;

/** The page configuration defaults of spec 002 §3 ("Page config"). */
export function defaultPageConfig(): PageConfig {
  return withDerivedPageFields({
    pageSize: PageSize.A3,
    pageWidth: 0,
    pageHeight: 0,
    marginLeft: 0,
    isSecret: 0,
    blockCount: 2,
    isScorePoint: ScorePointMode.none,
    isBlock: 1,
    printType: PrintType.double,
    isPageQRcode: 0,
    eachMark: 0,
    isPartition: 0,
    showScoreFlag: ScoreDisplayKind.score,
    isShowTitle: 0,
    isCode: 0,
    isScorePointNewMode: 0,
    isPerHundred: false,
    regularMark: 1,
    isTest: 0,
  });
}

/** pageWidth, pageHeight and marginLeft follow from the size and the sealing strip. */
export function withDerivedPageFields(config: PageConfig): PageConfig {
  const size = PAGE_SIZES_MM[config.pageSize];
  return {
    ...config,
    pageWidth: size.width,
    pageHeight: size.height,
    marginLeft: PAGE_MARGIN_X_MM + (config.isSecret ? SECRET_WIDTH_MM : 0),
  };
}

/** A new card with every default of spec 002 §3 ("Answer-sheet card defaults"). */
export function createCard(overrides: Partial<Omit<AnswerCard, 'pageConfig'>> & { pageConfig?: Partial<PageConfig> } = {}): AnswerCard {
  const { pageConfig, ...rest } = overrides;
  return {
    cardId: 0,
    title: DEFAULT_CARD_TITLE,
    schNumCount: DEFAULT_SCHOOL_NUMBER_DIGITS,
    schNumType: SchoolNumberType.bubbleGrid,
    isNoteExist: 0,
    isAbPaper: 0,
    isCustomHeader: 0,
    customHeader: '',
    headerTitle: [...DEFAULT_NOTICE_LINES],
    studentInfos: [StudentInfoKind.name, StudentInfoKind.school, StudentInfoKind.class, StudentInfoKind.seat],
    isPaperKaohao: 0,
    startX: null,
    titleHeight: 0,
    secretStudentInfos: [StudentInfoKind.school, StudentInfoKind.class, StudentInfoKind.name],
    sections: [],
    partitions: [],
    ...rest,
    pageConfig: withDerivedPageFields({ ...defaultPageConfig(), ...pageConfig }),
  };
}

// ── Sections ────────────────────────────────────────────────────────────────────────────────

function sectionBase(index: number, kind: SectionKind, title: string): SectionBase {
  return {
    index,
    kind,
    groupId: null,
    title,
    stages: [],
    totalScore: 0,
    isAddition: 0,
    richText: '',
    needEditor: 0,
    merge: 0,
    rows: 0,
    images: [],
  };
}

/** The option labels of an objective item: A… for a choice, T/F for a judge. */
export function objectiveOptions(item: Pick<ObjectiveItem, 'type' | 'opCount'>): string[] {
  if (item.type === 'judge') return [...JUDGE_OPTIONS];
  return CHOICE_LETTERS.slice(0, item.opCount).split('');
}

export function objectiveItems(
  firstQNum: number,
  count: number,
  options: Partial<Omit<ObjectiveItem, 'qNum'>> = {},
): ObjectiveItem[] {
  const type = options.type ?? 'choice';
  return Array.from({ length: count }, (_, i) => ({
    qNum: firstQNum + i,
    opCount: type === 'judge' ? JUDGE_OPTIONS.length : (options.opCount ?? DEFAULT_CHOICE_OPTIONS),
    type,
    score: options.score ?? 0,
    shaoXuan: options.shaoXuan ?? 0,
  }));
}

export function subjectiveItem(qNum: string, score: number, level: 1 | 2 = 1): SubjectiveItem {
  return { qNum, score, level, merge: false };
}

export type SectionDraft =
  | { kind: 'objective'; title?: string; items: ObjectiveItem[] }
  | {
      kind: AnswerSectionKind;
      title?: string;
      items?: SubjectiveItem[];
      score?: number;
      lines?: number;
      chCount?: number;
      showLine?: Flag;
      lineType?: LineType;
      totalvacateOfrow?: number;
      halfScore?: boolean;
      richText?: string;
    }
  | { kind: PlainSectionKind; title?: string; richText?: string; rows?: number };

const DEFAULT_SECTION_TITLES: Readonly<Record<SectionKind, string>> = {
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
};

/** A section built from a draft with the defaults of its kind; `index` is its stable number. */
export function createSection(index: number, draft: SectionDraft): CardSection {
  const title = draft.title ?? DEFAULT_SECTION_TITLES[draft.kind];
  if (draft.kind === 'objective') {
    return withTotalScore({ ...sectionBase(index, 'objective', title), kind: 'objective', items: draft.items });
  }
  if (isAnswerKind(draft.kind)) {
    const answer = draft as Extract<SectionDraft, { kind: AnswerSectionKind }>;
    const lines =
      answer.lines ??
      (answer.kind === 'englishComposition'
        ? DEFAULT_ENGLISH_COMPOSITION_LINES
        : answer.kind === 'blankFilling' || answer.kind === 'composition'
          ? 0
          : DEFAULT_SHORT_ANSWER_LINES);
    return withTotalScore({
      ...sectionBase(index, answer.kind, title),
      kind: answer.kind,
      items: answer.items ?? [],
      score: answer.score ?? 0,
      lines,
      chCount: answer.chCount ?? (answer.kind === 'composition' ? DEFAULT_COMPOSITION_CHARACTERS : 0),
      showLine: answer.showLine ?? 1,
      lineType: answer.lineType ?? 'solid',
      totalvacateOfrow: answer.totalvacateOfrow ?? DEFAULT_BLANKS_PER_ROW,
      halfScore: answer.halfScore ?? false,
      richText: answer.richText ?? '',
    });
  }
  const plain = draft as Extract<SectionDraft, { kind: PlainSectionKind }>;
  return {
    ...sectionBase(index, plain.kind, title),
    kind: plain.kind,
    richText: plain.richText ?? '',
    rows: plain.rows ?? (plain.kind === 'unansweredArea' ? 3 : 0),
  };
}

export function isAnswerKind(kind: SectionKind): kind is AnswerSectionKind {
  return (ANSWER_SECTION_KINDS as readonly string[]).includes(kind);
}

export function isAnswerSection(section: CardSection): section is AnswerSection {
  return isAnswerKind(section.kind);
}

export function isObjectiveSection(section: CardSection): section is ObjectiveSection {
  return section.kind === 'objective';
}

/** Sections that carry question numbers (一、二、… in print order). */
export function isQuestionSection(section: CardSection): section is ObjectiveSection | AnswerSection {
  return isObjectiveSection(section) || isAnswerSection(section);
}

/** Whether a subjective item has sub-questions under it (the level-2 items that follow it). */
export function childrenOf(items: readonly SubjectiveItem[], parent: number): number[] {
  const children: number[] = [];
  if (items[parent]?.level !== 1) return children;
  for (let i = parent + 1; i < items.length && items[i].level === 2; i++) children.push(i);
  return children;
}

/**
 * A section's total: the sum of its objective items, or of the leaf questions of a section with
 * numbered questions (blanks, short answers, a composition: a question with sub-questions scores
 * their sum); an optional question is worth the question a student picks, so the largest of its
 * alternatives. A section without numbered questions has its own score.
 */
export function sectionTotalScore(section: CardSection): number {
  if (isObjectiveSection(section)) return sumScores(section.items.map((item) => item.score));
  if (!isAnswerSection(section)) return 0;
  if (section.items.length === 0) return section.score;
  if (section.kind === 'optional') return Math.max(...section.items.map((item) => item.score));
  return sumScores(leafItems(section.items).map((index) => section.items[index].score));
}

/** Indices of the items without sub-questions. */
export function leafItems(items: readonly SubjectiveItem[]): number[] {
  return items.flatMap((_, i) => (childrenOf(items, i).length === 0 ? [i] : []));
}

function rangeName(qNums: readonly string[]): string {
  if (qNums.length <= 1) return qNums[0] ?? '';
  return `${qNums[0]}-${qNums[qNums.length - 1]}`;
}

/** One answer area of a section: a marking region with its own border and score box. */
export interface AnswerArea {
  /** indices of the items in the area (level-1 items with their sub-questions) */
  items: number[];
  qNums: string[];
  /** the area's question numbers as a name: "20", "16-19"; empty for a section without numbered items */
  name: string;
  score: number;
  /** the score rows of the area when every sub-question is scored on its own: merged items share one */
  scoreRows: { qNum: string; score: number }[];
}

/**
 * The answer areas of a section. A short answer has one area per level-1 question, questions
 * merged into their predecessor sharing it; every other kind is one area.
 */
export function answerAreas(section: AnswerSection): AnswerArea[] {
  const { items } = section;
  if (section.kind !== 'shortAnswer' || items.length === 0) {
    const qNums = items.map((item) => item.qNum);
    return [
      {
        items: items.map((_, i) => i),
        qNums,
        name: section.kind === 'optional' ? qNums.join('/') : rangeName(qNums),
        score: section.totalScore,
        scoreRows: items.length > 1 && section.kind === 'blankFilling' ? items.map(({ qNum, score }) => ({ qNum, score })) : [],
      },
    ];
  }
  const groups: number[][] = [];
  items.forEach((item, i) => {
    if (item.level === 2 && groups.length > 0) groups[groups.length - 1].push(i);
    else if (item.merge && groups.length > 0) groups[groups.length - 1].push(i);
    else groups.push([i]);
  });
  return groups.map((group) => {
    const leaves = group.filter((i) => childrenOf(items, i).length === 0);
    // merged questions score as one: only the sub-questions of a single question get rows
    const singleQuestion = group.filter((i) => items[i].level === 1).length === 1;
    const scoreRows: { qNum: string; score: number }[] = [];
    for (const i of singleQuestion ? leaves : []) {
      const last = scoreRows[scoreRows.length - 1];
      if (items[i].merge && last) {
        scoreRows[scoreRows.length - 1] = { qNum: last.qNum, score: sumScores([last.score, items[i].score]) };
      } else scoreRows.push({ qNum: items[i].qNum, score: items[i].score });
    }
    return {
      items: group,
      qNums: group.map((i) => items[i].qNum),
      name: rangeName(group.filter((i) => items[i].level === 1).map((i) => items[i].qNum)),
      score: sumScores(leaves.map((i) => items[i].score)),
      scoreRows: scoreRows.length > 1 ? scoreRows : [],
    };
  });
}

export function withTotalScore<S extends CardSection>(section: S): S {
  const totalScore = sectionTotalScore(section);
  const merge: Flag = isAnswerSection(section) && section.kind === 'shortAnswer' ? (allMerged(section.items) ? 1 : 0) : section.merge;
  return section.totalScore === totalScore && section.merge === merge ? section : { ...section, totalScore, merge };
}

/**
 * The card with every section's total worked out again, for a card saved by an earlier version of
 * the designer (which kept 0 as the total of a composition scored by its question).
 */
export function withSectionTotals(card: AnswerCard): AnswerCard {
  const sections = card.sections.map(withTotalScore);
  return sections.every((section, i) => section === card.sections[i]) ? card : { ...card, sections };
}

function allMerged(items: readonly SubjectiveItem[]): boolean {
  const firstLevel = items.filter((item) => item.level === 1);
  return firstLevel.length > 1 && firstLevel.slice(1).every((item) => item.merge);
}

/** The next free stable section number. */
export function nextSectionIndex(card: AnswerCard): number {
  return card.sections.reduce((max, section) => Math.max(max, section.index), 0) + 1;
}
