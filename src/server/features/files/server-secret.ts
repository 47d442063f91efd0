/**
 * The server's own secret, for what it hands out and must recognise later without storing it:
 * the signed scan addresses and the paper numbers of blind marking. Created once and kept in the
 * settings table, so that every server process (and every restart) shares it, as the login key
 * pair is; each use derives a key of its own from it, so no two uses ever share a key.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { storedSecret } from './file-repository.ts';

const SETTINGS_KEY = 'server_secret';
const SECRET_BYTES = 32;

/**
 * What a database gives once per process, kept as the promise of it: every caller of one
 * database shares it, and a failed one (the database away) is tried again by the next caller.
 */
export function oncePerDatabase<T>(make: (database: Database) => Promise<T>): (database: Database) => Promise<T> {
  const kept = new WeakMap<Database, Promise<T>>();
  return (database) => {
    let value = kept.get(database);
    if (!value) {
      value = make(database);
      value.catch(() => kept.delete(database));
      kept.set(database, value);
    }
    return value;
  };
}

/** The secret of a database, read (or created) once per process and kept. */
export const serverSecret = oncePerDatabase((database) =>
  database.run((db) => storedSecret(db, SETTINGS_KEY, randomBytes(SECRET_BYTES).toString('hex'))).then((hex) => Buffer.from(hex, 'hex')),
);

/** What is made from a database's secret, once per process (the scan addresses, the paper numbers). */
export function madeFromSecret<T>(make: (secret: Buffer) => T): (database: Database) => Promise<T> {
  return oncePerDatabase((database) => serverSecret(database).then(make));
}

/** A 32-byte key for one purpose, derived from the secret. */
export function keyFor(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`yuejuan/${purpose}`).digest();
}
