import { StateNode, type TLStateNodeConstructor } from 'tldraw';
import { Dragging } from './states/Dragging.ts';
import { Idle } from './states/Idle.ts';
import { Pointing } from './states/Pointing.ts';

/**
 * Cuts a question out of a printed paper on the cutting canvas (原卷切题): pressing on a page
 * and dragging opens a rectangle from that corner to the pointer for the question the screen
 * chose (question-cut-target.ts); releasing keeps it, its top and bottom edges settled into the
 * white gaps between text lines when the screen found them; Escape takes it back. Moving and
 * resizing are tldraw's select tool.
 *
 * One child state per phase, as tldraw's own tools are built: idle → pointing (pressed) →
 * dragging (the rectangle follows the pointer) → idle.
 */
export class QuestionCutTool extends StateNode {
  static override id = 'question-cut';
  static override initial = 'idle';
  static override children = (): TLStateNodeConstructor[] => [Idle, Pointing, Dragging];
}
