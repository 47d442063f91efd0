/**
 * Scans in an S3-compatible bucket (AWS S3, MinIO, Ceph, Aliyun OSS or Tencent COS in S3 mode),
 * for deployments with several server and worker processes on different machines. An object is
 * written by one PutObject: S3 makes it visible whole or not at all, so a failed or interrupted
 * write leaves nothing behind (no half-written page). Every failure of the store itself —
 * unreachable, no such bucket, credentials refused — becomes ScanStorageUnavailableError (503);
 * only a missing key is "not there".
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertScanKey, ScanStorageUnavailableError, type ScanStorage } from './scan-storage.ts';

export interface S3StorageConfig {
  bucket: string;
  /** the service's address when it is not AWS (http://minio:9000) */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name; MinIO and most self-hosted stores need it */
  forcePathStyle?: boolean;
  /** attempts per request before the store counts as unavailable (the SDK's retry with backoff) */
  maxAttempts?: number;
}

/** AWS's default region; S3-compatible servers accept any name. */
const DEFAULT_REGION = 'us-east-1';
/** A store that does not accept the connection within this time counts as unreachable. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** A request with no progress for this long is given up (a 20 MB PDF at a few MB/s fits well inside). */
const REQUEST_TIMEOUT_MS = 60_000;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** NoSuchKey (GetObject) is a missing scan; NoSuchBucket, also a 404, is a store set up wrong. */
const isMissingKey = (error: unknown) => error instanceof S3ServiceException && error.name === 'NoSuchKey';
/** A range past the end of an empty object: the object is there. */
const isEmptyObject = (error: unknown) => error instanceof S3ServiceException && (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416);

/** The S3 configuration of the environment (S3_BUCKET, S3_ENDPOINT, …), undefined when S3_BUCKET is not set. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3StorageConfig | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

export function createS3Storage(config: S3StorageConfig): ScanStorage & { readonly bucket: string; close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region ?? DEFAULT_REGION,
    forcePathStyle: config.forcePathStyle ?? false,
    maxAttempts: config.maxAttempts,
    // without explicit keys the SDK's own chain applies (AWS_* variables, instance roles)
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = config.bucket;

  /** The object's body stream, null when the key is missing. */
  async function bodyOf(key: string, range?: string): Promise<Readable | null> {
    assertScanKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
      return answer.Body instanceof Readable ? answer.Body : Readable.from([]);
    } catch (error) {
      if (isMissingKey(error)) return null;
      if (range && isEmptyObject(error)) return Readable.from([]);
      throw new ScanStorageUnavailableError(error);
    }
  }

  async function readAll(body: Readable): Promise<Buffer> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    } catch (error) {
      // the connection dropped under the body: no partial image is handed out
      throw new ScanStorageUnavailableError(error);
    }
    return Buffer.concat(chunks);
  }

  return {
    bucket: Bucket,
    async put(key, content) {
      assertScanKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: content, ContentLength: content.length, ContentType: contentTypeOf(key) }));
      } catch (error) {
        throw new ScanStorageUnavailableError(error);
      }
    },
    async get(key) {
      const body = await bodyOf(key);
      return body ? readAll(body) : null;
    },
    open: (key) => bodyOf(key),
    async has(key) {
      // a one-byte read rather than HeadObject: a HEAD answer has no body, so a missing bucket
      // and a missing key would both be a bare 404
      const body = await bodyOf(key, 'bytes=0-0');
      body?.destroy();
      return body !== null;
    },
    async delete(key) {
      assertScanKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissingKey(error)) throw new ScanStorageUnavailableError(error);
      }
    },
    close: () => client.destroy(),
  };
}
