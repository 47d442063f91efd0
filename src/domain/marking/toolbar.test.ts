import { describe, expect, it } from 'vitest';
import { disabledTools, type ToolContext } from './toolbar.ts';

describe('what can be done', () => {
  const live: ToolContext = { hasStudent: true, history: false, judge: 0, regionMode: true, pieceCount: 2, hasEarlier: true, hasLater: false };

  it('disables the group and progress tools in history and enables continue', () => {
    expect(disabledTools(live)).toMatchObject({ examTree: false, groupTree: false, progress: false, quality: false, continueMarking: true, next: true, previous: false });
    expect(disabledTools({ ...live, history: true, hasLater: true })).toMatchObject({ examTree: true, groupTree: true, progress: true, quality: true, continueMarking: false, next: false });
  });

  it('disables the student tools without a student, and the layouts for one picture or blank marking', () => {
    expect(disabledTools({ ...live, hasStudent: false })).toMatchObject({ lock: true, password: true, problemPaper: true, view: true, layout: true });
    expect(disabledTools({ ...live, pieceCount: 1 }).layout).toBe(true);
    expect(disabledTools({ ...live, regionMode: false }).layout).toBe(true);
    expect(disabledTools(live).layout).toBe(false);
  });
});
