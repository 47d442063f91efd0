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

const loaded = new WeakMap<Database, Promise<Buffer>>();

/** The secret of a database, read (or created) once per process and kept. */
export function serverSecret(database: Database): Promise<Buffer> {
  let secret = loaded.get(database);
  if (!secret) {
    secret = database.run((db) => storedSecret(db, SETTINGS_KEY, randomBytes(SECRET_BYTES).toString('hex'))).then((hex) => Buffer.from(hex, 'hex'));
    // a failed read (the database away) is tried again by the next caller
    secret.catch(() => loaded.delete(database));
    loaded.set(database, secret);
  }
  return secret;
}

/** A 32-byte key for one purpose, derived from the secret. */
export function keyFor(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`yuejuan/${purpose}`).digest();
}
