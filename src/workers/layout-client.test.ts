import { describe, expect, it } from 'vitest';
import { editSection, layoutCard, buildTemplate, withoutCache, type AnswerSection } from '../domain/answer-card/index.ts';
import { sampleCard } from '../domain/answer-card/sample-cards.ts';
import { createLayoutClient } from './layout-client.ts';

describe('layout client', () => {
  it('runs the layout on the main thread where there are no workers', async () => {
    const client = createLayoutClient();
    expect(client.inWorker).toBe(false);
    const card = sampleCard();
    const layout = await client.layout(card);
    expect(layout.cache).toBeUndefined();
    expect(layout).toEqual(withoutCache(layoutCard(card)));
    expect(await client.template(card)).toEqual(buildTemplate(card, layoutCard(card)));
    client.dispose();
  });

  it('relays out an edited card to the same result as a fresh layout', async () => {
    const client = createLayoutClient();
    const card = sampleCard();
    await client.layout(card);
    const answer = card.sections.find((section) => section.kind === 'shortAnswer') as AnswerSection;
    const edited = editSection<AnswerSection>(card, answer.index, { lines: 9 });
    if (!edited.ok) throw new Error(edited.error.message);
    const relaid = await client.layout(edited.card);
    expect(relaid).toEqual(withoutCache(layoutCard(edited.card)));
    await client.reset();
    expect(await client.layout(card)).toEqual(withoutCache(layoutCard(card)));
  });
});
