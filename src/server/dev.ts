/**
 * `npm run dev`: the API server (restarted on change) and Vite with hot reload, which proxies
 * /v1 and /healthz to the API. Stop both with Ctrl+C. Refuses to start when another process has
 * the embedded data folder (each restart of the API server takes it anew; see data-folder-lock.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataFolderLockedError, lockDataFolder } from './db/data-folder-lock.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (!process.env.DATABASE_URL) {
  // the same folder main.ts opens; only tried here, held by the API server itself
  const folder = path.join(path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')), 'db');
  try {
    (await lockDataFolder(folder)).release();
  } catch (error) {
    console.error(error instanceof DataFolderLockedError ? error.message : error);
    process.exit(1);
  }
}

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
