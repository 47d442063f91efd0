// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { mayOpen, ROUTES, pathOf } from './routes.tsx';
import { activeNavKeys, ADMIN_MAIN_ENTRIES, ADMIN_MORE_ENTRIES, MAIN_ENTRIES, menusFor, MORE_ENTRIES, USER_ENTRIES } from './nav-model.ts';

describe('the route table', () => {
  it('lists each path and each name once', () => {
    const paths = ROUTES.map((r) => r.path);
    const names = ROUTES.map((r) => r.name);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every screen a title', () => {
    for (const route of ROUTES.filter((r) => !r.redirect)) expect(route.title, route.path).not.toBe('');
  });

  it('redirects only to paths of the table', () => {
    for (const route of ROUTES.filter((r) => r.redirect)) {
      expect(ROUTES.some((r) => r.path === route.redirect && !r.redirect), route.path).toBe(true);
    }
  });

  it('has a route behind every navigation entry, shown active there', () => {
    for (const entry of USER_ENTRIES) expect(entry.activeFor, entry.key).toContain(ROUTES.find((r) => r.path === entry.path)?.name);
    for (const [role, entries] of [
      [4, [...MAIN_ENTRIES, ...MORE_ENTRIES]],
      [5, [...ADMIN_MAIN_ENTRIES, ...ADMIN_MORE_ENTRIES]],
    ] as const) {
      for (const entry of entries) {
        const route = ROUTES.find((r) => r.path === entry.path);
        expect(route, entry.key).toBeDefined();
        if (!entry.popup && route?.layout === 'nav') expect(activeNavKeys({ routeName: route.name, path: entry.path }, menusFor(role)), entry.key).toContain(entry.key);
      }
    }
  });

  it('lets a link open only a built screen the route guard allows', () => {
    const teacher = { signedIn: true, role: 4 };
    const schoolAdmin = { signedIn: true, role: 5 };
    expect(mayOpen('/marking', teacher)).toBe(true);
    expect(mayOpen('/personalCenter', teacher)).toBe(true);
    expect(mayOpen('/teachers/studentAnswerLog', teacher)).toBe(true);
    // the administrators' screens
    expect(mayOpen('/aiScanAnswerSheet', teacher)).toBe(false);
    expect(mayOpen('/aiScanAnswerSheet', schoolAdmin)).toBe(true);
    expect(mayOpen('/marking', schoolAdmin)).toBe(false);
    expect(mayOpen('/divided/progress', schoolAdmin)).toBe(true);
    expect(mayOpen('/admin/about', schoolAdmin)).toBe(true);
    expect(mayOpen('/admin/about', teacher)).toBe(false);
    expect(mayOpen('/marking', { signedIn: false, role: undefined })).toBe(false);
  });

  it('names the exam analysis main screen and the explanation screen', () => {
    expect(pathOf('analysisExaminationMain')).toBe('/analysis/examination/index');
    expect(pathOf('Lesson')).toBe('/lesson/:testid/:schoolid/:campusid/:classid/:specialGroupid/:examinationid');
  });

  it('covers the 28 exam-analysis sub-routes and the 6 division screens', () => {
    expect(ROUTES.filter((r) => r.path.startsWith('/analysis/examination/'))).toHaveLength(28);
    expect(ROUTES.filter((r) => r.path.startsWith('/divided/progress/'))).toHaveLength(6);
  });
});
