import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../test/fake-socket.ts';
import { KICK_CODE, LiveSocket, liveSocketUrl } from './live-socket.ts';


function openLive() {
  const { sockets, createSocket } = fakeSockets();
  const onKick = vi.fn();
  const onProgress = vi.fn();
  const live = new LiveSocket({
    token: 't',
    uid: 3,
    onKick,
    onProgress,
    url: 'ws://school/v1/ws/marking',
    reconnectMs: 1000,
    createSocket,
  });
  return { live, sockets, onKick, onProgress };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the marking window live push', () => {
  it('addresses the marking channel with the token and user on the page host', () => {
    expect(liveSocketUrl('a b', 7, { protocol: 'https:', host: 'school.example' })).toBe('wss://school.example/v1/ws/marking?token=a%20b&uid=7');
  });

  it('subscribes to the groups on screen, tells their progress, and reopens a dropped connection', () => {
    vi.useFakeTimers();
    const { live, sockets, onProgress } = openLive();
    live.subscribe([11, 12]);
    sockets[0].emit('open');
    expect(sockets[0].sent).toEqual([{ type: 'subscribe', partition_ids: [11, 12] }]);
    sockets[0].emit('message', { data: JSON.stringify({ type: 'progress', partition_id: 12, test_id: 4 }) });
    expect(onProgress.mock.calls).toEqual([[12, 4]]);
    sockets[0].emit('close', { code: 1006 });
    vi.advanceTimersByTime(1000);
    sockets[1].emit('open');
    expect(sockets[1].sent).toEqual([{ type: 'subscribe', partition_ids: [11, 12] }]);
    live.close();
  });

  it('hears a kick once, by message or by close code, and never reopens after it', () => {
    vi.useFakeTimers();
    const byMessage = openLive();
    byMessage.sockets[0].emit('open');
    byMessage.sockets[0].emit('message', { data: JSON.stringify({ type: 'kick', code: KICK_CODE }) });
    byMessage.sockets[0].emit('close', { code: KICK_CODE });
    vi.advanceTimersByTime(5000);
    expect(byMessage.onKick).toHaveBeenCalledTimes(1);
    expect(byMessage.sockets).toHaveLength(1);

    const byClose = openLive();
    byClose.sockets[0].emit('open');
    byClose.sockets[0].emit('close', { code: KICK_CODE });
    vi.advanceTimersByTime(5000);
    expect(byClose.onKick).toHaveBeenCalledTimes(1);
    expect(byClose.sockets).toHaveLength(1);
  });
});
