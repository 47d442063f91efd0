/** Which buttons of the marking window's toolbar are disabled (spec 000 §4). */
import type { Judge } from '../double-marking.ts';

export interface ToolContext {
  hasStudent: boolean;
  history: boolean;
  judge: Judge;
  regionMode: boolean;
  pieceCount: number;
  hasEarlier: boolean;
  hasLater: boolean;
}

/**
 * Spec 000 §4: "While in history, exam tree, group tree, progress and quality buttons are
 * disabled and continue is enabled"; "Vertical/horizontal buttons are enabled only for
 * test_correct_type 1 and multi-picture partitions; all tool buttons are disabled when no student".
 */
export function disabledTools(context: ToolContext) {
  const noStudent = !context.hasStudent;
  return {
    examTree: context.history,
    groupTree: context.history,
    progress: context.history,
    quality: context.history,
    continueMarking: !context.history,
    previous: !context.hasEarlier,
    next: !context.history || !context.hasLater,
    lock: noStudent,
    password: noStudent,
    problemPaper: noStudent || context.history,
    typical: noStudent,
    wrongCause: noStudent,
    view: noStudent,
    layout: noStudent || !context.regionMode || context.pieceCount < 2,
  };
}
