import { describe, expect, it } from 'vitest';
import {
  activeNavKeys,
  ADMIN_HOME_PATH,
  ADMIN_MAIN_ENTRIES,
  ADMIN_MORE_ENTRIES,
  menusFor,
  reachablePath,
  downloadBadgeText,
  HOME_PATH,
  isReturnPath,
  landingPath,
  MAIN_ENTRIES,
  MORE_ENTRIES,
  navClickAction,
  roleSwitcherMode,
  showsDownloadIcon,
  visibleEntries,
} from './nav-model.ts';

const entry = (key: string) => [...MAIN_ENTRIES, ...MORE_ENTRIES].find((e) => e.key === key)!;

describe('downloadBadgeText', () => {
  it('hides the badge at 0 and below', () => {
    for (const count of [0, -1]) expect(downloadBadgeText(count), String(count)).toBeNull();
  });

  it("shows the count up to 9 and '9+' from 10", () => {
    for (const [count, text] of [[1, '1'], [9, '9'], [10, '9+'], [250, '9+']] as const) expect(downloadBadgeText(count), String(count)).toBe(text);
  });
});

describe('showsDownloadIcon', () => {
  it('is hidden on the download page only', () => {
    expect(showsDownloadIcon('/personalCenter/myDownload')).toBe(false);
    for (const path of ['/personalCenter/myClass', '/teachers']) expect(showsDownloadIcon(path), path).toBe(true);
  });
});

describe('activeNavKeys', () => {
  const on = (routeName: string | undefined, path = '/x') => ({ routeName, path });

  it('keeps marking active on its progress sub-screens', () => {
    for (const name of ['marking', 'SubjectList', 'MarkingList', 'workload', 'judge']) {
      expect(activeNavKeys(on(name))).toEqual(['marking']);
    }
  });

  it("treats the basket as paper assembly, under 'more'", () => {
    expect(activeNavKeys(on('teachersBasket'))).toEqual(['more', 'teachersVolume']);
  });

  it('counts the designer screens as the answer-card tool', () => {
    expect(activeNavKeys(on('answerCardCreate'))).toEqual(['more', 'answerCard']);
    expect(activeNavKeys(on('answerCardPreview'))).toEqual(['more', 'answerCard']);
  });

  it('keeps analysis active on every exam-analysis screen', () => {
    expect(activeNavKeys(on('examinationAnalysis', '/teachers/examinationAnalysis'))).toEqual(['examinationAnalysis']);
    expect(activeNavKeys(on('analysisExaminationQuestion', '/analysis/examination/question'))).toEqual(['examinationAnalysis']);
    expect(activeNavKeys(on('analysisExaminationMain', '/analysis/examination/index'), menusFor(5))).toEqual(['adminAnalysis']);
    expect(activeNavKeys(on('adminAbout', '/admin/about'), menusFor(1))).toEqual(['more', 'adminAbout']);
  });

  it('highlights nothing for screens outside the menu', () => {
    expect(activeNavKeys(on('login'))).toEqual([]);
    expect(activeNavKeys(on(undefined))).toEqual([]);
  });
});

describe('navClickAction', () => {
  const here = (path: string, routeName: string) => ({ path, routeName });

  it('reloads when the current route is clicked', () => {
    expect(navClickAction(entry('marking'), here('/marking', 'marking'), null)).toEqual({ type: 'reload' });
  });

  it('navigates within the app otherwise', () => {
    expect(navClickAction(entry('marking'), here('/teachers', 'teachersIndex2'), null)).toEqual({ type: 'navigate', path: '/marking' });
  });

  it('opens the marking platform in a popup window', () => {
    expect(navClickAction(entry('markingModule'), here('/teachers', 'teachersIndex2'), null)).toEqual({ type: 'popup', path: '/markingModule' });
  });

  it('sends home to the stored origin address when there is one', () => {
    expect(navClickAction(entry('teachersIndex2'), here('/marking', 'marking'), 'https://portal.example/')).toEqual({
      type: 'assign',
      url: 'https://portal.example/',
    });
  });

  it('loads the next page in full when leaving an answer-card sub-screen', () => {
    expect(navClickAction(entry('marking'), here('/answerCard/create/1/2', 'answerCardCreate'), null)).toEqual({ type: 'assign', url: '/marking' });
  });
});

describe('roleSwitcherMode', () => {
  it('needs one group to show and two to drop down', () => {
    expect(roleSwitcherMode(0)).toBe('hidden');
    expect(roleSwitcherMode(1)).toBe('label');
    expect(roleSwitcherMode(3)).toBe('dropdown');
  });
});

describe('landingPath', () => {
  it('returns teachers to the remembered path, or home', () => {
    expect(landingPath(4, '/marking/workload?testid=3')).toBe('/marking/workload?testid=3');
    expect(landingPath(4, null)).toBe(HOME_PATH);
    expect(landingPath(4, '/login')).toBe(HOME_PATH);
  });

  it('never lands roles 1 and 5 where the guard would bounce them', () => {
    expect(landingPath(5, '/teachers')).toBe(ADMIN_HOME_PATH);
    expect(landingPath(1, null)).toBe(ADMIN_HOME_PATH);
    expect(landingPath(5, '/divided/progress/3/4')).toBe('/divided/progress/3/4');
  });
});

describe('isReturnPath', () => {
  it('skips the sign-in pages and the root', () => {
    for (const path of ['/login', '/selectSchool', '/']) expect(isReturnPath(path), path).toBe(false);
    expect(isReturnPath('/teachers/examination')).toBe(true);
  });
});

describe('visibleEntries', () => {
  const keys = (entries: { key: string }[]) => entries.map((e) => e.key);
  const everything = () => true;

  it('shows the marking platform only when signed in', () => {
    expect(keys(visibleEntries(MAIN_ENTRIES, false, everything))).not.toContain('markingModule');
    expect(keys(visibleEntries(MAIN_ENTRIES, true, everything))).toContain('markingModule');
  });

  it('shows only the entries whose path opens a screen this user may see', () => {
    const built = new Set(['/teachers', '/marking', '/answerCard']);
    expect(keys(visibleEntries(MAIN_ENTRIES, true, (path) => built.has(path)))).toEqual(['teachersIndex2', 'marking']);
    expect(keys(visibleEntries(MORE_ENTRIES, true, (path) => built.has(path)))).toEqual(['answerCard']);
  });
});

describe('menusFor', () => {
  it('gives roles 1 and 5 their own top bar, inside the paths the route guard allows', () => {
    for (const role of [1, 5]) {
      const menus = menusFor(role);
      expect(menus.main).toBe(ADMIN_MAIN_ENTRIES);
      expect(menus.more).toBe(ADMIN_MORE_ENTRIES);
      expect(menus.user).toEqual([]);
    }
    // the product's own administration pages (/admin/…) are opened by role, not by the guard's whitelist
    for (const entry of [...ADMIN_MAIN_ENTRIES, ...ADMIN_MORE_ENTRIES].filter((e) => !e.path.startsWith('/admin/'))) {
      expect(reachablePath(5, entry.path), entry.key).toBe(entry.path);
    }
  });

  it('gives teachers the navigation of spec 002 §2', () => {
    expect(menusFor(4).main).toBe(MAIN_ENTRIES);
    expect(menusFor(undefined).more).toBe(MORE_ENTRIES);
  });
});

describe('reachablePath', () => {
  it('keeps a link the role may follow, and sends roles 1 and 5 home instead of into the guard', () => {
    expect(reachablePath(4, '/answerCard')).toBe('/answerCard');
    expect(reachablePath(5, '/answerCard')).toBe(ADMIN_HOME_PATH);
    expect(reachablePath(1, '/answerCard/preview')).toBe('/answerCard/preview');
    expect(reachablePath(undefined, '/answerCard')).toBe('/answerCard');
  });
});
