/** The report calls of the analysis: queue a report or a score workbook, read a report's content. */
import { api, call } from '../../../api/client.ts';
import type { components, operations } from '../../../contract/schema.d.ts';

type Schemas = components['schemas'];
export type ReportKind = Schemas['ReportKind'];
export type ReportModel = Schemas['ReportModel'];
export type ReportBlock = Schemas['ReportBlock'];

export const reportCalls = {
  requestReport: (body: Schemas['ReportRequestBody']) => call(api.POST('/v1/examanalysis/download-report', { body })),
  requestAchievement: (body: Schemas['AchievementRequestBody']) => call(api.POST('/v1/examanalysis/download-achievement', { body })),
  preview: (query: operations['getReportPreview']['parameters']['query']) => call(api.GET('/v1/examanalysis/report-preview', { params: { query } })),
};
