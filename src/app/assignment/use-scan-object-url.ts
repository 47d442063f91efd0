/**
 * A stored scan as an object URL of the blob fetched with the caller's token (a scan address
 * answers only to the user it was made for, which an <img> alone cannot say): undefined while it
 * loads, null when it cannot be read. The URL is revoked when the scan changes or the view closes.
 */
import { useEffect, useState } from 'react';
import { scanBlob } from './spot-check-calls.ts';

export function useScanObjectUrl(url: string): string | null | undefined {
  const [shown, setShown] = useState<{ url: string; src: string | null }>();
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void scanBlob(url, controller.signal)
      .catch(() => null)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setShown({ url, src: objectUrl });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  // a scan still loading shows nothing rather than the one before it
  return shown?.url === url ? shown.src : undefined;
}
