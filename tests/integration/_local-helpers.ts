import { openDatabase, type Database } from '../../src/server/db/database.ts';
export async function createTestDatabase(): Promise<Database> {
  return openDatabase({});
}
