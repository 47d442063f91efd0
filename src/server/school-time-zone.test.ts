import { describe, expect, it } from 'vitest';
import { schoolTimeZone, SchoolTimeZoneError } from './school-time-zone.ts';

describe('SCHOOL_TIME_ZONE', () => {
  it('is China Standard Time when unset or empty', () => {
    expect(schoolTimeZone(undefined)).toBe('Asia/Shanghai');
    expect(schoolTimeZone('  ')).toBe('Asia/Shanghai');
  });

  it('takes any IANA zone name', () => {
    expect(schoolTimeZone('Asia/Urumqi')).toBe('Asia/Urumqi');
    expect(schoolTimeZone(' Europe/Berlin ')).toBe('Europe/Berlin');
  });

  it('stops the server on a name it does not know, saying what to write', () => {
    expect(() => schoolTimeZone('Beijing')).toThrow(SchoolTimeZoneError);
    expect(() => schoolTimeZone('Beijing')).toThrow(/SCHOOL_TIME_ZONE 的取值无效：「Beijing」.*Asia\/Shanghai/);
  });
});
