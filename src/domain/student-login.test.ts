import { describe, expect, it } from 'vitest';
import { initialStudentPassword, parseStudentLogin, studentUserName } from './student-login.ts';

describe('student sign-in names', () => {
  it('reads the bare exam number and the full form with the school', () => {
    expect(parseStudentLogin('20260101')).toEqual({ examNumber: '20260101' });
    expect(parseStudentLogin('0042@7')).toEqual({ examNumber: '0042', schoolId: 7 });
    expect(parseStudentLogin(studentUserName('20260101', 3))).toEqual({ examNumber: '20260101', schoolId: 3 });
  });

  it('refuses names that cannot be a student’s', () => {
    for (const name of ['teacher01', '123', '2026@', '2026@x', '@3', '2026 @3', '123456789012345678901']) expect(parseStudentLogin(name)).toBeUndefined();
  });

  it('starts with the school default password, else the exam number', () => {
    expect(initialStudentPassword('Start@123', '20260101')).toBe('Start@123');
    expect(initialStudentPassword(null, '20260101')).toBe('20260101');
    expect(initialStudentPassword('', '20260101')).toBe('20260101');
  });
});
