/**
 * The user's "reduce motion" preference of the operating system or browser
 * (prefers-reduced-motion): when it is set, the application opens dialogs, menus and drawers at
 * once instead of zooming and sliding them in. It follows a change of the preference while the
 * page is open.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const reduced = () => mediaQuery()?.matches ?? false;

/** Whether the user asked for reduced motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
