// @vitest-environment jsdom
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JSEncrypt } from 'jsencrypt';
import { encryptPassword } from './encrypt-password.ts';

describe('encryptPassword', () => {
  it('produces base64 that the holder of the private key reads back', () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    const cipherText = encryptPassword(pair.publicKey, 'Demo@2026');
    expect(cipherText).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(cipherText).not.toContain('Demo@2026');

    const decryptor = new JSEncrypt();
    decryptor.setPrivateKey(pair.privateKey);
    expect(decryptor.decrypt(cipherText!)).toBe('Demo@2026');
  });

  it('gives null for a key it cannot use', () => {
    expect(encryptPassword('not a key', 'Demo@2026')).toBeNull();
  });
});
