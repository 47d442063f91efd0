/**
 * The three places where people work on paper with their hands share one canvas:
 * - `marking`: a marker scores a student's scanned answer sheet;
 * - `designer`: an answer sheet is laid out (and a scanned template divided into regions);
 * - `board`: a teacher draws over typical papers while explaining a question in class;
 * - `cutting`: a printed question paper is cut into its questions.
 */
export const CANVAS_MODES = ['marking', 'designer', 'board', 'cutting'] as const;
export type CanvasMode = (typeof CANVAS_MODES)[number];
