import type { Editor } from 'tldraw';
import type { DivisionRectKind } from '../../shapes/division-rect/division-rect-props.ts';

/** What the division-draw tool draws next, as the division screen chose it. */
export interface DivisionDrawTarget {
  groupId: number;
  kind: DivisionRectKind;
  /** the blank's `show_order:key`; null draws a new region after the group's others */
  slot: string | null;
  /** the name the rectangle shows, given its slot */
  label: (slot: string) => string;
}

const targets = new WeakMap<Editor, DivisionDrawTarget | null>();

/** Sets what the tool draws next; null: the tool draws nothing. */
export function setDivisionDrawTarget(editor: Editor, target: DivisionDrawTarget | null): void {
  targets.set(editor, target);
}

export function divisionDrawTarget(editor: Editor): DivisionDrawTarget | null {
  return targets.get(editor) ?? null;
}
