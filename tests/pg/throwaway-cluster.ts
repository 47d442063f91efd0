/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temporary folder,
 * start on a free loopback port with durability off (nothing here must survive a crash of the
 * machine), and remove it all on stop. initdb refuses to run as root, so as root the cluster
 * runs as the unprivileged `postgres` user (created when the machine has none).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface Cluster {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  port: number;
  binDir: string;
  /** a URL of another database on this cluster */
  urlOf(database: string): string;
  /** runs a server binary (pgbench, psql…) as the cluster's owner */
  run(binary: string, args: string[], options?: { timeoutMs?: number }): string;
  /** stops the PostgreSQL server as an operator would (fast shutdown: sessions are ended); the data stays */
  shutDown(): void;
  /** starts the server again on the same port, after shutDown */
  startUp(): void;
  stop(): Promise<void>;
}

/** Creates a database on the cluster `adminUrl` points at (a copy of `template` when given) and answers its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function findPostgresBinDir(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0 && existsSync(path.join(fromConfig.stdout.trim(), 'initdb'))) return fromConfig.stdout.trim();
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], 'bin');
  }
  throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found: install the postgresql package');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The unprivileged owner of a cluster started by root; created when the machine has none. */
function ownerId(): { uid: number; gid: number } {
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** How often a start is tried on a new free port before giving up. */
const START_ATTEMPTS = 3;

/**
 * A killed test run never reaches its teardown: a detached watcher stops the cluster and removes
 * its folder once the process that started it is gone (it ends by itself after a normal stop).
 */
function watchOwner(ownerPid: number, root: string, dataDir: string, stopCommand: string[]): void {
  const script = [
    'while kill -0 "$OWNER_PID" 2>/dev/null && [ -d "$DATA_DIR" ]; do sleep 2; done',
    'if [ -d "$DATA_DIR" ]; then "$@" >/dev/null 2>&1; rm -rf "$CLUSTER_ROOT"; fi',
  ].join('\n');
  const watcher = spawn('sh', ['-c', script, 'cluster-watch', ...stopCommand], {
    detached: true,
    stdio: 'ignore',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OWNER_PID: String(ownerPid), DATA_DIR: dataDir, CLUSTER_ROOT: root },
  });
  watcher.unref();
}

export async function startCluster(options: { maxConnections?: number } = {}): Promise<Cluster> {
  const binDir = findPostgresBinDir();
  const root = mkdtempSync(path.join(tmpdir(), 'pg-cluster-'));
  const dataDir = path.join(root, 'data');
  if (isRoot) {
    const { uid, gid } = ownerId();
    chmodSync(root, 0o755);
    chownSync(root, uid, gid);
  }
  const exec = (binary: string, args: string[], timeoutMs = 120_000): string => {
    const command = isRoot ? 'runuser' : path.join(binDir, binary);
    const argv = isRoot ? ['-u', 'postgres', '--', path.join(binDir, binary), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', timeout: timeoutMs, cwd: root });
    if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
    return result.stdout;
  };
  exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const settings = (port: number) =>
    [
      `-p ${port}`,
      `-k ${root}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      `-c max_connections=${options.maxConnections ?? 300}`,
      '-c shared_buffers=128MB',
    ].join(' ');
  // a free port can be taken by someone else before the server binds it: try another one
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      exec('pg_ctl', ['-D', dataDir, '-o', settings(port), '-l', path.join(root, 'server.log'), '-w', 'start']);
      break;
    } catch (error) {
      if (attempt === START_ATTEMPTS) {
        rmSync(root, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const stopArgs = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
  let down = false;
  const shutDown = () => {
    exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], 60_000);
    down = true;
  };
  const startUp = () => {
    exec('pg_ctl', ['-D', dataDir, '-o', settings(port), '-l', path.join(root, 'server.log'), '-w', 'start']);
    down = false;
  };
  const stopCommand = isRoot ? ['runuser', '-u', 'postgres', '--', path.join(binDir, 'pg_ctl'), ...stopArgs] : [path.join(binDir, 'pg_ctl'), ...stopArgs];
  watchOwner(process.pid, root, dataDir, stopCommand);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      if (!down) exec('pg_ctl', stopArgs, 60_000);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  process.once('exit', () => {
    if (!stopped) spawnSync(stopCommand[0], stopCommand.slice(1));
  });
  return { url: urlOf('postgres'), port, binDir, urlOf, run: (binary, args, o) => exec(binary, args, o?.timeoutMs), shutDown, startUp, stop };
}
