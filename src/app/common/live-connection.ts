/**
 * A screen's live push connection: opened at once, reopened after a pause when it drops, and told
 * again what the screen follows each time it opens. The marking window (live-socket.ts) and the
 * scan screen (scan-progress-socket.ts) each speak their own messages over it.
 */

/** How a screen's socket reaches its channel; tests give their own socket and a short pause. */
export interface LiveChannelOptions {
  /** defaults to the page's own host */
  url?: string;
  createSocket?: (url: string) => WebSocket;
  reconnectMs?: number;
}

export interface LiveConnectionOptions {
  url: string;
  channel: LiveChannelOptions;
  /** what the screen follows as the server reads it, sent on every open and on follow(); nothing while it follows none */
  subscription(ids: readonly number[]): unknown;
  onMessage(data: unknown): void;
  /** the server closed with this code: answer true when the connection must not be reopened */
  endsOnClose?(code: number): boolean;
}

const RECONNECT_MS = 5000;
const OPEN = 1;

/** The address of a live channel (e.g. '/v1/ws/scans?token=…') on the page's own host. */
export function liveChannelUrl(pathAndQuery: string, origin: { protocol: string; host: string } = window.location): string {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${origin.host}${pathAndQuery}`;
}

export class LiveConnection {
  private socket: WebSocket | undefined;
  private ended = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private followed: readonly number[] = [];

  constructor(private readonly options: LiveConnectionOptions) {
    this.open();
  }

  /** The ids the screen follows from now on, sent at once if the connection is open. */
  follow(ids: readonly number[]): void {
    this.followed = [...ids];
    this.resubscribe();
  }

  /** Sends what the screen follows now, if the connection is open. */
  private resubscribe(): void {
    if (this.socket?.readyState !== OPEN || this.followed.length === 0) return;
    this.socket.send(JSON.stringify(this.options.subscription(this.followed)));
  }

  /** Never reopens again; the socket itself is left to the server to close. */
  end(): void {
    this.ended = true;
    clearTimeout(this.timer);
  }

  close(): void {
    this.end();
    this.socket?.close();
  }

  private open(): void {
    if (this.ended) return;
    const socket = (this.options.channel.createSocket ?? ((address) => new WebSocket(address)))(this.options.url);
    this.socket = socket;
    socket.addEventListener('open', () => this.resubscribe());
    socket.addEventListener('message', (event) => this.options.onMessage(event.data));
    socket.addEventListener('close', (event) => {
      if (this.ended) return;
      if (this.options.endsOnClose?.(event.code)) {
        this.ended = true;
        return;
      }
      this.timer = setTimeout(() => this.open(), this.options.channel.reconnectMs ?? RECONNECT_MS);
    });
  }
}
