import { StateNode, type TLStateNodeConstructor } from 'tldraw';
import { Drawing } from './states/Drawing.ts';
import { Idle } from './states/Idle.ts';
import { Pointing } from './states/Pointing.ts';

/**
 * Draws a rectangle of a question group's division on the division canvas (spec 000 §5
 * 题块切割): pressing on the sheet and dragging opens a box from that corner to the pointer, for
 * the group and region or blank the screen chose (division-draw-target.ts); releasing keeps it,
 * Escape takes it back. Moving and resizing are tldraw's select tool.
 *
 * One child state per phase, as tldraw's own tools are built: idle → pointing (pressed) →
 * drawing (the box follows the pointer) → idle.
 */
export class DivisionDrawTool extends StateNode {
  static override id = 'division-draw';
  static override initial = 'idle';
  static override children = (): TLStateNodeConstructor[] => [Idle, Pointing, Drawing];
}
