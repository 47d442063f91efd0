import { describe, expect, it } from 'vitest';
import { createPageLinesClient } from '../../workers/page-lines-client.ts';
import { snapToLines } from './page-lines.ts';

const slots = [
  { id: 1, top: 0, width: 800, height: 1000 },
  { id: 2, top: 1040, width: 800, height: 1000 },
];

describe("settling a cut's edge on the stacked pages", () => {
  it('moves an edge to the nearest gap of the page it lies on, within reach', () => {
    const gaps = [[100, 180], [60]];
    expect(snapToLines(150, slots, gaps)).toBe(180);
    expect(snapToLines(1040 + 90, slots, gaps)).toBe(1040 + 60);
    // out of reach, between the pages, or on a page whose lines are not known: where it was released
    expect(snapToLines(400, slots, gaps)).toBe(400);
    expect(snapToLines(1020, slots, gaps)).toBe(1020);
    expect(snapToLines(150, slots, [])).toBe(150);
  });

  it('finds no lines where no image can be decoded, instead of failing', async () => {
    const client = createPageLinesClient();
    expect(client.inWorker).toBe(false);
    expect(await client.lineGaps(new Blob([new Uint8Array([1, 2, 3])]))).toEqual([]);
    client.dispose();
  });
});
