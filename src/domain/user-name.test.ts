import { describe, expect, it } from 'vitest';
import { isPhoneNumber, isValidUserName } from './user-name.ts';

describe('user names', () => {
  it('takes 11 digits starting with 1 as a phone number and refuses other all-digit names', () => {
    expect(isPhoneNumber('13800138000')).toBe(true);
    expect(isValidUserName('13800138000')).toBe(true);
    expect(isValidUserName('1380013800')).toBe(false);
    expect(isValidUserName('23800138000')).toBe(false);
    expect(isValidUserName('138001380001')).toBe(false);
  });

  it('accepts letters, digits and _ . - of 3 to 30 characters, starting with a letter or digit', () => {
    expect(isValidUserName('wang_li')).toBe(true);
    expect(isValidUserName('t.01-a')).toBe(true);
    expect(isValidUserName('ab')).toBe(false);
    expect(isValidUserName('_admin')).toBe(false);
    expect(isValidUserName('张老师')).toBe(false);
    expect(isValidUserName('a b c')).toBe(false);
    expect(isValidUserName('a'.repeat(31))).toBe(false);
  });
});
