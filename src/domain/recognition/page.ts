/**
 * One scanned page read against its card's recognition template (answer-card/template.ts):
 * blank page → anchors → affine fit (rejected, not guessed, when the anchors disagree) → a page
 * turned by 180° put upright → exam number → objective bubbles → the question groups' crop
 * rectangles. Exceptions carry the codes of spec 002's "exception types".
 */
import { EXPORT_DPI, MM_PER_INCH } from '../answer-card/geometry.ts';
import type { PageRect, RecognitionTemplate, TemplateRect } from '../answer-card/template.ts';
import { ExceptionType } from '../enums.ts';
import { applyAffine, axisScales, composeAffine, fitAffine, halfTurn, type Affine, type Point } from './affine.ts';
import { ANCHOR_SEARCH_RADIUS_MM, findAnchors } from './anchors.ts';
import { grayHistogram, inkLevels, isBilevel, rotated180, type GrayHistogram, type GrayImage, type InkLevels } from './gray-image.ts';
import {
  BLACK_AND_WHITE_MARKS,
  boxDarkness,
  boxMedianGrey,
  bubbleDarkness,
  bubbleDepths,
  bubbleFill,
  emptyBubbleByOption,
  emptyBubbleDarkness,
  GREY_MARKS,
  readExamNumber,
  readObjective,
  type Box,
  type ExamNumberReading,
  type ObjectiveReading,
} from './marks.ts';
import type { Rect } from '../rect.ts';

/** Template pixels per millimetre (the template is laid out at the export resolution). */
const TEMPLATE_PX_PER_MM = EXPORT_DPI / MM_PER_INCH;
/**
 * "Anchor abnormal" above this root-mean-square misfit of the anchors, in mm: a real sheet's
 * anchors agree to a fraction of a millimetre, a blob taken for an anchor by mistake does not.
 */
export const ANCHOR_RESIDUAL_LIMIT_MM = 1;
/** A fit that scales the page this far from the scan's own size is not a page of this card. */
const SCALE_TOLERANCE = 0.15;
/** The two axes of a sheet scale alike; more than this apart is a skewed or wrong fit. */
const ANISOTROPY_LIMIT = 0.04;
/** A page without the card's anchors and with less than this share of ink-dark pixels (darker than mid grey) is a blank page. */
export const BLANK_PAGE_INK_SHARE = 0.002;
/** The page reads as turned when the turned fit finds this much more of the printed bubbles and codes. */
const TURN_MARGIN = 0.03;
/** Bubbles are compared for the turn with a margin around them, so the outline is inside. */
const TURN_BOX_MARGIN = 3;

export type CropRect = Rect;

export interface PartitionCrop {
  /** index in template.partitions */
  partition: number;
  name: string;
  rects: CropRect[];
}

export interface PageRecognition {
  page: number;
  status: 'recognised' | 'blank' | 'anchorAbnormal';
  exceptions: ExceptionType[];
  /** the scan was upside down; everything below refers to it turned back */
  turned: boolean;
  /** template pixels → scan pixels (of the upright scan) */
  toScan: Affine | null;
  anchorsFound: number;
  /** root-mean-square anchor misfit in mm, null without a fit */
  anchorResidualMm: number | null;
  examNumber: ExamNumberReading | null;
  objective: ObjectiveReading[];
  crops: PartitionCrop[];
}

function isBlankPage(histogram: GrayHistogram): boolean {
  let dark = 0;
  for (let value = 0; value < 128; value++) dark += histogram.counts[value];
  return histogram.total === 0 || dark / histogram.total < BLANK_PAGE_INK_SHARE;
}

interface Fit {
  toScan: Affine | null;
  anchorsFound: number;
  residualMm: number | null;
}

/**
 * How a scan is read. `scale` is the scan's resolution over the template's (a 300 dpi scan: 1.5),
 * from the file's own resolution when it states one; without it the sheet is taken to fill the
 * scan's width.
 */
export interface RecognitionOptions {
  scale?: number;
}

function fitPage(image: GrayImage, template: RecognitionTemplate, page: number, options: RecognitionOptions): Fit {
  const pageTemplate = template.pages[page];
  const scale = options.scale ?? image.width / template.temp_width;
  // the sheet lies about centred on the scanner bed, which may be larger than the sheet
  const centre = (x: number, y: number) => ({
    x: image.width / 2 + (x - template.temp_width / 2) * scale,
    y: image.height / 2 + (y - template.temp_height / 2) * scale,
  });
  const found = findAnchors(image, {
    expected: pageTemplate.anchors.map((anchor) => centre(anchor.x, anchor.y)),
    side: pageTemplate.anchorSize * scale,
    radius: ANCHOR_SEARCH_RADIUS_MM * TEMPLATE_PX_PER_MM * scale,
  });
  const from: Point[] = [];
  const to: Point[] = [];
  found.forEach((point, i) => {
    if (!point) return;
    from.push(pageTemplate.anchors[i]);
    to.push(point);
  });
  const fit = fitAffine(from, to);
  if (!fit) return { toScan: null, anchorsFound: from.length, residualMm: null };
  const residualMm = fit.residual / TEMPLATE_PX_PER_MM;
  const scales = axisScales(fit.transform);
  const plausible =
    Math.abs(scales.x / scale - 1) <= SCALE_TOLERANCE &&
    Math.abs(scales.y / scale - 1) <= SCALE_TOLERANCE &&
    Math.abs(scales.x / scales.y - 1) <= ANISOTROPY_LIMIT;
  const accepted = residualMm <= ANCHOR_RESIDUAL_LIMIT_MM && plausible;
  return { toScan: accepted ? fit.transform : null, anchorsFound: from.length, residualMm };
}

function onPage<T extends { page: number }>(rects: readonly T[], page: number): T[] {
  return rects.filter((rect) => rect.page === page);
}

function grown(box: TemplateRect, margin: number): Box {
  return { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
}

/** How much of what is printed in bubbles and codes the scan shows where the fit puts it. */
function printedInk(image: GrayImage, levels: InkLevels, toScan: Affine, template: RecognitionTemplate, page: number): number {
  const boxes: Box[] = [
    ...template.objective.filter((question) => question.page === page).flatMap((question) => question.options.map((box) => grown(box, TURN_BOX_MARGIN))),
    ...onPage(template.numberGrid?.flat() ?? [], page).map((box) => grown(box, TURN_BOX_MARGIN)),
  ];
  const qr = template.pages[page].qrRect;
  if (qr) boxes.push(qr);
  if (boxes.length === 0) boxes.push(...onPage(template.partitions.flatMap((partition) => partition.rect_divide), page).map((box) => grown(box, TURN_BOX_MARGIN)));
  if (boxes.length === 0) return 0;
  return boxes.reduce((sum, box) => sum + boxDarkness(image, levels, toScan, box), 0) / boxes.length;
}

function readNumber(image: GrayImage, levels: InkLevels, toScan: Affine, template: RecognitionTemplate, page: number): ExamNumberReading | null {
  const columns = (template.numberGrid ?? []).filter((column) => column.length > 0 && column[0].page === page);
  if (columns.length === 0) return null;
  const raw = columns.map((column) => bubbleDarkness(image, levels, toScan, column));
  const empty = emptyBubbleDarkness(raw.flat());
  return readExamNumber(raw.map((column) => column.map((value) => bubbleFill(value, empty))));
}

/** Anchors this close to the paper's grey are not printed black (a washed-out scan): the page's ink level serves. */
const MIN_PRINT_CONTRAST = 48;
/** The inner part of a printed anchor read for its ink: its blurred, turned edges are left out. */
const ANCHOR_CORE = 0.5;

/**
 * The page's paper and the printed black as this scanner shows it: the median grey inside the
 * anchors the fit placed (an anchor under a folded corner reads paper, so the darker half of
 * them counts), else the page's own ink level.
 */
export function printedLevels(image: GrayImage, levels: InkLevels, toScan: Affine, template: RecognitionTemplate, page: number): InkLevels {
  const { anchors, anchorSize } = template.pages[page];
  const side = anchorSize * ANCHOR_CORE;
  const inks = anchors.map((anchor) => boxMedianGrey(image, toScan, { x: anchor.x - side / 2, y: anchor.y - side / 2, width: side, height: side })).sort((a, b) => a - b);
  const ink = inks[Math.floor((inks.length - 1) / 2)];
  return ink === undefined || ink >= levels.paper - MIN_PRINT_CONTRAST ? levels : { paper: levels.paper, ink };
}

/**
 * The objective bubbles of the page, each against the empty bubble of its own letter. A grey
 * scan is judged by fill and pencil depth; on a black-and-white scan (`bilevel`) a light mark is
 * sparse dots, so the dot density is both (BLACK_AND_WHITE_MARKS).
 */
function readObjectives(image: GrayImage, levels: InkLevels, toScan: Affine, template: RecognitionTemplate, page: number, bilevel: boolean): ObjectiveReading[] {
  const questions = template.objective.filter((question) => question.page === page);
  if (questions.length === 0) return [];
  const raw = questions.map((question) => bubbleDarkness(image, levels, toScan, question.options));
  const empty = emptyBubbleByOption(questions.flatMap((question, q) => question.options.map((option, i) => ({ option: option.option, value: raw[q][i] }))));
  const printed = printedLevels(image, levels, toScan, template, page);
  return questions.map((question, q) => {
    const fills = raw[q].map((value, i) => bubbleFill(value, empty.get(question.options[i].option) ?? 0));
    const depths = bilevel ? fills : bubbleDepths(image, printed, toScan, question.options);
    return readObjective(
      question.qNum,
      question.options.map((option) => option.option),
      fills,
      question.shaoXuan > 0,
      depths,
      bilevel ? BLACK_AND_WHITE_MARKS : GREY_MARKS,
    );
  });
}

/** A template rectangle as the smallest scan rectangle holding it, kept inside the scan. */
export function cropRect(toScan: Affine, rect: TemplateRect, width: number, height: number): CropRect {
  const corners = [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x, y: rect.y + rect.height },
    { x: rect.x + rect.width, y: rect.y + rect.height },
  ].map((corner) => applyAffine(toScan, corner));
  const left = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.x))));
  const top = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.y))));
  const right = Math.min(width, Math.ceil(Math.max(...corners.map((c) => c.x))));
  const bottom = Math.min(height, Math.ceil(Math.max(...corners.map((c) => c.y))));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

function crops(toScan: Affine, template: RecognitionTemplate, page: number, image: GrayImage): PartitionCrop[] {
  return template.partitions.flatMap((partition, index) => {
    const rects = onPage<PageRect>(partition.rect_divide, page).map((rect) => cropRect(toScan, rect, image.width, image.height));
    return rects.length > 0 ? [{ partition: index, name: partition.name, rects }] : [];
  });
}

/**
 * A scan placed on the card: the page put upright (`image`), the fit of the template onto it,
 * and the page's levels. Every page of a card has the same anchors, so a page placed as page 1
 * is placed for any page of its card: only the bubbles read depend on which page it is.
 */
export interface PagePlacement {
  image: GrayImage;
  turned: boolean;
  toScan: Affine;
  anchorsFound: number;
  anchorResidualMm: number | null;
  levels: InkLevels;
  /** a black-and-white scan (isBilevel) */
  bilevel: boolean;
}

function unplaced(page: number): PageRecognition {
  return { page, status: 'blank', exceptions: [], turned: false, toScan: null, anchorsFound: 0, anchorResidualMm: null, examNumber: null, objective: [], crops: [] };
}

/**
 * Blank page → anchors → fit → a page turned by 180° put upright. Answers the placement, or the
 * page's recognition when it cannot be placed (blank page, anchor abnormal).
 */
export function placePage(scan: GrayImage, template: RecognitionTemplate, page: number, options: RecognitionOptions = {}): PagePlacement | PageRecognition {
  const base = unplaced(page);
  // the turned page has the same pixels, so one histogram serves both
  const histogram = grayHistogram(scan);
  let image = scan;
  let fit = fitPage(image, template, page, options);
  if (!fit.toScan) {
    // only a page without the card's anchors can be blank: a printed page with little ink (a
    // second page without bubbles, its thin lines blurred pale at 150 dpi) is still a page
    if (isBlankPage(histogram)) return { ...base, exceptions: [ExceptionType.blankPage] };
    return { ...base, status: 'anchorAbnormal', exceptions: [ExceptionType.anchorAbnormal], anchorsFound: fit.anchorsFound, anchorResidualMm: fit.residualMm };
  }
  const levels = inkLevels(image, histogram);
  const upright = printedInk(image, levels, fit.toScan, template, page);
  const turnedOver = printedInk(image, levels, composeAffine(fit.toScan, halfTurn(template.temp_width, template.temp_height)), template, page);
  const turned = turnedOver > upright + TURN_MARGIN;
  if (turned) {
    image = rotated180(scan);
    fit = fitPage(image, template, page, options);
    if (!fit.toScan) return { ...base, status: 'anchorAbnormal', turned, exceptions: [ExceptionType.anchorAbnormal], anchorsFound: fit.anchorsFound, anchorResidualMm: fit.residualMm };
  }
  return { image, turned, toScan: fit.toScan, anchorsFound: fit.anchorsFound, anchorResidualMm: fit.residualMm, levels, bilevel: isBilevel(histogram) };
}

/** A placed scan read as page `page` (0-based) of the card: folded corner, exam number, bubbles, crops. */
export function readPlacedPage(placed: PagePlacement, template: RecognitionTemplate, page: number): PageRecognition {
  const { image, levels, toScan } = placed;
  const exceptions: ExceptionType[] = [];
  if (placed.anchorsFound < template.pages[page].anchors.length) exceptions.push(ExceptionType.foldedCorner);
  const examNumber = readNumber(image, levels, toScan, template, page);
  if (examNumber?.status === 'abnormal') exceptions.push(ExceptionType.examNumberAbnormal);
  return {
    page,
    status: 'recognised',
    exceptions,
    turned: placed.turned,
    toScan,
    anchorsFound: placed.anchorsFound,
    anchorResidualMm: placed.anchorResidualMm,
    examNumber,
    objective: readObjectives(image, levels, toScan, template, page, placed.bilevel),
    crops: crops(toScan, template, page, image),
  };
}

export function isPlaced(placement: PagePlacement | PageRecognition): placement is PagePlacement {
  return 'image' in placement;
}

/** Reads one scanned page as page `page` (0-based) of the template's card. */
export function recognisePage(scan: GrayImage, template: RecognitionTemplate, page: number, options: RecognitionOptions = {}): PageRecognition {
  const placed = placePage(scan, template, page, options);
  return isPlaced(placed) ? readPlacedPage(placed, template, page) : placed;
}

/**
 * "Exam number duplicate": exam numbers read on the first pages of more than one sheet. Returns
 * the indices (into `examNumbers`) of every sheet that shares its number with another.
 */
export function duplicateExamNumbers(examNumbers: readonly (string | null)[]): number[] {
  const seen = new Map<string, number[]>();
  examNumbers.forEach((number, i) => {
    if (number !== null) seen.set(number, [...(seen.get(number) ?? []), i]);
  });
  return [...seen.values()].filter((indices) => indices.length > 1).flat().sort((a, b) => a - b);
}
