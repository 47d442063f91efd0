/**
 * A stored scan as an object URL of the blob fetched with the caller's token: undefined while it
 * loads, null when it cannot be read (see useFetchedObjectUrl).
 */
import { useFetchedObjectUrl } from '../common/use-fetched-object-url.ts';
import { scanBlob } from './spot-check-calls.ts';

export function useScanObjectUrl(url: string): string | null | undefined {
  return useFetchedObjectUrl(url, (signal) => scanBlob(url, signal));
}
