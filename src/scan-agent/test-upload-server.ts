/**
 * A tus server standing in for the platform's /v1/scan/upload in the scanner service's tests: the
 * real protocol (@tus/server over a folder) on a free port, that accepts one bearer token and
 * records each finished upload with its metadata. `refuse` makes it answer the next requests as
 * the platform refuses (403 with the envelope).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { UPLOAD_PATH } from './page-upload.ts';

export interface ReceivedUpload {
  metadata: Record<string, string | null | undefined>;
  content: Buffer;
}

export async function startTestUploadServer(token: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'test-tus-'));
  const received: ReceivedUpload[] = [];
  const state = { refuse: false };
  const tus = new Server({
    path: UPLOAD_PATH,
    datastore: new FileStore({ directory }),
    onIncomingRequest: async (request) => {
      if (state.refuse || request.headers.get('authorization') !== `Bearer ${token}`) {
        throw { status_code: 403, body: JSON.stringify({ code: 403, msg: 'refused by the test server', data: null }) };
      }
    },
    onUploadFinish: async (_request, upload) => {
      received.push({ metadata: upload.metadata ?? {}, content: readFileSync(path.join(directory, upload.id)) });
      return {};
    },
  });
  const server = createServer((request, response) => void tus.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
