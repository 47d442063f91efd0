import { BoxPressIdle } from '../../box-press.ts';
import { questionCutTarget } from '../question-cut-target.ts';

/** Nothing pressed: a cross-hair while a question is chosen; a press starts a cut. */
export class Idle extends BoxPressIdle {
  protected hasTarget() {
    return questionCutTarget(this.editor) !== null;
  }
}
