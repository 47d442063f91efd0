/**
 * Telling the page of a scan by its QR code, on one synthetic sheet: the page found, a QR code
 * that cannot be read, and a QR code of another card.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ExceptionType } from '../../domain/enums.ts';
import { applyAffine, fillRect } from '../../domain/recognition/index.ts';
import { decodeScan, type ScanPage } from './decode.ts';
import { recogniseBatch, recogniseScanPage } from './recognise-scan.ts';
import { synthesiseScans, type SyntheticSet } from './synthetic/generate.ts';

let set: SyntheticSet;
let scans: ScanPage[];

beforeAll(async () => {
  set = await synthesiseScans({ seed: 3, sheets: 1, dpis: [150] });
  scans = [];
  for (const page of set.pages) scans.push(...(await decodeScan(page.bytes)));
}, 300_000);

describe('recogniseScanPage', () => {
  it('reads each page with the template of the page its QR code names', async () => {
    const [blank, first, second] = await recogniseBatch(scans.slice(0, 3), set.template);
    expect(blank).toMatchObject({ pageKey: null, recognition: { status: 'blank' } });
    expect(first.pageKey).toBe(set.template.pages[0].pageKey);
    expect(first.recognition.page).toBe(0);
    expect(second.pageKey).toBe(set.template.pages[1].pageKey);
    expect(second.recognition).toMatchObject({ page: 1, status: 'recognised', examNumber: null });
    expect(second.recognition.crops.length).toBeGreaterThan(0);
  });

  it('says a page whose QR code cannot be read is unrecognised', async () => {
    const truth = set.pages[2].truth;
    const covered = { ...scans[2], data: scans[2].data.slice() };
    const qr = set.template.pages[1].qrRect!;
    const topLeft = truth.distortion.turned ? null : applyAffine(truth.toScan!, { x: qr.x - 20, y: qr.y - 20 });
    expect(topLeft).not.toBeNull();
    fillRect(covered, topLeft!.x, topLeft!.y, qr.width * 1.5, qr.height * 1.5, 250);
    const reading = await recogniseScanPage(covered, set.template);
    expect(reading.pageKey).toBeNull();
    expect(reading.recognition.exceptions).toContain(ExceptionType.unrecognised);
  });

  it('says a page of another card is unmatched', async () => {
    const otherCard = { ...set.template, pages: set.template.pages.map((page, i) => ({ ...page, pageKey: `99-${i + 1}` })) };
    const reading = await recogniseScanPage(scans[1], otherCard);
    expect(reading.pageKey).toBe(set.template.pages[0].pageKey);
    expect(reading.recognition.exceptions).toContain(ExceptionType.paperUnmatched);
  });
});
