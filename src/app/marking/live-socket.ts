/**
 * The marking window's live push (contract: /v1/ws/marking?token=…&uid=…): it subscribes to the
 * groups on screen, hears when their progress changes, and learns at once when the account opens
 * marking elsewhere (code 4000). A dropped connection is reopened after a pause.
 */
export type LiveMessage = { type: 'progress'; partition_id: number; test_id: number } | { type: 'kick'; code: number };

export interface LiveSocketOptions {
  token: string;
  uid: number;
  onProgress(partitionId: number, testId: number): void;
  onKick(): void;
  /** defaults to the page's own host */
  url?: string;
  createSocket?: (url: string) => WebSocket;
  reconnectMs?: number;
}

/** Code the server closes with when the account logged in elsewhere. */
export const KICK_CODE = 4000;
const RECONNECT_MS = 5000;

export function liveSocketUrl(token: string, uid: number, origin: { protocol: string; host: string } = window.location): string {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${origin.host}/v1/ws/marking?token=${encodeURIComponent(token)}&uid=${uid}`;
}

export function parseLiveMessage(data: unknown): LiveMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as Partial<LiveMessage> & Record<string, unknown>;
    if (message.type === 'progress' && typeof message.partition_id === 'number') {
      return { type: 'progress', partition_id: message.partition_id, test_id: Number(message.test_id) || 0 };
    }
    if (message.type === 'kick') return { type: 'kick', code: Number(message.code) || KICK_CODE };
  } catch {
    return undefined;
  }
  return undefined;
}

export class LiveSocket {
  private socket: WebSocket | undefined;
  private partitions: number[] = [];
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: LiveSocketOptions) {
    this.open();
  }

  /** The groups whose progress this window wants to hear about. */
  subscribe(partitionIds: number[]): void {
    this.partitions = [...partitionIds];
    this.sendSubscription();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close();
  }

  private open(): void {
    if (this.closed) return;
    const url = this.options.url ?? liveSocketUrl(this.options.token, this.options.uid);
    const socket = (this.options.createSocket ?? ((address) => new WebSocket(address)))(url);
    this.socket = socket;
    socket.addEventListener('open', () => this.sendSubscription());
    socket.addEventListener('message', (event) => {
      const message = parseLiveMessage(event.data);
      if (!message) return;
      if (message.type === 'kick') {
        this.closed = true;
        this.options.onKick();
      } else {
        this.options.onProgress(message.partition_id, message.test_id);
      }
    });
    socket.addEventListener('close', (event) => {
      if (event.code === KICK_CODE) {
        if (!this.closed) this.options.onKick();
        this.closed = true;
        return;
      }
      if (this.closed) return;
      this.timer = setTimeout(() => this.open(), this.options.reconnectMs ?? RECONNECT_MS);
    });
  }

  private sendSubscription(): void {
    if (this.socket?.readyState !== 1 || this.partitions.length === 0) return;
    this.socket.send(JSON.stringify({ type: 'subscribe', partition_ids: this.partitions }));
  }
}
