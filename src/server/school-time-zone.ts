/**
 * SCHOOL_TIME_ZONE: the time zone the school's times are told in — on the screens (the user
 * info names it), in the task list and in the generated workbooks and PDF reports. Unset: China
 * Standard Time. A name the runtime does not know stops the server at start, rather than every
 * report carrying a wrong time later.
 */
import { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone } from '../domain/school-time.ts';
import { msg } from '../i18n/server.ts';

export class SchoolTimeZoneError extends Error {
  constructor(value: string) {
    super(msg.startup.badSchoolTimeZone(value));
    this.name = 'SchoolTimeZoneError';
  }
}

export function schoolTimeZone(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_SCHOOL_TIME_ZONE;
  if (!isTimeZone(text)) throw new SchoolTimeZoneError(text);
  return text;
}
