import { StateNode } from 'tldraw';

/**
 * A state of the block-drag tool that holds what a press started with (the pressed block, the
 * dragged edge) from entering until leaving. Escape or a pinch taking over cancels it, which by
 * default goes back to idle; a state that changed the card first puts it back in its onCancel.
 */
export abstract class HeldState<Held> extends StateNode {
  protected held: Held | undefined;

  override onEnter(info: Held) {
    this.held = info;
  }

  override onExit() {
    this.held = undefined;
  }

  override onCancel() {
    this.parent.transition('idle');
  }

  override onInterrupt() {
    this.onCancel();
  }
}
