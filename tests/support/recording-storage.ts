/**
 * A scan storage that says what the app keeps in it: the keys with the given prefix the storage
 * holds now, as the app puts and deletes them, so that a test can see a refused upload left
 * nothing behind and a removal took its bytes along.
 */
import type { ScanStorage } from '../../src/server/storage/scan-storage.ts';

export function recordingStorage(prefix: string, stored: Set<string>): (folder: ScanStorage) => ScanStorage {
  return (folder) => ({
    ...folder,
    async put(key, content) {
      await folder.put(key, content);
      if (key.startsWith(prefix)) stored.add(key);
    },
    async delete(key) {
      await folder.delete(key);
      stored.delete(key);
    },
  });
}
