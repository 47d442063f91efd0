/**
 * Draws, encodes and stores the scan pieces of the demo answers, a few at a time: drawing runs
 * on the main thread while PNG encoding and file writes run on libuv's pool, so a small
 * concurrency keeps both cores busy without holding many images in memory.
 */
import type { PenStyle } from './glyphs.ts';
import { PIECE_HEIGHT, type PartitionDef } from './papers.ts';
import type { Random } from './random.ts';
import { cutPieces, drawPartitionPicture, encodePiece, type AnswerPlan } from './scan-image.ts';
import type { ScanStorage } from '../storage/scan-storage.ts';

/** Images drawn and stored at once. */
export const SCAN_CONCURRENCY = 4;

export interface ScanJob {
  testId: number;
  partitionId: number;
  studentId: number;
  partition: PartitionDef;
  plan: AnswerPlan;
  pen: PenStyle;
  /** the unit's own stream: the same answer draws the same strokes in any order */
  random: Random;
}

export interface ScanPieceRow {
  partitionId: number;
  studentId: number;
  seq: number;
  storageKey: string;
  width: number;
  height: number;
  x: number;
  y: number;
  blackRate: number;
}

export function scanKey(testId: number, partitionId: number, studentId: number, seq: number): string {
  return `t${testId}-p${partitionId}-s${studentId}-${seq}.png`;
}

export interface ScanProgress {
  (done: number, total: number): void;
}

/** Stores every job's pieces; answers the piece rows in job order. */
export async function storeScans(jobs: readonly ScanJob[], storage: ScanStorage, onProgress?: ScanProgress, concurrency = SCAN_CONCURRENCY): Promise<{ rows: ScanPieceRow[]; bytes: number }> {
  const results: ScanPieceRow[][] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      const picture = drawPartitionPicture(job.partition, job.plan, job.pen, job.random);
      const rows: ScanPieceRow[] = [];
      for (const [seq, piece] of cutPieces(picture, job.partition.pieces).entries()) {
        const { png, blackRate } = await encodePiece(piece);
        const storageKey = scanKey(job.testId, job.partitionId, job.studentId, seq);
        await storage.put(storageKey, png);
        bytes += png.length;
        rows.push({ partitionId: job.partitionId, studentId: job.studentId, seq, storageKey, width: piece.width, height: piece.height, x: 0, y: seq * PIECE_HEIGHT, blackRate });
      }
      results[index] = rows;
      done++;
      onProgress?.(done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { rows: results.flat(), bytes };
}
