/** The calls of exam setup: exams, their lifecycle and analysis settings, and the papers' questions and answer keys. */
import { api, call } from '../../api/client.ts';
import type { components, operations } from '../../contract/schema.d.ts';

export type SetupExam = components['schemas']['SetupExam'];
export type SetupTest = components['schemas']['SetupTest'];
export type ExamSetupBody = components['schemas']['ExamSetupBody'];
export type ExamPatchBody = components['schemas']['ExamPatchBody'];
export type PaperQuestion = components['schemas']['PaperQuestion'];
export type PaperQuestionInput = components['schemas']['PaperQuestionInput'];
export type PaperBreakdown = components['schemas']['PaperBreakdown'];
export type AnalysisConfig = components['schemas']['AnalysisConfig'];
export type AnalysisConfigBody = components['schemas']['AnalysisConfigBody'];
export type ExamListQuery = NonNullable<operations['listSetupExams']['parameters']['query']>;

export const listSetupExams = (query: ExamListQuery) => call(api.GET('/v1/examination/examination-public-list', { params: { query } }));

export const setupExam = (id: number) => call(api.GET('/v1/examination/examination-info/{id}', { params: { path: { id } } }));

export const createExam = (body: ExamSetupBody) => call(api.POST('/v1/examination/examination-info', { body }));

/** An edit, or a lifecycle step (status); confirm ends an exam whose groups are not completely marked. */
export const updateExam = (id: number, body: Omit<ExamPatchBody, 'confirm'> & { confirm?: boolean }) =>
  call(api.PATCH('/v1/examination/examination-info/{id}', { params: { path: { id } }, body: { confirm: false, ...body } }));

export const openExamAnalysis = (id: number) => call(api.PATCH('/v1/examination/exam-analysis/{id}', { params: { path: { id } } }));

export const paperQuestions = (testId: number) => call(api.GET('/v1/examination/test-question', { params: { query: { test_id: testId } } }));

export const savePaperQuestions = (testId: number, questions: PaperQuestionInput[]) =>
  call(api.POST('/v1/examination/test-question', { body: { test_id: testId, questions } }));

export const updateAnswerKey = (id: number, body: { answer: string[]; options?: string[]; partial_score?: number | null }) =>
  call(api.PATCH('/v1/examination/test-question/{id}', { params: { path: { id } }, body }));

export const analysisConfig = (examId: number) => call(api.GET('/v1/examination/analysis-config/{id}', { params: { path: { id: examId } } }));

export const saveAnalysisConfig = (examId: number, body: AnalysisConfigBody) =>
  call(api.PUT('/v1/examination/analysis-config/{id}', { params: { path: { id: examId } }, body }));

/** The paper by big question with subtotals (test-breakdown), and the calls that restructure it before it is grouped. */
export const paperBreakdown = (testId: number) => call(api.GET('/v1/examination/test-breakdown', { params: { query: { test_id: testId } } }));

export const sortQuestions = (testId: number, questionIds: number[]) =>
  call(api.PUT('/v1/examination/test-question-sort/{id}', { params: { path: { id: testId } }, body: { question_ids: questionIds } }));

export const mergeQuestions = (questionId: number, otherId: number) =>
  call(api.PATCH('/v1/examination/test-merge/{id}', { params: { path: { id: questionId } }, body: { other_id: otherId } }));

export const splitQuestion = (questionId: number, parts: { label: string; full_mark: number }[]) =>
  call(api.PATCH('/v1/examination/test-split/{id}', { params: { path: { id: questionId } }, body: { parts } }));

export const removeQuestion = (questionId: number) => call(api.DELETE('/v1/examination/test-breakdown/{id}', { params: { path: { id: questionId } } }));
