/** The calls of the question-bank screens. */
import { api, ApiError, call } from '../../api/client.ts';
import { fileBytes } from '../../api/file-bytes.ts';
import { failureFromAnswer } from '../../api/request-errors.ts';
import { saveFileAs } from '../common/save-file.ts';
import type { components, operations } from '../../contract/schema.d.ts';

export type BankQuestion = components['schemas']['SchoolBankQuestion'];
export type BankQuestionInput = components['schemas']['BankQuestionInput'];
export type BrowseQuery = NonNullable<operations['browseQuestionBank']['parameters']['query']>;
type Imported = NonNullable<operations['importWordQuestions']['responses']['200']['content']['application/json']['data']>;
export type ImportedQuestion = Imported['questions'][number];

export const browseBank = (query: BrowseQuery) => call(api.GET('/v1/question/manage', { params: { query } }));

export const questionTypes = (subjectId: number) => call(api.GET('/v1/question/type', { params: { query: { subject_id: subjectId } } }));

export const tagTree = (subjectId: number) => call(api.GET('/v1/question/tag-tree', { params: { query: { subject_id: subjectId } } }));

/** Sends the .docx's bytes as they are; the server reads and splits it and saves nothing. */
export const importWord = async (subjectId: number, file: File) => call(api.POST('/v1/question/upload', { params: { query: { subject_id: subjectId } }, ...(await fileBytes(file)) }));

export const saveQuestions = (subjectId: number, questions: BankQuestionInput[]) =>
  call(api.POST('/v1/question/upload-question', { body: { subject_id: subjectId, questions } }));

export const mergeQuestion = (id: number, question: BankQuestionInput) =>
  call(api.PATCH('/v1/question/upload-question-replace/{id}', { params: { path: { id } }, body: { question } }));

/** What an imported question saves as. */
export function inputOf(q: ImportedQuestion): BankQuestionInput {
  return { type_id: q.type_id, text: q.text, options: q.options, answer: q.answer, jieda: q.jieda, difficulty: q.difficulty, children: q.children, tags: [], source: '', grade_type: 0 };
}

export type TestPaperQuery = NonNullable<operations['downloadTestPaper']['parameters']['query']>;

/** Fetches the basket's paper with the caller's token and hands it to the browser to save. */
export async function saveTestPaper(query: TestPaperQuery, fileName: string): Promise<void> {
  const { data, response, error } = await api.GET('/v1/download/testpaper', { params: { query }, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob)) throw new ApiError(failureFromAnswer(response.status, error), 'web');
  saveFileAs(data, fileName);
}

/** The basket as a paper's questions: bank questions in order, one score and one big question each. */
export interface BasketPaper {
  question_ids: number[];
  scores: number[];
  groups: string[];
}

/** Sets a paper's questions from the basket (test-paper-binding); answers the paper as set. */
export const bindBasket = (testId: number, basket: BasketPaper) => call(api.POST('/v1/examination/test-paper-binding', { body: { test_id: testId, ...basket } }));

export type BasketPaperSummary = components['schemas']['BasketPaperSummary'];
export type BasketPaperBody = NonNullable<operations['saveBasketPaper']['requestBody']>['content']['application/json'];

/** The papers saved from the basket that the caller may open (their own and those shared at their school). */
export const listBasketPapers = (pageNo: number, pageSize: number, subjectId?: number) =>
  call(api.GET('/v1/question/basket-paper', { params: { query: { page_no: pageNo, page_size: pageSize, subject_id: subjectId } } }));

export const saveBasketPaper = (body: BasketPaperBody) => call(api.POST('/v1/question/basket-paper', { body }));

export const openBasketPaper = (id: number) => call(api.GET('/v1/question/basket-paper/{id}', { params: { path: { id } } }));

export const deleteBasketPaper = (id: number) => call(api.DELETE('/v1/question/basket-paper/{id}', { params: { path: { id } } }));
