/**
 * Values of the marking store for a component: it renders again only when what it selected
 * changes.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { subscribe as subscribeState } from 'valtio';
import { markingSession, type MarkingSessionState } from '../../state/marking-session.ts';
import { useShownValue } from './use-shown.ts';

/** Whether two selections hold the same values (one level deep). */
export function sameSelection(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const subscribeMarking = (listener: () => void) => subscribeState(markingSession, listener);

/**
 * A few values read from the marking state; the component renders again only when one of them
 * changes (not whenever something it touched on the way was replaced, such as the queue after a
 * submit). `select` answers primitives or a flat object of them; it reads the live state, so it
 * must not hand out the state's own objects.
 */
export function useMarking<T>(select: (state: MarkingSessionState) => T): T {
  const cache = useRef<{ value: T } | undefined>(undefined);
  const latest = useRef(select);
  useEffect(() => {
    latest.current = select;
  });
  const read = useCallback((): T => {
    const value = latest.current(markingSession);
    const held = cache.current;
    if (held && sameSelection(held.value, value)) return held.value;
    cache.current = { value };
    return value;
  }, []);
  const value = useSyncExternalStore(subscribeMarking, read, read);
  // the selector of this render, for values that depend on props
  const now = select(markingSession);
  return sameSelection(now, value) ? value : now;
}

/** useMarking for what only shows the student on screen (a name, a panel of their sheet): see useShownValue. */
export function useShownMarking<T>(select: (state: MarkingSessionState) => T): T {
  return useShownValue(subscribeMarking, () => select(markingSession), sameSelection);
}
