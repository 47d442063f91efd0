/**
 * The answer-sheet card the designer edits (spec 002 §3): the card header, the page
 * configuration, the sections in print order and the marking partitions. Every default of the
 * specification is here; building and reading sections is sections.ts, the edit operations that
 * change a card live in edit.ts.
 */
import { PAGE_MARGIN_X_MM, PAGE_SIZES_MM, SECRET_WIDTH_MM } from './geometry.ts';
import {
  CARD_TITLE_PLACEHOLDER,
  DEFAULT_CARD_TITLE,
  DEFAULT_NOTICE_LINES,
  SECTION_KIND_TEXTS,
  SECTION_TITLE_TEXTS,
  STUDENT_INFO_NAMES,
} from '../../i18n/zh-CN/domain/answer-card.ts';
import type { Stage } from '../enums.ts';
import { enumeration, type ValueOf } from '../enumeration.ts';

export type Flag = 0 | 1;

// ── Enumerations ────────────────────────────────────────────────────────────────────────────

export const PageSize = { A4: 'A4', A3: 'A3' } as const;
export type PageSize = (typeof PageSize)[keyof typeof PageSize];

/** "Student info kinds" (spec 002 §3). */
export const { values: StudentInfoKind, names: STUDENT_INFO_LABELS } = enumeration(
  { number: 1, name: 2, school: 3, class: 4, room: 5, seat: 6, teacher: 7 },
  STUDENT_INFO_NAMES,
);
export type StudentInfoKind = ValueOf<typeof StudentInfoKind>;

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
export const SECTION_KIND_NAMES: Readonly<Record<SectionKind, string>> = SECTION_KIND_TEXTS;

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

/** The title a new section of each kind starts with. */
export const DEFAULT_SECTION_TITLES: Readonly<Record<SectionKind, string>> = SECTION_TITLE_TEXTS;

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
