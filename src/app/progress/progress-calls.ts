/** The calls of the marking-progress pages. */
import { api, call } from '../../api/client.ts';
import type { components, operations } from '../../contract/schema.d.ts';

export type MonitoringExam = components['schemas']['MonitoringExam'];
export type MonitoringTest = components['schemas']['MonitoringTest'];
export type WorkloadRow = components['schemas']['WorkloadRow'];
export type JudgeRecord = components['schemas']['JudgeRecord'];
export type ClassProgress = components['schemas']['ClassProgress'];
export type WorkloadQuery = NonNullable<operations['getTeacherWorkload']['parameters']['query']>;

export const listExams = (query: NonNullable<operations['listMonitoringExams']['parameters']['query']>) =>
  call(api.GET('/v1/examination/examination-monitoring', { params: { query } }));

export const listTests = (examinationId: number) => call(api.GET('/v1/examination/examination-test', { params: { query: { examination_id: examinationId } } }));

export const partitionProgress = (testId: number, query: { partition_id?: number; page_no?: number; page_size?: number }) =>
  call(api.GET('/v1/examination/test-partition-progress/{id}', { params: { path: { id: testId }, query } }));

export const teacherWorkload = (testId: number, query: WorkloadQuery) => call(api.GET('/v1/examination/mark-partition/{id}', { params: { path: { id: testId }, query } }));

export const judgeRecords = (testId: number, query: NonNullable<operations['listJudgeRecords']['parameters']['query']>) =>
  call(api.GET('/v1/examination/judge-record/{id}', { params: { path: { id: testId }, query } }));

export type MarkerReliabilityGroup = components['schemas']['MarkerReliabilityGroup'];
export type MarkerReliabilityMarker = components['schemas']['MarkerReliabilityMarker'];

/** How reliably each question group of the paper is marked (leaders and administrators only). */
export const markerReliability = (testId: number) => call(api.GET('/v1/examination/marker-reliability', { params: { query: { test_id: testId } } }));

export const classProgress = (testId: number) => call(api.GET('/v1/examination/class-progress/{id}', { params: { path: { id: testId } } }));

/** Starts a class analysis; answers the envelope's code and msg (spec 002 §8 reads the code). */
export async function startClassAnalysis(testIds: number[], classId: number): Promise<{ code: number; msg: string }> {
  const { data, error } = await api.POST('/v1/examanalysis/class-analysis', { body: { test_ids: testIds, class_id: classId, analysis_type: '' } });
  const envelope = (data ?? error) as { code?: number; msg?: string } | undefined;
  return { code: envelope?.code ?? 0, msg: envelope?.msg ?? '' };
}

/** A number from the page's query string, 0 when absent. */
export function numberParam(search: string, name: string): number {
  const value = Number(new URLSearchParams(search).get(name));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The questions of each question group of a paper, with their reference answers. */
export async function groupQuestions(testId: number) {
  const data = await call(api.GET('/v1/examination/divide-partition', { params: { query: { test_id: testId } } }));
  return data.partitions.map((p) => ({ id: p.id, questions: p.config.question_config ?? [] }));
}
