import { StateNode, type TLStateNodeConstructor } from 'tldraw';
import { Dragging } from './states/Dragging.ts';
import { DraggingEdge } from './states/DraggingEdge.ts';
import { Idle } from './states/Idle.ts';
import { Pointing } from './states/Pointing.ts';

/**
 * The designer's pointer (spec 002 §2): a click on a block selects its section; dragging a block
 * and dropping it moves its section to that place in the print flow. While dragging, the block
 * follows the pointer and the other blocks reflow around the place it would go; the drop
 * commits the move, Escape puts everything back. The bottom edge of a block whose section has
 * writing lines or rows is dragged to give it more or less room, line by line.
 *
 * One child state per phase, as tldraw's own select tool is built: idle → pointing (a block is
 * pressed) → dragging (it follows the pointer) → idle, and idle → dragging_edge → idle.
 */
export class BlockDragTool extends StateNode {
  static override id = 'block-drag';
  static override initial = 'idle';
  static override children = (): TLStateNodeConstructor[] => [Idle, Pointing, Dragging, DraggingEdge];
}
