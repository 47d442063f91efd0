/**
 * Loads data for a screen when its key changes (null: nothing to load yet). While a new key
 * loads, `data` is undefined; `reload()` loads the same key again and keeps showing the old
 * data meanwhile. An answer that arrives after the key moved on is dropped.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Loaded<T> {
  key: string | null;
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

export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> {
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
      (data) => live && setState({ key, version, data }),
      (error: unknown) => live && setState({ key, version, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const sameKey = key !== null && state.key === key;
  const settled = sameKey && state.version === version;
  return { data: sameKey ? state.data : undefined, error: settled ? state.error : undefined, loading: key !== null && !settled, reload };
}
