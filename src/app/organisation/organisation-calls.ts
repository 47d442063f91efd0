/** The calls of the organisation screens and the first-run setup page. */
import { api, ApiError, call } from '../../api/client.ts';
import { failureFromAnswer } from '../../api/request-errors.ts';
import { saveFileAs } from '../common/save-file.ts';
import type { components, operations } from '../../contract/schema.d.ts';

export type SchoolClass = components['schemas']['SchoolClass'] & { student_count: number };
export type RosterRowError = components['schemas']['RosterRowError'];
export type RosterKind = operations['importRoster']['parameters']['path']['kind'];
export type SetupBody = components['schemas']['SetupBody'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const schoolClasses = async (schoolId: number): Promise<SchoolClass[]> =>
  (await call(api.GET('/v1/admin/school-class', { params: { query: { school_id: schoolId } } }))).result;

export const classRoster = (classId: number) => call(api.GET('/v1/admin/class-user/{id}', { params: { path: { id: classId } } }));

/** What an upload came to: written (with the rows left out, if any), or refused with every bad row. */
export interface ImportResult {
  ok: boolean;
  msg: string;
  errors: RosterRowError[];
}

export async function importRoster(schoolId: number, kind: RosterKind, file: Blob, goodRowsOnly: boolean): Promise<ImportResult> {
  const { data, error, response } = await api.POST('/v1/admin/roster-import/{kind}', {
    params: { path: { kind }, query: { school_id: schoolId, good_rows_only: goodRowsOnly ? 1 : 0 } },
    body: file as never,
    bodySerializer: (body: unknown) => body as Blob,
    headers: { 'Content-Type': XLSX },
  });
  if (response.ok && data?.data) return { ok: true, msg: data.msg, errors: data.data.errors };
  const refusal = error as { code?: number; msg?: string; data?: { errors?: RosterRowError[] } | null } | undefined;
  if (response.status === 400 && refusal?.data?.errors) return { ok: false, msg: refusal.msg ?? '', errors: refusal.data.errors };
  throw new ApiError(failureFromAnswer(response.status, error), 'web');
}

/** Fetches an import template and hands it to the browser to save. */
export async function saveTemplate(kind: RosterKind, fileName: string): Promise<void> {
  const { data, response, error } = await api.GET('/v1/admin/roster-template/{kind}', { params: { path: { kind } }, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob)) throw new ApiError(failureFromAnswer(response.status, error), 'web');
  saveFileAs(data, fileName);
}

export type SchoolAccount = NonNullable<operations['listSchoolAccounts']['responses']['200']['content']['application/json']['data']>['result'][number];

export const schoolAccounts = async (schoolId: number): Promise<SchoolAccount[]> =>
  (await call(api.GET('/v1/admin/school-user', { params: { query: { school_id: schoolId } } }))).result;

export const resetPassword = (userId: number) => call(api.POST('/v1/admin/user-password/{id}', { params: { path: { id: userId } } }));

export const setDisabled = (userId: number, disabled: boolean) => call(api.PATCH('/v1/admin/user/{id}', { params: { path: { id: userId } }, body: { disabled } }));

export const setupLink = (token: string) => call(api.GET('/v1/setup', { params: { query: { token } } }));

export const completeSetup = (body: SetupBody) => call(api.POST('/v1/setup', { body }));

/** Puts the passwords of a class's students back to the initial one; answers how many students that is. */
export const resetClassPasswords = async (classId: number) => {
  const { data, error, response } = await api.PATCH('/v1/admin/manage/{id}', { params: { path: { id: classId } } });
  if (!response.ok || !data?.data) throw new ApiError(failureFromAnswer(response.status, error), 'web');
  return { ...data.data, msg: data.msg };
};
