/**
 * The designer's validation rules (spec 002 §5 and §9): score caps of a block by score-box
 * kind, how many exam-number digits the header can hold, the title, and the merge rule.
 */
import { pageFrame } from './frame.ts';
import {
  BARCODE_AREA_WIDTH_MM,
  BLOCK_PADDING_MM,
  EXAM_NUMBER_CELL_WIDTH_MM,
  HANDWRITE_CELL_WIDTH_MM,
} from './geometry.ts';
import { SchoolNumberType, ScorePointMode, type AnswerCard, type PageConfig, type SubjectiveItem } from './model.ts';
import { childrenOf } from './sections.ts';
import { CardMessage, ScoreCapContext } from '../../i18n/zh-CN/domain/answer-card.ts';

export type CardErrorCode =
  | 'emptyTitle'
  | 'sectionNotFound'
  | 'itemNotFound'
  | 'lastItem'
  | 'notAnswerSection'
  | 'invalidColumns'
  | 'invalidOptionCount'
  | 'invalidScore'
  | 'invalidLines'
  | 'emptyPartition'
  | 'partitionNotSubjective'
  | 'alreadyPartitioned'
  | 'tooManySchoolNumberDigits'
  | 'notSiblings'
  | 'siblingNotMerged'
  | 'notMerged'
  | 'parentMerged'
  | 'scoreCap';

/** A refused edit: the card stays as it was and the teacher reads `message`. */
export interface CardEditError {
  code: CardErrorCode;
  message: string;
}

export function cardError(code: CardErrorCode, message: string): CardEditError {
  return { code, message };
}

// ── Score caps ──────────────────────────────────────────────────────────────────────────────

/**
 * "Score caps: 99.5, 99, 69 for three columns, 89 for three columns in the new mode, and 999 for
 * normal" (spec 002 §9), and "in the three-column first-read score box, the maximum total is 89
 * points (59.5 when half points are ticked)" (spec 002 §5, spec 000 §9).
 */
export const SCORE_CAP = {
  scoreBarHalf: 99.5,
  scoreBar: 99,
  threeColumn: 69,
  threeColumnFirstRead: 89,
  threeColumnFirstReadHalf: 59.5,
  normal: 999,
} as const;

export interface ScoreCap {
  cap: number;
  /** the situation the message names */
  context: string;
}

/**
 * The highest score one block may carry. A fill-in score bar has tens and units cells, so it
 * stops below 100 (99.5 with the half cell); three columns leave room for fewer tens cells;
 * without a score bar only the three-digit normal cap applies.
 */
export function scoreCapOf(
  config: Pick<PageConfig, 'isScorePoint' | 'blockCount' | 'isScorePointNewMode'>,
  halfScore: boolean,
): ScoreCap {
  if (config.isScorePoint !== ScorePointMode.scoreBar) return { cap: SCORE_CAP.normal, context: ScoreCapContext.normal };
  if (config.blockCount === 3) {
    if (config.isScorePointNewMode) {
      return {
        cap: halfScore ? SCORE_CAP.threeColumnFirstReadHalf : SCORE_CAP.threeColumnFirstRead,
        context: ScoreCapContext.threeColumnFirstRead,
      };
    }
    return { cap: SCORE_CAP.threeColumn, context: ScoreCapContext.threeColumn };
  }
  return { cap: halfScore ? SCORE_CAP.scoreBarHalf : SCORE_CAP.scoreBar, context: ScoreCapContext.scoreBox };
}

/** Refuses a block score above the cap of its score box. */
export function checkBlockScore(
  score: number,
  config: Pick<PageConfig, 'isScorePoint' | 'blockCount' | 'isScorePointNewMode'>,
  halfScore: boolean,
): CardEditError | null {
  const { cap, context } = scoreCapOf(config, halfScore);
  return score > cap ? cardError('scoreCap', CardMessage.scoreCap(context, cap)) : null;
}

// ── Header ──────────────────────────────────────────────────────────────────────────────────

/** Code128 bars narrower than this do not scan reliably at 200 dpi. */
const BARCODE_MIN_MODULE_MM = 0.25;
/** Code128 start, check and stop symbols plus the quiet zones, in modules. */
const BARCODE_OVERHEAD_MODULES = 35 + 20;
/** Code128 set C packs two digits into one 11-module symbol. */
const BARCODE_MODULES_PER_DIGIT = 5.5;

/** The exam-number area may take up to this share of the header's width, leaving the notice room to be read. */
export const EXAM_NUMBER_MAX_SHARE = 0.6;

/**
 * The most exam-number digits the header holds: one cell per digit (5 mm bubbles, 10 mm
 * handwritten boxes) within the exam-number share of the header; a barcode is limited by its label.
 */
export function maxSchoolNumberDigits(card: Pick<AnswerCard, 'schNumType' | 'pageConfig'>): number {
  const { columnWidth } = pageFrame(card.pageConfig);
  const half = (columnWidth - 2 * BLOCK_PADDING_MM) * EXAM_NUMBER_MAX_SHARE;
  switch (card.schNumType) {
    case SchoolNumberType.barcode: {
      const width = Math.min(BARCODE_AREA_WIDTH_MM, half);
      return Math.floor((width / BARCODE_MIN_MODULE_MM - BARCODE_OVERHEAD_MODULES) / BARCODE_MODULES_PER_DIGIT);
    }
    case SchoolNumberType.handwritten:
      return Math.floor(half / HANDWRITE_CELL_WIDTH_MM);
    default:
      return Math.floor(half / EXAM_NUMBER_CELL_WIDTH_MM);
  }
}

export function checkSchoolNumberDigits(card: Pick<AnswerCard, 'schNumType' | 'pageConfig' | 'schNumCount'>): CardEditError | null {
  const max = maxSchoolNumberDigits(card);
  return card.schNumCount > max ? cardError('tooManySchoolNumberDigits', CardMessage.tooManySchoolNumberDigits(max)) : null;
}

export function checkTitle(title: string): CardEditError | null {
  return title.trim() === '' ? cardError('emptyTitle', CardMessage.emptyTitle) : null;
}

// ── Merging ─────────────────────────────────────────────────────────────────────────────────

/** The item index of the sibling before `index` (same level, same parent), or -1. */
export function previousSibling(items: readonly SubjectiveItem[], index: number): number {
  const level = items[index]?.level;
  for (let i = index - 1; i >= 0; i--) {
    if (items[i].level === level) return i;
    if (items[i].level < level) return -1;
  }
  return -1;
}

/** Two sub-questions of `parent` that are not yet merged together, if any. */
export function unmergedChildren(items: readonly SubjectiveItem[], parent: number): [number, number] | null {
  const children = childrenOf(items, parent);
  const unmerged = children.find((child, i) => i > 0 && !items[child].merge);
  if (unmerged === undefined) return null;
  return [previousSibling(items, unmerged), unmerged];
}

/**
 * "A question cannot be merged while a sibling question at the same level is not yet merged.
 * The message names the two question numbers." (spec 002 §5) Merging `second` into the sibling
 * before it makes one area with one score, so the sub-questions of both must already be merged
 * into one; otherwise the first two of them that are still apart are named.
 */
export function checkMerge(items: readonly SubjectiveItem[], first: number, second: number): CardEditError | null {
  if (previousSibling(items, second) !== first) {
    return cardError('notSiblings', CardMessage.notSiblings(items[first].qNum, items[second].qNum));
  }
  for (const question of [first, second]) {
    const apart = unmergedChildren(items, question);
    if (apart) return cardError('siblingNotMerged', CardMessage.siblingNotMerged(items[apart[0]].qNum, items[apart[1]].qNum));
  }
  return null;
}
