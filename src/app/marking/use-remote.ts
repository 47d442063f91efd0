import { useEffect, useState } from 'react';

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
