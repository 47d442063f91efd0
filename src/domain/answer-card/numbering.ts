/**
 * Question numbers follow the order of the card: after a block is moved, or a section or a
 * question is added or deleted, the questions are numbered again from 1 in print order —
 * objective questions and questions alike, a sub-question as its question's number with its
 * place in brackets, "21(2)".
 */
import type { AnswerCard, CardSection } from './model.ts';
import { isAnswerSection, isObjectiveSection } from './sections.ts';

export function renumberQuestions(card: AnswerCard): AnswerCard {
  let next = 1;
  let changed = false;
  const sections = card.sections.map((section): CardSection => {
    if (isObjectiveSection(section)) {
      const items = section.items.map((item) => (item.qNum === next ? (next++, item) : { ...item, qNum: next++ }));
      if (items.every((item, i) => item === section.items[i])) return section;
      changed = true;
      return { ...section, items };
    }
    if (isAnswerSection(section)) {
      let parent = '';
      let sub = 0;
      const items = section.items.map((item) => {
        let qNum: string;
        if (item.level === 1 || parent === '') {
          parent = String(next++);
          sub = 0;
          qNum = parent;
        } else {
          qNum = `${parent}(${++sub})`;
        }
        return item.qNum === qNum ? item : { ...item, qNum };
      });
      if (items.every((item, i) => item === section.items[i])) return section;
      changed = true;
      return { ...section, items };
    }
    return section;
  });
  return changed ? { ...card, sections } : card;
}
