/** The calls of the scan-upload screens: a paper's scan batches and its classes (spec 002 §7 scan-batch, scan-class), an exam's mixed uploads. */
import { api, call } from '../../api/client.ts';
import type { components } from '../../contract/schema.d.ts';

export type ScanBatch = components['schemas']['ScanBatch'];
export type ScanFile = components['schemas']['ScanFile'];

export const listScanBatches = (testId: number) => call(api.GET('/v1/scan/scan-batch', { params: { query: { test_id: testId } } }));

export const createScanBatch = (body: { test_id: number; class_id?: number | null; name: string }) => call(api.POST('/v1/scan/scan-batch', { body }));

export const deleteScanBatch = (id: number) => call(api.DELETE('/v1/scan/scan-batch/{id}', { params: { path: { id } } }));

export const listScanClasses = (testId: number) => call(api.GET('/v1/scan/scan-class', { params: { query: { test_id: testId } } }));

export type MixedScanBatch = components['schemas']['MixedScanBatch'];

/** The mixed uploads of an exam (AI答题卡扫描) with the exam's papers. */
export const listMixedScanBatches = (examId: number) => call(api.GET('/v1/scan/mixed-batch', { params: { query: { examination_id: examId } } }));

export const createMixedScanBatch = (body: { examination_id: number; name: string }) => call(api.POST('/v1/scan/mixed-batch', { body }));
