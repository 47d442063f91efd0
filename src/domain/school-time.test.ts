import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE, formatSchoolTime, isTimeZone } from './school-time.ts';

describe("times in the school's time zone", () => {
  it('writes the wall-clock time of the zone, not of the machine', () => {
    const at = new Date('2026-03-19T00:05:07Z');
    expect(formatSchoolTime(at, DEFAULT_SCHOOL_TIME_ZONE)).toBe('2026-03-19 08:05');
    expect(formatSchoolTime(at.toISOString(), 'Asia/Shanghai', { seconds: true })).toBe('2026-03-19 08:05:07');
    expect(formatSchoolTime(at, 'America/New_York')).toBe('2026-03-18 20:05');
    expect(formatSchoolTime(at, 'UTC')).toBe('2026-03-19 00:05');
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatSchoolTime('2026-03-18T16:00:00Z', 'Asia/Shanghai')).toBe('2026-03-19 00:00');
  });

  it('gives nothing for a time that cannot be read', () => {
    expect(formatSchoolTime('', 'Asia/Shanghai')).toBe('');
    expect(formatSchoolTime('not a time', 'Asia/Shanghai')).toBe('');
  });

  it.each([
    ['Asia/Shanghai', true], ['Asia/Urumqi', true], ['UTC', true], ['Asia/Beijing', false], ['', false], [' Asia/Shanghai', false],
  ])('knows IANA zone names and refuses others: %j → %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});
