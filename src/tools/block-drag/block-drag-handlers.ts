import type { Editor } from 'tldraw';

/** What the designer screen does when the teacher picks or moves a block. */
export interface BlockDragHandlers {
  /** a block of the section at this print position was pressed (null: the empty page) */
  select(sectionPosition: number | null): void;
  /** the section at `from` goes before the one now at `to` (or last) */
  move(from: number, to: number): void;
  /** while dragging: show the card as it would be with that move (null: as it is) */
  preview?(from: number, to: number | null): void;
  /** whether the blocks of the section at this position have a bottom edge to drag */
  resizable?(sectionPosition: number): boolean;
  /**
   * the bottom edge of the section's last block moved by `deltaMm`: shown while dragging
   * (commit false; 0 shows the card as it is), applied on release (commit true)
   */
  resize?(sectionPosition: number, deltaMm: number, commit: boolean): void;
}

const handlersByEditor = new WeakMap<Editor, BlockDragHandlers>();

export function setBlockDragHandlers(editor: Editor, handlers: BlockDragHandlers): void {
  handlersByEditor.set(editor, handlers);
}

export function blockDragHandlers(editor: Editor): BlockDragHandlers | undefined {
  return handlersByEditor.get(editor);
}
