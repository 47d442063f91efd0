/**
 * One scanned page read from its stored bytes: decoded (sharp), recognised against the paper's
 * recognition template (src/server/recognition: anchors, fit, 180°, page QR, exam number,
 * bubbles), laid back onto the template's pixel grid, and cut into the pieces of the question
 * groups on that page. Everything CPU-heavy of a page is here, so that it runs in a worker thread
 * (page-reading.worker.ts) and never on the server's event loop. It reads no database and writes
 * no storage: what it answers is written by recognition-job.ts in one transaction.
 *
 * Loaded by Node itself in the worker (type stripping): only erasable TypeScript here and in
 * what it imports.
 */
import sharp from 'sharp';
import type { PageRect, RecognitionTemplate, TemplateRect } from '../../../domain/answer-card/index.ts';
import { ExceptionType } from '../../../domain/enums.ts';
import { fillRect, rectified, type ExamNumberReading, type GrayImage, type ObjectiveReading } from '../../../domain/recognition/index.ts';
import { msg } from '../../../i18n/server.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeScan } from '../../recognition/decode.ts';
import { recogniseScanPage } from '../../recognition/recognise-scan.ts';
import { INK_THRESHOLD } from '../../storage/black-rate.ts';

/** Whole sheets for the original-paper view are stored as JPEG at this quality. */
const SHEET_JPEG_QUALITY = 85;
/** Cut pieces as the answer-card division stores them. */
const PIECE_JPEG_QUALITY = 80;
/** The grey the identity areas of a blind-masked sheet are blacked out with. */
const MASK_GREY = 0;

/**
 * Exceptions after which the page is still read and cut: a folded corner hides one anchor, and
 * the other three fit the page (ANCHOR_RESIDUAL_LIMIT_MM holds them to it). It is noted in the
 * result, not held back from marking.
 */
const NOTED_ONLY: ReadonlySet<number> = new Set([ExceptionType.foldedCorner]);

export interface PieceImage {
  /** index in template.partitions */
  partition: number;
  /** index of the rectangle in the partition's rect_divide */
  seq: number;
  jpeg: Uint8Array;
  width: number;
  height: number;
  /** share of dark pixels, 0–100 */
  blackRate: number;
}

/** What recognition found on a page, kept as scan_pages.result (JSON) for review and re-scoring. */
export interface PageFindings {
  /** 0-based card page, null when the page could not be told */
  page: number | null;
  turned: boolean;
  anchorsFound: number;
  anchorResidualMm: number | null;
  dpi: number | null;
  examNumber: ExamNumberReading | null;
  objective: ObjectiveReading[];
  /** exceptions found that did not stop the page (a folded corner) */
  noted: number[];
  /** the pieces cut from this page: where they are stored is derived from the page id */
  pieces: { partition: number; seq: number; width: number; height: number; blackRate: number }[];
  /** why the page could not be read at all (decode failure), for the exception list */
  error?: string;
  /** a blind-masked copy of the sheet was stored beside it (the page shows a name, exam number or barcode) */
  maskedSheet?: boolean;
}

export interface PageReading {
  /** 0 when the page was read; otherwise the exception type that stops it */
  exceptionType: number;
  cardPage: string | null;
  /** the exam number read from the page's bubbles, when it holds the grid and it was read */
  examNumber: string | null;
  findings: PageFindings;
  /** the page on the template's grid, JPEG; null when the page was not fitted */
  sheet: Uint8Array | null;
  /**
   * The sheet with the card's name, exam-number and barcode areas on this page blacked out, for
   * markers of blind groups; null when the page shows none of them (the sheet itself names nobody).
   */
  maskedSheet: Uint8Array | null;
  pieces: PieceImage[];
}

function emptyFindings(): PageFindings {
  return { page: null, turned: false, anchorsFound: 0, anchorResidualMm: null, dpi: null, examNumber: null, objective: [], noted: [], pieces: [] };
}

function blackRateOf(image: GrayImage, left: number, top: number, width: number, height: number): number {
  let dark = 0;
  for (let y = top; y < top + height; y++) {
    const row = y * image.width;
    for (let x = left; x < left + width; x++) if (image.data[row + x] < INK_THRESHOLD) dark++;
  }
  const pixels = width * height;
  return pixels === 0 ? 0 : Math.round((dark / pixels) * 10000) / 100;
}

/**
 * The image (or a region of it) as JPEG, in an array of its own: sharp's buffers live in memory a
 * thread cannot hand over. Written with the standard Huffman tables: optimising them is a second
 * pass over the page that took about two thirds of the encoding's processor time for files only
 * a few per cent smaller.
 */
async function jpegOf(image: GrayImage, quality: number, region?: { left: number; top: number; width: number; height: number }): Promise<Uint8Array> {
  let input = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }).toColourspace('b-w');
  if (region) input = input.extract(region);
  return new Uint8Array(await input.jpeg({ quality, optimiseCoding: false }).toBuffer());
}

/** The template's identity areas (name, exam number, barcode) on this page, in template pixels. */
function identityAreas(template: RecognitionTemplate, page: number): TemplateRect[] {
  const { nameRect, numberRect, barcodeRect } = template.template_info;
  return [nameRect, numberRect, barcodeRect].filter((rect): rect is PageRect => rect !== null && rect.page === page);
}

/** The page on the template's grid with its identity areas blacked out, or null when it has none. */
function blindMasked(onGrid: GrayImage, template: RecognitionTemplate, page: number): GrayImage | null {
  const areas = identityAreas(template, page);
  if (areas.length === 0) return null;
  const masked: GrayImage = { ...onGrid, data: onGrid.data.slice() };
  for (const area of areas) fillRect(masked, area.x, area.y, area.width, area.height, MASK_GREY);
  return masked;
}

/** Reads one page; never throws for a bad page — an unreadable file is exception 13 (recognition error). */
export async function readScanPage(bytes: Uint8Array, template: RecognitionTemplate): Promise<PageReading> {
  let scans;
  try {
    scans = await decodeScan(bytes);
  } catch (error) {
    // the decoder's refusals are catalogue texts; anything else it threw is not shown as it is
    const findings = { ...emptyFindings(), error: error instanceof AppError ? error.message : msg.recognition.unreadableImage };
    return { exceptionType: ExceptionType.recognitionError, cardPage: null, examNumber: null, findings, sheet: null, maskedSheet: null, pieces: [] };
  }
  // a stored page is one image; a multi-page file was split into pages before it was queued
  const scan = scans[0];
  const reading = await recogniseScanPage(scan, template);
  const { recognition } = reading;
  const stopping = recognition.exceptions.filter((exception) => !NOTED_ONLY.has(exception));
  const page = reading.pageKey === null ? null : template.pages.findIndex((candidate) => candidate.pageKey === reading.pageKey);
  const findings: PageFindings = {
    page: page !== null && page >= 0 ? page : null,
    turned: recognition.turned,
    anchorsFound: recognition.anchorsFound,
    anchorResidualMm: recognition.anchorResidualMm,
    dpi: scan.dpi,
    examNumber: recognition.examNumber,
    objective: recognition.objective,
    noted: recognition.exceptions.filter((exception) => NOTED_ONLY.has(exception)),
    pieces: [],
  };
  if (stopping.length > 0 || !recognition.toScan || findings.page === null) {
    const exceptionType = stopping[0] ?? ExceptionType.unrecognised;
    return { exceptionType, cardPage: reading.pageKey, examNumber: null, findings, sheet: null, maskedSheet: null, pieces: [] };
  }
  const onGrid = rectified(reading.upright, recognition.toScan, template.temp_width, template.temp_height);
  const pieces: PieceImage[] = [];
  for (const [partition, part] of template.partitions.entries()) {
    for (const [seq, rect] of part.rect_divide.entries()) {
      if (rect.page !== findings.page) continue;
      const left = Math.max(0, Math.min(onGrid.width - 1, rect.x));
      const top = Math.max(0, Math.min(onGrid.height - 1, rect.y));
      const width = Math.max(1, Math.min(onGrid.width - left, rect.width));
      const height = Math.max(1, Math.min(onGrid.height - top, rect.height));
      const jpeg = await jpegOf(onGrid, PIECE_JPEG_QUALITY, { left, top, width, height });
      const blackRate = blackRateOf(onGrid, left, top, width, height);
      pieces.push({ partition, seq, jpeg, width, height, blackRate });
      findings.pieces.push({ partition, seq, width, height, blackRate });
    }
  }
  const examNumber = recognition.examNumber?.status === 'ok' ? recognition.examNumber.examNumber : null;
  const masked = blindMasked(onGrid, template, findings.page);
  if (masked) findings.maskedSheet = true;
  return {
    exceptionType: 0,
    cardPage: reading.pageKey,
    examNumber,
    findings,
    sheet: await jpegOf(onGrid, SHEET_JPEG_QUALITY),
    maskedSheet: masked && (await jpegOf(masked, SHEET_JPEG_QUALITY)),
    pieces,
  };
}
