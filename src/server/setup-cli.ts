/**
 * `npm run setup -- [--school 学校名称] [--admin 用户名]`: prints a one-time link that creates the
 * school and its first administrator (see features/setup/setup-link.ts). It opens the database
 * `npm start` uses (DATA_DIR or DATABASE_URL); the embedded one only while the server is stopped.
 * The link's address starts with PUBLIC_ORIGIN, else http://localhost:PORT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isValidUserName } from '../domain/user-name.ts';
import { msg } from '../i18n/server.ts';
import { DataFolderLockedError } from './db/data-folder-lock.ts';
import { openDatabase } from './db/database.ts';
import { createSetupLink, SETUP_LINK_DAYS, setupAddress } from './features/setup/setup-link.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<number> {
  let values: { school?: string; admin?: string; help?: boolean };
  try {
    values = parseArgs({ options: { school: { type: 'string' }, admin: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch {
    console.error(msg.setup.cliUsage);
    return 2;
  }
  if (values.help) {
    console.log(msg.setup.cliUsage);
    return 0;
  }
  const school = values.school?.trim() || undefined;
  const admin = values.admin?.trim() || undefined;
  if (admin !== undefined && !isValidUserName(admin)) {
    console.error(msg.setup.badUserName(admin));
    return 2;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.join(dataDir, 'db') });
  try {
    const token = await createSetupLink(database, { schoolName: school, adminUsername: admin });
    const origin = process.env.PUBLIC_ORIGIN || `http://localhost:${process.env.PORT ?? 8080}`;
    console.log(msg.setup.printLink(setupAddress(origin, token), SETUP_LINK_DAYS));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataFolderLockedError ? error.message : error);
    process.exit(1);
  },
);
