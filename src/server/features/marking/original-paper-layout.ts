/**
 * The original paper as a layout (spec 000 §2, the original-paper panel): until whole answer
 * sheets are scanned, the student's answer pieces of the whole test that the viewer may see,
 * each placed where its question group's region lies on the answer-sheet template, page by page.
 * A side that has a whole-sheet scan says so, and the panel shows that scan (masked in blind
 * marking by the image call) instead; a side without one is never asked for, so no request fails.
 * In blind marking the template's name, exam-number and barcode areas come as rectangles to
 * black out, as on a scanned sheet.
 */
import type { components } from '../../../contract/schema.d.ts';
import type { IdentityRect } from './identity-mask.ts';
import type { Rect } from '../../../domain/rect.ts';

export type OriginalPaperLayout = components['schemas']['OriginalPaperLayout'];

/** The answer-sheet sides: 1 (A) and 2 (B). */
const SIDES = [1, 2] as const;

interface PageRect extends Rect {
  page?: number;
}

/** A piece as stored: its group, the group's rectangles on the template, and the piece's own size. */
export interface StoredPiece {
  partitionId: number;
  partitionName: string;
  rectDivide: PageRect[] | null;
  width: number;
  height: number;
}

export interface LayoutInput {
  /** the template's page size and identifying areas (undefined when the test has no template) */
  template: { width: number; height: number; rects: IdentityRect[] } | undefined;
  /** which sides have a whole-sheet scan */
  scanned: { 1: boolean; 2: boolean };
  /** the pieces the viewer may see, in group order and seq order within a group */
  pieces: readonly StoredPiece[];
  /** the group the marking window is in */
  currentPartitionId: number;
  /** whether the viewer may know whose paper this is (src/domain/student-visibility.ts) */
  identified: boolean;
  /** the address of the index-th piece of a group, sealed for the viewer */
  urlOf: (partitionId: number, index: number) => string;
}

export function originalPaperLayout(input: LayoutInput): OriginalPaperLayout {
  const seen = new Map<number, number>();
  const pieces: OriginalPaperLayout['pieces'] = [];
  for (const piece of input.pieces) {
    // the n-th piece of a group was cut from the group's n-th rectangle on the template
    const index = seen.get(piece.partitionId) ?? 0;
    seen.set(piece.partitionId, index + 1);
    const rect = piece.rectDivide?.[index];
    if (!rect || !(rect.width > 0 && rect.height > 0)) continue;
    pieces.push({
      partition_id: piece.partitionId,
      partition_name: piece.partitionName,
      current: piece.partitionId === input.currentPartitionId,
      side: rect.page === 2 ? 2 : 1,
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
      url: input.urlOf(piece.partitionId, index),
    });
  }
  // without a stored template size, the page is as large as the regions placed on it
  const width = input.template?.width ?? Math.max(0, ...pieces.map((p) => p.x + p.width));
  const height = input.template?.height ?? Math.max(0, ...pieces.map((p) => p.y + p.height));
  const used = new Set<number>(pieces.map((p) => p.side));
  const sides = SIDES.filter((side) => side === 1 || used.has(side) || input.scanned[side]).map((side) => ({ side, scanned: input.scanned[side] }));
  const masked = input.identified ? [] : (input.template?.rects ?? []).map((r) => ({ side: r.side === 2 ? (2 as const) : (1 as const), x: r.x, y: r.y, width: r.width, height: r.height }));
  return { template: { width, height }, sides, pieces, masked };
}
