/**
 * Scans under way and done, as the scan screen follows them. A scan writes its pages into a
 * folder of its own and uploads each page as soon as the scanner has finished it, one at a time
 * and in page order. A page leaves the disk only once the platform has confirmed every byte of
 * it: a page whose upload failed stays in the folder, is listed with the reason, and is uploaded
 * again by a retry — a page is never lost between the scanner and the batch.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scanAgent as text } from '../i18n/zh-CN/scan-agent.ts';
import { uploadPage, type UploadTarget } from './page-upload.ts';
import { SaneMissingError, scanBatch, type SaneCommand, type ScanSettings } from './sane.ts';

export type PageState = 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface ScanPage {
  page: number;
  file: string;
  state: PageState;
  error?: string;
}

export interface ScanJob {
  id: string;
  device: string;
  batchId: number;
  /** scanning → uploading (the scanner is done, pages are still going up) → done or failed */
  state: 'scanning' | 'uploading' | 'done' | 'failed';
  scanned: number;
  uploaded: number;
  pages: ScanPage[];
  /** why the scan or some upload failed, for the screen */
  error?: string;
  /** where pages that did not go up are kept */
  folder: string;
  startedAt: string;
}

/** Finished scans kept for the screen to read; older ones are forgotten (their pages went up). */
const JOBS_KEPT = 50;

export class ScanJobs {
  private readonly jobs = new Map<string, ScanJob>();
  private readonly targets = new Map<string, UploadTarget>();
  private readonly uploads = new Map<string, Promise<void>>();
  /** how each scan ends: the scanner's end (or a retry's uploads), then the final state */
  private readonly ending = new Map<string, Promise<void>>();

  constructor(
    private readonly sane: SaneCommand,
    private readonly workFolder = tmpdir(),
  ) {}

  get(id: string): ScanJob | undefined {
    return this.jobs.get(id);
  }

  isBusy(device: string): boolean {
    return [...this.jobs.values()].some((job) => job.device === device && job.state === 'scanning');
  }

  /** Starts a scan; the answer is the job at once, its progress is read with get(). */
  async start(settings: ScanSettings, target: UploadTarget): Promise<ScanJob> {
    const folder = await mkdtemp(path.join(this.workFolder, 'yuejuan-scan-'));
    const job: ScanJob = { id: randomUUID(), device: settings.device, batchId: target.batchId, state: 'scanning', scanned: 0, uploaded: 0, pages: [], folder, startedAt: new Date().toISOString() };
    this.jobs.set(job.id, job);
    this.targets.set(job.id, target);
    this.forgetOld();
    this.uploads.set(job.id, Promise.resolve());
    const scanned = scanBatch(this.sane, settings, folder, (page, file) => {
      job.scanned++;
      const entry: ScanPage = { page, file, state: 'waiting' };
      job.pages.push(entry);
      this.queueUpload(job, entry);
    })
      .then((count) => {
        if (count === 0) job.error = text.noPages;
      })
      .catch((error: unknown) => {
        job.error = error instanceof SaneMissingError ? text.saneMissing : text.scanFailed((error as Error).message);
      })
      .then(() => this.settle(job, true));
    this.ending.set(job.id, scanned);
    return job;
  }

  /** Uploads again the pages of a scan whose upload failed (kept on disk). */
  retry(id: string): ScanJob | undefined {
    const job = this.jobs.get(id);
    if (!job || job.state === 'scanning') return job;
    const failed = job.pages.filter((p) => p.state === 'failed');
    if (failed.length === 0) return job;
    job.state = 'uploading';
    job.error = undefined;
    for (const page of failed) this.queueUpload(job, page);
    this.ending.set(job.id, this.uploads.get(job.id)!.then(() => this.settle(job, false)));
    return job;
  }

  /** Resolves when the scan and all its uploads so far have ended (tests, shutdown). */
  async settled(id: string): Promise<ScanJob | undefined> {
    await this.ending.get(id);
    return this.jobs.get(id);
  }

  private queueUpload(job: ScanJob, page: ScanPage): void {
    const target = this.targets.get(job.id)!;
    page.state = 'waiting';
    page.error = undefined;
    const next = this.uploads.get(job.id)!.then(async () => {
      page.state = 'uploading';
      try {
        const content = await readFile(page.file);
        await uploadPage(content, `${job.startedAt.replace(/[:.]/g, '-')}-${path.basename(page.file)}`, target);
        page.state = 'uploaded';
        job.uploaded++;
        await unlink(page.file).catch(() => undefined);
      } catch (error) {
        page.state = 'failed';
        page.error = text.uploadFailed((error as Error).message);
      }
    });
    this.uploads.set(job.id, next);
  }

  /** After the scanner stopped (or a retry was queued): wait for the uploads, then say how it ended. */
  private async settle(job: ScanJob, scanEnded: boolean): Promise<void> {
    if (scanEnded && job.state === 'scanning') job.state = 'uploading';
    await this.uploads.get(job.id);
    const failed = job.pages.filter((p) => p.state === 'failed');
    if (failed.length > 0) {
      job.state = 'failed';
      job.error = [job.error, failed[0].error, text.pagesKept(job.folder)].filter(Boolean).join('；');
    } else {
      job.state = job.error ? 'failed' : 'done';
      if (job.uploaded === job.pages.length) await rm(job.folder, { recursive: true, force: true });
    }
  }

  private forgetOld(): void {
    const finished = [...this.jobs.values()].filter((job) => job.state === 'done');
    for (const job of finished.slice(0, Math.max(0, finished.length - JOBS_KEPT))) {
      this.jobs.delete(job.id);
      this.targets.delete(job.id);
      this.uploads.delete(job.id);
      this.ending.delete(job.id);
    }
  }
}
