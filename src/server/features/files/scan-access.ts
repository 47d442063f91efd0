/** Who may see a stored scan: a signed-in user of the school whose exam the scan belongs to. */
import { eq, or } from 'drizzle-orm';
import { Role } from '../../../domain/roles.ts';
import type { Database } from '../../db/database.ts';
import { answerSheets, exams, partitions, scanPieces, tests } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { schoolIdsOf } from '../auth/auth-repository.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';

export async function schoolOfScan(database: Database, key: string): Promise<number | undefined> {
  return database.run(async (db) => {
    const piece = await db
      .select({ schoolId: exams.schoolId })
      .from(scanPieces)
      .innerJoin(partitions, eq(partitions.id, scanPieces.partitionId))
      .innerJoin(tests, eq(tests.id, partitions.testId))
      .innerJoin(exams, eq(exams.id, tests.examId))
      .where(eq(scanPieces.storageKey, key))
      .limit(1);
    if (piece[0]) return piece[0].schoolId;
    const sheet = await db
      .select({ schoolId: exams.schoolId })
      .from(answerSheets)
      .innerJoin(tests, eq(tests.id, answerSheets.testId))
      .innerJoin(exams, eq(exams.id, tests.examId))
      .where(or(eq(answerSheets.sideA, key), eq(answerSheets.sideB, key)))
      .limit(1);
    return sheet[0]?.schoolId;
  });
}

export async function readScanFor(database: Database, storage: ScanStorage, auth: AuthContext, key: string): Promise<Buffer> {
  const schoolId = await schoolOfScan(database, key);
  if (schoolId === undefined) throw notFound();
  if (auth.role !== Role.superAdmin) {
    const mySchools = await database.run((db) => schoolIdsOf(db, auth.userId));
    if (!mySchools.includes(schoolId)) throw forbidden();
  }
  const content = await storage.get(key);
  if (!content) throw notFound();
  return content;
}
