/**
 * Times as the school reads them. A school's day — when an exam was marked, when a report was
 * asked for — is told in the school's own time zone, whatever zone the server's or the teacher's
 * computer is set to. The zone is an IANA name; Chinese schools use Asia/Shanghai.
 */

/** The zone when none is configured (SCHOOL_TIME_ZONE): China Standard Time. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Asia/Shanghai';

/** Whether `name` is a time zone this runtime knows (an IANA name such as Asia/Shanghai, or UTC). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '' || name !== name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * "2026-03-18 09:05" (with `seconds`, "2026-03-18 09:05:07"): the wall-clock time in the zone.
 * An instant that cannot be read (an empty or malformed time) gives ''.
 */
export function formatSchoolTime(at: Date | string | number, timeZone: string, options: { seconds?: boolean } = {}): string {
  const instant = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = formatOf(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const minutes = `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  return options.seconds ? `${minutes}:${get('second')}` : minutes;
}
