import { BoxPressIdle } from '../../box-press.ts';
import { divisionDrawTarget } from '../division-draw-target.ts';

/** Nothing pressed: a cross-hair while there is something to draw; a press starts a box. */
export class Idle extends BoxPressIdle {
  protected hasTarget() {
    return divisionDrawTarget(this.editor) !== null;
  }
}
