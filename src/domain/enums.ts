/**
 * Reference enumerations (spec 002 §9 "Reference enumerations", with the task and analysis
 * lists of the same section). Ids are the numbers the API and the database carry; names are
 * what a teacher reads. Where the specification gives a list without numbers or names, the
 * choice made here is written next to it.
 */
import { enumeration } from './enumeration.ts';

function nameIn<K extends number>(names: Readonly<Record<K, string>>, id: number): string | undefined {
  return Object.hasOwn(names, id) ? names[id as K] : undefined;
}

// ── Stages and grades ───────────────────────────────────────────────────────────────────────

const stages = enumeration({ primary: [1, '小学'], junior: [2, '初中'], senior: [3, '高中'] });
export const Stage = stages.values;
export type Stage = (typeof Stage)[keyof typeof Stage];
export const STAGE_NAMES = stages.names;

/** "A grade below 7 is primary, 7 to 9 junior, 10 and up senior." */
export const FIRST_JUNIOR_GRADE = 7;
export const FIRST_SENIOR_GRADE = 10;

/** "Grades 1 to 13" */
export const MIN_GRADE = 1;
export const MAX_GRADE = 13;

/**
 * Grade names (the specification leaves them out). 1–6 are the primary years, 7–9 junior
 * (初一…初三), 10–12 senior (高一…高三). 13 is the repeat year after senior three that many
 * schools run as its own class (复读班); by the stage rule it belongs to senior school.
 */
export const GRADE_NAMES: Readonly<Record<number, string>> = {
  1: '一年级',
  2: '二年级',
  3: '三年级',
  4: '四年级',
  5: '五年级',
  6: '六年级',
  7: '初一',
  8: '初二',
  9: '初三',
  10: '高一',
  11: '高二',
  12: '高三',
  13: '复读',
};

export function isGrade(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_GRADE && value <= MAX_GRADE;
}

export function stageOfGrade(grade: number): Stage {
  if (grade < FIRST_JUNIOR_GRADE) return Stage.primary;
  if (grade < FIRST_SENIOR_GRADE) return Stage.junior;
  return Stage.senior;
}

export function gradeName(grade: number): string {
  return GRADE_NAMES[grade] ?? `${grade}年级`;
}

/** Grades 1–13 with their names and stages, for pickers. */
export const GRADES: readonly { id: number; name: string; stage: Stage }[] = Array.from(
  { length: MAX_GRADE - MIN_GRADE + 1 },
  (_, i) => {
    const id = MIN_GRADE + i;
    return { id, name: gradeName(id), stage: stageOfGrade(id) };
  },
);

/** The question-type call takes grade_type "2 to the power of grade minus 1" (spec 001 §7). */
export function gradeTypeOf(grade: number): number {
  return 2 ** (grade - 1);
}

// ── Subjects ────────────────────────────────────────────────────────────────────────────────

export const SubjectId = {
  math: 1,
  physics: 2,
  chemistry: 3,
  english: 4,
  chinese: 5,
  history: 6,
  politics: 7,
  geography: 8,
  biology: 9,
  sports: 10,
  art: 11,
  music: 12,
  infoTech: 13,
  labourTech: 14,
  generalTech: 15,
  selfAssessment: 16,
} as const;
export type SubjectId = (typeof SubjectId)[keyof typeof SubjectId];

export interface Subject {
  id: SubjectId;
  name: string;
  shortName: string;
  /** the first grade in which the subject is taught */
  minGrade: number;
}

/**
 * The 16 subjects. The specification's table labels its number column "minimum grade", but the
 * numbers are the subject ids (its own list "ids 1 to 10 map to math, physics, …" matches them,
 * and 14–16 lie beyond grade 13). The minimum grades below follow the national curriculum:
 * English from grade 3, physics from 初二, chemistry from 初三, history, geography and biology
 * from 初一, information technology from grade 3, general technology in senior school only.
 */
export const SUBJECTS: readonly Subject[] = [
  { id: SubjectId.math, name: '数学', shortName: '数', minGrade: 1 },
  { id: SubjectId.physics, name: '物理', shortName: '物', minGrade: 8 },
  { id: SubjectId.chemistry, name: '化学', shortName: '化', minGrade: 9 },
  { id: SubjectId.english, name: '英语', shortName: '英', minGrade: 3 },
  { id: SubjectId.chinese, name: '语文', shortName: '语', minGrade: 1 },
  { id: SubjectId.history, name: '历史', shortName: '史', minGrade: 7 },
  { id: SubjectId.politics, name: '政治', shortName: '政', minGrade: 1 },
  { id: SubjectId.geography, name: '地理', shortName: '地', minGrade: 7 },
  { id: SubjectId.biology, name: '生物', shortName: '生', minGrade: 7 },
  { id: SubjectId.sports, name: '体育', shortName: '体', minGrade: 1 },
  { id: SubjectId.art, name: '美术', shortName: '美', minGrade: 1 },
  { id: SubjectId.music, name: '音乐', shortName: '音', minGrade: 1 },
  { id: SubjectId.infoTech, name: '信息技术', shortName: '信', minGrade: 3 },
  { id: SubjectId.labourTech, name: '劳动技术', shortName: '劳', minGrade: 1 },
  { id: SubjectId.generalTech, name: '通用技术', shortName: '通', minGrade: FIRST_SENIOR_GRADE },
  { id: SubjectId.selfAssessment, name: '自我评价', shortName: '评', minGrade: 1 },
];

export function subjectById(id: number): Subject | undefined {
  return SUBJECTS.find((subject) => subject.id === id);
}

export function subjectName(id: number): string {
  return subjectById(id)?.name ?? `科目${id}`;
}

export function subjectShortName(id: number): string {
  return subjectById(id)?.shortName ?? subjectName(id);
}

/** The subjects taught in a grade, in id order. */
export function subjectsOfGrade(grade: number): Subject[] {
  return SUBJECTS.filter((subject) => subject.minGrade <= grade);
}

// ── Papers and exams ────────────────────────────────────────────────────────────────────────

/** Paper types; the specification lists them without numbers, so they count from 1 in its order. */
const paperTypes = enumeration({
  realExam: [1, '真题'], mock: [2, '模拟题'], specialTest: [3, '专题测试'], unitTest: [4, '单元测试'], midTerm: [5, '期中'], final: [6, '期末'], other: [7, '其他'],
});
export const PaperType = paperTypes.values;
export type PaperType = (typeof PaperType)[keyof typeof PaperType];
export const PAPER_TYPE_NAMES = paperTypes.names;

const examTypes = enumeration({
  precisionHomework: [1, '精准作业'], startOfTerm: [2, '开学考'], midTerm: [3, '期中考试'], final: [4, '期末考试'], mock: [5, '模拟考试'], monthly: [6, '月考'],
  bookAssessment: [7, '教辅测评'], special: [8, '专项测试'], weakPointTest: [9, '薄弱点测试'], weekly: [10, '周考'],
});
export const ExamType = examTypes.values;
export type ExamType = (typeof ExamType)[keyof typeof ExamType];
export const EXAM_TYPE_NAMES = examTypes.names;

export function examTypeName(id: number): string {
  return nameIn(EXAM_TYPE_NAMES, id) ?? `考试类型${id}`;
}

/** How a paper is marked (the test's correct_type). */
const correctionModes = enumeration({ byRegion: [1, '按区域批改'], byBlank: [2, '按空批改'], byRegionThenBlank: [3, '先按区域后按空批改'] });
export const CorrectionMode = correctionModes.values;
export type CorrectionMode = (typeof CorrectionMode)[keyof typeof CorrectionMode];
export const CORRECTION_MODE_NAMES = correctionModes.names;

const examStatuses = enumeration({ notStarted: [0, '未开始'], inProgress: [1, '进行中'], endedAnalysisClosed: [2, '已结束（分析未开放）'], analysisViewable: [3, '可查看分析'] });
export const ExamStatus = examStatuses.values;
export type ExamStatus = (typeof ExamStatus)[keyof typeof ExamStatus];
export const EXAM_STATUS_NAMES = examStatuses.names;

export function isExamAnalysisViewable(status: number): boolean {
  return status === ExamStatus.analysisViewable;
}

// ── Scope ───────────────────────────────────────────────────────────────────────────────────

/**
 * The levels an analysis or a resource can be scoped to, widest first. The specification names
 * them without numbers; they count from 1 so that a smaller number is a wider scope.
 */
const scopeLevels = enumeration({ district: [1, '学区'], school: [2, '学校'], campus: [3, '校区'], group: [4, '分组'], class: [5, '班级'], student: [6, '学生'] });
export const ScopeLevel = scopeLevels.values;
export type ScopeLevel = (typeof ScopeLevel)[keyof typeof ScopeLevel];
export const SCOPE_LEVEL_NAMES = scopeLevels.names;

/** True when `inner` lies within (or is) `outer`. */
export function isScopeWithin(inner: ScopeLevel, outer: ScopeLevel): boolean {
  return inner >= outer;
}

/** Who may see a shared resource. */
const openScopes = enumeration({ everyone: [0, '所有人'], namedSchools: [1, '指定学校'], namedCampuses: [2, '指定校区'], notOpen: [3, '不公开'] });
export const OpenScope = openScopes.values;
export type OpenScope = (typeof OpenScope)[keyof typeof OpenScope];
export const OPEN_SCOPE_NAMES = openScopes.names;

// ── Questions ───────────────────────────────────────────────────────────────────────────────

const improvementTags = enumeration({ canRaiseScore: [1, '可提分'], wrongAnswer: [2, '答案错误'] });
export const ImprovementTag = improvementTags.values;
export type ImprovementTag = (typeof ImprovementTag)[keyof typeof ImprovementTag];
export const IMPROVEMENT_TAG_NAMES = improvementTags.names;

/** "Difficulty labels 1 to 9" */
export const MIN_DIFFICULTY = 1;
export const MAX_DIFFICULTY = 9;

/**
 * The five labels the nine difficulty levels are grouped into, easiest first. The grouping is
 * symmetric around 5, the middle level (and a question's default): 1–2, 3–4, 5, 6–7, 8–9.
 */
export const DIFFICULTY_LABELS = [
  { name: '容易', levels: [1, 2] },
  { name: '较易', levels: [3, 4] },
  { name: '中等', levels: [5] },
  { name: '较难', levels: [6, 7] },
  { name: '困难', levels: [8, 9] },
] as const satisfies readonly { name: string; levels: readonly number[] }[];

/** The label of a difficulty level 1–9, or undefined outside that range. */
export function difficultyLabel(level: number): string | undefined {
  return DIFFICULTY_LABELS.find((label) => (label.levels as readonly number[]).includes(level))?.name;
}

// ── Scanning ────────────────────────────────────────────────────────────────────────────────

/** Why a scanned sheet could not be recognised (0 means it was). */
const exceptionTypes = enumeration({
  blankPage: [1, '空白页'], anchorAbnormal: [2, '定位点异常'], examNumberAbnormal: [3, '考号异常'], examNumberDuplicate: [5, '考号重复'], absent: [6, '缺考'],
  allIgnored: [7, '全部忽略'], foldedCorner: [10, '折角'], unrecognised: [11, '无法识别'], paperUnmatched: [12, '试卷不匹配'], recognitionError: [13, '识别错误'],
  storageError: [14, '存储错误'],
});
export const ExceptionType = exceptionTypes.values;
export type ExceptionType = (typeof ExceptionType)[keyof typeof ExceptionType];
export const EXCEPTION_TYPE_NAMES = exceptionTypes.names;

export function exceptionTypeName(id: number): string {
  return nameIn(EXCEPTION_TYPE_NAMES, id) ?? `异常类型${id}`;
}

// ── Analysis ────────────────────────────────────────────────────────────────────────────────
// (task types, states and the types that open the analysis: tasks.ts)

const analysisTypes = enumeration({ scoreEvaluate: ['analysisScoreEvaluate', '四率分析'], formerN: ['analysisFormerN', '尖子生分析'], tag: ['analysisTag', '标签分析'] });
export const AnalysisType = analysisTypes.values;
export type AnalysisType = (typeof AnalysisType)[keyof typeof AnalysisType];
export const ANALYSIS_TYPE_NAMES = analysisTypes.names;

/** What a wrong-question download contains: "0 wrong plus variants, 1 wrong, other variants only". */
export const WrongQuestionContent = { wrongAndVariants: 0, wrongOnly: 1, variantsOnly: 2 } as const;
export type WrongQuestionContent = (typeof WrongQuestionContent)[keyof typeof WrongQuestionContent];

export function wrongQuestionContentOf(value: number): WrongQuestionContent {
  if (value === WrongQuestionContent.wrongAndVariants) return WrongQuestionContent.wrongAndVariants;
  if (value === WrongQuestionContent.wrongOnly) return WrongQuestionContent.wrongOnly;
  return WrongQuestionContent.variantsOnly;
}

/** "The error rate upper bound defaults to 100." (percent) */
export const DEFAULT_ERROR_RATE_UPPER_BOUND = 100;

// ── Years ───────────────────────────────────────────────────────────────────────────────────

/** "Year list covers the current year and the ten previous." */
export const PREVIOUS_YEARS_LISTED = 10;

/** The selectable years, newest first: the current year and the ten before it. */
export function yearOptions(today: Date = new Date()): number[] {
  const current = today.getFullYear();
  return Array.from({ length: PREVIOUS_YEARS_LISTED + 1 }, (_, i) => current - i);
}
