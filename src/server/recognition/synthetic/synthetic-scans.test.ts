/**
 * The recognition pipeline on synthetic scans of the project's own card (30 pages at 150, 200
 * and 300 dpi with every distortion the generator makes): no bubble decided wrongly, every exam
 * number right or flagged, every expected exception found and no other, every turned page seen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutCard } from '../../../domain/answer-card/index.ts';
import { sampleCard } from '../../../domain/answer-card/sample-cards.ts';
import { ExceptionType } from '../../../domain/enums.ts';
import { cropRect } from '../../../domain/recognition/index.ts';
import { decodeScan, type ScanPage } from '../decode.ts';
import { recogniseBatch, type ScanReading } from '../recognise-scan.ts';
import { scoreReadings } from './evaluate.ts';
import { synthesiseScans, type SyntheticSet } from './generate.ts';
import { seededRandom } from './random.ts';
import { sheetMarks } from './sheets.ts';

let set: SyntheticSet;
let readings: ScanReading[];

beforeAll(async () => {
  set = await synthesiseScans({ seed: 17, sheets: 14 });
  const scans: ScanPage[] = [];
  for (const page of set.pages) scans.push(...(await decodeScan(page.bytes)));
  readings = await recogniseBatch(scans, set.template);
}, 900_000);

describe('synthetic scans through the recognition pipeline', () => {
  it('covers every distortion, resolution and way of marking', () => {
    const truths = set.pages.map((page) => page.truth);
    expect(truths.length).toBe(30);
    expect(new Set(truths.map((truth) => truth.dpi))).toEqual(new Set([150, 200, 300]));
    const distortions = truths.map((truth) => truth.distortion);
    expect(distortions.filter((d) => d.turned).length).toBeGreaterThan(0);
    expect(distortions.filter((d) => d.foldedCorner !== null).length).toBeGreaterThan(0);
    expect(distortions.filter((d) => d.blackAndWhite).length).toBeGreaterThan(0);
    expect(distortions.filter((d) => d.blur >= 1).length).toBeGreaterThan(0);
    expect(distortions.filter((d) => d.noise >= 10).length).toBeGreaterThan(0);
    expect(new Set(distortions.map((d) => d.format))).toEqual(new Set(['jpeg', 'png', 'tiff']));
    expect(Math.max(...distortions.map((d) => Math.abs(d.rotation)))).toBeGreaterThan(2);
    expect(truths.filter((truth) => truth.page === null).length).toBe(2);
    expect(truths.filter((truth) => truth.duplicateExamNumber).length).toBe(2);
    expect(truths.filter((truth) => truth.examNumber !== null && !truth.examNumberReadable).length).toBeGreaterThan(0);
    const styles = new Set(truths.flatMap((truth) => truth.questions.map((question) => question.style)));
    expect(styles).toEqual(new Set(['single', 'blank', 'multiple', 'erased', 'light', 'stray']));
  });

  it('decides no bubble wrongly, reads or flags every exam number and finds each expected exception', () => {
    const accuracy = scoreReadings(
      set.pages.map((page) => page.truth),
      readings,
    );
    expect(accuracy.wrongDefinite).toEqual([]);
    expect(accuracy.examNumbersWrong).toEqual([]);
    expect(accuracy.exceptionsMissed).toEqual([]);
    expect(accuracy.exceptionsUnexpected).toEqual([]);
    expect(accuracy.turnedMissed).toEqual([]);
    expect(accuracy.examNumbersRight).toBeGreaterThan(8);
    // blank pages, a folded corner, an unreadable number and the duplicate pair at least
    expect(accuracy.exceptionsExpected).toBeGreaterThanOrEqual(6);
    const found = new Set(readings.flatMap((reading) => reading.recognition.exceptions));
    for (const exception of [ExceptionType.blankPage, ExceptionType.foldedCorner, ExceptionType.examNumberAbnormal, ExceptionType.examNumberDuplicate]) {
      expect(found).toContain(exception);
    }
  });

  it('crops each question group where the page really lies on the scan', () => {
    let compared = 0;
    set.pages.forEach((page, i) => {
      const { truth } = page;
      if (truth.page === null || !truth.toScan || truth.distortion.turned) return;
      for (const crop of readings[i].recognition.crops) {
        crop.rects.forEach((rect, r) => {
          const templateRect = set.template.partitions[crop.partition].rect_divide.filter((candidate) => candidate.page === truth.page)[r];
          const expected = cropRect(truth.toScan!, templateRect, readings[i].upright.width, readings[i].upright.height);
          // within a millimetre at the page's resolution
          const tolerance = truth.dpi / 25.4;
          expect(Math.abs(rect.x - expected.x)).toBeLessThan(tolerance);
          expect(Math.abs(rect.y - expected.y)).toBeLessThan(tolerance);
          expect(Math.abs(rect.width - expected.width)).toBeLessThan(tolerance);
          expect(Math.abs(rect.height - expected.height)).toBeLessThan(tolerance);
          compared++;
        });
      }
    });
    expect(compared).toBeGreaterThan(20);
  });
});

describe('the synthetic pupil', () => {
  it('marks the same way for the same seed', () => {
    const layout = layoutCard(sampleCard({ isPageQRcode: 1 }));
    const first = sheetMarks(layout, '20260101', 'double', seededRandom(5));
    expect(sheetMarks(layout, '20260101', 'double', seededRandom(5))).toEqual(first);
    expect(first.examNumber).toContain('#');
    expect(first.examNumberReadable).toBe(false);
    expect(sheetMarks(layout, '20260101', 'none', seededRandom(6)).examNumber).toBe('20260101');
  });
});
