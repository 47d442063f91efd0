/**
 * Paper geometry of the answer card, in millimetres unless a name says otherwise (spec 002 §9
 * "Paper geometry (mm)" and the answer-card defaults; spec 000 §9 for the score-box grid).
 * The second half of the file holds the layout choices the specification leaves open ("not
 * shown"); each says why it has its value.
 */

export const MM_PER_INCH = 25.4;
/** PDF points per inch: 1 mm = 72 / 25.4 pt. */
export const POINTS_PER_INCH = 72;

// ── From the specification ──────────────────────────────────────────────────────────────────

/** "A4 210 by 296; A3 420 by 296." A3 is laid landscape: two A4 halves of the same height. */
export const PAGE_SIZES_MM = {
  A4: { width: 210, height: 296 },
  A3: { width: 420, height: 296 },
} as const;

/**
 * "A4 margins 10 and 15": 10 mm left and right, 15 mm top and bottom. A3 has the same height
 * and is two A4 halves side by side, so it keeps the same outer margins.
 */
export const PAGE_MARGIN_X_MM = 10;
export const PAGE_MARGIN_Y_MM = 15;

/**
 * "A3 page margin 7 else 3": the margin between neighbouring columns, 7 mm on A3 and 3 mm on A4
 * (whose columns are narrow already).
 */
export const COLUMN_GAP_A3_MM = 7;
export const COLUMN_GAP_OTHER_MM = 3;

/** "Header height 76 or 90": the card header block; 90 when it carries an extra row (custom header line or A/B paper type). */
export const HEADER_HEIGHT_MM = 76;
export const HEADER_HEIGHT_TALL_MM = 90;
/** "Page header 20." The band at the top of every page's content area. */
export const PAGE_HEADER_HEIGHT_MM = 20;
/** "Page footer 25." The band at the bottom of every page (page number, page QR code). */
export const PAGE_FOOTER_HEIGHT_MM = 25;
/** "Line height 9." One writing line, one blank-filling row, one heading row. */
export const LINE_HEIGHT_MM = 9;
/** "Grid 8 by 8." The largest composition cell. */
export const GRID_CELL_MM = 8;
/** "Secret width 22." The sealing strip on the left of every page when the card is secret. */
export const SECRET_WIDTH_MM = 22;
/** "Score box height 12." The fill-in score bar above an answer area. */
export const SCORE_BOX_HEIGHT_MM = 12;
/**
 * "Handwritten box height 18 (minimum 23)": the box is 18 mm; a block carrying it is at least
 * 23 mm tall, which the box and the one writing line every area has (9 mm) always give.
 */
export const HANDWRITTEN_BOX_HEIGHT_MM = 18;
export const HANDWRITTEN_BLOCK_MIN_HEIGHT_MM = 23;
/** "Partition title height 12." */
export const PARTITION_TITLE_HEIGHT_MM = 12;
/** "Each mark height 9": one per-item score row when every sub-question is scored on its own. */
export const EACH_MARK_HEIGHT_MM = 9;
/** "mark grid 20": the score cells of one row in three columns (the same 20 as the score-box grid). */
export const MARK_GRID_CELLS = 20;
/** "handwrite 10": the width of one handwritten digit cell. */
export const HANDWRITE_CELL_WIDTH_MM = 10;

/**
 * "Score-box grid width 28 cells per row (20 for three columns)" (spec 000 §9). The same counts
 * set the cells per row of a composition grid.
 */
export const SCORE_BOX_CELLS_PER_ROW = 28;
export const SCORE_BOX_CELLS_PER_ROW_THREE_COLUMNS = MARK_GRID_CELLS;

/**
 * "The font size table runs from size 3 (5.64) down to size 8 (1.76)": the Chinese type sizes
 * (三号 … 八号) as character heights in mm, the 小 (small) sizes between them.
 */
export const FONT_SIZE_MM = {
  size3: 5.64,
  size3Small: 5.29,
  size4: 4.94,
  size4Small: 4.23,
  size5: 3.7,
  size5Small: 3.18,
  size6: 2.65,
  size6Small: 2.29,
  size7: 1.94,
  size8: 1.76,
} as const;
export type FontSizeName = keyof typeof FONT_SIZE_MM;
/** The table from largest to smallest, for text that shrinks until it fits. */
export const FONT_SIZES_DESCENDING: readonly number[] = Object.values(FONT_SIZE_MM).sort((a, b) => b - a);

/** "Export resolution 200 dpi; display and preview 100 dpi." */
export const EXPORT_DPI = 200;
export const PREVIEW_DPI = 100;

/** "Red card colour #FF0000." Cards printed in red drop out of the scan, leaving only the marks. */
export const RED_CARD_COLOR = '#FF0000';

/** QR quiet zone on each side of a printed code, in modules. */
export const QR_QUIET_MODULES = 2;
/** Printed line widths, in mm: borders and the thin rules inside them. */
export const BORDER_MM = 0.3;
export const THIN_MM = 0.2;
/** Where a CJK glyph's centre sits above the baseline, in em: text is placed by its centre. */
export const GLYPH_CENTRE_EM = 0.38;

/** "5 questions per block": objective questions are grouped in blocks of five rows. */
export const OBJECTIVE_QUESTIONS_PER_BLOCK = 5;

/** "choice letters A to Z, judge T/F" */
export const CHOICE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const JUDGE_OPTIONS = ['T', 'F'] as const;

/** "Page-fit tolerance 6 px" at the preview resolution: a block may overrun a column by this much. */
export const PAGE_FIT_TOLERANCE_PX = 6;
export const PAGE_FIT_TOLERANCE_MM = pxToMm(PAGE_FIT_TOLERANCE_PX, PREVIEW_DPI);

// ── Layout choices where the specification is silent ────────────────────────────────────────

/** Positioning anchors: 5 mm filled squares, large enough for a 200 dpi scan to find reliably. */
export const ANCHOR_SIZE_MM = 5;
/** Anchors sit just outside the content box corners, 1 mm away, inside the printable margin. */
export const ANCHOR_GAP_MM = 1;
/** The per-page QR code: 20 mm fits the 25 mm footer with room for the quiet zone. */
export const PAGE_QR_CODE_SIZE_MM = 20;
/** The page-code barcode in the page header band. */
export const PAGE_CODE_WIDTH_MM = 50;
export const PAGE_CODE_HEIGHT_MM = 10;
/** Space inside a block's border. */
export const BLOCK_PADDING_MM = 2;
/** Vertical space between two blocks of a column. */
export const BLOCK_SPACING_MM = 3;

/** Objective bubbles: 5 × 3 mm, 7 mm apart, one question per 5 mm row, after an 8 mm number. */
export const BUBBLE_WIDTH_MM = 5;
export const BUBBLE_HEIGHT_MM = 3;
export const BUBBLE_PITCH_MM = 7;
export const OBJECTIVE_ROW_PITCH_MM = 5;
export const OBJECTIVE_NUMBER_WIDTH_MM = 8;
/** Space between two objective blocks side by side, and between two rows of them. */
export const OBJECTIVE_GROUP_GAP_MM = 4;

/** Exam-number bubble grid: one 5 mm column per digit, rows of at most 4.5 mm for 0–9. */
export const EXAM_NUMBER_CELL_WIDTH_MM = 5;
export const EXAM_NUMBER_ROW_MAX_PITCH_MM = 4.5;
export const EXAM_NUMBER_LABEL_HEIGHT_MM = 5;
/** The write-in row of boxes above the grid for a paper exam number. */
export const EXAM_NUMBER_WRITE_ROW_HEIGHT_MM = 6;
/** A barcode sticker area of a real label's size. */
export const BARCODE_AREA_WIDTH_MM = 60;
export const BARCODE_AREA_HEIGHT_MM = 30;

/** A student-information slot (label and writing line) is at least this wide. */
export const STUDENT_INFO_MIN_WIDTH_MM = 45;
/** Line pitch of wrapped text, as a multiple of its font size. */
export const TEXT_LINE_SPACING = 1.35;

/** The score bar's leading label cell (得分). */
export const SCORE_BOX_LABEL_WIDTH_MM = 12;
/** Space between composition rows. */
export const COMPOSITION_ROW_GAP_MM = 2;
/** Every this many composition cells a small count is printed under the cell. */
export const COMPOSITION_COUNT_STEP = 100;

export function mmToPt(mm: number): number {
  return (mm * POINTS_PER_INCH) / MM_PER_INCH;
}

export function mmToPx(mm: number, dpi: number = EXPORT_DPI): number {
  return (mm * dpi) / MM_PER_INCH;
}

export function pxToMm(px: number, dpi: number = EXPORT_DPI): number {
  return (px * MM_PER_INCH) / dpi;
}

/** Layout positions are kept to a thousandth of a millimetre, so equal inputs give equal numbers. */
export function roundMm(value: number): number {
  return Math.round(value * 1000) / 1000;
}
