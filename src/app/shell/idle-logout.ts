/**
 * Idle logout and the marking-window return check (spec 002 §4). Both are plain functions with
 * injectable clocks and storage so that tests drive them with short values.
 */
import { isMarkingWindowFlagSet, lastActiveAt, setMarkingWindowFlag, touchLastActive } from '../../state/session.ts';

/** Spec 002 §9: "Idle timeout 40 min (2,400,000 ms)". */
export const IDLE_TIMEOUT_MS = 40 * 60 * 1000;
/** Spec 002 §4: the idle time "is checked every 60 s". */
export const IDLE_CHECK_MS = 60 * 1000;
/** Spec 002 §4: "The last-activity timestamp is updated on mouse and key events". */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown'] as const;
/**
 * Mouse moves arrive dozens of times a second; storing the time at most once a second keeps
 * storage writes cheap and changes nothing against a 40-minute limit.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 1000;

export interface IdleWatcherOptions {
  onIdle: () => void;
  idleMs?: number;
  checkMs?: number;
  now?: () => number;
  /** where mouse and key events are heard */
  target?: EventTarget;
  readLastActive?: () => number | null;
  writeLastActive?: (time: number) => void;
}

/** Starts watching; returns the stop function. `onIdle` runs once, then the watcher stops. */
export function startIdleWatcher(options: IdleWatcherOptions): () => void {
  const {
    onIdle,
    idleMs = IDLE_TIMEOUT_MS,
    checkMs = IDLE_CHECK_MS,
    now = () => Date.now(),
    target = window,
    readLastActive = lastActiveAt,
    writeLastActive = touchLastActive,
  } = options;

  let lastWritten = Number.NEGATIVE_INFINITY;
  const recordActivity = () => {
    const time = now();
    if (time - lastWritten < ACTIVITY_WRITE_INTERVAL_MS) return;
    lastWritten = time;
    writeLastActive(time);
  };

  // other windows of the session share the timestamp; start one only if none exists yet
  if (readLastActive() === null) recordActivity();

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, recordActivity);
  };
  const check = () => {
    const last = readLastActive();
    if (last !== null && now() - last >= idleMs) {
      stop();
      onIdle();
    }
  };

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, recordActivity, { passive: true });
  const timer = setInterval(check, checkMs);
  return stop;
}

export interface MarkingReturnOptions {
  onReturn: () => void;
  doc?: Document;
  isFlagSet?: () => boolean;
  clearFlag?: () => void;
}

/**
 * When the page becomes visible and the marking-window flag is set: the flag is removed and
 * `onReturn` runs (the caller sets the token-missing and other-login state and goes to /login).
 */
export function watchMarkingWindowReturn(options: MarkingReturnOptions): () => void {
  const {
    onReturn,
    doc = document,
    isFlagSet = isMarkingWindowFlagSet,
    clearFlag = () => setMarkingWindowFlag(false),
  } = options;
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible' || !isFlagSet()) return;
    clearFlag();
    onReturn();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}
