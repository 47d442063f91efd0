/**
 * What the layout worker offers: the card layout and its recognition template. The worker side
 * keeps the last layout it made, so each relayout reuses what did not change without the
 * previous layout crossing the worker boundary again.
 */
import {
  buildTemplate,
  layoutCard,
  withoutCache,
  type AnswerCard,
  type CardLayout,
  type RecognitionTemplate,
} from '../domain/answer-card/index.ts';

export interface LayoutApi {
  /** lays the card out, reusing this side's previous layout */
  layout(card: AnswerCard): CardLayout;
  /** the recognition template of the card's current layout */
  template(card: AnswerCard): RecognitionTemplate;
  /** forgets the previous layout (another card is opened) */
  reset(): void;
}

export function createLayoutApi(): LayoutApi {
  let previous: CardLayout | undefined;
  const relayout = (card: AnswerCard) => {
    previous = layoutCard(card, previous);
    return previous;
  };
  return {
    layout: (card) => withoutCache(relayout(card)),
    template: (card) => buildTemplate(card, relayout(card)),
    reset: () => {
      previous = undefined;
    },
  };
}
