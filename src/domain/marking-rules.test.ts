import { describe, expect, it } from 'vitest';
import { claimStopAt, quotaState } from './marking-rules.ts';

describe('quotaState', () => {
  it('warns once the task is done; a strict quota ends marking there, a loose one asks', () => {
    expect(quotaState(4, 5, true)).toEqual({ warn: false, ended: false });
    expect(quotaState(5, 5, true)).toMatchObject({ warn: true, ended: true });
    expect(quotaState(6, 5, false)).toMatchObject({ warn: true, ended: false });
    expect(quotaState(100, 0, true)).toEqual({ warn: false, ended: false });
  });
});

describe('claimStopAt', () => {
  it('ends claiming exactly where quotaState says marking has ended', () => {
    for (const strict of [true, false]) {
      for (let task = 0; task <= 4; task++) {
        const stop = claimStopAt(task, strict);
        for (let done = 0; done <= 6; done++) {
          expect(stop > 0 && done >= stop, `task ${task}, done ${done}, strict ${strict}`).toBe(quotaState(done, task, strict).ended);
        }
      }
    }
  });
});
