/**
 * The marking window's business constants (spec 000 §9 "Business constants and limits", and the
 * contract's bounds where the specification names none). The counts of students claimed live and
 * in history are in ../marking-rules.ts, which the server shares.
 */

/** Spec 000 §9: "Exam list page size 100". */
export const EXAM_PAGE_SIZE = 100;
/** Spec 000 §9: "Progress dialog page 10. Blank list page 10." */
export const DIALOG_PAGE_SIZE = 10;
/** Spec 000 §9: "Quick-submit throttle 1500 ms". */
export const QUICK_SUBMIT_THROTTLE_MS = 1500;
/** Spec 000 §9: "Throttled buttons disable 2000 ms after click". */
export const BUTTON_THROTTLE_MS = 2000;
/** Spec 000 §9: "score message display 1 s". */
export const SCORE_MESSAGE_S = 1;
/** Spec 000 §9: "Developer-tools countdown 30 s". */
export const DEVTOOLS_COUNTDOWN_S = 30;
/** Spec 000 §3: "Problem paper payload: … return_next_student (1), occupy_student_count (1)". */
export const PROBLEM_PAPER_OCCUPY_STUDENT_COUNT = 1;
/** The contract bounds a mark's spend_time (seconds on the paper) to one day. */
export const SPEND_TIME_MAX_S = 86_400;
