/**
 * Spec 000 §2: the marking window notices a developer console and replaces the screen. A docked
 * console takes room from the page while the window keeps its size, so the window's inner size
 * is compared with a baseline taken while the outer size and pixel ratio were the same (a window
 * resize, full screen or browser zoom only moves the baseline). The keys that open a console
 * count as well.
 */

/** A docked console is at least this wide or tall; browser bars and download shelves are not. */
export const DOCKED_CONSOLE_MIN = 160;
const CHECK_MS = 1000;

export interface WindowSize {
  outerWidth: number;
  outerHeight: number;
  innerWidth: number;
  innerHeight: number;
  devicePixelRatio: number;
}

export function sizeOf(target: Window): WindowSize {
  return {
    outerWidth: target.outerWidth,
    outerHeight: target.outerHeight,
    innerWidth: target.innerWidth,
    innerHeight: target.innerHeight,
    devicePixelRatio: target.devicePixelRatio,
  };
}

/** Whether the window and zoom are unchanged, so that the inner sizes can be compared. */
export function sameFrame(a: WindowSize, b: WindowSize): boolean {
  return a.outerWidth === b.outerWidth && a.outerHeight === b.outerHeight && a.devicePixelRatio === b.devicePixelRatio;
}

export function consoleDocked(baseline: WindowSize, now: WindowSize): boolean {
  if (!sameFrame(baseline, now)) return false;
  return baseline.innerWidth - now.innerWidth >= DOCKED_CONSOLE_MIN || baseline.innerHeight - now.innerHeight >= DOCKED_CONSOLE_MIN;
}

/** F12, Ctrl+Shift+I/J/C and ⌘⌥I/J/C open the console. */
export function isConsoleShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.key === 'F12') return true;
  const key = event.key.toUpperCase();
  if (!['I', 'J', 'C'].includes(key)) return false;
  return (event.ctrlKey && event.shiftKey) || (event.metaKey && event.altKey);
}

export function watchDevtools(onDetected: () => void, target: Window = window): () => void {
  let baseline = sizeOf(target);
  const check = () => {
    const now = sizeOf(target);
    if (consoleDocked(baseline, now)) {
      onDetected();
      return;
    }
    if (!sameFrame(baseline, now) || now.innerWidth > baseline.innerWidth || now.innerHeight > baseline.innerHeight) baseline = now;
  };
  const onKey = (event: KeyboardEvent) => {
    if (!isConsoleShortcut(event)) return;
    event.preventDefault();
    onDetected();
  };
  const timer = setInterval(check, CHECK_MS);
  target.addEventListener('resize', check);
  target.addEventListener('keydown', onKey, true);
  return () => {
    clearInterval(timer);
    target.removeEventListener('resize', check);
    target.removeEventListener('keydown', onKey, true);
  };
}
