import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT_MM } from './geometry.ts';
import { isResizable, resizedSection } from './resize.ts';
import { sampleCard } from './sample-cards.ts';

const card = sampleCard();
const sectionOf = (kind: string) => card.sections.find((s) => s.kind === kind)!;

describe('resizing a block by its bottom edge', () => {
  it('adds or removes whole writing lines, rounding to the nearest line', () => {
    const shortAnswer = sectionOf('shortAnswer') as { lines: number } & ReturnType<typeof sectionOf>;
    expect(resizedSection(shortAnswer, 2 * LINE_HEIGHT_MM + 2)).toEqual({ lines: shortAnswer.lines + 2 });
    expect(resizedSection(shortAnswer, -LINE_HEIGHT_MM * 0.6)).toEqual({ lines: shortAnswer.lines - 1 });
    expect(resizedSection(shortAnswer, LINE_HEIGHT_MM * 0.4)).toBeNull();
  });

  it('keeps at least one line', () => {
    expect(resizedSection(sectionOf('optional'), -100 * LINE_HEIGHT_MM)).toEqual({ lines: 1 });
  });

  it('leaves objective, blank and composition blocks alone', () => {
    for (const kind of ['objective', 'blankFilling', 'composition']) {
      expect(isResizable(kind)).toBe(false);
      expect(resizedSection(sectionOf(kind), 5 * LINE_HEIGHT_MM)).toBeNull();
    }
    expect(isResizable('unansweredArea')).toBe(true);
  });
});
