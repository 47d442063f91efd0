/**
 * The roster part of a school's setup without the demo, over HTTP (in-process app.inject) on an
 * embedded PGlite in memory, or on PostgreSQL when DATABASE_URL is set: the setup link, then
 * 250 classes, 10 000 students and 600 teachers from xlsx workbooks written here with exceljs,
 * then a re-import of the students (every row an update). Prints the time of each step and where
 * it went (building the workbooks is the test's own cost and is printed apart); asserts nothing.
 * Goal: the whole school, with the exam creation of the other part, well under 10 s.
 * Run with `npm run bench:setup` (STUDENTS, TEACHERS override the sizes).
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { encryptForLogin } from '../src/server/features/auth/rsa.ts';
import { setupLinkIfEmpty } from '../src/server/features/setup/setup-link.ts';
import { createFolderStorage } from '../src/server/storage/scan-storage.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STUDENTS = Number(process.env.STUDENTS ?? 10_000);
const TEACHERS = Number(process.env.TEACHERS ?? 600);
const PER_CLASS = 40;
const CLASSES = Math.ceil(STUDENTS / PER_CLASS);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PASSWORD = 'Bench@2026';
const GRADES = [10, 11, 12];

async function workbook(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  sheet.addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const className = (c: number) => `${GRADES[c % GRADES.length]}-${Math.floor(c / GRADES.length) + 1}`;

async function main(): Promise<void> {
  const scanDir = mkdtempSync(path.join(tmpdir(), 'bench-setup-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
  const app = await buildApp({ database, storage: createFolderStorage(scanDir) });
  const timings: [string, number][] = [];
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings.push([label, performance.now() - started]);
    return result;
  };
  try {
    const prepared = performance.now();
    const classBook = await workbook(
      ['校区', '年级', '班级'],
      Array.from({ length: CLASSES }, (_, c) => ['本部', GRADES[c % GRADES.length], className(c)]),
    );
    const studentRows = Array.from({ length: STUDENTS }, (_, i) => [String(30_000_000 + i), `学生${i}`, className(Math.floor(i / PER_CLASS)), (i % PER_CLASS) + 1]);
    const studentBook = await workbook(['考号', '姓名', '班级', '座号'], studentRows);
    const teacherBook = await workbook(
      ['用户名', '姓名', '职务', '学科', '任教年级', '任教班级', '班主任班级'],
      Array.from({ length: TEACHERS }, (_, i) => [
        `t${String(i).padStart(4, '0')}`,
        `老师${i}`,
        i < CLASSES ? '任课老师、班主任' : '任课老师',
        ['数学', '语文', '英语', '物理'][i % 4],
        '',
        `${className(i % CLASSES)}、${className((i + 1) % CLASSES)}`,
        i < CLASSES ? className(i) : '',
      ]),
    );
    const buildMs = performance.now() - prepared;

    const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method, url, payload: payload as never, headers });
      const body = JSON.parse(response.body) as { code: number; msg: string; data: Record<string, unknown> };
      if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${body.msg}`);
      return body;
    };
    const token = await setupLinkIfEmpty(database);
    if (!token) throw new Error('the benchmark needs an empty database');
    const key = (await inject('GET', '/v1/user/public-key')).data.public_key as string;
    const created = await timed('setup link: school + administrator', () =>
      inject('POST', '/v1/setup', { token, school_name: '基准中学', username: 'bench_admin', real_name: '管理员', password: encryptForLogin(key, PASSWORD) }),
    );
    const schoolId = created.data.school_id as number;
    const signedIn = await inject('POST', '/v1/user/login', { username: 'bench_admin', password: encryptForLogin(key, PASSWORD) });
    const auth = { authorization: `Bearer ${signedIn.data.token as string}`, 'content-type': XLSX };
    const upload = (kind: string, bytes: Buffer) => inject('POST', `/v1/admin/roster-import/${kind}?school_id=${schoolId}`, bytes, auth);

    await timed(`import ${CLASSES} classes`, () => upload('classes', classBook));
    await timed(`import ${STUDENTS} students`, () => upload('students', studentBook));
    await timed(`import ${TEACHERS} teachers`, () => upload('teachers', teacherBook));
    await timed(`re-import ${STUDENTS} students (all updates)`, () => upload('students', studentBook));

    const total = timings.filter(([label]) => !label.startsWith('re-import')).reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\nroster setup on ${database.driver} (${STUDENTS} students, ${TEACHERS} teachers, ${CLASSES} classes)`);
    console.log(`  workbooks written by the benchmark (not the product): ${buildMs.toFixed(0)} ms`);
    for (const [label, ms] of timings) console.log(`  ${label.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms`);
    console.log(`  ${'school from empty (setup + three imports)'.padEnd(44)} ${total.toFixed(0).padStart(6)} ms`);
  } finally {
    await app.close();
    await database.close();
    rmSync(scanDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
