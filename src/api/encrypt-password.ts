/**
 * Passwords travel RSA-encrypted (PKCS#1 v1.5, base64) with the key of GET /v1/user/public-key.
 */
import { JSEncrypt } from 'jsencrypt';
import { api, call, type ApiClient } from './client.ts';

/** The cipher text to send, or null when the key cannot encrypt this text. */
export function encryptPassword(publicKey: string, password: string): string | null {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipherText = encryptor.encrypt(password);
  return typeof cipherText === 'string' && cipherText.length > 0 ? cipherText : null;
}

export async function fetchPublicKey(client: ApiClient = api): Promise<string> {
  const data = await call(client.GET('/v1/user/public-key'));
  return data.public_key;
}
