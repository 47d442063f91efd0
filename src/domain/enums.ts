/**
 * Reference enumerations (spec 002 §9 "Reference enumerations", with the task and analysis
 * lists of the same section). Ids are the numbers the API and the database carry; names are
 * what a teacher reads. Where the specification gives a list without numbers or names, the
 * choice made here is written next to it.
 */
import { enumeration, type ValueOf } from './enumeration.ts';
import {
  ANALYSIS_TYPE_TEXTS,
  CORRECTION_MODE_TEXTS,
  DIFFICULTY_TEXTS,
  EXAM_STATUS_TEXTS,
  EXAM_TYPE_TEXTS,
  EXCEPTION_TYPE_TEXTS,
  GRADE_TEXTS,
  IMPROVEMENT_TAG_TEXTS,
  OPEN_SCOPE_TEXTS,
  PAPER_TYPE_TEXTS,
  SCOPE_LEVEL_TEXTS,
  STAGE_TEXTS,
  SUBJECT_TEXTS,
  UNKNOWN_MEMBER_TEXTS,
} from '../i18n/zh-CN/domain/enums.ts';

function nameIn<K extends number>(names: Readonly<Record<K, string>>, id: number): string | undefined {
  return Object.hasOwn(names, id) ? names[id as K] : undefined;
}

// ── Stages and grades ───────────────────────────────────────────────────────────────────────

export const { values: Stage, names: STAGE_NAMES } = enumeration({ primary: 1, junior: 2, senior: 3 }, STAGE_TEXTS);
export type Stage = ValueOf<typeof Stage>;

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
export const GRADE_NAMES: Readonly<Record<number, string>> = GRADE_TEXTS;

export function isGrade(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_GRADE && value <= MAX_GRADE;
}

export function stageOfGrade(grade: number): Stage {
  if (grade < FIRST_JUNIOR_GRADE) return Stage.primary;
  if (grade < FIRST_SENIOR_GRADE) return Stage.junior;
  return Stage.senior;
}

export function gradeName(grade: number): string {
  return GRADE_NAMES[grade] ?? UNKNOWN_MEMBER_TEXTS.grade(grade);
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
  { id: SubjectId.math, ...SUBJECT_TEXTS.math, minGrade: 1 },
  { id: SubjectId.physics, ...SUBJECT_TEXTS.physics, minGrade: 8 },
  { id: SubjectId.chemistry, ...SUBJECT_TEXTS.chemistry, minGrade: 9 },
  { id: SubjectId.english, ...SUBJECT_TEXTS.english, minGrade: 3 },
  { id: SubjectId.chinese, ...SUBJECT_TEXTS.chinese, minGrade: 1 },
  { id: SubjectId.history, ...SUBJECT_TEXTS.history, minGrade: 7 },
  { id: SubjectId.politics, ...SUBJECT_TEXTS.politics, minGrade: 1 },
  { id: SubjectId.geography, ...SUBJECT_TEXTS.geography, minGrade: 7 },
  { id: SubjectId.biology, ...SUBJECT_TEXTS.biology, minGrade: 7 },
  { id: SubjectId.sports, ...SUBJECT_TEXTS.sports, minGrade: 1 },
  { id: SubjectId.art, ...SUBJECT_TEXTS.art, minGrade: 1 },
  { id: SubjectId.music, ...SUBJECT_TEXTS.music, minGrade: 1 },
  { id: SubjectId.infoTech, ...SUBJECT_TEXTS.infoTech, minGrade: 3 },
  { id: SubjectId.labourTech, ...SUBJECT_TEXTS.labourTech, minGrade: 1 },
  { id: SubjectId.generalTech, ...SUBJECT_TEXTS.generalTech, minGrade: FIRST_SENIOR_GRADE },
  { id: SubjectId.selfAssessment, ...SUBJECT_TEXTS.selfAssessment, minGrade: 1 },
];

export function subjectById(id: number): Subject | undefined {
  return SUBJECTS.find((subject) => subject.id === id);
}

export function subjectName(id: number): string {
  return subjectById(id)?.name ?? UNKNOWN_MEMBER_TEXTS.subject(id);
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
export const { values: PaperType, names: PAPER_TYPE_NAMES } = enumeration(
  { realExam: 1, mock: 2, specialTest: 3, unitTest: 4, midTerm: 5, final: 6, other: 7 },
  PAPER_TYPE_TEXTS,
);
export type PaperType = ValueOf<typeof PaperType>;

export const { values: ExamType, names: EXAM_TYPE_NAMES } = enumeration(
  { precisionHomework: 1, startOfTerm: 2, midTerm: 3, final: 4, mock: 5, monthly: 6, bookAssessment: 7, special: 8, weakPointTest: 9, weekly: 10 },
  EXAM_TYPE_TEXTS,
);
export type ExamType = ValueOf<typeof ExamType>;

export function examTypeName(id: number): string {
  return nameIn(EXAM_TYPE_NAMES, id) ?? UNKNOWN_MEMBER_TEXTS.examType(id);
}

/** How a paper is marked (the test's correct_type). */
export const { values: CorrectionMode, names: CORRECTION_MODE_NAMES } = enumeration(
  { byRegion: 1, byBlank: 2, byRegionThenBlank: 3 },
  CORRECTION_MODE_TEXTS,
);
export type CorrectionMode = ValueOf<typeof CorrectionMode>;

export const { values: ExamStatus, names: EXAM_STATUS_NAMES } = enumeration(
  { notStarted: 0, inProgress: 1, endedAnalysisClosed: 2, analysisViewable: 3 },
  EXAM_STATUS_TEXTS,
);
export type ExamStatus = ValueOf<typeof ExamStatus>;

export function isExamAnalysisViewable(status: number): boolean {
  return status === ExamStatus.analysisViewable;
}

// ── Scope ───────────────────────────────────────────────────────────────────────────────────

/**
 * The levels an analysis or a resource can be scoped to, widest first. The specification names
 * them without numbers; they count from 1 so that a smaller number is a wider scope.
 */
export const { values: ScopeLevel, names: SCOPE_LEVEL_NAMES } = enumeration(
  { district: 1, school: 2, campus: 3, group: 4, class: 5, student: 6 },
  SCOPE_LEVEL_TEXTS,
);
export type ScopeLevel = ValueOf<typeof ScopeLevel>;

/** True when `inner` lies within (or is) `outer`. */
export function isScopeWithin(inner: ScopeLevel, outer: ScopeLevel): boolean {
  return inner >= outer;
}

/** Who may see a shared resource. */
export const { values: OpenScope, names: OPEN_SCOPE_NAMES } = enumeration(
  { everyone: 0, namedSchools: 1, namedCampuses: 2, notOpen: 3 },
  OPEN_SCOPE_TEXTS,
);
export type OpenScope = ValueOf<typeof OpenScope>;

// ── Questions ───────────────────────────────────────────────────────────────────────────────

export const { values: ImprovementTag, names: IMPROVEMENT_TAG_NAMES } = enumeration({ canRaiseScore: 1, wrongAnswer: 2 }, IMPROVEMENT_TAG_TEXTS);
export type ImprovementTag = ValueOf<typeof ImprovementTag>;

/** "Difficulty labels 1 to 9" */
export const MIN_DIFFICULTY = 1;
export const MAX_DIFFICULTY = 9;

/**
 * The five labels the nine difficulty levels are grouped into, easiest first. The grouping is
 * symmetric around 5, the middle level (and a question's default): 1–2, 3–4, 5, 6–7, 8–9.
 */
export const DIFFICULTY_LABELS = [
  { name: DIFFICULTY_TEXTS.easy, levels: [1, 2] },
  { name: DIFFICULTY_TEXTS.fairlyEasy, levels: [3, 4] },
  { name: DIFFICULTY_TEXTS.medium, levels: [5] },
  { name: DIFFICULTY_TEXTS.fairlyHard, levels: [6, 7] },
  { name: DIFFICULTY_TEXTS.hard, levels: [8, 9] },
] as const satisfies readonly { name: string; levels: readonly number[] }[];

/** The label of a difficulty level 1–9, or undefined outside that range. */
export function difficultyLabel(level: number): string | undefined {
  return DIFFICULTY_LABELS.find((label) => (label.levels as readonly number[]).includes(level))?.name;
}

// ── Scanning ────────────────────────────────────────────────────────────────────────────────

/** Why a scanned sheet could not be recognised (0 means it was). */
export const { values: ExceptionType, names: EXCEPTION_TYPE_NAMES } = enumeration(
  {
    blankPage: 1, anchorAbnormal: 2, examNumberAbnormal: 3, examNumberDuplicate: 5, absent: 6, allIgnored: 7, foldedCorner: 10, unrecognised: 11,
    paperUnmatched: 12, recognitionError: 13, storageError: 14,
  },
  EXCEPTION_TYPE_TEXTS,
);
export type ExceptionType = ValueOf<typeof ExceptionType>;

export function exceptionTypeName(id: number): string {
  return nameIn(EXCEPTION_TYPE_NAMES, id) ?? UNKNOWN_MEMBER_TEXTS.exceptionType(id);
}

// ── Analysis ────────────────────────────────────────────────────────────────────────────────
// (task types, states and the types that open the analysis: tasks.ts)

export const { values: AnalysisType, names: ANALYSIS_TYPE_NAMES } = enumeration(
  { scoreEvaluate: 'analysisScoreEvaluate', formerN: 'analysisFormerN', tag: 'analysisTag' },
  ANALYSIS_TYPE_TEXTS,
);
export type AnalysisType = ValueOf<typeof AnalysisType>;

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
