/**
 * The exam-analysis calls the screens make, typed from the contract. `call` answers the data or
 * throws an ApiError whose message is ready to show; `attempt` answers the failure instead.
 */
import { api, attempt, call } from '../../api/client.ts';
import type { components } from '../../contract/schema.d.ts';
import { scopeQuery, type AnalysisScope } from './analysis-address.ts';

type Schemas = components['schemas'];
export type AnalysisExam = Schemas['AnalysisExam'];
export type AnalysisExamDetail = Schemas['AnalysisExamDetail'];
export type AnalysisTarget = Schemas['AnalysisTarget'];
export type AnalysisTrend = Schemas['AnalysisTrend'];
export type TrendMarker = Schemas['AnalysisTrendMarker'];
export type QuestionStudent = Schemas['QuestionStudent'];
export type ItemAnalysisRow = Schemas['ItemAnalysisRow'];
export type ScopeScoreRanges = Schemas['ScopeScoreRanges'];
export type TypicalMarkingLog = Schemas['TypicalMarkingLog'];
export type MasteryGroup = Schemas['MasteryGroup'];
export type StudentOriginalTest = Schemas['StudentOriginalTest'];
export type AnalysisStudent = Schemas['AnalysisStudent'];

/** The query of the calls across the exam's papers: the exam and the target, no paper. */
export function targetQuery(scope: AnalysisScope) {
  const { test_id: _paper, ...query } = scopeQuery(scope);
  return query;
}

export type CustomFigure = Schemas['CustomAnalysisFigure'];
export type CustomAnalysisBody = { examination_id: number; name: string; class_ids: number[]; test_ids: number[]; figures: CustomFigure[] };
export type PotentialLine = 'excellent' | 'good' | 'pass';

export const analysisApi = {
  exams: (pageNo: number, pageSize: number) => call(api.GET('/v1/examanalysis/target-examination', { params: { query: { page_no: pageNo, page_size: pageSize } } })),
  exam: (id: number) => call(api.GET('/v1/examanalysis/target-examination/{id}', { params: { path: { id } } })),
  basicInfo: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/basic-info', { params: { query: scopeQuery(scope) } })),
  questionOrder: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/question-order', { params: { query: scopeQuery(scope) } })),
  /** answers the failure: a non-200 answer is shown as a warning, not thrown */
  singleQuestion: (scope: AnalysisScope, showOrder: number) =>
    attempt(api.GET('/v1/examanalysis/single-question', { params: { query: { ...scopeQuery(scope), show_order: showOrder } } })),
  testQuestions: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/test-question', { params: { query: scopeQuery(scope) } })),
  questionStudents: (scope: AnalysisScope, questionId: number) =>
    call(api.GET('/v1/examanalysis/student-list/{id}', { params: { path: { id: questionId }, query: scopeQuery(scope) } })),
  students: (scope: AnalysisScope, pageNo: number, pageSize: number) =>
    call(api.GET('/v1/examanalysis/student-list', { params: { query: { ...scopeQuery(scope), page_no: pageNo, page_size: pageSize } } })),
  studentOriginal: (scope: AnalysisScope, studentId: number) =>
    call(api.GET('/v1/examanalysis/student-original-test', { params: { query: { ...scopeQuery(scope), student_id: studentId } } })),
  scoreRanges: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/score-range-rate', { params: { query: scopeQuery(scope) } })),
  segments: (scope: AnalysisScope, step: number) => call(api.GET('/v1/examanalysis/fractional-segment', { params: { query: { ...scopeQuery(scope), step } } })),
  contribution: (scope: AnalysisScope, targetRate: number) =>
    call(api.GET('/v1/examanalysis/target-contribution-rate', { params: { query: { ...scopeQuery(scope), target_rate: targetRate } } })),
  typical: (query: { test_id: number; partition_id: number; range: 'all' | 'class'; class_id: number; marked_by: 'all' | 'me' | 'others'; feedback_id: number; page_no: number; page_size: number }) =>
    call(api.GET('/v1/examanalysis/typical-examination', { params: { query } })),
  potentialStudents: (scope: AnalysisScope, line: PotentialLine, margin: number | null) =>
    call(api.GET('/v1/examanalysis/potential-students', { params: { query: { ...targetQuery(scope), line, ...(margin === null ? {} : { margin }) } } })),
  /** subjectId 0: the exam total */
  rankComparison: (scope: AnalysisScope, subjectId: number) =>
    call(api.GET('/v1/examanalysis/student-previous-rank-comparison', { params: { query: { ...targetQuery(scope), subject_id: subjectId } } })),
  customList: (examId: number) => call(api.GET('/v1/examanalysis/custom-analysis', { params: { query: { examination_id: examId } } })),
  customCreate: (body: CustomAnalysisBody) => call(api.POST('/v1/examanalysis/custom-analysis', { body })),
  customOpen: (id: number) => call(api.GET('/v1/examanalysis/custom-analysis/{id}', { params: { path: { id } } })),
  customDelete: (id: number) => call(api.DELETE('/v1/examanalysis/custom-analysis/{id}', { params: { path: { id } } })),
  coincidence: (scope: AnalysisScope, line: PotentialLine) => call(api.GET('/v1/examanalysis/coincidence-degree', { params: { query: { ...targetQuery(scope), line } } })),
  /** threshold null: the server's default */
  strengths: (scope: AnalysisScope, threshold: number | null) =>
    call(api.GET('/v1/examanalysis/advantage-inferiority', { params: { query: { ...targetQuery(scope), ...(threshold === null ? {} : { threshold }) } } })),
  schoolReport: (scope: AnalysisScope, n: number) => call(api.GET('/v1/examanalysis/school-report', { params: { query: { ...targetQuery(scope), n } } })),
  testQuestionList: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/test-question-list', { params: { query: scopeQuery(scope) } })),
  testTags: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/test-tag', { params: { query: { examination_id: scope.examinationId, test_id: scope.testId } } })),
  saveTestTags: (scope: AnalysisScope, questions: { question_id: number; tag_ids: number[] }[]) =>
    call(api.POST('/v1/examanalysis/test-tag', { body: { examination_id: scope.examinationId, test_id: scope.testId, questions } })),
  targetTags: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/target-tag', { params: { query: scopeQuery(scope) } })),
  specialGroups: (examId: number) => call(api.GET('/v1/examanalysis/special-group', { params: { query: { examination_id: examId } } })),
  renameSpecialGroup: (id: number, name: string) => call(api.PATCH('/v1/examanalysis/special-group/{id}', { params: { path: { id } }, body: { name } })),
  /** n null: the exam's own N (analysis settings) */
  formerNComparison: (scope: AnalysisScope, n: number | null, subjectId: number) =>
    call(api.GET('/v1/examanalysis/former-n-comparison', { params: { query: { ...targetQuery(scope), subject_id: subjectId, ...(n === null ? {} : { n }) } } })),
  targetFormerN: (scope: AnalysisScope, n: number | null, subjectId: number) => {
    const { examination_id: id, ...query } = targetQuery(scope);
    return call(api.GET('/v1/examanalysis/target-former-n/{id}', { params: { path: { id }, query: { ...query, subject_id: subjectId, ...(n === null ? {} : { n }) } } }));
  },
  /** testId 0: the exam's first paper for the mastery matrix */
  dataMining: (scope: AnalysisScope, testId: number) => call(api.GET('/v1/examanalysis/data-mining', { params: { query: { ...targetQuery(scope), test_id: testId } } })),
  previousFormerN: (scope: AnalysisScope, n: number | null, subjectId: number) => {
    const { examination_id: id, ...query } = targetQuery(scope);
    return call(api.GET('/v1/examanalysis/previous-former-n/{id}', { params: { path: { id }, query: { ...query, subject_id: subjectId, ...(n === null ? {} : { n }) } } }));
  },
};

export type SingleQuestionData = Extract<Awaited<ReturnType<typeof analysisApi.singleQuestion>>, { ok: true }>['data'];
export type QuestionOrderData = Awaited<ReturnType<typeof analysisApi.questionOrder>>;
export type PotentialStudentsData = Awaited<ReturnType<typeof analysisApi.potentialStudents>>;
export type RankComparisonData = Awaited<ReturnType<typeof analysisApi.rankComparison>>;
export type TargetFormerNData = Awaited<ReturnType<typeof analysisApi.targetFormerN>>;
export type PreviousFormerNData = Awaited<ReturnType<typeof analysisApi.previousFormerN>>;
export type CoincidenceData = Awaited<ReturnType<typeof analysisApi.coincidence>>;
export type StrengthsData = Awaited<ReturnType<typeof analysisApi.strengths>>;
export type SchoolReportData = Awaited<ReturnType<typeof analysisApi.schoolReport>>;
export type TestQuestionListData = Awaited<ReturnType<typeof analysisApi.testQuestionList>>;
export type TestTagsData = Awaited<ReturnType<typeof analysisApi.testTags>>;
export type TargetTagsData = Awaited<ReturnType<typeof analysisApi.targetTags>>;
export type SpecialGroupsData = Awaited<ReturnType<typeof analysisApi.specialGroups>>;
export type QuestionStudentsData = Awaited<ReturnType<typeof analysisApi.questionStudents>>;
export type CustomAnalysisData = Awaited<ReturnType<typeof analysisApi.customOpen>>;
export type DataMiningData = Awaited<ReturnType<typeof analysisApi.dataMining>>;
