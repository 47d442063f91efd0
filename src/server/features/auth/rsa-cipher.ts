/**
 * The RSA arithmetic of password fields, with no I/O: the decrypt workers and the main thread
 * (tests, and the benchmark's comparison) call the same functions.
 *
 * Browsers encrypt with jsencrypt: PKCS#1 v1.5 padding, base64. Node decrypts that padding
 * natively only where its OpenSSL rejects bad padding implicitly (a deterministic stand-in
 * message instead of an error, so no answer or timing tells an attacker whether the padding of
 * a forged ciphertext was right); Node 24's OpenSSL does, and then a decryption costs about
 * 0.2 ms. Older runtimes refuse that padding, and jsencrypt's own arithmetic (about 20 ms a
 * decryption, which is why it runs in worker threads) takes over.
 */
import { constants, createPrivateKey, createPublicKey, privateDecrypt, publicEncrypt, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';

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

/** Which arithmetic decrypts: `auto` is native where the runtime allows it, else jsencrypt. */
export type RsaEngine = 'auto' | 'native' | 'jsencrypt';

/**
 * What a password field turned out to be:
 * - `password`: decrypted (with implicit rejection, a forged ciphertext of the right form also
 *   lands here, as a password nobody has);
 * - `malformed`: not base64, longer than the key or not below its modulus — its form alone,
 *   which anyone can see, so saying so reveals nothing;
 * - `undecryptable`: of the right form but its padding is wrong (jsencrypt only).
 */
export type DecryptOutcome = { kind: 'password'; password: string } | { kind: 'malformed' } | { kind: 'undecryptable' };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Encrypts as a browser would; used by tests, benchmarks and tools that log in. */
export function encryptForLogin(publicKey: string, plainText: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(plainText);
  if (cipher === false) throw new Error('encryption failed');
  return cipher;
}

/** Whether this runtime's privateDecrypt accepts PKCS#1 v1.5 padding (see the file comment). */
function nativeDecryptsPkcs1(privateKey: KeyObject): boolean {
  const probe = publicEncrypt({ key: createPublicKey(privateKey), padding: constants.RSA_PKCS1_PADDING }, Buffer.from('probe'));
  try {
    return privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, probe).toString() === 'probe';
  } catch {
    return false;
  }
}

/**
 * The text of a decrypted message as jsencrypt reads it: jsencrypt writes every UTF-16 code unit
 * as one to three UTF-8-style bytes (so a character outside the BMP is two 3-byte surrogates,
 * not one 4-byte sequence). Reading it the same way keeps passwords identical whichever
 * arithmetic decrypted them.
 */
function jsencryptText(bytes: Buffer): string {
  const units: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    if (lead < 0x80) units.push(lead);
    else if (lead >= 0xc0 && lead < 0xe0) units.push(((lead & 0x1f) << 6) | (bytes[++i] & 0x3f));
    else {
      units.push(((lead & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f));
      i += 2;
    }
  }
  return String.fromCharCode(...units);
}

/** The ciphertext's bytes when its form fits the key, else undefined. */
function cipherBytes(cipherText: string, modulus: bigint, modulusBytes: number): Buffer | undefined {
  if (cipherText.length > 2 * modulusBytes || !BASE64.test(cipherText) || cipherText.length % 4 !== 0) return undefined;
  const bytes = Buffer.from(cipherText, 'base64');
  if (bytes.length === 0 || bytes.length > modulusBytes) return undefined;
  if (BigInt(`0x${bytes.toString('hex')}`) >= modulus) return undefined;
  return bytes;
}

/** A decrypting function for one private key (PEM); it never throws for any input. */
export function createPasswordDecryptor(privateKeyPem: string, engine: RsaEngine = 'auto'): { engine: 'native' | 'jsencrypt'; decrypt(cipherText: string): DecryptOutcome } {
  const privateKey = createPrivateKey(privateKeyPem);
  const jwk = privateKey.export({ format: 'jwk' });
  const modulus = BigInt(`0x${Buffer.from(String(jwk.n), 'base64url').toString('hex')}`);
  const modulusBytes = Math.ceil((privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  const chosen = engine === 'auto' ? (nativeDecryptsPkcs1(privateKey) ? 'native' : 'jsencrypt') : engine;

  if (chosen === 'native') {
    return {
      engine: chosen,
      decrypt(cipherText) {
        const bytes = cipherBytes(cipherText, modulus, modulusBytes);
        if (!bytes) return { kind: 'malformed' };
        try {
          // left-padded to the key's length, as PKCS#1 wants it (old jsencrypt dropped leading zeros)
          const full = Buffer.concat([Buffer.alloc(modulusBytes - bytes.length), bytes]);
          return { kind: 'password', password: jsencryptText(privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, full)) };
        } catch {
          return { kind: 'undecryptable' };
        }
      },
    };
  }
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(privateKeyPem);
  return {
    engine: chosen,
    decrypt(cipherText) {
      if (!cipherBytes(cipherText, modulus, modulusBytes)) return { kind: 'malformed' };
      try {
        const plain = decryptor.decrypt(cipherText);
        return typeof plain === 'string' ? { kind: 'password', password: plain } : { kind: 'undecryptable' };
      } catch {
        return { kind: 'undecryptable' };
      }
    },
  };
}
