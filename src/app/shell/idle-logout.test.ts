// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_CHECK_MS, IDLE_TIMEOUT_MS, startIdleWatcher, watchMarkingWindowReturn } from './idle-logout.ts';
import { isMarkingWindowFlagSet, lastActiveAt, setMarkingWindowFlag } from '../../state/session.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

/** An idle watcher started for a test, with the logout it calls (a spy) and its stop. */
function watchIdle(limits: { idleMs?: number; checkMs?: number } = {}) {
  const onIdle = vi.fn();
  return { onIdle, stop: startIdleWatcher({ onIdle, ...limits }) };
}

describe('startIdleWatcher', () => {
  it('logs out once the idle limit has passed without activity', () => {
    const { onIdle, stop } = watchIdle({ idleMs: 5_000, checkMs: 1_000 });
    vi.advanceTimersByTime(4_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the session while the user moves the mouse or types', () => {
    const { onIdle, stop } = watchIdle({ idleMs: 5_000, checkMs: 1_000 });
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(3_000);
      window.dispatchEvent(new Event(i % 2 ? 'keydown' : 'mousemove'));
    }
    expect(onIdle).not.toHaveBeenCalled();
    expect(lastActiveAt()).toBe(Date.now());
    stop();
  });

  it('uses the spec limits by default: 40 minutes, checked every 60 s', () => {
    expect(IDLE_TIMEOUT_MS).toBe(2_400_000);
    expect(IDLE_CHECK_MS).toBe(60_000);
    const { onIdle, stop } = watchIdle();
    vi.advanceTimersByTime(39 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it('counts activity in other windows of the session (shared timestamp)', () => {
    const { onIdle, stop } = watchIdle({ idleMs: 5_000, checkMs: 1_000 });
    vi.advanceTimersByTime(4_000);
    localStorage.setItem('yj.lastActiveTime', String(Date.now()));
    vi.advanceTimersByTime(4_000);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing after it is stopped', () => {
    const { onIdle, stop } = watchIdle({ idleMs: 5_000, checkMs: 1_000 });
    stop();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('watchMarkingWindowReturn', () => {
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('removes the flag and sends the window to login when it becomes visible', () => {
    const onReturn = vi.fn();
    const stop = watchMarkingWindowReturn({ onReturn });
    setMarkingWindowFlag(true);
    setVisibility('hidden');
    expect(onReturn).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(onReturn).toHaveBeenCalledOnce();
    expect(isMarkingWindowFlagSet()).toBe(false);
    stop();
  });

  it('ignores visibility changes without the flag', () => {
    const onReturn = vi.fn();
    const stop = watchMarkingWindowReturn({ onReturn });
    setVisibility('visible');
    expect(onReturn).not.toHaveBeenCalled();
    stop();
  });
});
