import type { T } from 'tldraw';
import type { BlankBoxProps, BLANK_BOX_TYPE } from './blank-box/blank-box-props.ts';
import type { DivisionRectProps, DIVISION_RECT_TYPE } from './division-rect/division-rect-props.ts';
import type { LayoutBlockProps, LAYOUT_BLOCK_TYPE } from './layout-block/layout-block-props.ts';
import type { PageFrameProps, PAGE_FRAME_TYPE } from './page-frame/page-frame-props.ts';
import type { QuestionCutProps, QUESTION_CUT_TYPE } from './question-cut/question-cut-props.ts';
import type { ScanPieceProps, SCAN_PIECE_TYPE } from './scan-piece/scan-piece-props.ts';
import type { ScoreMarkProps, SCORE_MARK_TYPE } from './score-mark/score-mark-props.ts';

/**
 * The props type of a shape, read from its table of validators: each prop is what its validator
 * accepts. A shape lists its props once, in the table tldraw validates the store with, and its
 * TypeScript type follows from that table, so the two can never disagree.
 */
export type PropsOf<Validators extends Record<string, T.Validatable<unknown>>> = {
  [K in keyof Validators]: T.TypeOf<Validators[K]>;
};

// Our shapes' props as tldraw's store knows them (TLShape<type> reads them from here): one entry
// a shape, next to the shapes registered in src/shapes/index.ts.
declare module 'tldraw' {
  export interface TLGlobalShapePropsMap {
    [BLANK_BOX_TYPE]: BlankBoxProps;
    [DIVISION_RECT_TYPE]: DivisionRectProps;
    [LAYOUT_BLOCK_TYPE]: LayoutBlockProps;
    [PAGE_FRAME_TYPE]: PageFrameProps;
    [QUESTION_CUT_TYPE]: QuestionCutProps;
    [SCAN_PIECE_TYPE]: ScanPieceProps;
    [SCORE_MARK_TYPE]: ScoreMarkProps;
  }
}
