/**
 * Scans in an S3-compatible bucket: a real S3 server (s3rver) started by this file on a free port.
 * The storage alone (put, get, stream, has, delete; a missing key, a missing bucket, a store that
 * is not there), then the demo school seeded into the bucket and a marker reading a piece
 * through /v1/files/scans/{token}: what the seed wrote is in the bucket, a piece gone from it is
 * a 404 envelope, and a store that cannot be used a 503 envelope — never a bare 500.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/i18n/server.ts';
import { createS3Storage, s3ConfigFromEnv, type S3StorageConfig } from '../../src/server/storage/s3-storage.ts';
import { ScanStorageUnavailableError, type ScanStorage } from '../../src/server/storage/scan-storage.ts';
import { scanStorageFromEnv, scanStorageProblem } from '../../src/server/storage/storage-from-env.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../support/s3-server.ts';

const BUCKET = 'scans';
let s3: TestS3Server;
let demo: DemoSchoolApp;
let bucketStorage: ReturnType<typeof createS3Storage>;
/** the store the demo app reads through; a test swaps in a broken one and puts the bucket back */
let current: ScanStorage;

const configFor = (bucket: string, endpoint = s3.endpoint): S3StorageConfig => ({ bucket, endpoint, forcePathStyle: true, maxAttempts: 1, ...S3RVER_CREDENTIALS });
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  bucketStorage = createS3Storage(configFor(BUCKET));
  current = bucketStorage;
  const switching: ScanStorage = {
    put: (key, content) => current.put(key, content),
    get: (key) => current.get(key),
    open: (key) => current.open(key),
    has: (key) => current.has(key),
    delete: (key) => current.delete(key),
  };
  demo = await openDemoSchool(12, { storage: () => switching });
});

afterAll(async () => {
  await demo?.close();
  bucketStorage?.close();
  await s3?.close();
});

const fetchScan = (url: string, token: string) => demo.testApp.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const envelope = (response: { body: string }) => JSON.parse(response.body) as { code: number; msg: string };

describe('the S3 storage', () => {
  it('stores, reads, streams, finds and deletes an object by its key', async () => {
    const content = Buffer.from('a page of an answer sheet');
    await bucketStorage.put('s3-test-page.png', content);
    expect(await bucketStorage.get('s3-test-page.png')).toEqual(content);
    expect(await bucketStorage.has('s3-test-page.png')).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of (await bucketStorage.open('s3-test-page.png'))!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(content);

    await bucketStorage.put('s3-test-empty.png', Buffer.alloc(0));
    expect(await bucketStorage.has('s3-test-empty.png')).toBe(true);
    expect(await bucketStorage.get('s3-test-empty.png')).toEqual(Buffer.alloc(0));

    await bucketStorage.delete('s3-test-page.png');
    await bucketStorage.delete('s3-test-page.png');
    expect(await bucketStorage.get('s3-test-page.png')).toBeNull();
    expect(await bucketStorage.open('s3-test-page.png')).toBeNull();
    expect(await bucketStorage.has('s3-test-page.png')).toBe(false);
    await expect(bucketStorage.put('../escape.png', content)).rejects.toThrow(/invalid scan key/);
  });

  it('calls a missing bucket or an unreachable store unavailable, not a missing scan, and writes nothing there', async () => {
    const noBucket = createS3Storage(configFor('no-such-bucket'));
    const nowhere = createS3Storage(configFor(BUCKET, `http://127.0.0.1:${await closedPort()}`));
    for (const store of [noBucket, nowhere]) {
      await expect(store.get('t1-p1-s1-0.png')).rejects.toBeInstanceOf(ScanStorageUnavailableError);
      await expect(store.has('t1-p1-s1-0.png')).rejects.toBeInstanceOf(ScanStorageUnavailableError);
      await expect(store.put('s3-test-refused.png', Buffer.from('x'))).rejects.toBeInstanceOf(ScanStorageUnavailableError);
      store.close();
    }
    expect(await bucketStorage.has('s3-test-refused.png')).toBe(false);
  });

  it('is checked at start: a missing bucket or a closed port is named, a working bucket is not', async () => {
    expect(await scanStorageProblem(bucketStorage)).toBeUndefined();
    const noBucket = createS3Storage(configFor('no-such-bucket'));
    const nowhere = createS3Storage(configFor(BUCKET, `http://127.0.0.1:${await closedPort()}`));
    expect(await scanStorageProblem(noBucket)).toMatch(/NoSuchBucket/);
    expect(await scanStorageProblem(nowhere)).toMatch(/ECONNREFUSED/);
    noBucket.close();
    nowhere.close();
  });

  it('is chosen when S3_BUCKET is set, the folder otherwise', () => {
    expect(s3ConfigFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', S3_REGION: 'cn-north-1' })).toMatchObject({
      bucket: 'b',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      region: 'cn-north-1',
    });
    expect(scanStorageFromEnv({ S3_BUCKET: 'b' }, '/tmp/x').where).toEqual({ kind: 's3', bucket: 'b', endpoint: undefined });
    expect(scanStorageFromEnv({}, '/tmp/x').where).toEqual({ kind: 'folder', folder: '/tmp/x' });
    expect(scanStorageFromEnv({ SCAN_DIR: '/srv/scans', S3_BUCKET: ' ' }, '/tmp/x').where).toEqual({ kind: 'folder', folder: '/srv/scans' });
  });
});

describe('scans of the demo school in the bucket', () => {
  const single = () => demo.mathsGroups.find((g) => g.marking_policy === 'single')!;
  const heldPiece = async () => {
    const held = await demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${demo.mathsTestId}&partition_id=${single().id}&occupy_student_count=1`, token: demo.marking.marker01 });
    return held.body.data.students[0].partition_pics[0].url as string;
  };
  const release = () =>
    demo.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${demo.mathsTestId}?partition_ids=[${single().id}]`, token: demo.marking.marker01 });
  const pieceKeys = async () =>
    (await demo.testApp.database.query<{ storage_key: string }>('SELECT storage_key FROM scan_pieces WHERE partition_id = $1 ORDER BY id', [single().id])).map((r) => r.storage_key);

  it('has every piece the seed wrote in the bucket, and serves a marker one of them', async () => {
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
    const listed = new Set<string>();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken }));
      for (const object of page.Contents ?? []) listed.add(object.Key!);
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    client.destroy();
    const all = (await demo.testApp.database.query<{ storage_key: string }>('SELECT storage_key FROM scan_pieces')).map((r) => r.storage_key);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((key) => !listed.has(key))).toEqual([]);

    const served = await fetchScan(await heldPiece(), demo.marking.marker01);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const stored = new Set<string>();
    for (const key of await pieceKeys()) stored.add(sha256((await bucketStorage.get(key))!));
    expect(stored.has(sha256(served.rawPayload))).toBe(true);
    await release();
  });

  it('answers 503 with the envelope while the store cannot be used, and serves the piece again once it can', async () => {
    const url = await heldPiece();
    const broken = [createS3Storage(configFor('no-such-bucket')), createS3Storage(configFor(BUCKET, `http://127.0.0.1:${await closedPort()}`))];
    try {
      for (const store of broken) {
        current = store;
        const answer = await fetchScan(url, demo.marking.marker01);
        expect(answer.statusCode).toBe(503);
        expect(envelope(answer)).toMatchObject({ code: 503, msg: msg.files.storageUnavailable });
      }
    } finally {
      current = bucketStorage;
      for (const store of broken) store.close();
    }
    expect((await fetchScan(url, demo.marking.marker01)).statusCode).toBe(200);
    await release();
  });

  it('answers 404 with the envelope for a piece that is not in the bucket', async () => {
    const url = await heldPiece();
    for (const key of await pieceKeys()) await bucketStorage.delete(key);
    const answer = await fetchScan(url, demo.marking.marker01);
    expect(answer.statusCode).toBe(404);
    expect(envelope(answer)).toMatchObject({ code: 404, msg: msg.access.scanMissing });
    await release();
  });
});
