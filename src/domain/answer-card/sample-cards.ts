/**
 * Ready-made cards: a senior-school paper with every kind of section, used as the designer's
 * starting example, by the tests and by the benchmark; and a card of any number of questions.
 */
import { addSection, type EditResult } from './edit.ts';
import { createCard, type AnswerCard, type PageConfig } from './model.ts';
import { objectiveItems, subjectiveItem, type SectionDraft } from './sections.ts';
import { SAMPLE_CARD_TEXTS } from '../../i18n/zh-CN/domain/answer-card.ts';

function must(result: EditResult): AnswerCard {
  if (!result.ok) throw new Error(result.error.message);
  return result.card;
}

export function cardWithSections(drafts: readonly SectionDraft[], base: AnswerCard = createCard()): AnswerCard {
  return drafts.reduce((card, draft) => must(addSection(card, draft)), base);
}

/** A Chinese-language paper: choices, judges, blanks, short answers with sub-questions, an optional question and a composition. */
export function sampleCard(pageConfig: Partial<PageConfig> = {}): AnswerCard {
  return cardWithSections(
    [
      { kind: 'objective', title: SAMPLE_CARD_TEXTS.choice, items: objectiveItems(1, 12, { score: 3 }) },
      { kind: 'objective', title: SAMPLE_CARD_TEXTS.judge, items: objectiveItems(13, 3, { type: 'judge', score: 2 }) },
      {
        kind: 'blankFilling',
        title: SAMPLE_CARD_TEXTS.blankFilling,
        items: ['16', '17', '18', '19'].map((qNum) => subjectiveItem(qNum, 4)),
      },
      {
        kind: 'shortAnswer',
        title: SAMPLE_CARD_TEXTS.shortAnswer,
        lines: 5,
        items: [
          subjectiveItem('20', 10),
          subjectiveItem('21', 0),
          subjectiveItem('21(1)', 6, 2),
          subjectiveItem('21(2)', 6, 2),
          subjectiveItem('22', 12),
        ],
      },
      { kind: 'optional', title: SAMPLE_CARD_TEXTS.optional, score: 10, lines: 4, items: [subjectiveItem('23', 10), subjectiveItem('24', 10)] },
      { kind: 'composition', title: SAMPLE_CARD_TEXTS.composition, score: 50, chCount: 300 },
    ],
    createCard({ title: SAMPLE_CARD_TEXTS.title, pageConfig }),
  );
}

/** A card of `count` questions: objective blocks first, then blanks and short answers. */
export function cardOfQuestions(count: number, pageConfig: Partial<PageConfig> = {}): AnswerCard {
  const objective = Math.round(count * 0.4);
  const blanks = Math.round(count * 0.2);
  const answers = count - objective - blanks;
  const drafts: SectionDraft[] = [
    { kind: 'objective', items: objectiveItems(1, objective, { score: 2 }) },
    {
      kind: 'blankFilling',
      items: Array.from({ length: blanks }, (_, i) => subjectiveItem(String(objective + i + 1), 2)),
      totalvacateOfrow: 3,
    },
  ];
  for (let i = 0; i < answers; i++) {
    drafts.push({ kind: 'shortAnswer', title: SAMPLE_CARD_TEXTS.shortAnswer, lines: 3, items: [subjectiveItem(String(objective + blanks + i + 1), 5)] });
  }
  return cardWithSections(drafts, createCard({ pageConfig }));
}
