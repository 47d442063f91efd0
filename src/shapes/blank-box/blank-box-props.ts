import { T, type TLShape } from 'tldraw';
import { boxSizeProps } from '../box-size-props.ts';
import type { PropsOf } from '../shape-props.ts';

/** The shape type of one blank (or one region, in by-region marking) on a student's paper. */
export const BLANK_BOX_TYPE = 'blank-box';

/** How a box is marked: a blank is ticked or crossed, a region collects score marks. */
export const BLANK_BOX_VARIANTS = ['blank', 'region'] as const;
export type BlankBoxVariant = (typeof BLANK_BOX_VARIANTS)[number];

/**
 * Props of a blank box. The box is the blank's rectangle of the block division, placed over the
 * scan; its score is what the marker set directly (a click on the box, a typed score, a value
 * button). Score marks of the region add to or take from it: see `blankScores`.
 */
export const blankBoxProps = {
  ...boxSizeProps,
  /** the question's show order, as the submission keys it */
  showOrder: T.string,
  /** the blank's key within the question */
  key: T.string,
  /** what the box shows as its name, e.g. "13" or "11(2)" */
  label: T.string,
  fullMark: T.positiveNumber,
  /** the smallest increment of the score: 1 or 0.5 */
  step: T.nonZeroNumber,
  /** the score set directly, or null while unscored */
  score: T.number.nullable(),
  variant: T.literalEnum(...BLANK_BOX_VARIANTS),
};

export type BlankBoxProps = PropsOf<typeof blankBoxProps>;
export type BlankBoxShape = TLShape<typeof BLANK_BOX_TYPE>;
