import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard.ts';
import { landingPath, menusFor, STUDENT_HOME_PATH } from './nav-model.ts';
import { mayOpen } from './routes.tsx';

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

describe('a student (role 2)', () => {
  const student = { signedIn: true, role: 2 };

  it('is sent to their own screen from every teacher and administrator screen, without being signed out', () => {
    for (const path of ['/teachers', '/marking', '/markingModule', '/teachers/examination', '/personalCenter/myDownload', '/analysis/examination/index']) {
      expect(guardDecision('session', path, student)).toBe('studentHome');
    }
    expect(guardDecision('admin', '/admin/organisation', student)).toBe('studentHome');
    expect(guardDecision('student', STUDENT_HOME_PATH, student)).toBe('pass');
  });

  it('lands on their own screen and can open no signed-in entry of the teachers’ menus', () => {
    expect(landingPath(2, null)).toBe(STUDENT_HOME_PATH);
    expect(landingPath(2, '/marking/workload?testid=3')).toBe(STUDENT_HOME_PATH);
    expect(mayOpen(STUDENT_HOME_PATH, student)).toBe(true);
    const { main, more, user } = menusFor(2);
    // the public help pages stay open to anyone
    const signedInOnly = [...main, ...more, ...user].filter((entry) => !mayOpen(entry.path, { signedIn: false, role: undefined }));
    expect(signedInOnly.length).toBeGreaterThan(5);
    for (const entry of signedInOnly) expect({ path: entry.path, open: mayOpen(entry.path, student) }).toEqual({ path: entry.path, open: false });
  });

  it('keeps the student’s screen from everyone else', () => {
    expect(guardDecision('student', STUDENT_HOME_PATH, { signedIn: true, role: 4 })).toBe('denied');
    expect(guardDecision('student', STUDENT_HOME_PATH, { signedIn: true, role: 5 })).toBe('denied');
    expect(guardDecision('student', STUDENT_HOME_PATH, { signedIn: false, role: undefined })).toBe('login');
  });
});
