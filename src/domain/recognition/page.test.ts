/**
 * The page pipeline on pages the test draws: the sample card's template painted into a grey
 * array (anchors, bubble outlines, the QR area, pencil marks), warped by a known transform.
 */
import { describe, expect, it } from 'vitest';
import { buildTemplate, layoutCard, type RecognitionTemplate, type TemplateRect } from '../answer-card/index.ts';
import { sampleCard } from '../answer-card/sample-cards.ts';
import { ExceptionType } from '../enums.ts';
import { applyAffine, type Affine } from './affine.ts';
import { fillRect, grayImage, rotated180, type GrayImage } from './gray-image.ts';
import { BLANK_PAGE_INK_SHARE, cropRect, duplicateExamNumbers, isPlaced, placePage, readPlacedPage, recognisePage } from './page.ts';

const card = sampleCard({ isPageQRcode: 1 });
const template: RecognitionTemplate = buildTemplate(card, layoutCard(card));

interface Marks {
  examNumber?: string;
  /** qNum → grey value per option letter */
  answers?: Record<number, Record<string, number>>;
  /** anchors (0 top-left … 3 bottom-right) left unprinted, as under a folded corner */
  hiddenAnchors?: number[];
  /** a square blob of the anchor's size drawn this far (template px) right of an anchor instead of it */
  movedAnchor?: { anchor: number; dx: number };
}

function outline(image: GrayImage, box: TemplateRect): void {
  fillRect(image, box.x, box.y, box.width, 2, 40);
  fillRect(image, box.x, box.y + box.height - 2, box.width, 2, 40);
  fillRect(image, box.x, box.y, 2, box.height, 40);
  fillRect(image, box.x + box.width - 2, box.y, 2, box.height, 40);
  // the printed option letter in the middle
  fillRect(image, box.x + box.width / 2 - 3, box.y + box.height / 2 - 5, 6, 10, 90);
}

/** The page as printed and filled, in template pixels. */
function printed(page: number, marks: Marks): GrayImage {
  const image = grayImage(template.temp_width, template.temp_height, 245);
  const pageTemplate = template.pages[page];
  const side = pageTemplate.anchorSize;
  pageTemplate.anchors.forEach((anchor, i) => {
    if (marks.hiddenAnchors?.includes(i)) return;
    const dx = marks.movedAnchor?.anchor === i ? marks.movedAnchor.dx : 0;
    fillRect(image, anchor.x - side / 2 + dx, anchor.y - side / 2, side, side, 10);
  });
  const qr = pageTemplate.qrRect;
  if (qr) for (let y = 0; y < qr.height; y += 10) for (let x = (y / 10) % 2 ? 10 : 0; x < qr.width; x += 20) fillRect(image, qr.x + x, qr.y + y, 10, 10, 10);
  for (const question of template.objective.filter((q) => q.page === page)) {
    for (const option of question.options) {
      outline(image, option);
      const grey = marks.answers?.[question.qNum]?.[option.option];
      if (grey !== undefined) fillRect(image, option.x + 2, option.y + 2, option.width - 4, option.height - 4, grey);
    }
  }
  if (page === 0) {
    template.numberGrid!.forEach((column, i) => {
      column.forEach((box, digit) => {
        outline(image, box);
        if (marks.examNumber?.[i] === String(digit)) fillRect(image, box.x + 2, box.y + 2, box.width - 4, box.height - 4, 30);
      });
    });
  }
  return image;
}

/** The printed page as scanned: every scan pixel looks up the template pixel the inverse transform puts it on. */
function scanned(page: GrayImage, toScan: Affine, width: number, height: number): GrayImage {
  const det = toScan.a * toScan.e - toScan.b * toScan.d;
  const inverse: Affine = {
    a: toScan.e / det,
    b: -toScan.b / det,
    c: (toScan.b * toScan.f - toScan.e * toScan.c) / det,
    d: -toScan.d / det,
    e: toScan.a / det,
    f: (toScan.d * toScan.c - toScan.a * toScan.f) / det,
  };
  const scan = grayImage(width, height, 250);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = applyAffine(inverse, { x: x + 0.5, y: y + 0.5 });
      const column = Math.floor(at.x);
      const row = Math.floor(at.y);
      if (column >= 0 && row >= 0 && column < page.width && row < page.height) scan.data[y * width + x] = page.data[row * page.width + column];
    }
  }
  return scan;
}

/** The scanner bed is a little larger than the sheet, so a turned sheet keeps its corners on the scan. */
const BED_MARGIN = 24;

/** A 150 dpi scan (0.75 of the template) on the bed, turned by `degrees` about the page centre and shifted. */
function skewed(degrees: number, dx = 0, dy = 0): Affine {
  const r = (degrees * Math.PI) / 180;
  const s = 0.75;
  const cx = (template.temp_width * s) / 2;
  const cy = (template.temp_height * s) / 2;
  const a = s * Math.cos(r);
  const b = -s * Math.sin(r);
  const d = s * Math.sin(r);
  const e = s * Math.cos(r);
  return { a, b, c: cx - (a * cx) / s - (b * cy) / s + dx + BED_MARGIN, d, e, f: cy - (d * cx) / s - (e * cy) / s + dy + BED_MARGIN };
}

const width = Math.round(template.temp_width * 0.75) + 2 * BED_MARGIN;
const height = Math.round(template.temp_height * 0.75) + 2 * BED_MARGIN;
const answers = { 1: { B: 30 }, 2: { A: 30 }, 3: { D: 30, C: 30 }, 4: { C: 170 }, 6: { C: 170, D: 200 }, 7: { B: 210 }, 8: { A: 170, B: 170 }, 13: { F: 30 } };

describe('recognisePage', () => {
  it('fits a page scanned at 150 dpi, turned 2° and shifted, and reads its exam number and bubbles', () => {
    const toScan = skewed(2, 10, -4);
    const result = recognisePage(scanned(printed(0, { examNumber: '20260417', answers }), toScan, width, height), template, 0);
    expect(result.status).toBe('recognised');
    expect(result.exceptions).toEqual([]);
    expect(result.turned).toBe(false);
    expect(result.anchorsFound).toBe(4);
    expect(result.anchorResidualMm).toBeLessThan(0.3);
    expect(result.examNumber).toEqual({ status: 'ok', examNumber: '20260417' });
    const byQuestion = new Map(result.objective.map((reading) => [reading.qNum, reading]));
    expect(byQuestion.get(1)).toMatchObject({ status: 'answered', marked: ['B'] });
    expect(byQuestion.get(2)).toMatchObject({ status: 'answered', marked: ['A'] });
    expect(byQuestion.get(3)).toMatchObject({ status: 'multiple', marked: ['C', 'D'] });
    // a lone light fill, far deeper than paper and alone in its row, is the pupil's answer
    expect(byQuestion.get(4)).toMatchObject({ status: 'answered', marked: ['C'], marginal: [] });
    expect(byQuestion.get(5)).toMatchObject({ status: 'blank' });
    // beside a smudge half as deep, or a second light fill, it is weighed by a person
    expect(byQuestion.get(6)).toMatchObject({ status: 'review', marked: [] });
    expect(byQuestion.get(8)).toMatchObject({ status: 'review', marked: [], marginal: ['A', 'B'] });
    // an eraser's smudge alone is no answer
    expect(byQuestion.get(7)?.marked).toEqual([]);
    expect(byQuestion.get(13)).toMatchObject({ status: 'answered', marked: ['F'] });
    // crops: the template rectangle mapped through the same transform
    const first = result.crops[0].rects[0];
    const expected = cropRect(toScan, template.partitions[0].rect_divide[0], width, height);
    expect(Math.abs(first.x - expected.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(first.width - expected.width)).toBeLessThanOrEqual(3);
  });

  it('reads light pencil that a black-and-white scan left as sparse dots: alone it is the answer, beside a definite mark it goes to review', () => {
    const page = printed(0, { examNumber: '20260417', answers: { 1: { B: 30 }, 2: { A: 30 } } });
    // graphite specks over a quarter of the bubble's inside, as a light fill leaves them
    const dotted = (qNum: number, option: string) => {
      const box = template.objective.find((question) => question.qNum === qNum)!.options.find((candidate) => candidate.option === option)!;
      for (let y = box.y + 3; y < box.y + box.height - 3; y += 2) for (let x = box.x + 3 + ((y / 2) % 2); x < box.x + box.width - 3; x += 2) fillRect(page, x, y, 1, 1, 60);
    };
    dotted(4, 'C');
    dotted(2, 'C');
    const scan = scanned(page, skewed(1, 6, -3), width, height);
    for (let i = 0; i < scan.data.length; i++) scan.data[i] = scan.data[i] < 150 ? 0 : 255;
    const byQuestion = new Map(recognisePage(scan, template, 0).objective.map((reading) => [reading.qNum, reading]));
    expect(byQuestion.get(4)).toMatchObject({ status: 'answered', marked: ['C'] });
    expect(byQuestion.get(2)).toMatchObject({ status: 'review', marked: ['A'], marginal: ['C'] });
    expect(byQuestion.get(1)).toMatchObject({ status: 'answered', marked: ['B'] });
    expect(byQuestion.get(5)).toMatchObject({ status: 'blank' });
  });

  it('reads a second page placed once as the first (the card’s pages share their anchors) as it reads it outright', () => {
    const scan = scanned(printed(1, {}), skewed(1.2, -5, 3), width, height);
    const placed = placePage(scan, template, 0);
    if (!isPlaced(placed)) throw new Error('the page was not placed');
    expect(readPlacedPage(placed, template, 1)).toEqual(recognisePage(scan, template, 1));
  });

  it('puts a page turned by 180° upright before reading it', () => {
    const scan = rotated180(scanned(printed(0, { examNumber: '11112222', answers }), skewed(-1.5), width, height));
    const result = recognisePage(scan, template, 0);
    expect(result.turned).toBe(true);
    expect(result.examNumber).toEqual({ status: 'ok', examNumber: '11112222' });
    expect(result.objective.find((reading) => reading.qNum === 1)).toMatchObject({ status: 'answered', marked: ['B'] });
    const upright = recognisePage(scanned(printed(1, {}), skewed(0), width, height), template, 1);
    expect(upright.turned).toBe(false);
    expect(recognisePage(rotated180(scanned(printed(1, {}), skewed(0), width, height)), template, 1).turned).toBe(true);
  });

  it('reads a page whose folded corner hides one anchor, and says the corner is folded', () => {
    const result = recognisePage(scanned(printed(0, { examNumber: '12345678', answers, hiddenAnchors: [1] }), skewed(1), width, height), template, 0);
    expect(result.status).toBe('recognised');
    expect(result.anchorsFound).toBe(3);
    expect(result.exceptions).toEqual([ExceptionType.foldedCorner]);
    expect(result.examNumber).toEqual({ status: 'ok', examNumber: '12345678' });
  });

  it('rejects anchors that do not agree instead of guessing, and two hidden anchors', () => {
    const moved = recognisePage(scanned(printed(0, { examNumber: '12345678', movedAnchor: { anchor: 3, dx: 40 } }), skewed(0), width, height), template, 0);
    expect(moved.status).toBe('anchorAbnormal');
    expect(moved.exceptions).toEqual([ExceptionType.anchorAbnormal]);
    expect(moved.anchorResidualMm).toBeGreaterThan(1);
    expect(moved.objective).toEqual([]);
    const folded = recognisePage(scanned(printed(0, { hiddenAnchors: [0, 3] }), skewed(0), width, height), template, 0);
    expect(folded).toMatchObject({ status: 'anchorAbnormal', anchorsFound: 2 });
  });

  it('calls an exam-number column with no mark or two marks abnormal', () => {
    const missing = recognisePage(scanned(printed(0, { examNumber: '1234567' }), skewed(0), width, height), template, 0);
    expect(missing.exceptions).toEqual([ExceptionType.examNumberAbnormal]);
    expect(missing.examNumber).toMatchObject({ status: 'abnormal' });
  });

  it('says a blank sheet is a blank page', () => {
    expect(recognisePage(grayImage(width, height, 247), template, 0)).toMatchObject({ status: 'blank', exceptions: [ExceptionType.blankPage] });
  });

  it('reads a page whose only dark print is its anchors as a page of the card, not as a blank page', () => {
    const faint = grayImage(template.temp_width, template.temp_height, 245);
    const { anchors, anchorSize } = template.pages[1];
    for (const anchor of anchors) fillRect(faint, anchor.x - anchorSize / 2, anchor.y - anchorSize / 2, anchorSize, anchorSize, 10);
    const scan = scanned(faint, skewed(-1.5, 4, 6), width, height);
    const inkShare = scan.data.filter((value) => value < 128).length / scan.data.length;
    expect(inkShare).toBeLessThan(BLANK_PAGE_INK_SHARE);
    const reading = recognisePage(scan, template, 1);
    expect(reading).toMatchObject({ status: 'recognised', exceptions: [], anchorsFound: 4 });
  });
});

describe('duplicateExamNumbers', () => {
  it('lists every sheet whose exam number another sheet has too', () => {
    expect(duplicateExamNumbers(['01', '02', null, '01', null, '03', '02'])).toEqual([0, 1, 3, 6]);
  });
});
