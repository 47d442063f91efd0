import { describe, expect, it } from 'vitest';
import { labelLayer, markLayer, MARK_COLOUR, scoreLabel } from './mark-layers.ts';

const box = { x: 100, y: 50, width: 200, height: 40, fullMark: 2 };

describe('markLayer', () => {
  it('writes each score mark where the marker put it, escaped, at its stored size or the default', () => {
    const layer = markLayer(400, 300, [{ x: 10, y: 20, score: '<3>', fontSize: 40 }, { x: 30, y: 40, score: '1' }], []);
    expect(layer).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="300">/);
    expect(layer).toContain('x="10" y="20" font-size="40"');
    expect(layer).toContain('&#60;3&#62;');
    expect(layer).toContain('x="30" y="40" font-size="28"');
  });

  it('draws a cross for no marks, a tick for full marks and a half tick between, and skips an unscored blank', () => {
    const strokes = (score: number | undefined) => (markLayer(400, 300, [], [{ box, score }]).match(/ M/g) ?? []).length;
    expect(strokes(0)).toBe(1); // two strokes: the second starts with " M"
    expect(strokes(2)).toBe(0);
    expect(strokes(1)).toBe(1);
    expect(markLayer(400, 300, [], [{ box, score: 1 }])).not.toBe(markLayer(400, 300, [], [{ box, score: 0 }]));
    expect(markLayer(400, 300, [], [{ box, score: undefined }])).not.toContain('<path');
    expect(markLayer(400, 300, [], [{ box, score: 1.5 }])).toContain('>1.5</text>');
  });
});

describe('score labels', () => {
  it('frame the text in the mark red and keep the box inside the picture', () => {
    const label = scoreLabel('未阅完 12 / 20', 30, 5, 20);
    expect(label).toContain('x="0"');
    expect(label).toContain(`stroke="${MARK_COLOUR}"`);
    expect(label).toContain(`fill="${MARK_COLOUR}"`);
    expect(labelLayer(640, 480, [label])).toBe(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">${label}</svg>`);
  });

  it('use the same red as the score marks', () => {
    expect(markLayer(10, 10, [{ x: 1, y: 1, score: '2' }], [])).toContain(`fill="${MARK_COLOUR}"`);
  });
});
