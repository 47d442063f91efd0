/** The msg an analysis answer carries besides its data, shared by the analysis handlers. */
import { msg } from '../../../i18n/server.ts';

/** An answer without marking data still succeeds; its msg says there is nothing yet. */
export const noDataYet = (data: { has_data: boolean }) => (data.has_data ? undefined : msg.analysis.noData);

/** An answer that compares with an earlier exam says so when there is none. */
export const comparedMessage = (data: { has_data: boolean; previous: unknown }) => (data.previous === null ? msg.analysis.noPreviousExam : noDataYet(data));
