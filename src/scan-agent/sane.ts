/**
 * SANE's command-line front end, `scanimage` (Debian's sane-utils), as the scanner service
 * drives it: the scanners it sees, the options a scanner offers (mode, source, resolution) and a
 * batch scan into a folder, page by page. Device names come from SANE itself; they are passed as
 * one argument each, never through a shell.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface Scanner {
  /** SANE's device name, e.g. `fujitsu:fi-7160:1234` or `test:0` */
  device: string;
  vendor: string;
  model: string;
  type: string;
}

export interface ScannerOptions {
  modes: string[];
  sources: string[];
  /** the resolutions offered: a list, or a range as [min, max] */
  resolutions: { list: number[] } | { min: number; max: number };
}

export interface ScanSettings {
  device: string;
  resolution: number;
  mode?: string;
  source?: string;
  /** pages to scan; undefined scans until the feeder is empty, at most MAX_PAGES_PER_SCAN */
  pages?: number;
}

/** One batch never asks for more pages than this, so a flatbed without a count cannot scan forever. */
export const MAX_PAGES_PER_SCAN = 500;
/** Listing the devices probes the network backends too; past this a listing counts as failed. */
const LIST_TIMEOUT_MS = 30_000;

/** Separates the fields of `scanimage -f`; SANE names never hold it. */
const FIELD = '\u001f';
const LIST_FORMAT = `%d${FIELD}%v${FIELD}%m${FIELD}%t%n`;

/** How scanimage is run: the program and the environment (SANE_CONFIG_DIR chooses the backends). */
export interface SaneCommand {
  program: string;
  env: NodeJS.ProcessEnv;
}

export class SaneMissingError extends Error {
  constructor() {
    super('scanimage not found');
    this.name = 'SaneMissingError';
  }
}

/** The scanners of `scanimage -f` output, one a line. */
export function parseScannerList(text: string): Scanner[] {
  return text
    .split('\n')
    .map((line) => line.split(FIELD))
    .filter((fields) => fields.length === 4 && fields[0].trim() !== '')
    .map(([device, vendor, model, type]) => ({ device: device.trim(), vendor: vendor.trim(), model: model.trim(), type: type.trim() }));
}

/** The mode, source and resolution choices of `scanimage -d DEVICE -A` output. */
export function parseDeviceOptions(text: string): ScannerOptions {
  const choices = (name: string): string[] => {
    const line = text.split('\n').find((l) => l.trim().startsWith(`--${name} `));
    if (!line) return [];
    const listed = line.trim().slice(name.length + 3).replace(/\s*\[[^\]]*\]\s*$/, '');
    return listed.includes('|') || !listed.includes('..') ? listed.split('|').map((c) => c.trim()).filter(Boolean) : [listed];
  };
  const resolution = choices('resolution');
  const range = resolution.length === 1 ? /^(\d+)\.\.(\d+)/.exec(resolution[0]) : null;
  return {
    modes: choices('mode'),
    sources: choices('source'),
    resolutions: range ? { min: Number(range[1]), max: Number(range[2]) } : { list: resolution.map((r) => Number.parseInt(r, 10)).filter(Number.isFinite) },
  };
}

function run(command: SaneCommand, args: string[], timeout: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command.program, args, { env: command.env, timeout, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') reject(new SaneMissingError());
      else if (error) reject(new Error(stderr.trim() || error.message));
      else resolve(stdout);
    });
  });
}

export async function listScanners(command: SaneCommand): Promise<(Scanner & { options: ScannerOptions })[]> {
  const scanners = parseScannerList(await run(command, ['-f', LIST_FORMAT], LIST_TIMEOUT_MS));
  return Promise.all(
    scanners.map(async (scanner) => {
      // a scanner that cannot tell its options (busy, unplugged since) is still listed
      const described = await run(command, ['-d', scanner.device, '-A'], LIST_TIMEOUT_MS).catch(() => '');
      return { ...scanner, options: parseDeviceOptions(described) };
    }),
  );
}

/** The arguments of one batch scan into `folder` as page-0001.png, page-0002.png, … */
export function scanArguments(settings: ScanSettings, folder: string): string[] {
  return [
    '-d',
    settings.device,
    '--format=png',
    `--resolution=${settings.resolution}`,
    ...(settings.mode ? [`--mode=${settings.mode}`] : []),
    ...(settings.source ? [`--source=${settings.source}`] : []),
    `--batch=${path.join(folder, 'page-%04d.png')}`,
    `--batch-count=${settings.pages ?? MAX_PAGES_PER_SCAN}`,
  ];
}

/** The file of page `n` of a batch in `folder`. */
export const pageFile = (folder: string, n: number) => path.join(folder, `page-${String(n).padStart(4, '0')}.png`);

/** What stops a batch early without it being a failure: the feeder ran out of paper. */
const FEEDER_EMPTY = /out of documents|no more documents|feeder (is )?empty/i;

/**
 * Scans a batch; `onPage(n, file)` is called as soon as page n is complete on disk. scanimage
 * writes a page under a `.part` name, says "Scanned page n." and only then renames the file, so a
 * page counts once the next page begins or scanimage has ended, and only when its file is there
 * (a page that failed half-way is removed by scanimage). Resolves with the number of pages;
 * rejects with scanimage's own message when it failed with anything but an empty feeder.
 */
export function scanBatch(command: SaneCommand, settings: ScanSettings, folder: string, onPage: (n: number, file: string) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.program, scanArguments(settings, folder), { env: command.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let scanned = 0;
    let pending: number | undefined;
    const confirm = () => {
      if (pending !== undefined && existsSync(pageFile(folder, pending))) {
        scanned++;
        onPage(pending, pageFile(folder, pending));
      }
      pending = undefined;
    };
    const messages: string[] = [];
    createInterface({ input: child.stderr }).on('line', (line) => {
      const done = /^Scanned page (\d+)\./.exec(line);
      if (done) {
        pending = Number(done[1]);
      } else if (/^Scanning page \d+/.test(line)) {
        confirm();
      } else if (!/^Scanning \d+ pages|^Scanning infinity pages|^Batch terminated/.test(line)) {
        messages.push(line.replace(/^scanimage: /, ''));
      }
    });
    child.on('error', (error) => reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? new SaneMissingError() : error));
    child.on('close', (code) => {
      confirm();
      const problem = messages.join('; ');
      if (code === 0 || FEEDER_EMPTY.test(problem)) resolve(scanned);
      else reject(new Error(problem || `scanimage exited with ${code}`));
    });
  });
}
