/**
 * Golden geometry of the layout engine. Every expected number is worked out by hand from the
 * constants of geometry.ts (A3 420 × 296, margins 10/15, column gap 7 on A3 and 3 on A4, page
 * header 20, footer 25, header block 76/90, line 9, block padding 2, block spacing 3).
 */
import { describe, expect, it } from 'vitest';
import { editHeader, editSection } from './edit.ts';
import type { BubbleElement, LayoutElement, RectElement, TextElement } from './elements.ts';
import { pageFrame } from './frame.ts';
import { HANDWRITTEN_BLOCK_MIN_HEIGHT_MM, PAGE_FIT_TOLERANCE_MM } from './geometry.ts';
import { layoutCard, pageElements, withoutCache, type CardLayout, type LayoutBlock } from './layout.ts';
import { scoreBarCells } from './measure-answers.ts';
import { createCard, SchoolNumberType, ScorePointMode, type AnswerCard, type AnswerSection, type PageConfig } from './model.ts';
import { objectiveItems, subjectiveItem, type SectionDraft } from './sections.ts';
import { cardOfQuestions, cardWithSections } from './sample-cards.ts';

function card(drafts: SectionDraft[], pageConfig: Partial<PageConfig> = {}, header: Partial<AnswerCard> = {}): AnswerCard {
  return cardWithSections(drafts, createCard({ ...header, pageConfig }));
}

function block(layout: CardLayout, id: string): LayoutBlock {
  const found = layout.blocks.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no block ${id}`);
  return found;
}

function box(b: LayoutBlock) {
  return { x: b.x, y: b.y, width: b.width, height: b.height, page: b.page, column: b.column };
}

function bubbles(b: LayoutBlock, key: string): BubbleElement[] {
  return b.elements.filter((e): e is BubbleElement => e.type === 'bubble' && e.key === key);
}

function texts(elements: readonly LayoutElement[]): string[] {
  return elements.filter((e): e is TextElement => e.type === 'text').map((e) => e.text);
}

describe('page frame', () => {
  it('A3 in two columns', () => {
    const frame = pageFrame({ pageSize: 'A3', blockCount: 2, isSecret: 0 });
    expect(frame.columnWidth).toBe(196.5); // (420 − 2·10 − 7) / 2
    expect(frame.columnXs).toEqual([10, 213.5]);
    expect([frame.columnTop, frame.columnBottom]).toEqual([35, 256]); // 15 + 20, 296 − 15 − 25
    expect(frame.pageHeader).toEqual({ x: 10, y: 15, width: 400, height: 20 });
    expect(frame.pageFooter).toEqual({ x: 10, y: 256, width: 400, height: 25 });
    // 5 mm anchors 1 mm outside the content corners (10, 15) – (410, 281)
    expect(frame.anchors).toEqual([
      { x: 4, y: 9, width: 5, height: 5 },
      { x: 411, y: 9, width: 5, height: 5 },
      { x: 4, y: 282, width: 5, height: 5 },
      { x: 411, y: 282, width: 5, height: 5 },
    ]);
  });

  it('A3 in three columns', () => {
    const frame = pageFrame({ pageSize: 'A3', blockCount: 3, isSecret: 0 });
    expect(frame.columnWidth).toBe(128.667); // (400 − 2·7) / 3
    expect(frame.columnXs).toEqual([10, 145.667, 281.333]);
  });

  it('A4 in one and two columns', () => {
    expect(pageFrame({ pageSize: 'A4', blockCount: 1, isSecret: 0 }).columnWidth).toBe(190);
    const two = pageFrame({ pageSize: 'A4', blockCount: 2, isSecret: 0 });
    expect(two.columnWidth).toBe(93.5); // (190 − 3) / 2
    expect(two.columnXs).toEqual([10, 106.5]);
    expect(two.anchors[3]).toEqual({ x: 201, y: 282, width: 5, height: 5 });
  });

  it('a secret card gives the 22 mm sealing strip the left of the content', () => {
    const frame = pageFrame({ pageSize: 'A3', blockCount: 2, isSecret: 1 });
    expect(frame.secretStrip).toEqual({ x: 10, y: 15, width: 22, height: 266 });
    expect(frame.columnXs).toEqual([32, 224.5]);
    expect(frame.columnWidth).toBe(185.5); // (400 − 22 − 7) / 2
  });
});

describe('A3, two columns: header and objective blocks', () => {
  const layout = layoutCard(
    card([
      { kind: 'objective', items: objectiveItems(1, 12, { score: 3 }) },
      { kind: 'objective', title: '判断题', items: objectiveItems(13, 3, { type: 'judge', score: 2 }) },
    ]),
  );

  it('opens page 1 with the 76 mm header in the first column', () => {
    expect(box(block(layout, 'header'))).toEqual({ x: 10, y: 35, width: 196.5, height: 76, page: 0, column: 0 });
    expect(layout.pages[0].header?.id).toBe('header');
  });

  it('puts five-question blocks side by side, bubbles A–D of 5 × 3 mm', () => {
    const choices = block(layout, 's1');
    // 3 mm after the header; heading 9 + five rows of 5 + group gap 4
    expect(box(choices)).toEqual({ x: 10, y: 114, width: 196.5, height: 38, page: 0, column: 0 });
    expect(choices.questionNos).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(texts(choices.elements)[0]).toBe('一、选择题（共36分）');
    // question 1: block x + padding 2 + number 8; y: heading 9 + half gap 2 + (5 − 3) / 2
    const q1 = bubbles(choices, '1');
    expect(q1.map((b) => [b.option, choices.x + b.x, choices.y + b.y, b.width, b.height])).toEqual([
      ['A', 20, 126, 5, 3],
      ['B', 27, 126, 5, 3],
      ['C', 34, 126, 5, 3],
      ['D', 41, 126, 5, 3],
    ]);
    // question 6 opens the second block: 2 + 34 (8 + 3·7 + 5) + 4 further right
    expect(choices.x + bubbles(choices, '6')[0].x).toBe(58);
    // question 5 is the fifth row of the first block
    expect(choices.y + bubbles(choices, '5')[0].y).toBe(146);
    expect(choices.x + bubbles(choices, '11')[3].x).toBe(117);
  });

  it('gives judge questions T and F', () => {
    const judges = block(layout, 's2');
    expect(box(judges)).toEqual({ x: 10, y: 155, width: 196.5, height: 28, page: 0, column: 0 });
    expect(texts(judges.elements)[0]).toBe('二、判断题（共6分）');
    expect(bubbles(judges, '14').map((b) => b.option)).toEqual(['T', 'F']);
  });

  it('shows what the score display kind asks for in headings', () => {
    const heading = (showScoreFlag: 1 | 2 | 3) =>
      texts(
        block(layoutCard(card([{ kind: 'objective', items: objectiveItems(1, 2, { score: 5 }) }], { showScoreFlag })), 's1').elements,
      )[0];
    expect([heading(1), heading(2), heading(3)]).toEqual(['一、选择题（共10分）', '一、选择题', '选择题']);
  });
});

describe('answer areas', () => {
  it('splits a long answer area across pages on A4 in one column, the later part continued', () => {
    const layout = layoutCard(card([{ kind: 'shortAnswer', lines: 30 }], { pageSize: 'A4', blockCount: 1 }));
    // heading 9 at y 114, lines of 9 until the next would end below 256 + tolerance: 14 lines
    expect(box(block(layout, 's1'))).toEqual({ x: 10, y: 114, width: 190, height: 135, page: 0, column: 0 });
    const rest = block(layout, 's1#2');
    expect(box(rest)).toEqual({ x: 10, y: 35, width: 190, height: 144, page: 1, column: 0 });
    expect(rest.continued).toBe(true);
    expect(texts(rest.elements)).toContain('（续）');
    expect(layout.pages.map((page) => page.questions.map((q) => q.id))).toEqual([['s1'], ['s1#2']]);
  });

  it('splits into the next column of the same page on A3', () => {
    const layout = layoutCard(card([{ kind: 'shortAnswer', lines: 30 }]));
    expect(box(block(layout, 's1'))).toEqual({ x: 10, y: 114, width: 196.5, height: 135, page: 0, column: 0 });
    expect(box(block(layout, 's1#2'))).toEqual({ x: 213.5, y: 35, width: 196.5, height: 144, page: 0, column: 1 });
    expect(layout.pages).toHaveLength(1);
  });

  it('lets a block overrun the column by the 6 px page-fit tolerance', () => {
    expect(PAGE_FIT_TOLERANCE_MM).toBeCloseTo(1.524, 3); // 6 px at 100 dpi
    const drafts = (lines: number): SectionDraft[] => [
      { kind: 'unansweredArea', rows: 1 },
      { kind: 'shortAnswer', lines },
    ];
    // the 90 mm header (custom header line) ends at 125; the unanswered row takes 128–137;
    // the answer starts at 140: 9 + 12 · 9 ends at 257, 1 mm past the column bottom
    const fits = layoutCard(card(drafts(12), { pageSize: 'A4', blockCount: 1 }, { isCustomHeader: 1, customHeader: '2024年期中考试' }));
    expect(box(block(fits, 'header')).height).toBe(90);
    expect(box(block(fits, 's1'))).toMatchObject({ y: 128, height: 9 });
    expect(box(block(fits, 's2'))).toMatchObject({ y: 140, height: 117, page: 0 });
    const over = layoutCard(card(drafts(13), { pageSize: 'A4', blockCount: 1 }, { isCustomHeader: 1, customHeader: '2024年期中考试' }));
    expect(box(block(over, 's2#2'))).toEqual({ x: 10, y: 35, width: 190, height: 9, page: 1, column: 0 });
  });

  it('draws composition grids of 28 cells a row, 20 in three columns', () => {
    const twoColumns = block(layoutCard(card([{ kind: 'composition', chCount: 56, score: 40 }])), 's1');
    const cells2 = twoColumns.elements.filter((e): e is RectElement => e.type === 'rect' && e.role === 'cell');
    expect(cells2).toHaveLength(56);
    expect(cells2[0]).toMatchObject({ x: 2, y: 9, width: 6.875, height: 6.875 }); // 192.5 / 28
    expect(cells2[28].y).toBe(17.875); // next row: cell + 2 mm gap
    expect(twoColumns.height).toBe(26.75); // heading 9 + 2 · 8.875

    const threeColumns = block(layoutCard(card([{ kind: 'composition', chCount: 100, score: 40 }], { blockCount: 3 })), 's1');
    const cells3 = threeColumns.elements.filter((e): e is RectElement => e.type === 'rect' && e.role === 'cell');
    expect(cells3).toHaveLength(100);
    expect(new Set(cells3.map((c) => c.y)).size).toBe(5); // 5 rows of 20
    expect(cells3[0].width).toBe(6.233); // (128.667 − 4) / 20
    expect(threeColumns.height).toBe(50.165); // 9 + 5 · (6.233 + 2)
    expect(texts(threeColumns.elements)).toContain('100');
  });

  it('lays blanks two to a row with their regions', () => {
    const blanks = block(
      layoutCard(card([{ kind: 'blankFilling', items: ['13', '14', '15'].map((q) => subjectiveItem(q, 4)) }])),
      's1',
    );
    expect(blanks.height).toBe(27); // heading + 2 rows
    const regions = blanks.elements.filter((e) => e.type === 'region' && e.purpose === 'blank');
    // slot 96.25 wide; the line runs from 8 mm after the slot start to 3 mm before its end
    expect(regions.map((r) => (r.type === 'region' ? [r.key, r.x, r.y, r.width] : []))).toEqual([
      ['13', 10, 9, 85.25],
      ['14', 106.25, 9, 85.25],
      ['15', 10, 18, 85.25],
    ]);
  });

  it('gives each short-answer question its own area, merged questions one', () => {
    const drafts: SectionDraft[] = [
      { kind: 'shortAnswer', lines: 2, items: [subjectiveItem('17', 8), { ...subjectiveItem('18', 8), merge: true }, subjectiveItem('19', 10)] },
    ];
    const layout = layoutCard(card(drafts));
    expect(layout.blocks.slice(1).map((b) => [b.id, b.area?.name, b.area?.score, b.height])).toEqual([
      ['s1-1', '17-18', 16, 9 + 4 * 9],
      ['s1-2', '19', 10, 2 * 9],
    ]);
  });
});

describe('score boxes', () => {
  it('puts a 12 mm score bar with 0 … full score over the area', () => {
    const layout = layoutCard(card([{ kind: 'shortAnswer', lines: 2, items: [subjectiveItem('20', 10)] }], { isScorePoint: ScorePointMode.scoreBar }));
    const area = block(layout, 's1');
    expect(area.height).toBe(9 + 12 + 18);
    const cells = area.elements.filter((e): e is RectElement => e.type === 'rect' && e.role === 'cell');
    expect(cells).toHaveLength(12); // 得分 + 0…10
    expect(cells[1]).toMatchObject({ x: 14, y: 11, width: 6.446, height: 8 }); // (192.5 − 12) / 28
  });

  it('switches to tens and units when the cells would not fit a row', () => {
    expect(scoreBarCells(12, true, 20)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '.5']);
    expect(scoreBarCells(45, false, 28)).toEqual(['10', '20', '30', '40', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('gives every sub-question a 9 mm row when each is scored', () => {
    const layout = layoutCard(
      card([{ kind: 'shortAnswer', lines: 2, items: [subjectiveItem('21', 0), subjectiveItem('21(1)', 4, 2), subjectiveItem('21(2)', 6, 2)] }], {
        isScorePoint: ScorePointMode.scoreBar,
        eachMark: 1,
      }),
    );
    const area = block(layout, 's1');
    expect(area.height).toBe(9 + 2 * 9 + 2 * 9);
    // score rows labelled by sub-question; the lines begin "21. (1)" and "(2)"
    expect(texts(area.elements)).toEqual(expect.arrayContaining(['21(1)', '21(2)', '21. (1)', '(2)']));
  });

  it('puts handwritten boxes of 10 × 18 mm at the right, the block at least 23 mm', () => {
    const layout = layoutCard(card([{ kind: 'englishComposition', lines: 0, score: 25 }], { isScorePoint: ScorePointMode.handwritten }));
    const area = block(layout, 's1');
    expect(area.height).toBe(9 + 18 + 9);
    const boxes = area.elements.filter((e): e is RectElement => e.type === 'rect' && e.role === 'writeBox');
    expect(boxes.map((b) => [b.x, b.y, b.width, b.height])).toEqual([
      [174.5, 9, 10, 18],
      [184.5, 9, 10, 18],
    ]);
    // a later area has no heading: the box and its one line still pass the 23 mm minimum
    const later = block(layoutCard(card([{ kind: 'shortAnswer', lines: 0, items: [subjectiveItem('1', 5), subjectiveItem('2', 5)] }], { isScorePoint: 2 })), 's1-2');
    expect(later.height).toBe(18 + 9);
    expect(later.height).toBeGreaterThanOrEqual(HANDWRITTEN_BLOCK_MIN_HEIGHT_MM);
  });
});

describe('header block', () => {
  it('has the exam-number bubble grid at the right and the name region', () => {
    const header = block(layoutCard(createCard()), 'header');
    const grid = header.elements.filter((e): e is BubbleElement => e.type === 'bubble' && e.purpose === 'examNumber');
    expect(grid).toHaveLength(80);
    const area = header.elements.find((e) => e.type === 'region' && e.purpose === 'examNumber');
    expect(area).toMatchObject({ x: 152.5, width: 42 }); // 8 digits · 5 + 2, right-aligned inside the padding
    expect(header.elements.find((e) => e.type === 'region' && e.purpose === 'name')).toBeDefined();
    expect(texts(header.elements)).toEqual(expect.arrayContaining(['答题卡', '注意事项', '考号', '姓名：', '学校：', '班级：', '座位号：']));
  });

  it('takes a barcode label area when the number comes from a barcode', () => {
    const edited = editHeader(createCard(), { schNumType: SchoolNumberType.barcode });
    if (!edited.ok) throw new Error(edited.error.message);
    const header = block(layoutCard(edited.card), 'header');
    expect(header.elements.find((e) => e.type === 'barcode')).toMatchObject({ value: null });
    expect(header.elements.some((e) => e.type === 'bubble')).toBe(false);
  });
});

describe('pages', () => {
  it('puts four anchors, a QR code per page, the page code and the sealing strip', () => {
    const layout = layoutCard(card([{ kind: 'shortAnswer', lines: 60 }], { isPageQRcode: 1, isCode: 1, isSecret: 1 }));
    expect(layout.pages).toHaveLength(2);
    for (const page of layout.pages) {
      const anchors = pageElements(page).filter((e): e is RectElement => e.type === 'rect' && e.role === 'anchor');
      expect(anchors).toHaveLength(4);
      expect(anchors.every((a) => a.filled)).toBe(true);
      expect(page.qrCode).toEqual({ type: 'qrcode', x: 390, y: 258.5, width: 20, height: 20, value: `0-${page.pageIndex + 1}` });
      expect(page.pageCode).toMatchObject({ x: 360, y: 20, width: 50, height: 10, value: page.pageKey });
      expect(texts(page.secretStrip?.elements ?? [])).toContain('密封线内不要答题');
    }
    expect(texts(layout.pages[1].pageFooter.elements)).toEqual(['第2页 共2页']);
  });
});

describe('incremental relayout', () => {
  const base = cardOfQuestions(100);
  const first = layoutCard(base);

  it('keeps the blocks before the edited section and reuses the others’ measurements', () => {
    const target = base.sections[30] as AnswerSection;
    const edited = editSection<AnswerSection>(base, target.index, { lines: 6 });
    if (!edited.ok) throw new Error(edited.error.message);
    const second = layoutCard(edited.card, first);
    const before = first.blocks.filter((b) => b.sectionIndex < 30);
    expect(second.blocks.slice(0, before.length).every((b, i) => b === before[i])).toBe(true);
    expect(second.blocks[before.length]).not.toBe(first.blocks[before.length]);
    const keyOf = (layout: CardLayout, i: number) => layout.cache!.sectionKeys[i];
    expect(keyOf(second, 31)).toBe(keyOf(first, 31));
    expect(second.cache!.measures.get(keyOf(second, 31))).toBe(first.cache!.measures.get(keyOf(first, 31)));
    // and the result is what a layout from scratch gives
    expect(withoutCache(second)).toEqual(withoutCache(layoutCard(edited.card)));
  });

  it('gives the same layout for the same card', () => {
    expect(withoutCache(layoutCard(base, first))).toEqual(withoutCache(first));
    expect(withoutCache(layoutCard(structuredClone(base), first))).toEqual(withoutCache(first));
  });
});
