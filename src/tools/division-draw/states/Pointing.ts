import { BoxPressPointing } from '../../box-press.ts';

/** The sheet is pressed; it becomes a box once the pointer travels far enough. */
export class Pointing extends BoxPressPointing {
  protected readonly dragState = 'drawing';
}
