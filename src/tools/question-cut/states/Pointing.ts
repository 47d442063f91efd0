import { BoxPressPointing } from '../../box-press.ts';

/** A page is pressed; it becomes a cut once the pointer travels far enough. */
export class Pointing extends BoxPressPointing {
  protected readonly dragState = 'dragging';
}
