/**
 * What a user name may be. Spec 002 §5 treats a user name of 11 digits starting with 1 as a
 * phone number (the real name is then shown after it); a name made of digits only that is not
 * such a number is a mistyped phone number and refused. Otherwise letters, digits, '_', '.' and
 * '-', 3 to 30 characters, starting with a letter or digit.
 */
export const USER_NAME_MIN = 3;
export const USER_NAME_MAX = 30;

const PHONE_NUMBER = /^1\d{10}$/;
const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** spec 002 §5: a user name of 11 digits starting with 1 is a phone number */
export function isPhoneNumber(userName: string): boolean {
  return PHONE_NUMBER.test(userName);
}

export function isValidUserName(userName: string): boolean {
  if (/^\d+$/.test(userName)) return isPhoneNumber(userName);
  return userName.length >= USER_NAME_MIN && userName.length <= USER_NAME_MAX && USER_NAME.test(userName);
}
