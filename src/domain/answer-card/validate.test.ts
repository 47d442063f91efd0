import { describe, expect, it } from 'vitest';
import { sampleCard } from './sample-cards.ts';
import { CardMessage } from '../../i18n/zh-CN/domain/answer-card.ts';
import { cardProblem } from './validate.ts';

describe('cardProblem', () => {
  it('accepts a designed card, also after a round trip through JSON', () => {
    expect(cardProblem(sampleCard())).toBeNull();
    expect(cardProblem(JSON.parse(JSON.stringify(sampleCard({ pageSize: 'A4', blockCount: 1 }))))).toBeNull();
  });

  it('refuses what is not a card', () => {
    for (const value of [null, 'card', [], {}, { ...sampleCard(), sections: 'none' }, { ...sampleCard(), pageConfig: { pageSize: 'B5', blockCount: 2 } }]) {
      expect(cardProblem(value)).toBe(CardMessage.malformedCard);
    }
    const card = sampleCard();
    expect(cardProblem({ ...card, sections: [{ ...card.sections[0], kind: 'poem' }] })).toBe(CardMessage.malformedCard);
  });

  it('refuses a section of a known kind with fields missing', () => {
    const card = sampleCard();
    const broken = { index: card.sections[3].index, kind: card.sections[3].kind };
    expect(cardProblem({ ...card, sections: [broken] })).toBe(CardMessage.malformedCard);
  });

  it("names the editor's rule a card breaks", () => {
    expect(cardProblem({ ...sampleCard(), title: '  ' })).toBe(CardMessage.emptyTitle);
    expect(cardProblem({ ...sampleCard(), schNumCount: 40 })).toMatch(/考号位数过多/);
    // with a score bar a block may carry at most 99 points
    const card = sampleCard({ isScorePoint: 1 });
    const sections = card.sections.map((s) => (s.kind === 'shortAnswer' ? { ...s, items: s.items.map((item, i) => (i === 0 ? { ...item, score: 120 } : item)) } : s));
    expect(cardProblem({ ...card, sections })).toMatch(/最高分只能为99分/);
  });
});
