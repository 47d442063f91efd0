import { describe, expect, it } from 'vitest';
import { question13Group } from '../../test/division-group.ts';
import { divisionComplete, divisionPatchOf, draftOf, draftProblem } from './division-model.ts';

/** Question 13 with its second blank placed. */
const group = (mode: number, rects: Record<string, unknown>[]) => question13Group(mode, rects, { x: 10, y: 20, width: 300, height: 90 });

describe('division of a question group', () => {
  it('reads the regions and blanks, and says whether marking may open the group', () => {
    const byRegion = draftOf(group(1, [{ x: 5, y: 6, width: 700, height: 200 }]));
    expect(byRegion.rects).toEqual([{ x: 5, y: 6, width: 700, height: 200, page: 1 }]);
    expect(byRegion.blanks.map((b) => [b.name, b.rect])).toEqual([
      ['第 13 题的空 (1)', null],
      ['第 13 题的空 (2)', { x: 10, y: 20, width: 300, height: 90 }],
    ]);
    expect(divisionComplete(byRegion)).toBe(true);
    expect(divisionComplete({ ...byRegion, rects: [] })).toBe(false);
    // by blank, one blank without a rectangle leaves the division incomplete
    const byBlank = draftOf(group(2, []));
    expect(divisionComplete(byBlank)).toBe(false);
    expect(divisionComplete({ ...byBlank, blanks: byBlank.blanks.map((b) => ({ ...b, rect: { x: 0, y: 0, width: 1, height: 1 } })) })).toBe(true);
  });

  it('names the first rectangle out of bounds, and sends the mode, the regions and the placed blanks', () => {
    const draft = draftOf(group(3, [{ x: 5, y: 6, width: 700, height: 200, page: 2 }]));
    expect(draftProblem(draft)).toBeNull();
    expect(draftProblem({ ...draft, rects: [...draft.rects, { x: 0, y: 0, width: 0, height: 10 }] })).toBe('区域 2 的宽和高须为 1 到 20000 的整数');
    expect(draftProblem({ ...draft, rects: [{ x: -1, y: 0, width: 5, height: 10 }] })).toBe('区域 1 的 X、Y 须为 0 到 20000 的整数');
    expect(draftProblem({ ...draft, rects: [{ x: 1, y: 0, width: 5, height: 10, page: 42 }] })).toBe('区域 1 的页码须为 1 到 41 的整数');
    expect(draftProblem({ ...draft, blanks: [{ ...draft.blanks[1]!, rect: { x: 1.5, y: 0, width: 5, height: 5 } }] })).toBe('第 13 题的空 (2) 的 X、Y 须为 0 到 20000 的整数');
    expect(divisionPatchOf(draft)).toEqual({
      test_correct_type: 3,
      rect_divide: [{ x: 5, y: 6, width: 700, height: 200, page: 2 }],
      emptys: [{ show_order: 13, key: '2', x: 10, y: 20, width: 300, height: 90 }],
    });
  });
});
