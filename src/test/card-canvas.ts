/**
 * The answer-card designer's canvas as the shape and tool tests see it: a real Editor with the
 * designer's shapes, and a card laid out and shown on it the way the designer shows it.
 */
import type { Editor, TLStateNodeConstructor } from 'tldraw';
import { test } from 'vitest';
import { layoutCard, type AnswerCard, type CardLayout } from '../domain/answer-card/index.ts';
import { sampleCard } from '../domain/answer-card/sample-cards.ts';
import { designerShapeUtils } from '../shapes/index.ts';
import { showCardLayout } from '../shapes/layout-block/place-card-layout.ts';
import { createTestEditor } from './test-editor.ts';

/** An editor with the designer's shapes (and `tools`, if the test drives some). */
export const createDesignerEditor = (tools: readonly TLStateNodeConstructor[] = []): Editor => createTestEditor({ shapeUtils: designerShapeUtils, tools });

/** Lays `card` (the sample card if none) out, shows it on `editor` and answers the layout shown. */
export function showCard(editor: Editor, card: AnswerCard = sampleCard(), highlightedPosition: number | null = null): CardLayout {
  const layout = layoutCard(card);
  showCardLayout(editor, layout, highlightedPosition);
  return layout;
}

/** A test whose context holds a fresh editor with the designer's shapes, disposed after the test. */
export const designerTest = test.extend<{ editor: Editor }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a fixture needs from this pattern; this one needs none
  editor: async ({}, provide) => {
    const editor = createDesignerEditor();
    await provide(editor);
    editor.dispose();
  },
});
