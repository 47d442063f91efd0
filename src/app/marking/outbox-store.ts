/**
 * The marking outbox's store in the browser's IndexedDB: one object store of marks by their
 * idempotency key. It outlives reloads and crashes of the page; the rules are in outbox.ts.
 */
import type { OutboxMark } from '../../domain/marking/outbox.ts';
import type { OutboxStore } from './outbox.ts';

const DATABASE = 'marking-outbox';
const MARKS = 'marks';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(MARKS)) open.result.createObjectStore(MARKS, { keyPath: 'key' });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** Runs one request in a transaction and settles when the transaction is committed. */
async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  const tx = db.transaction(MARKS, mode);
  const result = request(act(tx.objectStore(MARKS)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

export const indexedDbOutboxStore: OutboxStore = {
  load: () => inStore('readonly', (store) => store.getAll() as IDBRequest<OutboxMark[]>),
  put: async (mark) => {
    await inStore('readwrite', (store) => store.put(mark));
  },
  remove: async (key) => {
    await inStore('readwrite', (store) => store.delete(key));
  },
};
