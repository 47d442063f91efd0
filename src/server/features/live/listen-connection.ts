/**
 * The one PostgreSQL connection a server process LISTENs on. That connection can end at any
 * time — the database restarts or fails over, an operator or an idle timeout ends the backend,
 * the network drops it silently — and an 'error' nobody listens to would end the whole process.
 * So the connection is watched: when it fails it is dropped and opened again after a pause that
 * grows with every failed attempt up to a cap, with jitter so that the processes of a cluster do
 * not all knock at the same moment after a restart. Every channel is listened to again, and
 * `onResumed` tells the process that notifications of the gap are lost: whatever they would
 * have changed must be read again.
 *
 * A connection whose peer vanished without a word (a failover that moved the address) is
 * noticed by a periodic check: LISTEN is issued again on every channel, which also proves that
 * the registration is still in place; a check without an answer in time counts as a failure.
 */

/** The part of a pooled `pg` client the connection uses. */
export interface ListenClient {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  /** back to the pool; with an error the connection is closed instead */
  release(error?: Error | boolean): void;
}

export interface ListenConnectionOptions {
  /** opens a connection (a pool's `connect`) */
  connect(): Promise<ListenClient>;
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  /** the connection is back after a failure: notifications of the gap were lost */
  onResumed(): void;
  /** a failure of the connection or of an attempt to reopen it, for the log */
  onFailure(error: unknown): void;
  /** uniform in [0, 1): the jitter */
  random?: () => number;
}

/** The first pause after a failure; every failed attempt doubles it, up to the cap. */
export const RECONNECT_FIRST_MS = 200;
export const RECONNECT_MAX_MS = 15_000;
/** How often the connection is checked, and how long a check may take before it counts as failed. */
export const CHECK_EVERY_MS = 30_000;
export const CHECK_TIMEOUT_MS = 10_000;

/** The pause before reconnection attempt `attempt` (0 = the first after a failure): half fixed, half random. */
export function reconnectDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A connection subscribed to the channels; `end` closes it once, however often it is called. */
interface Listening {
  client: ListenClient;
  end(error?: Error): void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export class ListenConnection {
  private current: Listening | undefined;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private check: ReturnType<typeof setInterval> | undefined;
  private closed = false;

  constructor(private readonly options: ListenConnectionOptions) {}

  /** Opens the connection the first time; a failure here is the caller's (the server does not start). */
  async open(): Promise<void> {
    this.current = await this.listenOn(await this.options.connect());
    this.check = setInterval(() => void this.checkConnection(), CHECK_EVERY_MS);
    this.check.unref();
  }

  /** Whether notifications are being received now. */
  get listening(): boolean {
    return this.current !== undefined;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.check);
    const current = this.current;
    this.current = undefined;
    current?.end();
  }

  /** Subscribes a fresh connection to every channel; a failure closes it and is thrown. */
  private async listenOn(client: ListenClient): Promise<Listening> {
    let ended = false;
    const listening: Listening = {
      client,
      end: (error) => {
        if (ended) return;
        ended = true;
        // LISTEN changed this connection's session: it is closed, never handed out again
        client.release(error ?? true);
      },
    };
    const fail = (error: Error) => {
      listening.end(error);
      if (this.current === listening) this.lost(error);
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error('the LISTEN connection ended')));
    client.on('notification', (message) => {
      if (message.payload !== undefined && this.options.channels.includes(message.channel)) this.options.onNotification(message.channel, message.payload);
    });
    try {
      await this.subscribe(client);
    } catch (error) {
      listening.end(asError(error));
      throw error;
    }
    return listening;
  }

  private subscribe(client: ListenClient): Promise<unknown> {
    return client.query(this.options.channels.map((channel) => `LISTEN ${channel}`).join('; '));
  }

  /** The current connection failed: it is gone, and a new one is tried after a pause. */
  private lost(error: unknown): void {
    this.current = undefined;
    this.options.onFailure(error);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = reconnectDelay(this.attempt++, this.options.random ?? Math.random);
    this.retry = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    let listening: Listening;
    try {
      listening = await this.listenOn(await this.options.connect());
    } catch (error) {
      this.options.onFailure(error);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) return listening.end();
    this.current = listening;
    this.attempt = 0;
    this.options.onResumed();
  }

  /** LISTEN again on the connection: an error or no answer in time fails it. */
  private async checkConnection(): Promise<void> {
    const listening = this.current;
    if (!listening) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the LISTEN connection did not answer its check')), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.subscribe(listening.client), timeout]);
    } catch (error) {
      listening.end(asError(error));
      if (this.current === listening) this.lost(error);
    } finally {
      clearTimeout(timer);
    }
  }
}
