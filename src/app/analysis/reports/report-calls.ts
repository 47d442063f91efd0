/** The report calls of the analysis: queue a report or a score workbook, read a report's content. */
import { api, call } from '../../../api/client.ts';
import type { components, operations } from '../../../contract/schema.d.ts';

type Schemas = components['schemas'];
export type ReportKind = Schemas['ReportKind'];
export type ReportModel = Schemas['ReportModel'];
export type ReportBlock = Schemas['ReportBlock'];
export type ReportRequest = Schemas['ReportRequestBody'];
export type AchievementRequest = Schemas['AchievementRequestBody'];
export type ReportPreviewQuery = operations['getReportPreview']['parameters']['query'];

export const reportCalls = {
  requestReport: (body: ReportRequest) => call(api.POST('/v1/examanalysis/download-report', { body })),
  requestAchievement: (body: AchievementRequest) => call(api.POST('/v1/examanalysis/download-achievement', { body })),
  preview: (query: ReportPreviewQuery) => call(api.GET('/v1/examanalysis/report-preview', { params: { query } })),
};
