/**
 * A page read the way a recognition job reads it — in a worker thread of the pool — from the
 * synthetic scans of the project's own card: a filled first page gives its exam number, the
 * template-sized sheet and a piece per region on that page; a blank page, a file that is no
 * image and a 72-dpi photo-sized shrink of a page give exceptions of their types, never a crash.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionType } from '../../../domain/enums.ts';
import { synthesiseScans, type SyntheticSet } from '../../recognition/synthetic/generate.ts';
import { createPageReadingPool, type PageReader } from './page-reading-pool.ts';
import { readScanPage } from './page-reading.ts';

let set: SyntheticSet;
let pool: PageReader;

beforeAll(async () => {
  set = await synthesiseScans({ seed: 41, sheets: 1, dpis: [200] });
  pool = createPageReadingPool(1);
}, 120_000);

afterAll(async () => {
  await pool?.close();
});

const pageOf = (page: number) => set.pages.find((p) => p.truth.page === page)!;

describe('reading a stored page', () => {
  it('reads a first page in a worker thread: exam number, the sheet on the template grid and its pieces', async () => {
    const first = pageOf(0);
    const reading = await pool.read(new Uint8Array(first.bytes), set.template);
    expect(reading.exceptionType).toBe(0);
    expect(reading.cardPage).toBe(first.truth.pageKey);
    expect(reading.examNumber).toBe(first.truth.examNumber);
    const sheet = await sharp(Buffer.from(reading.sheet!)).metadata();
    expect([sheet.width, sheet.height]).toEqual([set.template.temp_width, set.template.temp_height]);
    const rects = set.template.partitions.flatMap((part, partition) => part.rect_divide.flatMap((rect, seq) => (rect.page === 0 ? [{ partition, seq }] : [])));
    expect(reading.pieces.map(({ partition, seq }) => ({ partition, seq }))).toEqual(rects);
    for (const piece of reading.pieces) {
      const meta = await sharp(Buffer.from(piece.jpeg)).metadata();
      expect([meta.width, meta.height]).toEqual([piece.width, piece.height]);
      expect(piece.blackRate).toBeGreaterThanOrEqual(0);
    }
    expect(reading.findings.objective.length).toBeGreaterThan(0);
  }, 60_000);

  it('reads a second page without an exam number', async () => {
    const reading = await pool.read(new Uint8Array(pageOf(1).bytes), set.template);
    expect(reading.exceptionType).toBe(0);
    expect(reading.findings.page).toBe(1);
    expect(reading.examNumber).toBeNull();
  }, 60_000);

  it('answers a blank page as blank and bytes that are no image as a recognition error; a 72-dpi copy is read right or held back', async () => {
    const blank = set.pages.find((p) => p.truth.page === null)!;
    expect((await readScanPage(blank.bytes, set.template)).exceptionType).toBe(ExceptionType.blankPage);
    const garbage = await readScanPage(new TextEncoder().encode('not an image at all'), set.template);
    expect(garbage.exceptionType).toBe(ExceptionType.recognitionError);
    expect(garbage.findings.error).toBeTruthy();
    const meta = await sharp(pageOf(0).bytes).metadata();
    const small = await sharp(pageOf(0).bytes).resize(Math.round(((meta.width ?? 0) * 72) / 200)).withMetadata({ density: 72 }).jpeg({ quality: 60 }).toBuffer();
    const photo = await readScanPage(small, set.template);
    // never a silently wrong student: either the number is read right or the page is an exception
    if (photo.exceptionType === 0) expect(photo.examNumber).toBe(pageOf(0).truth.examNumber);
    else expect(photo.sheet).toBeNull();
  }, 60_000);
});
