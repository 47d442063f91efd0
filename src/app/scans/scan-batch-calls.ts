/** The calls of the scan-upload screen: a paper's scan batches and its classes (spec 002 §7 scan-batch, scan-class). */
import { api, call } from '../../api/client.ts';
import type { components } from '../../contract/schema.d.ts';

export type ScanBatch = components['schemas']['ScanBatch'];
export type ScanFile = components['schemas']['ScanFile'];

export const listScanBatches = (testId: number) => call(api.GET('/v1/scan/scan-batch', { params: { query: { test_id: testId } } }));

export const createScanBatch = (body: { test_id: number; class_id?: number | null; name: string }) => call(api.POST('/v1/scan/scan-batch', { body }));

export const deleteScanBatch = (id: number) => call(api.DELETE('/v1/scan/scan-batch/{id}', { params: { path: { id } } }));

export const listScanClasses = (testId: number) => call(api.GET('/v1/scan/scan-class', { params: { query: { test_id: testId } } }));
