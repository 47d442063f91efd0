/**
 * The folder of scan uploads in progress (tus): each upload is a file of the bytes received so far
 * and its description. An upload nobody finishes — a closed laptop, a scanner agent that was
 * uninstalled — would otherwise stay on disk for ever, so one older than UPLOAD_EXPIRY_MS is
 * removed with its bytes, and the uploader that comes back later is told the upload no longer exists
 * (上传不存在或已结束) and sends the file again from the start. Finished uploads are removed as
 * soon as their file has been received, so only unfinished ones are ever swept.
 */
import { mkdirSync } from 'node:fs';
import { FileStore } from '@tus/file-store';

/** An unfinished upload is kept this long after it was started: a whole school day and night. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** How often expired uploads are looked for. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The tus file store, except for how its folder comes to exist: the library starts an
 * asynchronous mkdir in its constructor and throws a failure out of the callback, where nothing
 * can catch it — a folder removed or refused at that moment would end the whole process later,
 * from nowhere. The area makes the folder itself, synchronously, before the store is built, so a
 * folder that cannot be made is refused at start with its reason.
 */
class FolderFileStore extends FileStore {}
Object.defineProperty(FolderFileStore.prototype, 'checkOrCreateDirectory', { value: () => undefined });

export class ScanUploadArea {
  readonly store: FileStore;

  constructor(
    directory: string,
    private readonly clock: () => Date = () => new Date(),
    private readonly expiryMs = UPLOAD_EXPIRY_MS,
  ) {
    mkdirSync(directory, { recursive: true });
    this.store = new FolderFileStore({ directory });
  }

  /** Removes every unfinished upload started more than the expiry before `now`; answers how many. */
  async sweepExpired(now = this.clock()): Promise<number> {
    const ids = (await this.store.configstore.list?.()) ?? [];
    let removed = 0;
    for (const id of ids) {
      const upload = await this.store.configstore.get(id);
      if (!upload?.creation_date || upload.offset === upload.size) continue;
      if (now.getTime() - Date.parse(upload.creation_date) <= this.expiryMs) continue;
      // another process sharing the folder may have removed it meanwhile
      await this.store.remove(id).catch(() => undefined);
      removed++;
    }
    return removed;
  }

  /** Sweeps now and then every hour until the answered function stops it; a failed sweep is reported, not thrown. */
  startSweeping(report: (error: unknown) => void): () => void {
    const sweep = () => void this.sweepExpired().catch(report);
    sweep();
    const timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
