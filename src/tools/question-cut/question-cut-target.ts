import type { Editor } from 'tldraw';

/** What the question-cut tool cuts next, as the cutting screen chose it. */
export interface QuestionCutTarget {
  questionId: number;
  label: string;
  /**
   * Where an edge at page height `y` settles: the middle of the white gap between text lines
   * nearest to it, or `y` itself; absent, edges stay where they are released.
   */
  snapY?: (y: number) => number;
}

const targets = new WeakMap<Editor, QuestionCutTarget | null>();

/** Sets the question the tool cuts for; null: the tool draws nothing. */
export function setQuestionCutTarget(editor: Editor, target: QuestionCutTarget | null): void {
  targets.set(editor, target);
}

export function questionCutTarget(editor: Editor): QuestionCutTarget | null {
  return targets.get(editor) ?? null;
}
