/**
 * A real S3-compatible server (s3rver: the S3 REST protocol over a folder) on a free port of
 * 127.0.0.1, started by the test that needs it and removed with its objects afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts these keys (any others are refused as they would be by a real store). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
