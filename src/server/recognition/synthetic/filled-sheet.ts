/**
 * One student's answer sheet of any card, filled exactly as told and scanned cleanly: the exam
 * number's bubbles and the given options of each objective question filled with a 2B pencil
 * (nothing else marked), each page scanned at `dpi` with a slight rotation and shift. For the
 * tests that put a known sheet through upload, recognition and scoring, where the generator's
 * random ways of marking (synthesiseScans) would make the expected scores a guess.
 */
import sharp from 'sharp';
import { pageElements, type BubbleElement, type CardLayout } from '../../../domain/answer-card/index.ts';
import type { GrayImage } from '../../../domain/recognition/index.ts';
import { cardPageSvg, type PencilMark } from './card-svg.ts';
import { scanFile } from './distort.ts';
import { seededRandom } from './random.ts';

export interface FilledSheet {
  examNumber: string;
  /** options filled per objective question number; a question left out is left blank */
  answers: Record<number, string[]>;
}

/** A full, dark fill of the bubble, as a pupil's pencil leaves it. */
function fill(bubble: BubbleElement): PencilMark {
  return { kind: 'fill', x: bubble.x, y: bubble.y, width: bubble.width, height: bubble.height, grey: 45, opacity: 1 };
}

async function rendered(svg: string): Promise<GrayImage> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).flatten({ background: '#ffffff' }).grayscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** The sheet's pages as JPEG scans, in the card's page order. */
export async function scanFilledSheet(
  layout: CardLayout,
  sheet: FilledSheet,
  /** foldedCorner: the corner of the first page folded over its anchor (0 top-left … 3 bottom-right) */
  options: { dpi?: number; seed?: number; foldedCorner?: number } = {},
): Promise<Buffer[]> {
  const dpi = options.dpi ?? 200;
  const random = seededRandom(options.seed ?? 1);
  const pages: Buffer[] = [];
  for (const page of layout.pages) {
    const marks: PencilMark[] = [];
    for (const element of pageElements(page)) {
      if (element.type !== 'bubble') continue;
      if (element.purpose === 'examNumber' && sheet.examNumber[Number(element.key)] === element.option) marks.push(fill(element));
      if (element.purpose === 'objective' && (sheet.answers[Number(element.key)] ?? []).includes(element.option)) marks.push(fill(element));
    }
    const image = await rendered(cardPageSvg(page, marks, dpi));
    const distortion = {
      rotation: random.between(-1.5, 1.5),
      scale: 1,
      shiftX: random.between(-2, 2),
      shiftY: random.between(-2, 2),
      blur: 0.4,
      noise: 3,
      blackAndWhite: false,
      foldedCorner: pages.length === 0 ? (options.foldedCorner ?? null) : null,
      turned: false,
      format: 'jpeg' as const,
      jpegQuality: 85,
    };
    pages.push((await scanFile(image, dpi, distortion, random)).bytes);
  }
  return pages;
}
