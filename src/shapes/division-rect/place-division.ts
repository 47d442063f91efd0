/**
 * The division canvas's rectangles and what it lies on: the answer card's pages (the designer's
 * page frames and blocks, locked) or, for a template without a card designed here, plain pages
 * of the template's size. The screen shows its drafts with `showDivisionRects` and hears the
 * admin's drawing, moving, resizing and deleting through `watchDivisionEdits`; what a box means
 * in template pixels is src/domain/division-geometry.ts.
 */
import { createShapeId, type Editor, type TLShapeId, type TLShapePartial } from 'tldraw';
import { mmToPx, type CardLayout } from '../../domain/answer-card/index.ts';
import type { CanvasBox, DivisionFrame } from '../../domain/division-geometry.ts';
import { CANVAS_UNITS_PER_MM, PAGE_GAP_MM } from '../layout-block/card-drawing.tsx';
import { getLayoutBlocks, getPageFrames, pageOriginMm } from '../layout-block/place-card-layout.ts';
import { DIVISION_RECT_TYPE, type DivisionRectKind, type DivisionRectShape } from './division-rect-props.ts';

/** Canvas units per pixel of a 200 dpi template page, the scale the card's pages are drawn at. */
const UNITS_PER_PX = CANVAS_UNITS_PER_MM / mmToPx(1);

/** The frame of a card designed here: its pages as the designer lays them out. */
export function divisionFrameOfLayout(layout: CardLayout): DivisionFrame {
  return {
    unitsPerPx: UNITS_PER_PX,
    pageStride: pageOriginMm(layout, 1) * CANVAS_UNITS_PER_MM,
    pageCount: layout.pages.length,
    tempWidth: Math.round(mmToPx(layout.frame.pageWidth)),
    tempHeight: Math.round(mmToPx(layout.frame.pageHeight)),
  };
}

/** The frame of a template known only by its size: pages at the same scale, as far apart as the card's. */
export function plainDivisionFrame(tempWidth: number, tempHeight: number, pageCount: number): DivisionFrame {
  return { unitsPerPx: UNITS_PER_PX, pageStride: tempWidth * UNITS_PER_PX + PAGE_GAP_MM * CANVAS_UNITS_PER_MM, pageCount, tempWidth, tempHeight };
}

const plainPageId = (index: number) => createShapeId(`division-page-${index}`);

/** Outlines of the template's pages, locked, when there is no card to show. */
export function showPlainPages(editor: Editor, frame: DivisionFrame): void {
  editor.run(
    () =>
      editor.createShapes(
        Array.from({ length: frame.pageCount }, (_, i) => ({
          id: plainPageId(i),
          type: 'geo' as const,
          x: i * frame.pageStride,
          y: 0,
          isLocked: true,
          props: { geo: 'rectangle' as const, w: frame.tempWidth * frame.unitsPerPx, h: frame.tempHeight * frame.unitsPerPx, color: 'grey' as const, fill: 'semi' as const, size: 's' as const },
        })),
      ),
    { history: 'ignore' },
  );
}

/** Locks the card's blocks: on the division canvas the card is the background, never moved. */
export function lockCardLayout(editor: Editor): void {
  const loose = [...getPageFrames(editor), ...getLayoutBlocks(editor)].filter((shape) => !shape.isLocked);
  editor.run(() => editor.updateShapes(loose.map((shape) => ({ id: shape.id, type: shape.type, isLocked: true }))), { history: 'ignore', ignoreShapeLock: true });
}

/** One rectangle as the screen wants it shown. */
export interface DivisionRectPlacement {
  groupId: number;
  kind: DivisionRectKind;
  slot: string;
  label: string;
  active: boolean;
  box: CanvasBox;
}

export function divisionRectId(groupId: number, kind: DivisionRectKind, slot: string): TLShapeId {
  return createShapeId(`division-${groupId}-${kind}-${slot}`);
}

export function getDivisionRects(editor: Editor): DivisionRectShape[] {
  return editor.getCurrentPageShapesSorted().filter((shape): shape is DivisionRectShape => shape.type === DIVISION_RECT_TYPE);
}

/** Editors whose rectangles are being put in line with the screen: those changes are not the admin's. */
const syncing = new WeakSet<Editor>();

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) < tolerance;

/**
 * Makes the canvas show exactly these rectangles, out of the undo history. A rectangle within a
 * template pixel of where it should be is left alone, so that a box being dragged is not pulled
 * back to whole pixels under the pointer.
 */
export function showDivisionRects(editor: Editor, placements: readonly DivisionRectPlacement[], tolerance: number): void {
  const wanted = new Map(placements.map((p) => [divisionRectId(p.groupId, p.kind, p.slot), p]));
  const current = new Map(getDivisionRects(editor).map((shape) => [shape.id, shape]));
  const gone = [...current.keys()].filter((id) => !wanted.has(id));
  const fresh = [...wanted].filter(([id]) => !current.has(id));
  const moved = [...wanted].flatMap(([id, p]) => {
    const shape = current.get(id);
    if (!shape) return [];
    const same =
      near(shape.x, p.box.x, tolerance) && near(shape.y, p.box.y, tolerance) && near(shape.props.w, p.box.w, tolerance) && near(shape.props.h, p.box.h, tolerance);
    if (same && shape.props.label === p.label && shape.props.active === p.active && shape.isLocked === !p.active) return [];
    return [{ id, p }];
  });
  if (gone.length + fresh.length + moved.length === 0) return;
  const shapeOf = (id: TLShapeId, p: DivisionRectPlacement): TLShapePartial<DivisionRectShape> & { id: TLShapeId } => ({
    id,
    type: DIVISION_RECT_TYPE,
    x: p.box.x,
    y: p.box.y,
    isLocked: !p.active,
    props: { w: p.box.w, h: p.box.h, groupId: p.groupId, kind: p.kind, slot: p.slot, label: p.label, active: p.active },
  });
  syncing.add(editor);
  try {
    editor.run(
      () => {
        if (gone.length > 0) editor.deleteShapes(gone);
        if (fresh.length > 0) editor.createShapes(fresh.map(([id, p]) => shapeOf(id, p)));
        if (moved.length > 0) editor.updateShapes(moved.map(({ id, p }) => shapeOf(id, p)));
      },
      { history: 'ignore', ignoreShapeLock: true },
    );
  } finally {
    syncing.delete(editor);
  }
}

/** What the admin did to one rectangle: its box now, or null when it was deleted. */
export interface DivisionEdit {
  groupId: number;
  kind: DivisionRectKind;
  slot: string;
  box: CanvasBox | null;
}

const boxOf = (shape: DivisionRectShape): CanvasBox => ({ x: shape.x, y: shape.y, w: shape.props.w, h: shape.props.h });
const editOf = (shape: DivisionRectShape, box: CanvasBox | null): DivisionEdit => ({ groupId: shape.props.groupId, kind: shape.props.kind, slot: shape.props.slot, box });

/** Calls `onEdit` for every rectangle the admin draws, moves, resizes, deletes or undoes; answers a function that stops. */
export function watchDivisionEdits(editor: Editor, onEdit: (edit: DivisionEdit) => void): () => void {
  const isDivisionRect = (shape: { type: string }): shape is DivisionRectShape => shape.type === DIVISION_RECT_TYPE;
  const mine = () => !syncing.has(editor);
  const stops = [
    editor.sideEffects.registerAfterCreateHandler('shape', (shape) => {
      if (isDivisionRect(shape) && mine()) onEdit(editOf(shape, boxOf(shape)));
    }),
    editor.sideEffects.registerAfterChangeHandler('shape', (_before, shape) => {
      if (isDivisionRect(shape) && mine()) onEdit(editOf(shape, boxOf(shape)));
    }),
    editor.sideEffects.registerAfterDeleteHandler('shape', (shape) => {
      if (isDivisionRect(shape) && mine()) onEdit(editOf(shape, null));
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
