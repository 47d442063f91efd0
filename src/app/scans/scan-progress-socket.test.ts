import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../test/fake-socket.ts';
import { progressedBatch, ScanProgressSocket, scanProgressUrl } from './scan-progress-socket.ts';


function openFollowing(onProgress: (batchId: number) => void) {
  const { sockets, createSocket } = fakeSockets();
  const socket = new ScanProgressSocket({
    token: 'web token',
    onProgress,
    url: 'ws://school/v1/ws/scans?token=x',
    reconnectMs: 1000,
    createSocket,
  });
  return { socket, sockets };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the scan progress push', () => {
  it('addresses the scan channel with the web token on the page host', () => {
    expect(scanProgressUrl('a b', { protocol: 'https:', host: 'school.example' })).toBe('wss://school.example/v1/ws/scans?token=a%20b');
    expect(scanProgressUrl('t', { protocol: 'http:', host: '127.0.0.1:8191' })).toBe('ws://127.0.0.1:8191/v1/ws/scans?token=t');
  });

  it('subscribes to the batches on screen once open, and tells which batch progressed', () => {
    const onProgress = vi.fn();
    const { socket, sockets } = openFollowing(onProgress);
    socket.follow([7, 9]);
    expect(sockets[0].sent).toEqual([]);
    sockets[0].emit('open');
    expect(sockets[0].sent).toEqual([{ type: 'subscribe', batch_ids: [7, 9] }]);
    sockets[0].emit('message', { data: JSON.stringify({ type: 'subscribed', batch_ids: [7, 9] }) });
    sockets[0].emit('message', { data: JSON.stringify({ type: 'scan-progress', batch_id: 9, test_id: 3 }) });
    sockets[0].emit('message', { data: 'not json' });
    expect(onProgress.mock.calls).toEqual([[9]]);
    socket.close();
  });

  it('reopens a dropped connection and follows the same batches, but not after it was closed', () => {
    vi.useFakeTimers();
    const { socket, sockets } = openFollowing(vi.fn());
    socket.follow([4]);
    sockets[0].emit('open');
    sockets[0].emit('close', { code: 1006 });
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1].emit('open');
    expect(sockets[1].sent).toEqual([{ type: 'subscribe', batch_ids: [4] }]);
    socket.close();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
  });

  it('reads only scan-progress messages with a batch', () => {
    expect(progressedBatch(JSON.stringify({ type: 'scan-progress', batch_id: 12, test_id: 1 }))).toBe(12);
    expect(progressedBatch(JSON.stringify({ type: 'scan-progress' }))).toBeUndefined();
    expect(progressedBatch(JSON.stringify({ type: 'refused', batch_ids: [12] }))).toBeUndefined();
    expect(progressedBatch(new ArrayBuffer(2))).toBeUndefined();
  });
});
