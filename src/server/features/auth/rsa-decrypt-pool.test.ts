import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createPasswordDecryptor, encryptForLogin } from './rsa-cipher.ts';
import { PasswordDecryptPool } from './rsa-decrypt-pool.ts';

function keyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
}

const key = keyPair();
const otherKey = keyPair();
const engines = ['jsencrypt', ...(createPasswordDecryptor(key.privateKey).engine === 'native' ? ['native' as const] : [])] as const;

describe.each(engines)('password decryption with %s arithmetic', (engine) => {
  const decryptor = createPasswordDecryptor(key.privateKey, engine);

  it('reads what a browser encrypted, Chinese and emoji included', () => {
    for (const password of ['Demo@2026', '阅卷老师2026', 'pässwörd🙂']) {
      expect(decryptor.decrypt(encryptForLogin(key.publicKey, password))).toEqual({ kind: 'password', password });
    }
  });

  it('calls a text that is no ciphertext of this key malformed, whatever its content', () => {
    const tooLong = Buffer.alloc(257, 1).toString('base64');
    const aboveModulus = Buffer.alloc(256, 0xff).toString('base64');
    for (const text of ['', 'not a ciphertext!', 'abc', tooLong, aboveModulus, `${encryptForLogin(key.publicKey, 'x')} `]) {
      expect(decryptor.decrypt(text)).toEqual({ kind: 'malformed' });
    }
  });

  it('never hands back the password of a ciphertext made for another key', () => {
    expect(decryptor.decrypt(encryptForLogin(otherKey.publicKey, 'Demo@2026'))).not.toEqual({ kind: 'password', password: 'Demo@2026' });
  });

  it('takes a forged ciphertext of the right form for no password anyone has, not for malformed', () => {
    // a message padded as a signature (00 01 ff…), not for encryption (00 02 …)
    const signaturePadded = Buffer.concat([Buffer.from([0, 1]), Buffer.alloc(254, 0xff)]);
    const forged = decryptor.decrypt(publicEncrypt({ key: key.publicKey, padding: constants.RSA_NO_PADDING }, signaturePadded).toString('base64'));
    expect(forged.kind).toBe(engine === 'native' ? 'password' : 'undecryptable');
  });
});

describe('the decrypt worker pool', () => {
  let pool: PasswordDecryptPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('decrypts in worker threads, several at once', async () => {
    pool = await PasswordDecryptPool.start({ privateKey: key.privateKey, workers: 2 });
    expect(pool.threads()).toHaveLength(2);
    const passwords = Array.from({ length: 20 }, (_, i) => `密码${i}`);
    const outcomes = await Promise.all(passwords.map((p) => pool!.decrypt(encryptForLogin(key.publicKey, p))));
    expect(outcomes).toEqual(passwords.map((password) => ({ kind: 'password', password })));
  });

  it('refuses with 429 once the backlog is full, and serves the ones it holds', async () => {
    pool = await PasswordDecryptPool.start({ privateKey: key.privateKey, workers: 1, backlogLimit: 3, engine: 'jsencrypt' });
    const cipher = encryptForLogin(key.publicKey, 'Demo@2026');
    // no answer can come back before the fourth call: it finds three outstanding
    const accepted = [pool.decrypt(cipher), pool.decrypt(cipher), pool.decrypt(cipher)];
    await expect(pool.decrypt(cipher)).rejects.toMatchObject({ statusCode: 429, message: '登录人数过多，请稍后再试' });
    expect(await Promise.all(accepted)).toEqual(accepted.map(() => ({ kind: 'password', password: 'Demo@2026' })));
    expect(await pool.decrypt(cipher)).toEqual({ kind: 'password', password: 'Demo@2026' });
  });

  it('replaces a worker that dies and finishes the decryptions it held', async () => {
    pool = await PasswordDecryptPool.start({ privateKey: key.privateKey, workers: 1, engine: 'jsencrypt' });
    const [worker] = pool.threads();
    const pending = ['甲Demo@2026', '乙Demo@2026', '丙Demo@2026'].map((p) => pool!.decrypt(encryptForLogin(key.publicKey, p)));
    await worker.terminate();
    expect(await Promise.all(pending)).toEqual(['甲Demo@2026', '乙Demo@2026', '丙Demo@2026'].map((password) => ({ kind: 'password', password })));
    expect(pool.threads()).toHaveLength(1);
    expect(pool.threads()[0].threadId).not.toBe(worker.threadId);
  });

  it('answers 500 to what is still waiting when it closes, and refuses new work', async () => {
    pool = await PasswordDecryptPool.start({ privateKey: key.privateKey, workers: 1, engine: 'jsencrypt' });
    const cipher = encryptForLogin(key.publicKey, 'Demo@2026');
    const answers = Promise.allSettled([pool.decrypt(cipher), pool.decrypt(cipher)]);
    await pool.close();
    expect((await answers).map((a) => (a.status === 'rejected' ? (a.reason as { statusCode: number }).statusCode : a.status))).toEqual([500, 500]);
    await expect(pool.decrypt(cipher)).rejects.toMatchObject({ statusCode: 500 });
  });
});
