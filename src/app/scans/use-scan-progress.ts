/**
 * Follows the recognition progress of the batches a screen shows on the scan websocket
 * (ScanProgressSocket), for as long as it shows them: `onProgress` runs when a batch's pages move.
 */
import { useEffect } from 'react';
import { getToken } from '../../state/session.ts';
import { ScanProgressSocket } from './scan-progress-socket.ts';

export function useScanProgress(batchIds: readonly number[], onProgress: () => void): void {
  const followed = batchIds.join(',');
  useEffect(() => {
    if (!followed) return;
    const socket = new ScanProgressSocket({ token: getToken('web'), onProgress });
    socket.follow(followed.split(',').map(Number));
    return () => socket.close();
  }, [followed, onProgress]);
}
