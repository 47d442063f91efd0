import { describe, expect, it } from 'vitest';
import { confirmPasswordProblem, newPasswordProblem, oldPasswordProblem, passwordChangeProblem } from './password-form.ts';

describe('change-password field rules (spec 002 §5)', () => {
  it('asks for the old password and at least 6 characters', () => {
    expect(oldPasswordProblem('')).toBe('请输入原密码');
    expect(oldPasswordProblem('12345')).toBe('密码长度至少为6位');
    expect(oldPasswordProblem('123456')).toBeNull();
  });

  it('limits passwords to 30 characters', () => {
    expect(newPasswordProblem('a'.repeat(30))).toBeNull();
    expect(newPasswordProblem('a'.repeat(31))).toBe('密码长度不能超过30位');
  });

  it('asks for the new password when empty', () => {
    expect(newPasswordProblem('')).toBe('请输入密码');
  });

  it('asks for the confirmation again and compares it with the new password', () => {
    expect(confirmPasswordProblem('', 'Secret@1')).toBe('请再次输入密码');
    expect(confirmPasswordProblem('Secret@2', 'Secret@1')).toBe('两次输入的密码不一致!');
    expect(confirmPasswordProblem('Secret@1', 'Secret@1')).toBeNull();
  });
});

describe('passwordChangeProblem (submit check)', () => {
  it('calls whitespace-only fields incomplete', () => {
    expect(passwordChangeProblem({ oldPassword: '   ', newPassword: 'Secret@1', confirmPassword: 'Secret@1' })).toBe('请填写完整');
  });

  it('compares the trimmed new password with the confirmation', () => {
    expect(passwordChangeProblem({ oldPassword: 'Demo@2026', newPassword: 'Secret@1', confirmPassword: 'Secret@2' })).toBe('新密码与确认密码不一致');
    expect(passwordChangeProblem({ oldPassword: 'Demo@2026', newPassword: ' Secret@1', confirmPassword: 'Secret@1 ' })).toBeNull();
  });
});
