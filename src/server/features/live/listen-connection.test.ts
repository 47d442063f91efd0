import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, CHECK_TIMEOUT_MS, ListenConnection, RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelay, type ListenClient } from './listen-connection.ts';

/** A pooled connection as far as the LISTEN connection uses it; `answer` decides each statement. */
class FakeClient extends EventEmitter implements ListenClient {
  readonly statements: string[] = [];
  released: Error | boolean | undefined;
  releases = 0;
  answer: (text: string) => Promise<unknown> = () => Promise.resolve();

  query(text: string): Promise<unknown> {
    this.statements.push(text);
    return this.answer(text);
  }

  release(error?: Error | boolean): void {
    // the pool throws on a second release of the same client
    if (this.releases++ > 0) throw new Error('released twice');
    this.released = error;
  }
}

function connectionWith(connect: () => Promise<FakeClient>) {
  const events = { notifications: [] as string[], resumed: 0, failures: [] as unknown[] };
  const connection = new ListenConnection({
    connect,
    channels: ['marking_events', 'other_events'],
    onNotification: (channel, payload) => events.notifications.push(`${channel}:${payload}`),
    onResumed: () => events.resumed++,
    onFailure: (error) => events.failures.push(error),
    random: () => 0.5,
  });
  return { connection, events };
}

/** A connection that gets these clients, one for each time it connects. */
function connectionOver(...clients: FakeClient[]) {
  return connectionWith(() => Promise.resolve(clients.shift()!));
}

describe('reconnection pauses', () => {
  it('double with every failed attempt, up to the cap, half of each pause random', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(0, () => 0.999_999)).toBe(RECONNECT_FIRST_MS);
    expect(reconnectDelay(3, () => 0)).toBe((RECONNECT_FIRST_MS * 8) / 2);
    expect(reconnectDelay(40, () => 0)).toBe(RECONNECT_MAX_MS / 2);
    expect(reconnectDelay(40, () => 0.999_999)).toBe(RECONNECT_MAX_MS);
  });
});

describe('the LISTEN connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('listens on every channel and passes their notifications on', async () => {
    const client = new FakeClient();
    const { connection, events } = connectionWith(() => Promise.resolve(client));
    await connection.open();
    expect(client.statements).toEqual(['LISTEN marking_events; LISTEN other_events']);
    client.emit('notification', { channel: 'marking_events', payload: '{"type":"sessions","user_id":3}' });
    client.emit('notification', { channel: 'unrelated', payload: 'x' });
    expect(events.notifications).toEqual(['marking_events:{"type":"sessions","user_id":3}']);
    connection.close();
    expect(client.released).toBe(true);
  });

  it('survives an error of its connection, reconnects after a pause, listens again and says it resumed', async () => {
    const first = new FakeClient();
    const second = new FakeClient();
    const { connection, events } = connectionOver(first, second);
    await connection.open();

    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    // an 'error' with nobody listening would throw here, as it ends a real process
    expect(() => first.emit('error', terminated)).not.toThrow();
    first.emit('end');
    expect(first.released).toBe(terminated);
    expect(first.releases).toBe(1);
    expect(events.failures).toEqual([terminated]);
    expect(connection.listening).toBe(false);

    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0.5) - 1);
    expect(second.statements).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.statements).toEqual(['LISTEN marking_events; LISTEN other_events']);
    expect(events.resumed).toBe(1);
    expect(connection.listening).toBe(true);
    second.emit('notification', { channel: 'other_events', payload: 'after' });
    expect(events.notifications).toEqual(['other_events:after']);
    connection.close();
  });

  it('keeps trying while the database refuses connections, each pause longer, and resets once back', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const first = new FakeClient();
    let down = true;
    const attempts: number[] = [];
    const { connection, events } = connectionWith(() => {
      attempts.push(Date.now());
      if (attempts.length === 1) return Promise.resolve(first);
      return down ? Promise.reject(refused) : Promise.resolve(new FakeClient());
    });
    await connection.open();
    const lostAt = Date.now();
    first.emit('error', new Error('Connection terminated unexpectedly'));
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(reconnectDelay(i, () => 0.5));
    const pauses = attempts.slice(1).map((at, i) => at - (i === 0 ? lostAt : attempts[i]));
    expect(pauses).toEqual([0, 1, 2, 3].map((i) => reconnectDelay(i, () => 0.5)));
    expect(events.resumed).toBe(0);
    expect(events.failures).toHaveLength(5);

    down = false;
    await vi.advanceTimersByTimeAsync(reconnectDelay(4, () => 0.5));
    expect(events.resumed).toBe(1);
    connection.close();
  });

  it('closes a fresh connection whose LISTEN fails and tries again', async () => {
    const first = new FakeClient();
    const failing = new FakeClient();
    failing.answer = () => Promise.reject(Object.assign(new Error('the database system is starting up'), { code: '57P03' }));
    const third = new FakeClient();
    const { connection, events } = connectionOver(first, failing, third);
    await connection.open();
    first.emit('error', new Error('Connection terminated unexpectedly'));
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0.5));
    expect(failing.released).toBeInstanceOf(Error);
    expect(events.resumed).toBe(0);
    await vi.advanceTimersByTimeAsync(reconnectDelay(1, () => 0.5));
    expect(third.statements).toHaveLength(1);
    expect(events.resumed).toBe(1);
    connection.close();
  });

  it('drops a connection that does not answer its periodic check', async () => {
    const silent = new FakeClient();
    const next = new FakeClient();
    const { connection, events } = connectionOver(silent, next);
    await connection.open();
    silent.answer = () => new Promise(() => undefined);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(silent.statements).toHaveLength(2);
    expect(connection.listening).toBe(true);
    await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
    expect(silent.released).toBeInstanceOf(Error);
    expect(connection.listening).toBe(false);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0.5));
    expect(events.resumed).toBe(1);
    connection.close();
  });

  it('stops reconnecting once closed', async () => {
    const first = new FakeClient();
    let attempts = 0;
    const { connection } = connectionWith(() => {
      attempts++;
      return Promise.resolve(first);
    });
    await connection.open();
    first.emit('error', new Error('Connection terminated unexpectedly'));
    connection.close();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 2);
    expect(attempts).toBe(1);
  });
});
