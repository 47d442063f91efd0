/**
 * The scan screen's live push (contract: /v1/ws/scans?token=…): it follows the batches listed on
 * screen and hears when pages of one of them settle or are queued again, so that the batch list
 * is read again while recognition runs instead of only when the page is opened. A dropped
 * connection is reopened after a pause and follows the same batches.
 */
export interface ScanProgressSocketOptions {
  token: string;
  onProgress(batchId: number): void;
  /** defaults to the page's own host */
  url?: string;
  createSocket?: (url: string) => WebSocket;
  reconnectMs?: number;
}

const RECONNECT_MS = 5000;

export function scanProgressUrl(token: string, origin: { protocol: string; host: string } = window.location): string {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${origin.host}/v1/ws/scans?token=${encodeURIComponent(token)}`;
}

/** The batch a scan-progress message names, or undefined for any other message. */
export function progressedBatch(data: unknown): number | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as Record<string, unknown>;
    return message.type === 'scan-progress' && typeof message.batch_id === 'number' ? message.batch_id : undefined;
  } catch {
    return undefined;
  }
}

export class ScanProgressSocket {
  private socket: WebSocket | undefined;
  private batches: number[] = [];
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: ScanProgressSocketOptions) {
    this.open();
  }

  /** The batches whose progress the screen shows. */
  follow(batchIds: number[]): void {
    this.batches = [...batchIds];
    this.sendSubscription();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close();
  }

  private open(): void {
    if (this.closed) return;
    const url = this.options.url ?? scanProgressUrl(this.options.token);
    const socket = (this.options.createSocket ?? ((address) => new WebSocket(address)))(url);
    this.socket = socket;
    socket.addEventListener('open', () => this.sendSubscription());
    socket.addEventListener('message', (event) => {
      const batchId = progressedBatch(event.data);
      if (batchId !== undefined) this.options.onProgress(batchId);
    });
    socket.addEventListener('close', () => {
      if (!this.closed) this.timer = setTimeout(() => this.open(), this.options.reconnectMs ?? RECONNECT_MS);
    });
  }

  private sendSubscription(): void {
    if (this.socket?.readyState !== 1 || this.batches.length === 0) return;
    this.socket.send(JSON.stringify({ type: 'subscribe', batch_ids: this.batches }));
  }
}
