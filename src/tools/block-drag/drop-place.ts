import type { Editor, VecLike } from 'tldraw';
import { CANVAS_UNITS_PER_MM } from '../../shapes/layout-block/card-drawing.tsx';
import { getLayoutBlocks, getPageFrames } from '../../shapes/layout-block/place-card-layout.ts';
import type { LayoutBlockShape } from '../../shapes/layout-block/layout-block-props.ts';

/** A place in the card's print flow: page, then column, then height down the column (mm). */
export interface FlowPlace {
  page: number;
  column: number;
  y: number;
}

export function compareFlowPlaces(a: FlowPlace, b: FlowPlace): number {
  return a.page - b.page || a.column - b.column || a.y - b.y;
}

/** The flow place of a canvas point: the page it is over (or nearest), the column it is over (or nearest). */
export function flowPlaceAt(editor: Editor, point: VecLike): FlowPlace | null {
  const frames = getPageFrames(editor);
  if (frames.length === 0) return null;
  const distance = (frame: (typeof frames)[number]) => {
    const left = frame.x;
    const right = frame.x + frame.props.wMm * CANVAS_UNITS_PER_MM;
    return point.x < left ? left - point.x : point.x > right ? point.x - right : 0;
  };
  const frame = frames.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
  const xMm = (point.x - frame.x) / CANVAS_UNITS_PER_MM;
  const yMm = (point.y - frame.y) / CANVAS_UNITS_PER_MM;
  const columns = frame.props.columns;
  let column = columns.findIndex((c) => xMm >= c.x && xMm <= c.x + c.width);
  if (column < 0) {
    column = columns.reduce(
      (best, c, i) => (Math.abs(xMm - (c.x + c.width / 2)) < Math.abs(xMm - (columns[best].x + columns[best].width / 2)) ? i : best),
      0,
    );
  }
  return { page: frame.props.pageIndex, column, y: yMm };
}

/** Where another section lies in the flow, taken when a drag starts: the middles of its first and last blocks. */
export interface FlowMark {
  sectionPosition: number;
  first: FlowPlace;
  last: FlowPlace;
}

/**
 * Where each section other than the dragged one lies in the flow. A drag decides against these,
 * taken at its start, so that the live reflow under the pointer does not move the targets it aims at.
 */
export function flowMarks(editor: Editor, dragged: LayoutBlockShape): FlowMark[] {
  const from = dragged.props.sectionPosition;
  const marks = new Map<number, FlowMark>();
  for (const block of getLayoutBlocks(editor)) {
    const sectionPosition = block.props.sectionPosition;
    if (sectionPosition < 0 || sectionPosition === from) continue;
    const place = flowPlaceAt(editor, blockMiddle(block));
    if (!place) continue;
    const mark = marks.get(sectionPosition);
    if (!mark) marks.set(sectionPosition, { sectionPosition, first: place, last: place });
    else if (compareFlowPlaces(place, mark.first) < 0) mark.first = place;
    else if (compareFlowPlaces(place, mark.last) > 0) mark.last = place;
  }
  return [...marks.values()];
}

/**
 * Where in the section order a block dropped at `point` goes: past every section whose middle line
 * the drop has crossed, the way a dragged item passes its neighbours in a list. A section of
 * several blocks (a short answer has one per question, a long one goes on in the next column) is
 * one place in the order and cannot be split, so a block dragged down has passed it once the drop
 * is below the middle of its first block, and a block dragged up once the drop is above the middle
 * of its last block: the neighbour the teacher drags across is the line, wherever the rest of the
 * section lies. Returns a position counted before the move, as `cardWithSectionMoved` takes it.
 */
export function dropPosition(editor: Editor, dragged: LayoutBlockShape, point: VecLike, marks: readonly FlowMark[] = flowMarks(editor, dragged)): number | null {
  const drop = flowPlaceAt(editor, point);
  if (!drop) return null;
  const from = dragged.props.sectionPosition;
  const later = marks.filter((mark) => compareFlowPlaces(mark.sectionPosition < from ? mark.last : mark.first, drop) > 0);
  if (later.length > 0) return Math.min(...later.map((mark) => mark.sectionPosition));
  return Math.max(from, ...marks.map((mark) => mark.sectionPosition)) + 1;
}

/** Whether moving the section at `from` before the one at `to` changes the order. */
export function changesOrder(from: number, to: number | null): to is number {
  return to !== null && to !== from && to !== from + 1;
}

function blockMiddle(block: LayoutBlockShape): VecLike {
  return { x: block.x + (block.props.wMm * CANVAS_UNITS_PER_MM) / 2, y: block.y + (block.props.hMm * CANVAS_UNITS_PER_MM) / 2 };
}
