/**
 * A paper's attached files (spec 002 §7 test-resource): the question paper, its answer key,
 * listening audio … attached by the school's administrators and opened by the paper's markers,
 * adjudicators and the teachers who may see its analysis (who may do what: Access.requireTest,
 * purposes `resources` and `attach`). The bytes live in the scan storage, the rows in
 * test_resources; a refused file leaves nothing behind in either.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { RESOURCE_MAX_BYTES, resourceKindOf } from './resource-kind.ts';
import * as repo from './test-resource-repository.ts';
import type { TestResourceRow } from './test-resource-repository.ts';

export const resourceUrl = (id: number) => `/v1/examination/test-resource/${id}/file`;

export function describeResource(row: TestResourceRow) {
  return {
    id: row.id,
    test_id: row.testId,
    name: row.name,
    media_type: row.mediaType,
    size: row.size,
    uploaded_by: row.uploadedBy,
    uploader_name: row.uploaderName,
    created_time: row.createdAt.toISOString(),
    url: resourceUrl(row.id),
  };
}

/** The name as readers see it: trimmed, 1 to 120 characters, no folder. */
function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 120 || /[\\/]/.test(trimmed)) throw badRequest(msg.testResources.badName);
  return trimmed;
}

/** The file, once the caller may open its paper's files ('resources') or change them ('attach'); an unknown file is refused. */
async function resourceFor(db: Db, auth: AuthContext, id: number, purpose: 'resources' | 'attach'): Promise<TestResourceRow> {
  const found = await repo.resourceById(db, id);
  if (!found) throw notFound(msg.testResources.notFound);
  await accessOf(db, auth).requireTest(found.testId, purpose);
  return found;
}

export class TestResourceService {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
  ) {}

  async list(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      const place = await accessOf(db, auth).requireTest(testId, 'resources');
      const rows = await repo.resourcesOfTest(db, testId);
      return { test_id: testId, may_upload: place.administrator, result: rows.map(describeResource) };
    });
  }

  async upload(auth: AuthContext, testId: number, fileName: string, content: Buffer | undefined) {
    await this.database.run((db) => accessOf(db, auth).requireTest(testId, 'attach'));
    const name = checkedName(fileName);
    const bytes = content ?? Buffer.alloc(0);
    if (bytes.length === 0) throw badRequest(msg.testResources.empty(name));
    if (bytes.length > RESOURCE_MAX_BYTES) throw badRequest(msg.testResources.tooLarge(name, RESOURCE_MAX_BYTES / 1024 / 1024));
    const kind = resourceKindOf(bytes);
    if (!kind) throw badRequest(msg.testResources.badType(name));
    const storageKey = `resource-${testId}-${randomUUID()}.${kind.extension}`;
    await this.storage.put(storageKey, bytes);
    try {
      const row = await this.database.tx(async (db) => {
        const id = await repo.insertResource(db, { testId, name, mediaType: kind.mediaType, size: bytes.length, storageKey, uploadedBy: auth.userId });
        return repo.resourceById(db, id);
      });
      if (!row) throw notFound(msg.testResources.notFound);
      return describeResource(row);
    } catch (error) {
      // the row was not written: the bytes go too, so that a failed upload leaves nothing
      await this.storage.delete(storageKey);
      throw error;
    }
  }

  /** The file's row and its bytes as a stream, for whoever may list the paper's files. */
  async open(auth: AuthContext, id: number): Promise<{ row: TestResourceRow; content: Readable }> {
    const row = await this.database.run((db) => resourceFor(db, auth, id, 'resources'));
    const content = await this.storage.open(row.storageKey);
    if (!content) throw notFound(msg.testResources.bytesMissing(row.name));
    return { row, content };
  }

  async remove(auth: AuthContext, id: number) {
    const row = await this.database.tx(async (db) => {
      const found = await resourceFor(db, auth, id, 'attach');
      await repo.deleteResource(db, id);
      return found;
    });
    // after the row is gone: a reader never finds a row whose bytes were removed under it
    await this.storage.delete(row.storageKey);
    return { id: row.id };
  }
}
