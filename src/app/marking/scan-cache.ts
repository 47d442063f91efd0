/**
 * Scan pictures of the claimed students, downloaded ahead as blobs and shown from object URLs,
 * so that the next student appears the moment the current one is submitted. A picture that is
 * no longer needed (its student was submitted or released) gives its memory back.
 */
import { decodeScan, forgetScan } from '../../shapes/scan-piece/decoded-scans.ts';

export type FetchBlob = (url: string) => Promise<Blob>;

export interface ObjectUrls {
  create(blob: Blob): string;
  /** settles when the picture can be shown at once (decoded); never fails */
  ready?(url: string): Promise<void>;
  revoke(url: string): void;
}

/**
 * The browser's object URLs. A new URL is also decoded once and the decoded picture kept: the
 * <img> that shows it later paints in the same frame instead of decoding then.
 */
const browserUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  ready: (url) => decodeScan(url),
  revoke: (url) => {
    forgetScan(url);
    URL.revokeObjectURL(url);
  },
};

interface Entry {
  promise: Promise<string>;
  objectUrl?: string;
  dropped: boolean;
}

export class ScanCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly fetchBlob: FetchBlob,
    private readonly urls: ObjectUrls = browserUrls,
  ) {}

  /**
   * The object URL of a scan, downloading it once; it answers when the picture is decoded, ready
   * to be painted in the frame that shows it. A failed download is tried again next time.
   */
  load(url: string): Promise<string> {
    const existing = this.entries.get(url);
    if (existing) return existing.promise;
    const entry: Entry = { dropped: false, promise: Promise.resolve('') };
    entry.promise = this.fetchBlob(url).then(
      async (blob) => {
        const objectUrl = this.urls.create(blob);
        if (!entry.dropped) await this.urls.ready?.(objectUrl);
        if (entry.dropped) {
          // released while downloading: nothing will show it
          this.urls.revoke(objectUrl);
          return objectUrl;
        }
        entry.objectUrl = objectUrl;
        return objectUrl;
      },
      (error: unknown) => {
        if (this.entries.get(url) === entry) this.entries.delete(url);
        throw error;
      },
    );
    this.entries.set(url, entry);
    return entry.promise;
  }

  /** Starts downloading scans without waiting; failures are left for `load` to report. */
  prefetch(urls: Iterable<string>): void {
    for (const url of urls) this.load(url).catch(() => undefined);
  }

  /** The object URL when the scan is already here and decoded. */
  peek(url: string): string | undefined {
    return this.entries.get(url)?.objectUrl;
  }

  /** Forgets every scan not in `keep`, freeing its memory. */
  retainOnly(keep: Iterable<string>): void {
    const wanted = new Set(keep);
    for (const [url, entry] of this.entries) {
      if (wanted.has(url)) continue;
      entry.dropped = true;
      if (entry.objectUrl) this.urls.revoke(entry.objectUrl);
      this.entries.delete(url);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
