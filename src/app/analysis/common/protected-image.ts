/**
 * Pictures behind the session: scans are served only to a signed-in user, so an <img> cannot
 * load them by address. They are fetched with the bearer token and shown from an object URL,
 * which is released when nothing shows the picture any more.
 */
import { useEffect, useState } from 'react';
import { getToken } from '../../../state/session.ts';

export type ImageState = { state: 'empty' } | { state: 'loading' } | { state: 'loaded'; src: string } | { state: 'failed' };

/** Addresses on our own API need the token; anything else loads as it is. */
export function needsToken(url: string): boolean {
  return url.startsWith('/v1/');
}

export async function fetchProtectedImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${getToken('web')}` }, signal });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}

interface Loaded {
  url: string;
  result: ImageState;
}

/** The picture at `url` ready for an <img>: a plain address, or an object URL of the fetched scan. */
export function useProtectedImage(url: string | undefined): ImageState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!url || !needsToken(url)) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchProtectedImage(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, result: { state: 'loaded', src: objectUrl } });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ url, result: { state: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!url) return { state: 'empty' };
  if (!needsToken(url)) return { state: 'loaded', src: url };
  return loaded?.url === url ? loaded.result : { state: 'loading' };
}
