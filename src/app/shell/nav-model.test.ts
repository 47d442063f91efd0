import { describe, expect, it } from 'vitest';
import {
  activeNavKeys,
  ADMIN_HOME_PATH,
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
    expect(downloadBadgeText(0)).toBeNull();
    expect(downloadBadgeText(-1)).toBeNull();
  });

  it("shows the count up to 9 and '9+' from 10", () => {
    expect(downloadBadgeText(1)).toBe('1');
    expect(downloadBadgeText(9)).toBe('9');
    expect(downloadBadgeText(10)).toBe('9+');
    expect(downloadBadgeText(250)).toBe('9+');
  });
});

describe('showsDownloadIcon', () => {
  it('is hidden on the download page only', () => {
    expect(showsDownloadIcon('/personalCenter/myDownload')).toBe(false);
    expect(showsDownloadIcon('/personalCenter/myClass')).toBe(true);
    expect(showsDownloadIcon('/teachers')).toBe(true);
  });
});

describe('activeNavKeys', () => {
  it('keeps marking active on its progress sub-screens', () => {
    for (const name of ['marking', 'SubjectList', 'MarkingList', 'workload', 'judge']) {
      expect(activeNavKeys(name)).toEqual(['marking']);
    }
  });

  it("treats the basket as paper assembly, under 'more'", () => {
    expect(activeNavKeys('teachersBasket')).toEqual(['more', 'teachersVolume']);
  });

  it('counts the designer screens as the answer-card tool', () => {
    expect(activeNavKeys('answerCardCreate')).toEqual(['more', 'answerCard']);
    expect(activeNavKeys('answerCardPreview')).toEqual(['more', 'answerCard']);
  });

  it('highlights nothing for screens outside the menu', () => {
    expect(activeNavKeys('login')).toEqual([]);
    expect(activeNavKeys(undefined)).toEqual([]);
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
    expect(isReturnPath('/login')).toBe(false);
    expect(isReturnPath('/selectSchool')).toBe(false);
    expect(isReturnPath('/')).toBe(false);
    expect(isReturnPath('/teachers/examination')).toBe(true);
  });
});

describe('visibleEntries', () => {
  const keys = (entries: { key: string }[]) => entries.map((e) => e.key);

  it('shows the marking platform only when signed in', () => {
    expect(keys(visibleEntries(MAIN_ENTRIES, false, undefined))).not.toContain('markingModule');
    expect(keys(visibleEntries(MAIN_ENTRIES, true, 4))).toContain('markingModule');
  });

  it('shows teachers every entry', () => {
    expect(visibleEntries(MAIN_ENTRIES, true, 4)).toHaveLength(MAIN_ENTRIES.length);
    expect(visibleEntries(MORE_ENTRIES, true, 4)).toHaveLength(MORE_ENTRIES.length);
  });

  it('hides from roles 1 and 5 the entries that would sign them out', () => {
    expect(visibleEntries(MAIN_ENTRIES, true, 5)).toEqual([]);
    expect(visibleEntries(MORE_ENTRIES, true, 1)).toEqual([]);
  });
});
