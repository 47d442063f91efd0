/**
 * The kinds of exam-analysis report (task type 22, spec 001 §2.1 report previews and the
 * report tasks of the analysis sub-routes). One PDF task makes one kind; `school` is the
 * whole-school paper analysis every report started from.
 */
export const REPORT_KINDS = ['school', 'campus', 'teach', 'class', 'classSubject', 'questSituationAudit', 'individual'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export function isReportKind(value: unknown): value is ReportKind {
  return typeof value === 'string' && (REPORT_KINDS as readonly string[]).includes(value);
}

/** The kind a task's params name, the school report when they name none. */
export function reportKindOf(params: Readonly<Record<string, unknown>> | undefined): ReportKind {
  return isReportKind(params?.report) ? params.report : 'school';
}
