import { T, type TLShape } from 'tldraw';
import type { PropsOf } from '../shape-props.ts';

/** The shape type of a score mark: "+2" or "-1" written on a student's paper. */
export const SCORE_MARK_TYPE = 'score-mark';

/** Spec 000 §3 "Score mark: x, y, fontSize": the size a mark is written in by default. */
export const DEFAULT_MARK_FONT_SIZE = 28;

const SIGNED_SCORE = /^[+-]\d+(\.\d+)?$/;

export const scoreMarkText = T.string.check((value) => {
  if (!SIGNED_SCORE.test(value)) throw new T.ValidationError(`Expected a signed score such as "+2", got ${JSON.stringify(value)}`);
});

/**
 * Props of a score mark. The shape's own x/y place it; the value is read from the text, so the
 * text on the paper and the score it gives can never disagree.
 */
export const scoreMarkProps = {
  /** the value with its sign: "+3", "-0.5" */
  score: scoreMarkText,
  fontSize: T.nonZeroNumber,
  /** the blank (region) the mark scores, `${showOrder}:${key}` */
  blank: T.string,
};

export type ScoreMarkProps = PropsOf<typeof scoreMarkProps>;
export type ScoreMarkShape = TLShape<typeof SCORE_MARK_TYPE>;

/** The box a mark's text takes: about 0.62 em per character and 1.25 em high. */
export function scoreMarkSize(score: string, fontSize: number): { w: number; h: number } {
  return { w: Math.ceil(fontSize * (0.62 * score.length + 0.3)), h: Math.ceil(fontSize * 1.25) };
}
