/**
 * Where a benchmark's CPU went on Linux, from /proc: the database's processes, the server
 * processes, the load generator itself and the whole machine. Elsewhere it reports nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

interface Snapshot {
  at: number;
  /** CPU ticks by process id, with the process name */
  processes: Map<number, { name: string; ticks: number }>;
  /** machine-wide ticks: busy and all */
  busy: number;
  total: number;
}

function processTicks(): Map<number, { name: string; ticks: number }> {
  const result = new Map<number, { name: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const raw = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')'));
      const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
      result.set(Number(entry), { name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return result;
}

function snapshot(): Snapshot {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu;
  const busy = user + nice + system + irq + softirq + steal;
  return { at: performance.now(), processes: processTicks(), busy, total: busy + idle + iowait };
}

export interface CpuSplit {
  /** percent of one core, over the measured time */
  database: number;
  servers: number;
  loadGenerator: number;
  machineBusy: number;
  cores: number;
}

/** Starts measuring; the returned function ends it. Undefined where /proc is missing. */
export function measureCpu(serverPids: () => number[], databaseProcessName = 'postgres'): (() => CpuSplit) | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const start = snapshot();
  return () => {
    const end = snapshot();
    const seconds = (end.at - start.at) / 1000;
    const used = (pid: number) => (end.processes.get(pid)?.ticks ?? 0) - (start.processes.get(pid)?.ticks ?? 0);
    const percent = (ticks: number) => (100 * ticks) / TICKS_PER_SECOND / seconds;
    let database = 0;
    for (const [pid, process] of end.processes) if (process.name === databaseProcessName) database += used(pid);
    const servers = serverPids().reduce((sum, pid) => sum + used(pid), 0);
    const cores = readFileSync('/proc/stat', 'utf8').split('\n').filter((line) => /^cpu\d/.test(line)).length;
    return {
      database: percent(database),
      servers: percent(servers),
      loadGenerator: percent(used(process.pid)),
      machineBusy: (100 * cores * (end.busy - start.busy)) / (end.total - start.total),
      cores,
    };
  };
}

export function describeCpu(split: CpuSplit | undefined, submitsPerSecond: number): string {
  if (!split) return '  CPU: not measured on this system';
  const perSubmit = (percent: number) => ((percent / 100) * 1000) / submitsPerSecond;
  return (
    `  CPU (percent of one core; ${split.cores} cores, machine ${split.machineBusy.toFixed(0)}% busy): ` +
    `database ${split.database.toFixed(0)}% (${perSubmit(split.database).toFixed(2)} ms per submit) · ` +
    `servers ${split.servers.toFixed(0)}% (${perSubmit(split.servers).toFixed(2)} ms) · ` +
    `load generator ${split.loadGenerator.toFixed(0)}% (${perSubmit(split.loadGenerator).toFixed(2)} ms)`
  );
}
