import { describe, expect, it } from 'vitest';
import { question13Group } from '../../test/division-group.ts';
import type { DivisionFrame } from '../../domain/division-geometry.ts';
import { divisionComplete, divisionPatchOf, draftAfterEdit, draftOf, draftProblem, draftsAfterLoad, placementsOf } from './division-model.ts';

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

/** Two 1700 × 1200 pages at half a canvas unit per pixel. */
const frame: DivisionFrame = { unitsPerPx: 0.5, pageStride: 900, pageCount: 2, tempWidth: 1700, tempHeight: 1200 };

describe('the division on the canvas', () => {
  const byBlank = group(2, [{ x: 100, y: 200, width: 700, height: 200, page: 2 }]);

  it('shows the group’s region on its page and its placed blank inside it, the edited group movable', () => {
    const drafts = { 7: draftOf(byBlank) };
    expect(placementsOf([byBlank], drafts, 7, frame)).toEqual([
      { groupId: 7, kind: 'region', slot: '0', label: 'Question 13 区域 1', active: true, box: { x: 950, y: 100, w: 350, h: 100 } },
      { groupId: 7, kind: 'blank', slot: '13:2', label: '第 13 题的空 (2)', active: true, box: { x: 955, y: 110, w: 150, h: 45 } },
    ]);
    expect(placementsOf([byBlank], drafts, null, frame).every((p) => !p.active)).toBe(true);
    expect(placementsOf([byBlank], { 7: { ...drafts[7], test_correct_type: 1 } }, 7, frame).map((p) => p.kind)).toEqual(['region']);
  });

  it('takes a drawn, moved or deleted region into the numbers', () => {
    let draft = draftOf(byBlank);
    draft = draftAfterEdit(draft, { kind: 'region', slot: '1', box: { x: 10, y: 10, w: 100, h: 50 } }, frame);
    expect(draft.rects[1]).toEqual({ x: 20, y: 20, width: 200, height: 100, page: 1 });
    draft = draftAfterEdit(draft, { kind: 'region', slot: '0', box: null }, frame);
    expect(draft.rects).toEqual([{ x: 20, y: 20, width: 200, height: 100, page: 1 }]);
  });

  it('takes a blank into the group picture, keeps one moved out of every region where it was, and clears a deleted one', () => {
    const draft = draftOf(byBlank);
    const moved = draftAfterEdit(draft, { kind: 'blank', slot: '13:1', box: { x: 1000, y: 150, w: 50, h: 25 } }, frame);
    expect(moved.blanks[0].rect).toEqual({ x: 100, y: 100, width: 100, height: 50 });
    expect(draftAfterEdit(draft, { kind: 'blank', slot: '13:2', box: { x: 0, y: 0, w: 50, h: 25 } }, frame).blanks[1].rect).toEqual(draft.blanks[1].rect);
    expect(draftAfterEdit(draft, { kind: 'blank', slot: '13:2', box: null }, frame).blanks[1].rect).toBeNull();
  });

  it('keeps the unsaved draft of a group the server holds as before when the paper is read again', () => {
    const other = { ...group(1, []), id: 8 };
    const drafts = { 7: { ...draftOf(byBlank), rects: [] }, 8: { ...draftOf(other), rects: [{ x: 1, y: 1, width: 5, height: 5, page: 1 }] } };
    const saved = { ...byBlank, config: { ...byBlank.config, rect_divide: [] } };
    const after = draftsAfterLoad([byBlank, other], drafts, [saved, other]);
    expect(after[8]).toBe(drafts[8]);
    expect(after[7]).toEqual(draftOf(saved));
  });
});
