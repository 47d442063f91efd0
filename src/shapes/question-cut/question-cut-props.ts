import { T, type TLShape } from 'tldraw';
import { boxSizeProps } from '../box-size-props.ts';
import type { PropsOf } from '../shape-props.ts';

/** The shape type of one rectangle cut out of a printed question paper for one of its questions. */
export const QUESTION_CUT_TYPE = 'question-cut';

/**
 * Props of a question cut. Its place and size on the canvas are the teacher's to draw, move and
 * resize; which page and which pixels of it that covers is read by place-question-cuts.ts.
 */
export const questionCutProps = {
  ...boxSizeProps,
  /** the paper's question it belongs to (listPaperQuestions' id) */
  questionId: T.positiveInteger,
  /** the question's label as the paper numbers it, shown on the cut */
  label: T.string,
};

export type QuestionCutProps = PropsOf<typeof questionCutProps>;
export type QuestionCutShape = TLShape<typeof QUESTION_CUT_TYPE>;
