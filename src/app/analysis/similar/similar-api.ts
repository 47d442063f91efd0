/** The similar-question and variant calls (spec 001 §7.1–7.2), typed from the contract. */
import { api, attempt, call } from '../../../api/client.ts';
import type { components } from '../../../contract/schema.d.ts';
import { SIMILAR_PAGE_SIZE, VariantListSource } from '../../../domain/question-bank.ts';

export type BankQuestion = components['schemas']['BankQuestion'];
export type RankedBankQuestion = components['schemas']['RankedBankQuestion'];
export type TestVariant = components['schemas']['TestVariant'];
export type PickedFrom = NonNullable<components['schemas']['SetTestVariantBody']['picked_from']>;

export interface QuestionRef {
  testId: number;
  /** the paper's question */
  questionId: number;
  /** 0: the paper's similar questions; above 0: that class's */
  classId: number;
  subjectId: number;
}

export const similarApi = {
  suggested: (q: QuestionRef, pageNo: number) =>
    call(api.GET('/v1/examination/test-variant-suggest', { params: { query: { test_id: q.testId, original_question_id: q.questionId, page_no: pageNo, page_size: SIMILAR_PAGE_SIZE } } })),
  search: (subjectId: number, keyword: string, typeId: number, tagIds: number[], pageNo: number) =>
    call(
      api.GET('/v1/question/bank-search', {
        params: { query: { subject_id: subjectId, keyword, type_id: typeId, tag_ids: tagIds.length ? tagIds : undefined, page_no: pageNo, page_size: SIMILAR_PAGE_SIZE } },
      }),
    ),
  /** answers the failure: the variant dialog falls back on a 400 */
  list: (q: QuestionRef, source: (typeof VariantListSource)[keyof typeof VariantListSource], pageNo: number, pageSize: number) =>
    attempt(
      api.GET('/v1/examination/test-variant', {
        params: { query: { test_id: q.testId, original_question_id: q.questionId, class_id: q.classId, source, page_no: pageNo, page_size: pageSize } },
      }),
    ),
  publicList: (q: QuestionRef, pageNo: number, pageSize: number) => similarApi.list(q, VariantListSource.public, pageNo, pageSize),
  setList: (q: QuestionRef, pageNo: number, pageSize: number) => similarApi.list(q, VariantListSource.setByTeachers, pageNo, pageSize),
  flags: (q: QuestionRef, questionIds: number[]) =>
    call(
      api.GET('/v1/examination/test-variant-flag', {
        params: { query: { test_id: q.testId, original_question_id: q.questionId, class_id: q.classId, question_ids: questionIds } },
        loading: false,
      }),
    ),
  set: (q: QuestionRef, bankQuestionId: number, pickedFrom: PickedFrom) =>
    attempt(
      api.POST('/v1/examination/test-variant', {
        body: { test_id: q.testId, original_question_id: q.questionId, class_id: q.classId, question_id: bankQuestionId, picked_from: pickedFrom },
      }),
    ),
  remove: (variantId: number, subjectId: number) =>
    attempt(api.DELETE('/v1/examination/test-variant/{id}', { params: { path: { id: variantId }, query: { subject_id: subjectId } } })),
  removeAll: (q: QuestionRef) =>
    attempt(api.DELETE('/v1/examination/test-variant-all/{id}', { params: { path: { id: q.testId }, query: { original_question_id: q.questionId, class_id: q.classId } } })),
  count: (testId: number, classId: number, originalIds: number[]) =>
    call(api.GET('/v1/examination/test-variant-count', { params: { query: { test_id: testId, class_id: classId, original_ids: originalIds } }, loading: false })),
  /** a single variant of a question, or with a knowledge tag its precise training */
  single: (q: QuestionRef, tagId: number) =>
    attempt(api.GET('/v1/examination/test-replace/{id}', { params: { path: { id: q.testId }, query: { question_id: q.questionId, tag_id: tagId } } })),
  change: (variantId: number, bankQuestionId: number) =>
    attempt(api.PUT('/v1/examination/test-variant/{id}', { params: { path: { id: variantId } }, body: { question_id: bankQuestionId } })),
  types: (subjectId: number, gradeType: number) => call(api.GET('/v1/question/type', { params: { query: { subject_id: subjectId, grade_type: gradeType } }, loading: false })),
  report: (questionId: number, message: string) => attempt(api.POST('/v1/question/report-error', { body: { question_id: questionId, message } })),
};
