/**
 * Passwords travel RSA-encrypted (PKCS#1 v1.5, as browsers' jsencrypt produces). The key pair is
 * created once and kept in the settings table, so every server process uses the same key; each
 * process hands its private key to its decrypt workers (rsa-decrypt-pool.ts), so that no
 * decryption runs on the event loop. The key never changes once stored: there is no rotation
 * for the workers to follow.
 *
 * Two switches exist for the login benchmark only, to compare with how it was done before:
 * LOGIN_DECRYPT_ON_MAIN_THREAD=1 decrypts on the event loop, LOGIN_RSA_ENGINE=jsencrypt|native
 * forces the arithmetic (see rsa-cipher.ts).
 */
import { generateKeyPairSync } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import { keepFirstLoginKeyPair, loginKeyPair, type StoredKeyPair } from './auth-repository.ts';
import { createPasswordDecryptor, type DecryptOutcome, type RsaEngine } from './rsa-cipher.ts';
import { PasswordDecryptPool } from './rsa-decrypt-pool.ts';
import { msg } from '../../../i18n/server.ts';

export { encryptForLogin } from './rsa-cipher.ts';

export interface LoginKey {
  publicKey: string;
  /**
   * Decrypts a password field off the event loop. Null when it does not decrypt; throws 400
   * naming the field when the text is no ciphertext for this key at all, and 429 when too many
   * sign-ins are waiting for decryption already.
   */
  decrypt(cipherText: string, field: string): Promise<string | null>;
  /** the decrypt workers (absent when decrypting on the main thread) */
  readonly pool?: PasswordDecryptPool;
  close(): Promise<void>;
}

async function storedKeyPair(database: Database): Promise<StoredKeyPair> {
  return database.run(async (db) => {
    const stored = await loginKeyPair(db);
    if (stored) return stored;
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    // Another process may have won the race: keep whichever row landed first.
    return keepFirstLoginKeyPair(db, { publicKey: pair.publicKey, privateKey: pair.privateKey });
  });
}

function passwordOf(outcome: DecryptOutcome, field: string): string | null {
  if (outcome.kind === 'malformed') throw badRequest(`${msg.auth.passwordUndecryptable}（${field}）`);
  return outcome.kind === 'password' ? outcome.password : null;
}

export async function loadLoginKey(database: Database, options: { workers?: number } = {}): Promise<LoginKey> {
  const { publicKey, privateKey } = await storedKeyPair(database);
  const forced = process.env.LOGIN_RSA_ENGINE;
  const engine: RsaEngine = forced === 'native' || forced === 'jsencrypt' ? forced : 'auto';
  if (process.env.LOGIN_DECRYPT_ON_MAIN_THREAD === '1') {
    const decryptor = createPasswordDecryptor(privateKey, engine);
    return {
      publicKey,
      decrypt: async (cipherText, field) => passwordOf(decryptor.decrypt(cipherText), field),
      close: async () => undefined,
    };
  }
  const pool = await PasswordDecryptPool.start({ privateKey, engine, workers: options.workers });
  return {
    publicKey,
    pool,
    decrypt: async (cipherText, field) => passwordOf(await pool.decrypt(cipherText), field),
    close: () => pool.close(),
  };
}
