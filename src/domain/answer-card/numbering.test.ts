import { describe, expect, it } from 'vitest';
import { type AnswerCard } from './model.ts';
import { isAnswerSection, isObjectiveSection } from './sections.ts';
import { renumberQuestions } from './numbering.ts';
import { sampleCard } from './sample-cards.ts';

function numbers(card: AnswerCard): string[] {
  return card.sections.flatMap((section) => {
    if (isObjectiveSection(section)) return section.items.map((item) => String(item.qNum));
    if (isAnswerSection(section)) return section.items.map((item) => item.qNum);
    return [];
  });
}

describe('renumberQuestions', () => {
  it('leaves a card numbered in order as it is', () => {
    const card = sampleCard();
    expect(renumberQuestions(card)).toBe(card);
  });

  it('numbers the questions again in print order after a block moved', () => {
    const card = sampleCard();
    const shortAnswer = card.sections.findIndex((s) => s.kind === 'shortAnswer');
    // the short-answer block (20, 21, 21(1), 21(2), 22) goes first
    const moved = { ...card, sections: [card.sections[shortAnswer], ...card.sections.filter((_, i) => i !== shortAnswer)] };
    const renumbered = renumberQuestions(moved);
    expect(numbers(renumbered).slice(0, 7)).toEqual(['1', '2', '2(1)', '2(2)', '3', '4', '5']);
    expect(numbers(renumbered)).toHaveLength(numbers(card).length);
    // as many questions as before: the last number is the same
    expect(numbers(renumbered).at(-1)).toBe(numbers(card).at(-1));
    // scores and structure stay
    const section = renumbered.sections[0];
    expect(isAnswerSection(section) && section.items.map((item) => [item.score, item.level])).toEqual([
      [10, 1],
      [0, 1],
      [6, 2],
      [6, 2],
      [12, 1],
    ]);
  });

  it('closes the gap a deleted section leaves', () => {
    const card = sampleCard();
    const withoutFirst = { ...card, sections: card.sections.slice(1) };
    expect(numbers(renumberQuestions(withoutFirst))[0]).toBe('1');
    // the twelve objective questions of the first block are gone
    expect(numbers(renumberQuestions(withoutFirst)).at(-1)).toBe(String(Number(numbers(card).at(-1)) - 12));
  });
});
