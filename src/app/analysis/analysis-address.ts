/**
 * The exam, paper and target an analysis screen shows, carried in the address so that a link or
 * a reload opens the same view: ?examinationid=&testid=&schoolid=&campusid=&classid=&specialGroupid=
 * (and &question= for the question shown). The target is the narrowest id given.
 */
export interface AnalysisScope {
  examinationId: number;
  testId: number;
  schoolId: number;
  campusId: number;
  classId: number;
  specialGroupId: number;
}

export const EMPTY_SCOPE: AnalysisScope = { examinationId: 0, testId: 0, schoolId: 0, campusId: 0, classId: 0, specialGroupId: 0 };

const PARAM: Record<keyof AnalysisScope, string> = {
  examinationId: 'examinationid',
  testId: 'testid',
  schoolId: 'schoolid',
  campusId: 'campusid',
  classId: 'classid',
  specialGroupId: 'specialGroupid',
};

/** The query parameter of the question shown (its show order). */
export const QUESTION_PARAM = 'question';

function whole(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function readScope(search: string): AnalysisScope {
  const params = new URLSearchParams(search);
  return Object.fromEntries(Object.entries(PARAM).map(([key, name]) => [key, whole(params.get(name))])) as unknown as AnalysisScope;
}

export function readQuestion(search: string): number {
  return whole(new URLSearchParams(search).get(QUESTION_PARAM));
}

/** The query string of a scope (ids of 0 are left out), with the question when given. */
export function scopeSearch(scope: AnalysisScope, question = 0): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(PARAM)) {
    const value = scope[key as keyof AnalysisScope];
    if (value > 0) params.set(name, String(value));
  }
  if (question > 0) params.set(QUESTION_PARAM, String(question));
  return params.toString();
}

/** What an exam-wide answer (every paper together) is loaded under: the scope without its paper. */
export function examWideKey(scope: AnalysisScope): string {
  return JSON.stringify({ ...scope, testId: 0 });
}

/** The query of the /v1/examanalysis calls for a scope with a chosen paper. */
export function scopeQuery(scope: AnalysisScope) {
  return {
    examination_id: scope.examinationId,
    test_id: scope.testId,
    school_id: scope.schoolId,
    campus_id: scope.campusId,
    class_id: scope.classId,
    special_group_id: scope.specialGroupId,
  };
}

export type TargetKind = 'school' | 'campus' | 'class' | 'special_group';

/** Which target the scope names, as the server resolves it: the narrowest id given. */
export function targetOf(scope: AnalysisScope): { kind: TargetKind; id: number } {
  if (scope.specialGroupId) return { kind: 'special_group', id: scope.specialGroupId };
  if (scope.classId) return { kind: 'class', id: scope.classId };
  if (scope.campusId) return { kind: 'campus', id: scope.campusId };
  return { kind: 'school', id: scope.schoolId };
}

/** The scope with a new target; the others are cleared so that the narrowest id is this one. */
export function withTarget(scope: AnalysisScope, kind: TargetKind, id: number): AnalysisScope {
  return {
    ...scope,
    campusId: kind === 'campus' ? id : 0,
    classId: kind === 'class' ? id : 0,
    specialGroupId: kind === 'special_group' ? id : 0,
  };
}

/**
 * Where the teacher goes on changing the paper or the target in the exam header: the same
 * screen with the new scope, still on the question shown while the paper stays the same (the
 * class and the whole school answered the same questions; another paper has other questions).
 */
export function rescopedPath(segment: string, search: string, next: AnalysisScope): string {
  const samePaper = readScope(search).testId === next.testId;
  return analysisPath(segment, next, samePaper ? readQuestion(search) : 0);
}

/** The Lesson screen of a scope: /lesson/{testid}/{schoolid}/{campusid}/{classid}/{specialGroupid}/{examinationid}. */
export function lessonPath(scope: AnalysisScope, question = 0): string {
  const path = `/lesson/${scope.testId}/${scope.schoolId}/${scope.campusId}/${scope.classId}/${scope.specialGroupId}/${scope.examinationId}`;
  return question > 0 ? `${path}?${QUESTION_PARAM}=${question}` : path;
}

/** The scope of the Lesson route's parameters. */
export function scopeOfLesson(params: Record<string, string | undefined>): AnalysisScope {
  return {
    examinationId: whole(params.examinationid),
    testId: whole(params.testid),
    schoolId: whole(params.schoolid),
    campusId: whole(params.campusid),
    classId: whole(params.classid),
    specialGroupId: whole(params.specialGroupid),
  };
}

export const ANALYSIS_MAIN_PATH = '/analysis/examination/index';

export function analysisPath(segment: string, scope: AnalysisScope, question = 0): string {
  const search = scopeSearch(scope, question);
  return `/analysis/examination/${segment}${search ? `?${search}` : ''}`;
}
