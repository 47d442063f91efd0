/**
 * Times on the screens are written in the school's time zone (named by the user info), not in
 * the zone of the computer the teacher happens to use: a report asked for at 08:05 in Beijing
 * reads 08:05 on a laptop still set to another zone.
 */
import { useSnapshot } from 'valtio';
import { formatSchoolTime } from '../../domain/school-time.ts';
import { schoolTimeZoneOf, session } from '../../state/session.ts';

/** Writes an instant from the API as "YYYY-MM-DD HH:mm" (or with seconds) in the school's zone; '' for none. */
export type SchoolTimeFormat = (at: string | Date | null | undefined, options?: { seconds?: boolean }) => string;

export function useSchoolTime(): SchoolTimeFormat {
  const { user } = useSnapshot(session);
  const zone = schoolTimeZoneOf(user);
  return (at, options) => (at === null || at === undefined ? '' : formatSchoolTime(at, zone, options));
}
