/**
 * Rules of the question-analysis panel and the Lesson screen (spec 001 §4, §9): font zoom,
 * screen zoom, stepping through the questions and which students a list dialog may show.
 */

/** "Panel zoom font 16 to 60, step 5" (spec 001 §9). */
export const PANEL_FONT_MIN = 16;
export const PANEL_FONT_MAX = 60;
export const PANEL_FONT_STEP = 5;
/** "line height is font size plus 10" (spec 001 §4). */
export const PANEL_LINE_GAP = 10;

/** The panel's font after one zoom step in `direction` (+1 in, −1 out), kept within 16 … 60. */
export function zoomPanelFont(font: number, direction: 1 | -1): number {
  return Math.min(PANEL_FONT_MAX, Math.max(PANEL_FONT_MIN, font + direction * PANEL_FONT_STEP));
}

export function panelLineHeight(font: number): number {
  return font + PANEL_LINE_GAP;
}

/** "explanation zoom step 25%, minimum 100%" (spec 001 §9). */
export const LESSON_ZOOM_STEP = 25;
export const LESSON_ZOOM_MIN = 100;

export function zoomLesson(percent: number, direction: 1 | -1): number {
  return Math.max(LESSON_ZOOM_MIN, percent + direction * LESSON_ZOOM_STEP);
}

export type QuestionStep = { index: number } | { edge: 'first' | 'last' };

/**
 * The question after (direction +1) or before (−1) `current` in the ordered list; at the end
 * the edge reached, which the screen reports as 'already the last/first question'.
 */
export function stepQuestion(count: number, current: number, direction: 1 | -1): QuestionStep {
  const next = current + direction;
  if (next >= count) return { edge: 'last' };
  if (next < 0) return { edge: 'first' };
  return { index: next };
}

/** Choice questions list who chose each option; their full/lost/zero names are not clickable (spec 001 §5). */
export function isChoiceQuestion(questionType: string): boolean {
  return questionType === 'multiple_one' || questionType === 'multiple_more' || questionType === 'true_false';
}
