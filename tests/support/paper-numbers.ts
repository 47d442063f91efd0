/**
 * The student behind a paper number of blind marking, and back, as the server computes them — for
 * tests that check the database behind a marking answer, or name a student a fixture made. Works
 * on the test's Database or on any query function over the same database (the secret the numbers
 * are keyed with is in its settings table).
 */
import type { Database } from '../../src/server/db/database.ts';
import { PaperNumbers } from '../../src/server/features/marking/paper-numbers.ts';

export type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;

function queryOf(source: Database | Query): Query {
  return typeof source === 'function' ? source : (text, params) => source.query(text, params);
}

async function numbersOf(query: Query): Promise<PaperNumbers> {
  const rows = await query<{ value: { hex: string } }>("SELECT value FROM settings WHERE key = 'server_secret'", []);
  if (!rows[0]) throw new Error('the server has not made its secret yet: no paper has been handed out');
  return new PaperNumbers(Buffer.from(rows[0].value.hex, 'hex'));
}

async function showsStudent(query: Query, partitionId: number): Promise<boolean> {
  const rows = await query<{ shows: boolean }>('SELECT marking_show_student AS shows FROM partitions WHERE id = $1', [partitionId]);
  return Boolean(rows[0]?.shows);
}

/** What the marking calls name a student's paper in a group: the paper number in a blind group. */
export async function paperOf(source: Database | Query, partitionId: number, studentId: number): Promise<number> {
  const query = queryOf(source);
  return (await showsStudent(query, partitionId)) ? studentId : (await numbersOf(query)).numberOf(partitionId, studentId);
}

/** The student whose paper a marking answer named. */
export async function studentOfPaper(source: Database | Query, partitionId: number, named: number): Promise<number> {
  const query = queryOf(source);
  if (await showsStudent(query, partitionId)) return named;
  const studentId = (await numbersOf(query)).studentOf(partitionId, named);
  if (studentId === undefined) throw new Error(`${named} is no paper number of group ${partitionId}`);
  return studentId;
}
