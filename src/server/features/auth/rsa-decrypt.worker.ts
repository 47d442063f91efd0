/**
 * A password-decrypting worker thread of rsa-decrypt-pool.ts: it gets the private key when it
 * starts and answers one `{id, cipherText}` at a time with `{id, outcome}`. Loaded by Node
 * itself (type stripping), so this file and what it imports use only erasable TypeScript.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createPasswordDecryptor, type RsaEngine } from './rsa-cipher.ts';

export interface DecryptWorkerData {
  privateKey: string;
  engine: RsaEngine;
}

export interface DecryptRequest {
  id: number;
  cipherText: string;
}

const { privateKey, engine } = workerData as DecryptWorkerData;
const decryptor = createPasswordDecryptor(privateKey, engine);
const port = parentPort!;
port.on('message', (request: DecryptRequest) => {
  port.postMessage({ id: request.id, outcome: decryptor.decrypt(request.cipherText) });
});
port.postMessage({ ready: decryptor.engine });
