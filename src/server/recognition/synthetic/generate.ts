/**
 * Synthetic scans of the project's own answer card with their ground truth, for the recognition
 * tests and benchmark (`npm run scans:synth` writes them to a folder). Deterministic: one seed,
 * one set of files. Each sheet is the sample card (src/domain/answer-card/sample-cards.ts) with
 * its page QR codes, filled by a synthetic pupil (sheets.ts) and scanned at 150, 200 or 300 dpi
 * with its own distortions (distort.ts); the set covers every distortion at least once, has a
 * duplicate exam number and blank pages.
 */
import sharp from 'sharp';
import { buildTemplate, EXPORT_DPI, layoutCard, type CardLayout, type RecognitionTemplate } from '../../../domain/answer-card/index.ts';
import { sampleCard } from '../../../domain/answer-card/sample-cards.ts';
import { ExceptionType } from '../../../domain/enums.ts';
import { composeAffine, scaling, type Affine, type GrayImage } from '../../../domain/recognition/index.ts';
import { cardPageSvg } from './card-svg.ts';
import { BED_MARGIN_MM, scanFile, type Distortion } from './distort.ts';
import { seededRandom, type Random } from './random.ts';
import { sheetMarks, type QuestionTruth } from './sheets.ts';

export const SCAN_DPIS = [150, 200, 300] as const;

export interface PageTruth {
  file: string;
  sheet: number;
  /** the card page (0-based); null for a blank sheet */
  page: number | null;
  pageKey: string | null;
  dpi: number;
  distortion: Distortion;
  /** template pixels → scan pixels of the page put upright */
  toScan: Affine | null;
  /** page 0: the digits marked (' ' a column left empty, '#' one marked twice) */
  examNumber: string | null;
  examNumberReadable: boolean;
  duplicateExamNumber: boolean;
  questions: QuestionTruth[];
  expectedExceptions: ExceptionType[];
}

export interface SyntheticPage {
  bytes: Buffer;
  truth: PageTruth;
}

export interface SyntheticSet {
  template: RecognitionTemplate;
  layout: CardLayout;
  pages: SyntheticPage[];
}

export interface SynthesisOptions {
  seed?: number;
  /** sheets of two pages each; blank pages come on top */
  sheets?: number;
  /** the resolutions used in turn */
  dpis?: readonly number[];
}

/** The distortions every set shows at least once, one per sheet in turn; the rest is random. */
const FEATURED = ['plain', 'turned', 'folded', 'blackAndWhite', 'blurred', 'noisy', 'lowQuality', 'tiff'] as const;

function distortionFor(feature: (typeof FEATURED)[number], random: Random): Distortion {
  return {
    rotation: random.between(-3, 3),
    scale: random.between(0.95, 1.05),
    shiftX: random.between(-3, 3),
    shiftY: random.between(-3, 3),
    blur: feature === 'blurred' ? random.between(1, 1.6) : random.between(0, 0.8),
    noise: feature === 'noisy' ? random.between(10, 16) : random.between(0, 5),
    blackAndWhite: feature === 'blackAndWhite',
    foldedCorner: feature === 'folded' ? random.integer(0, 4) : null,
    turned: feature === 'turned',
    format: feature === 'tiff' || feature === 'blackAndWhite' ? 'tiff' : random.chance(0.5) ? 'jpeg' : 'png',
    jpegQuality: feature === 'lowQuality' ? 45 : Math.round(random.between(70, 92)),
  };
}

/** The SVG rasterised at its own pixel size (72 is the rasteriser's unit density: one SVG pixel, one image pixel). */
async function rendered(svg: string): Promise<GrayImage> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).flatten({ background: '#ffffff' }).grayscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

function examNumberOf(sheet: number, random: Random): string {
  return `2026${String(sheet + 1).padStart(2, '0')}${random.integer(10, 100)}`;
}

/** A blank sheet: paper with a little noise, nothing printed. */
async function blankPage(index: number, dpi: number, random: Random): Promise<SyntheticPage> {
  const width = Math.round(((420 + 2 * BED_MARGIN_MM) * dpi) / 25.4);
  const height = Math.round(((296 + 2 * BED_MARGIN_MM) * dpi) / 25.4);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, 244 + 3 * random.normal()));
  const bytes = await sharp(data, { raw: { width, height, channels: 1 } }).toColourspace('b-w').withMetadata({ density: dpi }).jpeg({ quality: 85 }).toBuffer();
  const distortion = distortionFor('plain', random);
  return {
    bytes,
    truth: {
      file: `blank-${index + 1}.jpg`,
      sheet: -1,
      page: null,
      pageKey: null,
      dpi,
      distortion: { ...distortion, format: 'jpeg' },
      toScan: null,
      examNumber: null,
      examNumberReadable: false,
      duplicateExamNumber: false,
      questions: [],
      expectedExceptions: [ExceptionType.blankPage],
    },
  };
}

const EXTENSIONS = { jpeg: 'jpg', png: 'png', tiff: 'tif' } as const;

export async function synthesiseScans(options: SynthesisOptions = {}): Promise<SyntheticSet> {
  const random = seededRandom(options.seed ?? 2026);
  const sheets = options.sheets ?? 15;
  const dpis = options.dpis ?? SCAN_DPIS;
  const card = sampleCard({ isPageQRcode: 1 });
  const layout = layoutCard(card);
  const template = buildTemplate(card, layout);
  const pages: SyntheticPage[] = [];
  pages.push(await blankPage(0, dpis[0], random));
  const numbers: string[] = [];
  for (let sheet = 0; sheet < sheets; sheet++) {
    // the fourth sheet carries the first sheet's exam number: "exam number duplicate"
    const examNumber = sheet === 3 ? numbers[0] : examNumberOf(sheet, random);
    numbers.push(examNumber);
    const fault = sheet % 7 === 5 ? 'empty' : sheet % 7 === 6 ? 'double' : 'none';
    const pupil = sheetMarks(layout, examNumber, fault, random);
    for (const layoutPage of layout.pages) {
      const index = pages.length;
      const dpi = dpis[index % dpis.length];
      const feature = FEATURED[(sheet + layoutPage.pageIndex * 3) % FEATURED.length];
      const distortion = distortionFor(feature, random);
      const page = await rendered(cardPageSvg(layoutPage, pupil.marks[layoutPage.pageIndex], dpi));
      const { bytes, toBed } = await scanFile(page, dpi, distortion, random);
      const first = layoutPage.pageIndex === 0;
      const duplicate = first && (sheet === 0 || sheet === 3);
      const expectedExceptions: ExceptionType[] = [];
      if (distortion.foldedCorner !== null) expectedExceptions.push(ExceptionType.foldedCorner);
      if (first && !pupil.examNumberReadable) expectedExceptions.push(ExceptionType.examNumberAbnormal);
      if (duplicate) expectedExceptions.push(ExceptionType.examNumberDuplicate);
      pages.push({
        bytes,
        truth: {
          file: `sheet-${String(sheet + 1).padStart(2, '0')}-page-${layoutPage.pageIndex + 1}.${EXTENSIONS[distortion.format]}`,
          sheet,
          page: layoutPage.pageIndex,
          pageKey: layoutPage.pageKey,
          dpi,
          distortion,
          toScan: composeAffine(toBed, scaling(dpi / EXPORT_DPI)),
          examNumber: first ? pupil.examNumber : null,
          examNumberReadable: first && pupil.examNumberReadable,
          duplicateExamNumber: duplicate,
          questions: pupil.questions.filter((question) => template.objective.find((q) => q.qNum === question.qNum)?.page === layoutPage.pageIndex),
          expectedExceptions,
        },
      });
    }
  }
  pages.push(await blankPage(1, dpis[1 % dpis.length], random));
  return { template, layout, pages };
}
