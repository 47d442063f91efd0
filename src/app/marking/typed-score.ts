/**
 * A score typed in a score box counts when the marker presses Enter or Tab or leaves the box.
 * A submit can start while the cursor is still in the box (F1, a right click on the paper): the
 * box being typed in registers here how to accept its score, and the submit accepts it first,
 * so a typed score is never sent as unscored (or as 0 by the quick submit).
 */
let accept: (() => void) | undefined;

/** The box being typed in (or undefined when it is left). */
export function holdTypedScore(acceptTyped: (() => void) | undefined): void {
  accept = acceptTyped;
}

/** Accepts the score in the box being typed in, if any. */
export function acceptTypedScore(): void {
  accept?.();
}
