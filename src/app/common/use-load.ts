/**
 * Loads data for a screen when its key changes (null: nothing to load yet). While a new key
 * loads, `data` is undefined — unless the key only turns a page or a filter of one list (the
 * same `keepWithin`): then the rows shown stay until the next ones come. `reload()` loads the
 * same key again and keeps showing the old data meanwhile. An answer that arrives after the key
 * moved on is dropped. What a screen shows while loading or after a failure is LoadPending /
 * LoadEmpty (LoadStatus.tsx).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorText } from './error-text.ts';

interface Loaded<T> {
  key: string | null;
  list?: string;
  version: number;
  data?: T;
  error?: Error;
}

export interface Load<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

export interface LoadOptions {
  /** the list whose pages or filters the keys are: its data loaded for another key stays while a new key loads */
  keepWithin?: string;
}

export function useLoad<T>(key: string | null, load: () => Promise<T>, options: LoadOptions = {}): Load<T> {
  const { keepWithin } = options;
  const loader = useRef(load);
  useLayoutEffect(() => {
    loader.current = load;
  });
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ key: null, version: -1 });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    loader.current().then(
      (data) => live && setState({ key, list: keepWithin, version, data }),
      (error: unknown) => live && setState({ key, list: keepWithin, version, error: error instanceof Error ? error : new Error(errorText(error)) }),
    );
    return () => {
      live = false;
    };
  }, [key, version, keepWithin]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const sameKey = key !== null && state.key === key;
  const settled = sameKey && state.version === version;
  return {
    data: sameKey || (key !== null && keepWithin !== undefined && state.list === keepWithin) ? state.data : undefined,
    error: settled ? state.error : undefined,
    loading: key !== null && !settled,
    reload,
  };
}
