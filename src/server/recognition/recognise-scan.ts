/**
 * A scanned page read on the server: the domain's page recognition (src/domain/recognition)
 * with the page told by its QR code. The page is first fitted as page 1 (every page of a card
 * has the same anchors), the QR code is read where the template prints it, and the page it names
 * is then read with that page's template. A batch also checks exam numbers against each other.
 */
import type { RecognitionTemplate } from '../../domain/answer-card/index.ts';
import { ExceptionType } from '../../domain/enums.ts';
import { cropRect, duplicateExamNumbers, isPlaced, placePage, readPlacedPage, type GrayImage, type PageRecognition } from '../../domain/recognition/index.ts';
import type { ScanPage } from './decode.ts';
import { readPageQr } from './page-qr.ts';

export interface ScanReading {
  /** the page key the QR code names, null when it could not be read or the page was not fitted */
  pageKey: string | null;
  recognition: PageRecognition;
  /** the scan put upright, where the crop rectangles lie */
  upright: GrayImage;
}

function withException(recognition: PageRecognition, exception: ExceptionType): PageRecognition {
  return { ...recognition, exceptions: [...recognition.exceptions, exception] };
}

export async function recogniseScanPage(scan: ScanPage, template: RecognitionTemplate): Promise<ScanReading> {
  const options = scan.dpi ? { scale: scan.dpi / template.dpi } : {};
  // placed once as page 1: the QR code then says which page's bubbles to read
  const placed = placePage(scan, template, 0, options);
  if (!isPlaced(placed)) return { pageKey: null, recognition: placed, upright: scan };
  const upright = placed.image;
  const qrRect = template.pages[0].qrRect;
  if (!qrRect) {
    // a card without page QR codes: a one-page card's pages are all page 1; otherwise the page cannot be told
    const first = readPlacedPage(placed, template, 0);
    if (template.pageCount === 1) return { pageKey: template.pages[0].pageKey, recognition: first, upright };
    return { pageKey: null, recognition: withException(first, ExceptionType.unrecognised), upright };
  }
  const pageKey = await readPageQr(upright, cropRect(placed.toScan, qrRect, upright.width, upright.height));
  const page = pageKey === null ? -1 : template.pages.findIndex((candidate) => candidate.pageKey === pageKey);
  const recognition = readPlacedPage(placed, template, Math.max(0, page));
  if (pageKey === null) return { pageKey, recognition: withException(recognition, ExceptionType.unrecognised), upright };
  if (page < 0) return { pageKey, recognition: withException(recognition, ExceptionType.paperUnmatched), upright };
  return { pageKey, recognition, upright };
}

/** Every page of a batch read, then exam numbers read on more than one first page flagged as duplicates. */
export async function recogniseBatch(scans: readonly ScanPage[], template: RecognitionTemplate): Promise<ScanReading[]> {
  const readings: ScanReading[] = [];
  for (const scan of scans) readings.push(await recogniseScanPage(scan, template));
  const numbers = readings.map((reading) => (reading.recognition.examNumber?.status === 'ok' ? reading.recognition.examNumber.examNumber : null));
  for (const index of duplicateExamNumbers(numbers)) {
    readings[index] = { ...readings[index], recognition: withException(readings[index].recognition, ExceptionType.examNumberDuplicate) };
  }
  return readings;
}
