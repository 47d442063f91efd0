/**
 * Every custom tool (a tldraw StateNode), registered once, the same way as the shapes in
 * src/shapes/index.ts. A tool goes into the lists of the modes that offer it; the canvas
 * (src/canvas/canvas-modes.ts) gives the editor that mode's list and keeps the mode's own tools
 * reachable next to the built-in ones the mode allows. The canvas imports this registry, never
 * the other way round.
 */
import type { TLStateNodeConstructor } from 'tldraw';
import { BlankScoreTool } from './blank-score/BlankScoreTool.ts';
import { BlockDragTool } from './block-drag/BlockDragTool.ts';
import { BoardEraserTool } from './board-eraser/BoardEraserTool.ts';
import { DivisionDrawTool } from './division-draw/DivisionDrawTool.ts';
import { QuestionCutTool } from './question-cut/QuestionCutTool.ts';
import { ScorePointTool } from './score-point/ScorePointTool.ts';

export { BlankScoreTool } from './blank-score/BlankScoreTool.ts';
export { BlockDragTool } from './block-drag/BlockDragTool.ts';
export { setBlockDragHandlers, type BlockDragHandlers } from './block-drag/block-drag-handlers.ts';
export { BoardEraserTool, BOARD_ERASER_TOOL_ID, setBoardEraserWidth } from './board-eraser/BoardEraserTool.ts';
export { DivisionDrawTool } from './division-draw/DivisionDrawTool.ts';
export { setDivisionDrawTarget, type DivisionDrawTarget } from './division-draw/division-draw-target.ts';
export { applyBoardPen, installBoardPen, BOARD_COLORS, BOARD_DRAW_TOOL_ID } from './board-pen/board-pen.ts';
export { ScorePointTool } from './score-point/ScorePointTool.ts';
export { QuestionCutTool } from './question-cut/QuestionCutTool.ts';
export { setQuestionCutTarget, type QuestionCutTarget } from './question-cut/question-cut-target.ts';

/** scoring by region (score marks) and by blank (ticks and crosses) */
export const markingTools: readonly TLStateNodeConstructor[] = [ScorePointTool, BlankScoreTool];
/** dragging blocks to new places in the print flow; drawing a group's rectangles on the division screen */
export const designerTools: readonly TLStateNodeConstructor[] = [BlockDragTool, DivisionDrawTool];
/** tldraw's draw tool is the pen; erasing with a width is our own */
export const boardTools: readonly TLStateNodeConstructor[] = [BoardEraserTool];
/** drawing the question cuts of a printed paper */
export const cuttingTools: readonly TLStateNodeConstructor[] = [QuestionCutTool];
