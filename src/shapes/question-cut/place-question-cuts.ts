/**
 * The cutting canvas of a printed question paper: its pages as locked scan pieces stacked top to
 * bottom at one canvas unit per page pixel, and the question cuts over them. The screen puts the
 * pages on with `placeOriginalPages`, the saved cuts with `showQuestionCuts`, and reads what the
 * teacher drew back as cuts in page pixels with `readQuestionCuts`, in the order they were drawn
 * (the order a question's cuts are stacked into its picture).
 */
import type { Editor } from 'tldraw';
import { placeScanPieces } from '../scan-piece/place-scan-pieces.ts';
import { QUESTION_CUT_TYPE, type QuestionCutShape } from './question-cut-props.ts';

/** Canvas units between two pages. */
export const ORIGINAL_PAGE_GAP = 40;

export interface OriginalPage {
  id: number;
  /** the page image's address on the canvas (an object URL of the downloaded image) */
  url: string;
  width: number;
  height: number;
}

/** A page on the canvas: its id, where its top edge lies and its size. */
export interface PageSlot {
  id: number;
  top: number;
  width: number;
  height: number;
}

/** One cut in a page's pixels. */
export interface PageCut {
  questionId: number;
  pageId: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each page goes: stacked from the top, ORIGINAL_PAGE_GAP apart. */
export function pageSlots(pages: readonly Omit<OriginalPage, 'url'>[]): PageSlot[] {
  let top = 0;
  return pages.map((page) => {
    const slot = { id: page.id, top, width: page.width, height: page.height };
    top += page.height + ORIGINAL_PAGE_GAP;
    return slot;
  });
}

/** Puts the pages on the canvas, locked, and answers where each lies. */
export function placeOriginalPages(editor: Editor, pages: readonly OriginalPage[]): PageSlot[] {
  const slots = pageSlots(pages);
  placeScanPieces(
    editor,
    pages.map((page, i) => ({ url: page.url, width: page.width, height: page.height, x: 0, y: slots[i].top })),
  );
  return slots;
}

export function getQuestionCuts(editor: Editor): QuestionCutShape[] {
  return editor.getCurrentPageShapesSorted().filter((shape): shape is QuestionCutShape => shape.type === QUESTION_CUT_TYPE);
}

/** Shows saved cuts as shapes, out of the undo history; `labelOf` names a question. */
export function showQuestionCuts(editor: Editor, cuts: readonly PageCut[], slots: readonly PageSlot[], labelOf: (questionId: number) => string): void {
  const tops = new Map(slots.map((slot) => [slot.id, slot.top]));
  const shown = cuts.filter((cut) => tops.has(cut.pageId));
  if (shown.length === 0) return;
  editor.run(
    () =>
      editor.createShapes<QuestionCutShape>(
        shown.map((cut) => ({
          type: QUESTION_CUT_TYPE,
          x: cut.x,
          y: tops.get(cut.pageId)! + cut.y,
          props: { w: cut.width, h: cut.height, questionId: cut.questionId, label: labelOf(cut.questionId) },
        })),
      ),
    { history: 'ignore' },
  );
}

/** How far the span from `top` to `bottom` lies on the slot. */
const overlap = (slot: PageSlot, top: number, bottom: number) => Math.min(bottom, slot.top + slot.height) - Math.max(top, slot.top);

/**
 * The cuts on the canvas in page pixels, in the order drawn: each belongs to the page it covers
 * most (the server trims what reaches past that page); a cut on no page is left out.
 */
export function readQuestionCuts(editor: Editor, slots: readonly PageSlot[]): PageCut[] {
  return getQuestionCuts(editor).flatMap((shape) => {
    const top = shape.y;
    const bottom = shape.y + shape.props.h;
    const slot = slots.reduce<PageSlot | undefined>((best, s) => (overlap(s, top, bottom) > 0 && (!best || overlap(s, top, bottom) > overlap(best, top, bottom)) ? s : best), undefined);
    if (!slot) return [];
    return [{ questionId: shape.props.questionId, pageId: slot.id, x: Math.round(shape.x), y: Math.round(top - slot.top), width: Math.round(shape.props.w), height: Math.round(shape.props.h) }];
  });
}

/** Gives the selected cuts to another question (the teacher picked the wrong one); answers how many changed. */
export function assignSelectedCuts(editor: Editor, questionId: number, label: string): number {
  const selected = new Set(editor.getSelectedShapeIds());
  const cuts = getQuestionCuts(editor).filter((shape) => selected.has(shape.id));
  if (cuts.length > 0) editor.updateShapes(cuts.map((shape) => ({ id: shape.id, type: QUESTION_CUT_TYPE, props: { questionId, label } })));
  return cuts.length;
}
