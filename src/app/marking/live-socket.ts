/**
 * The marking window's live push (contract: /v1/ws/marking?token=…&uid=…): it subscribes to the
 * groups on screen, hears when their progress changes, and learns at once when the account opens
 * marking elsewhere (code 4000). A dropped connection is reopened after a pause (LiveConnection).
 */
import { LiveConnection, liveChannelUrl, type LiveChannelOptions } from '../common/live-connection.ts';

export type LiveMessage = { type: 'progress'; partition_id: number; test_id: number } | { type: 'kick'; code: number };

export interface LiveSocketOptions extends LiveChannelOptions {
  token: string;
  uid: number;
  onProgress(partitionId: number, testId: number): void;
  onKick(): void;
}

/** Code the server closes with when the account logged in elsewhere. */
export const KICK_CODE = 4000;

export function liveSocketUrl(token: string, uid: number, origin: { protocol: string; host: string } = window.location): string {
  return liveChannelUrl(`/v1/ws/marking?token=${encodeURIComponent(token)}&uid=${uid}`, origin);
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
  private readonly connection: LiveConnection;

  constructor(options: LiveSocketOptions) {
    this.connection = new LiveConnection({
      url: options.url ?? liveSocketUrl(options.token, options.uid),
      channel: options,
      subscription: (partitionIds) => ({ type: 'subscribe', partition_ids: partitionIds }),
      onMessage: (data) => {
        const message = parseLiveMessage(data);
        if (!message) return;
        if (message.type === 'kick') {
          this.connection.end();
          options.onKick();
        } else {
          options.onProgress(message.partition_id, message.test_id);
        }
      },
      endsOnClose: (code) => {
        if (code !== KICK_CODE) return false;
        options.onKick();
        return true;
      },
    });
  }

  /** The groups whose progress this window wants to hear about. */
  subscribe(partitionIds: number[]): void {
    this.connection.follow(partitionIds);
  }

  close(): void {
    this.connection.close();
  }
}
