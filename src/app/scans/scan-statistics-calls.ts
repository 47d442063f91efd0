/** The calls of the scan room's figures and of recognising a scan at once (spec 002 §7 statistic-subject, statistic-object, subjective-score-abnormal, ocr-result, online-ocr-upload). */
import { api, call } from '../../api/client.ts';
import { fileBytes } from '../../api/file-bytes.ts';
import type { components, operations } from '../../contract/schema.d.ts';

type Data<K extends keyof operations> = operations[K] extends { responses: { 200: { content: { 'application/json': { data?: infer D } } } } } ? NonNullable<D> : never;

export type SubjectScanStatistic = Data<'getScanSubjectStatistic'>['result'][number];
export type ObjectiveStatistic = Data<'getScanObjectStatistic'>['result'][number];
export type SubjectiveAbnormal = Data<'listSubjectiveScoreAbnormal'>['result'][number];
export type OcrResult = components['schemas']['OcrResult'];

export const getScanSubjectStatistic = (examId: number) => call(api.GET('/v1/scan/statistic-subject', { params: { query: { examination_id: examId } } }));

export const getScanObjectStatistic = (testId: number) => call(api.GET('/v1/scan/statistic-object', { params: { query: { test_id: testId } } }));

export const listSubjectiveScoreAbnormal = (testId: number) => call(api.GET('/v1/scan/subjective-score-abnormal', { params: { query: { test_id: testId } } }));

/** Sends the file's bytes as they are (a page or one sheet, read whole) into the batch, to be recognised in the same request. */
export const onlineOcrUpload = async (batchId: number, file: File) => call(api.POST('/v1/scan/online-ocr-upload', { params: { query: { batch_id: batchId, file_name: file.name } }, ...(await fileBytes(file)) }));
