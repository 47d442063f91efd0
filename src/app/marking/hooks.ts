/** React glue of the marking window: the paper's editor, its scores, the window size, throttles. */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useValue, type Editor } from 'tldraw';
import { subscribe as subscribeState, useSnapshot } from 'valtio';
import { getActiveBlank } from '../../shapes/blank-box/blank-scores.ts';
import { blanksOf } from '../../domain/marking/blanks.ts';
import { markingSession, type MarkingSessionState } from '../../state/marking-session.ts';
import type { Viewport } from '../../domain/marking/panels.ts';
import { paper } from './paper-controller.ts';
import { runningScores } from './paper-scene.ts';

const getEditor = () => paper.getEditor();
const subscribe = (listener: () => void) => paper.subscribe(listener);

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

export function usePaperEditor(): Editor | undefined {
  return useSyncExternalStore(subscribe, getEditor, getEditor);
}

/** Every blank's running score, read from the paper's shapes as they change. */
export function usePaperScores(): ReadonlyMap<string, number | undefined> {
  const editor = usePaperEditor();
  const { scoreType } = useSnapshot(markingSession).settings;
  return useValue('paper scores', () => (editor ? runningScores(editor, scoreType) : new Map<string, number | undefined>()), [editor, scoreType]);
}

export function useActiveBlank(): string | undefined {
  const editor = usePaperEditor();
  return useValue('active blank', () => (editor ? getActiveBlank(editor) : undefined), [editor]);
}

/** The blanks of the open group, in question order. */
export function useGroupBlanks() {
  const { group } = useSnapshot(markingSession);
  const questions = group?.questions;
  return useMemo(() => (questions ? blanksOf(questions as Parameters<typeof blanksOf>[0]) : []), [questions]);
}

export function useViewport(): Viewport {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState<Viewport>(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * A button action that cannot run again for `ms` after a click (spec 000 §9: "Throttled buttons
 * disable 2000 ms after click"). Answers whether it is resting and the wrapped action.
 */
export function useThrottled<A extends unknown[]>(action: (...args: A) => unknown, ms: number): [boolean, (...args: A) => void] {
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (...args: A) => {
      if (timer.current !== undefined) return;
      setResting(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setResting(false);
      }, ms);
      void action(...args);
    },
    [action, ms],
  );
  return [resting, run];
}

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * The answer of a call that depends on what a dialog shows. `load` is a memoised call (or
 * undefined while there is nothing to ask); a new `load` asks again. The last answer stays
 * shown while the next one is on its way.
 */
export function useRemote<T>(load: (() => Promise<T>) | undefined): Remote<T> {
  const [nonce, setNonce] = useState(0);
  const [result, setResult] = useState<{ load: unknown; nonce: number; data: T | undefined }>();
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (data) => live && setResult({ load, nonce, data }),
      () => live && setResult((previous) => ({ load, nonce, data: previous?.data })),
    );
    return () => {
      live = false;
    };
  }, [load, nonce]);
  const current = result !== undefined && result.load === load && result.nonce === nonce;
  return { data: result?.data, loading: Boolean(load) && !current, reload: () => setNonce((n) => n + 1) };
}
