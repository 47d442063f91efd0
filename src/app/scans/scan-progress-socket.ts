/**
 * The scan screen's live push (contract: /v1/ws/scans?token=…): it follows the batches listed on
 * screen and hears when pages of one of them settle or are queued again, so that the batch list
 * is read again while recognition runs instead of only when the page is opened. A dropped
 * connection is reopened after a pause and follows the same batches (LiveConnection).
 */
import { LiveConnection, liveChannelUrl, type LiveChannelOptions } from '../common/live-connection.ts';

export interface ScanProgressSocketOptions extends LiveChannelOptions {
  token: string;
  onProgress(batchId: number): void;
}

export function scanProgressUrl(token: string, origin: { protocol: string; host: string } = window.location): string {
  return liveChannelUrl(`/v1/ws/scans?token=${encodeURIComponent(token)}`, origin);
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
  private readonly connection: LiveConnection;

  constructor(options: ScanProgressSocketOptions) {
    this.connection = new LiveConnection({
      url: options.url ?? scanProgressUrl(options.token),
      channel: options,
      subscription: (batchIds) => ({ type: 'subscribe', batch_ids: batchIds }),
      onMessage: (data) => {
        const batchId = progressedBatch(data);
        if (batchId !== undefined) options.onProgress(batchId);
      },
    });
  }

  /** The batches whose progress the screen shows. */
  follow(batchIds: number[]): void {
    this.connection.follow(batchIds);
  }

  close(): void {
    this.connection.close();
  }
}
