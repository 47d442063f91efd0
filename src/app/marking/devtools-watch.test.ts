import { describe, expect, it } from 'vitest';
import { consoleDocked, isConsoleShortcut, type WindowSize } from './devtools-watch.ts';

const WINDOW: WindowSize = { outerWidth: 1440, outerHeight: 900, innerWidth: 1440, innerHeight: 790, devicePixelRatio: 1 };

describe('a docked console', () => {
  it('is noticed when the page loses room while the window keeps its size', () => {
    expect(consoleDocked(WINDOW, { ...WINDOW, innerHeight: 420 })).toBe(true);
    expect(consoleDocked(WINDOW, { ...WINDOW, innerWidth: 1000 })).toBe(true);
  });

  it('is not mistaken for a download shelf, a resize or a browser zoom', () => {
    expect(consoleDocked(WINDOW, { ...WINDOW, innerHeight: 740 })).toBe(false);
    expect(consoleDocked(WINDOW, { ...WINDOW, outerWidth: 1000, innerWidth: 1000 })).toBe(false);
    expect(consoleDocked(WINDOW, { ...WINDOW, devicePixelRatio: 1.25, innerWidth: 1152, innerHeight: 632 })).toBe(false);
  });
});

describe('console shortcuts', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'shiftKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({ key: k, ctrlKey: false, shiftKey: false, metaKey: false, altKey: false, ...mods });

  it('are F12, Ctrl+Shift+I/J/C and ⌘⌥I', () => {
    expect(isConsoleShortcut(key('F12'))).toBe(true);
    expect(isConsoleShortcut(key('I', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isConsoleShortcut(key('j', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isConsoleShortcut(key('i', { metaKey: true, altKey: true }))).toBe(true);
  });

  it('leave ordinary keys alone', () => {
    expect(isConsoleShortcut(key('F1'))).toBe(false);
    expect(isConsoleShortcut(key('c', { ctrlKey: true }))).toBe(false);
    expect(isConsoleShortcut(key('I', { shiftKey: true }))).toBe(false);
  });
});
