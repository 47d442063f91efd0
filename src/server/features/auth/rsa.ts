/**
 * Passwords travel RSA-encrypted (PKCS#1 v1.5, as browsers' jsencrypt produces). The key pair is
 * created once and kept in the settings table, so every server process uses the same key.
 * Node's own privateDecrypt refuses PKCS#1 v1.5 padding, so decryption uses jsencrypt too.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { settings } from '../../db/schema.ts';

interface JSEncryptInstance {
  setPublicKey(pem: string): void;
  setPrivateKey(pem: string): void;
  encrypt(text: string): string | false;
  decrypt(text: string): string | false | null;
}
type JSEncryptClass = new () => JSEncryptInstance;

const require = createRequire(import.meta.url);
const jsencryptModule = require('jsencrypt') as JSEncryptClass | { default: JSEncryptClass };
const JSEncrypt: JSEncryptClass = 'default' in jsencryptModule ? jsencryptModule.default : jsencryptModule;

const SETTINGS_KEY = 'rsa_login_key';

export interface LoginKey {
  publicKey: string;
  decrypt(cipherText: string): string | null;
}

export async function loadLoginKey(database: Database): Promise<LoginKey> {
  const stored = await database.run(async (db) => {
    const rows = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY));
    if (rows.length > 0) return rows[0].value as { publicKey: string; privateKey: string };
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    const value = { publicKey: pair.publicKey, privateKey: pair.privateKey };
    // Another process may have won the race: keep whichever row landed first.
    await db.insert(settings).values({ key: SETTINGS_KEY, value }).onConflictDoNothing();
    const again = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY));
    return again[0].value as { publicKey: string; privateKey: string };
  });
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(stored.privateKey);
  return {
    publicKey: stored.publicKey,
    decrypt(cipherText) {
      const plain = decryptor.decrypt(cipherText);
      return typeof plain === 'string' ? plain : null;
    },
  };
}

/** Encrypts as a browser would; used by tests, benchmarks and tools that log in. */
export function encryptForLogin(publicKey: string, plainText: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(plainText);
  if (cipher === false) throw new Error('encryption failed');
  return cipher;
}
