import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard.ts';

describe('guardDecision (spec 002 §2)', () => {
  it('sends visitors without a session to login', () => {
    expect(guardDecision('session', '/teachers', { signedIn: false, role: undefined })).toBe('login');
  });

  it('lets anyone see public pages', () => {
    expect(guardDecision('public', '/login', { signedIn: false, role: undefined })).toBe('pass');
    expect(guardDecision('public', '/privacy', { signedIn: true, role: 5 })).toBe('pass');
  });

  it('clears roles 1 and 5 outside the whitelisted prefixes', () => {
    expect(guardDecision('session', '/teachers', { signedIn: true, role: 5 })).toBe('clearAndLogin');
    expect(guardDecision('session', '/marking', { signedIn: true, role: 1 })).toBe('clearAndLogin');
  });

  it('lets roles 1 and 5 use the whitelisted screens', () => {
    expect(guardDecision('session', '/analysis/examination/index', { signedIn: true, role: 5 })).toBe('pass');
    expect(guardDecision('session', '/answerCard/create/2/9', { signedIn: true, role: 1 })).toBe('pass');
    expect(guardDecision('session', '/lesson/1/2/3/4/0/6', { signedIn: true, role: 5 })).toBe('pass');
  });

  it('lets teachers pass everywhere', () => {
    expect(guardDecision('session', '/teachers', { signedIn: true, role: 4 })).toBe('pass');
  });

  it('keeps the administration pages for roles 1 and 5, without signing anyone out', () => {
    expect(guardDecision('admin', '/admin/about', { signedIn: true, role: 5 })).toBe('pass');
    expect(guardDecision('admin', '/admin/about', { signedIn: true, role: 1 })).toBe('pass');
    expect(guardDecision('admin', '/admin/about', { signedIn: true, role: 4 })).toBe('denied');
    expect(guardDecision('admin', '/admin/about', { signedIn: false, role: undefined })).toBe('login');
  });
});
