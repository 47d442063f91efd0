/**
 * A picture behind the session as an object URL an <img> can show: scan addresses answer only
 * to the token of the user they were made for, which an <img> alone cannot send, so the blob is
 * fetched by the caller (null: there is none) and shown from an object URL. Undefined while it
 * loads, null when it cannot be read or nothing is wanted (key null). The URL is given back when
 * the key changes or the view closes, and a picture still loading shows nothing rather than the
 * one before it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** `key` names everything `fetchBlob` reads: a new key fetches again, the same key does not. */
export function useFetchedObjectUrl(key: string | null, fetchBlob: (signal: AbortSignal) => Promise<Blob | null>): string | null | undefined {
  const fetcher = useRef(fetchBlob);
  useLayoutEffect(() => {
    fetcher.current = fetchBlob;
  });
  const [shown, setShown] = useState<{ key: string; src: string | null }>();
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void fetcher
      .current(controller.signal)
      .catch(() => null)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setShown({ key, src: objectUrl });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key]);
  if (key === null) return null;
  return shown?.key === key ? shown.src : undefined;
}
