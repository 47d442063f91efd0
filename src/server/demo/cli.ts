/**
 * `npm run demo -- [--students 5000] [--seed N] [--data ./data-bench] [--database-url postgres://…] [--scans DIR]`
 *
 * Builds a demo school of any size into a data folder (embedded database in <data>/db, scans in
 * <data>/scans, the layout `npm start` uses) or into PostgreSQL (DATABASE_URL or
 * --database-url; scans in --scans, default ./data/scans), then prints the accounts, the counts
 * and how long it took. A database that already holds the demo school is left alone. With S3_BUCKET
 * set (and no --scans) the scans go into that bucket, where `npm start` then reads them.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database.ts';
import { DataFolderLockedError } from '../db/data-folder-lock.ts';
import { createS3Storage, s3ConfigFromEnv } from '../storage/s3-storage.ts';
import { createFolderStorage } from '../storage/scan-storage.ts';
import { DEFAULT_STUDENTS, DEMO_SEED, DemoAlreadySeededError, isDemoSeeded, seedDemoSchool, type DemoSummary } from './seed.ts';

const USAGE = `用法：npm run demo -- [--students 人数] [--seed 种子] [--data 数据目录] [--database-url postgres://…] [--scans 扫描图片目录]
  --students      学生人数（默认 ${DEFAULT_STUDENTS}），每班约 40 人，至少 6 个班
  --seed          随机种子（默认 ${DEMO_SEED}），同一种子生成完全相同的学校
  --data          内置数据库所在的数据目录（默认 ./data），数据库在 <data>/db，扫描图片在 <data>/scans
  --database-url  改用 PostgreSQL（也可用环境变量 DATABASE_URL）
  --scans         扫描图片目录（使用 PostgreSQL 时默认 ./data/scans）`;

class UsageError extends Error {}

function wholeNumber(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${name} 须为正整数：${text}`);
  return value;
}

function readArguments() {
  try {
    return parseArgs({
      options: {
        students: { type: 'string' },
        seed: { type: 'string' },
        data: { type: 'string' },
        'database-url': { type: 'string' },
        scans: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function printSummary(summary: DemoSummary, seconds: number): void {
  const { counts } = summary;
  console.log(`\n${summary.school}（种子 ${summary.seed}）`);
  console.log(`账号（密码均为 ${summary.password}）：`);
  const width = Math.max(...summary.accounts.map((a) => a.username.length));
  const nameWidth = Math.max(...summary.accounts.map((a) => a.realName.length));
  // names are full-width characters: pad them with the ideographic space
  for (const account of summary.accounts) console.log(`  ${account.username.padEnd(width)}  ${account.realName.padEnd(nameWidth, '\u3000')}  ${account.role}`);
  console.log(
    [
      `校区 ${counts.campuses}，班级 ${counts.classes}，学生 ${counts.students}，账号 ${counts.accounts}`,
      `考试 ${counts.exams}，试卷 ${counts.tests}，题组 ${counts.partitions}`,
      `阅卷单元 ${counts.markingUnits}（空白卷 ${counts.blankAnswers}），阅卷记录 ${counts.markingLogs}`,
      `扫描图片 ${counts.scanPieces} 张，共 ${(counts.scanBytes / 1024 / 1024).toFixed(1)} MB`,
      `用时 ${seconds.toFixed(1)} 秒（${(counts.scanPieces / seconds).toFixed(0)} 张/秒）`,
    ].join('\n'),
  );
}

async function main(): Promise<number> {
  const values = readArguments();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const students = wholeNumber(values.students, '--students', DEFAULT_STUDENTS);
  const seed = wholeNumber(values.seed, '--seed', DEMO_SEED);
  // an explicit data folder means the embedded database, whatever the environment says
  const databaseUrl = values['database-url'] ?? (values.data ? undefined : process.env.DATABASE_URL) ?? undefined;
  const dataDir = path.resolve(values.data ?? 'data');
  const scansDir = path.resolve(values.scans ?? (databaseUrl ? path.join('data', 'scans') : path.join(dataDir, 'scans')));

  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
  try {
    if (await isDemoSeeded(database)) {
      console.error(new DemoAlreadySeededError().message);
      return 1;
    }
    const bucket = values.scans ? undefined : s3ConfigFromEnv(process.env);
    const storage = bucket ? createS3Storage(bucket) : createFolderStorage(scansDir);
    console.log(`正在创建演示学校：${students} 名学生 → ${databaseUrl ? 'PostgreSQL' : path.join(dataDir, 'db')}，扫描图片 → ${bucket ? `S3 存储桶 ${bucket.bucket}` : scansDir}`);
    const started = performance.now();
    let reported = 0;
    const summary = await seedDemoSchool(database, storage, {
      students,
      seed,
      onScanProgress: (done, total) => {
        const tenth = Math.floor((done / total) * 10);
        if (tenth > reported) {
          reported = tenth;
          console.log(`  扫描图片 ${tenth * 10}%（${done}/${total} 份作答）`);
        }
      },
    });
    printSummary(summary, (performance.now() - started) / 1000);
    return 0;
  } catch (error) {
    if (error instanceof DemoAlreadySeededError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof DataFolderLockedError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
