/** Where the answer-card screens live (spec 002 §2): the card list, the designers and the preview. */

/** The card list: saved designs and the draft of this tab. */
export const CARD_LIST_PATH = '/answerCard';
/** Where a design made outside an exam is edited. */
export const ADMIN_DESIGNER_PATH = '/answerCard/admin';
export const PREVIEW_PATH = '/answerCard/preview';

/** The designer of a test's answer sheet, which opens the design saved for it. */
export function testDesignerPath(subjectId: number, testId: number): string {
  return `/answerCard/create/${subjectId}/${testId}`;
}

/** A paper's answer card in exam setup: its pages, its PDF and the state of its template. */
export function paperCardPath(examId: number, testId: number): string {
  return `/divided/progress/answerSheet/${examId}/${testId}`;
}
