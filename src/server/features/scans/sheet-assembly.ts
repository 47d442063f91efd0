/**
 * How recognised pages become a student's answer sheet. Only a card's first page carries the exam
 * number; the pages after it in the scanner's order (the back side, further sheets of a long
 * card) belong to the same student until the next first page. Pages are recognised in any order
 * by several workers, so each side looks for the other: a first page takes the pages after it that
 * wait for a student, a later page takes the student of the first page before it. A page still in
 * the queue stops the search — it settles itself when its turn comes — so no page is ever matched
 * across a sheet it cannot see.
 */
import type { RecognitionTemplate } from '../../../domain/answer-card/index.ts';
import type { PageFindings, PageReading } from './page-reading.ts';
import type { BatchPage, PartitionFacts, SheetPage } from './recognition-repository.ts';

function unsettled(page: BatchPage): boolean {
  return page.state === 'queued' || page.state === 'recognising';
}

/** The recognised later pages following the first page `pageId` that wait for a student. */
export function pagesAfterFirst(pages: readonly BatchPage[], pageId: number, firstPageKey: string): number[] {
  const start = pages.findIndex((page) => page.id === pageId);
  const taken: number[] = [];
  for (const page of pages.slice(start + 1)) {
    if (unsettled(page) || page.cardPage === firstPageKey) break;
    // an exception (a blank back side, a page that could not be read) is passed over
    if (page.state === 'recognised' && page.studentId === null && page.cardPage !== null) taken.push(page.id);
  }
  return taken;
}

/** The student of the first page before the later page `pageId`, when it is matched. */
export function studentBefore(pages: readonly BatchPage[], pageId: number, firstPageKey: string): number | null {
  const at = pages.findIndex((page) => page.id === pageId);
  for (let i = at - 1; i >= 0; i--) {
    const page = pages[i];
    if (unsettled(page)) return null;
    if (page.cardPage === firstPageKey) return page.state === 'recognised' ? page.studentId : null;
  }
  return null;
}

/** The student's pages by card page (a page scanned again replaces the earlier one); null until every page of the card is there. */
export function completeSheet(pages: readonly SheetPage[], template: RecognitionTemplate): Map<number, SheetPage> | null {
  const byPage = new Map<number, SheetPage>();
  for (const page of pages) {
    const index = page.result?.page;
    if (typeof index === 'number') byPage.set(index, page);
  }
  for (let index = 0; index < template.pageCount; index++) if (!byPage.has(index)) return null;
  return byPage;
}

/**
 * The paper's question group for each template partition: the one of the same name (as the
 * template created it), else the one in the same place.
 */
export function groupsOfTemplate(template: RecognitionTemplate, groups: readonly PartitionFacts[]): (PartitionFacts | undefined)[] {
  const free = [...groups];
  return template.partitions.map((part, index) => {
    const named = free.findIndex((group) => group.name === part.name);
    const at = named >= 0 ? named : free.indexOf(groups[index]);
    return at >= 0 ? free.splice(at, 1)[0] : undefined;
  });
}

/** Where each rectangle of a partition sits in the group picture the marker sees: stacked top to bottom. */
export function pieceTops(template: RecognitionTemplate, partition: number): number[] {
  const tops: number[] = [];
  let y = 0;
  for (const rect of template.partitions[partition].rect_divide) {
    tops.push(y);
    y += rect.height;
  }
  return tops;
}

export const sheetKey = (pageId: number) => `sheet-${pageId}.jpg`;
export const maskedSheetKey = (pageId: number) => `sheet-${pageId}-masked.jpg`;
export const pieceKey = (pageId: number, partition: number, seq: number) => `piece-${pageId}-${partition}-${seq}.jpg`;

/** Every image a page's reading stores, under the keys its page id gives them. */
export function storedImages(pageId: number, reading: PageReading): [string, Uint8Array][] {
  return [
    ...(reading.sheet ? [[sheetKey(pageId), reading.sheet] as [string, Uint8Array]] : []),
    ...(reading.sheet && reading.maskedSheet ? [[maskedSheetKey(pageId), reading.maskedSheet] as [string, Uint8Array]] : []),
    ...reading.pieces.map((piece): [string, Uint8Array] => [pieceKey(pageId, piece.partition, piece.seq), piece.jpeg]),
  ];
}

/**
 * A side's blind-masked copy: stored beside the sheet when the page shows who the student is;
 * a page that shows nobody is its own masked copy.
 */
export function maskedSideKey(page: { id: number; result: PageFindings | null }): string {
  return page.result?.maskedSheet ? maskedSheetKey(page.id) : sheetKey(page.id);
}
