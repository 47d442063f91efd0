import { describe, expect, it } from 'vitest';
import { isPhoneNumber, isValidUserName } from './user-name.ts';

describe('user names', () => {
  it('takes 11 digits starting with 1 as a phone number', () => {
    expect(isPhoneNumber('13800138000')).toBe(true);
    expect(isPhoneNumber('23800138000')).toBe(false);
  });

  it.each([
    ['13800138000', true, 'a phone number'],
    ['1380013800', false, 'ten digits'],
    ['23800138000', false, 'eleven digits not starting with 1'],
    ['138001380001', false, 'twelve digits'],
    ['wang_li', true, 'letters and _'],
    ['t.01-a', true, 'letters, digits, . and -'],
    ['ab', false, 'two characters'],
    ['_admin', false, 'a leading _'],
    ['张老师', false, 'Chinese characters'],
    ['a b c', false, 'spaces'],
    ['a'.repeat(31), false, '31 characters'],
  ])('%s is valid: %s (%s)', (name, valid) => {
    expect(isValidUserName(name)).toBe(valid);
  });
});
