import { describe, expect, it } from 'vitest';
import { addPartition, editHeader } from './edit.ts';
import { layoutCard } from './layout.ts';
import { createCard, SchoolNumberType, ScorePointMode, type AnswerCard, type PageConfig } from './model.ts';
import { objectiveItems, subjectiveItem, type SectionDraft } from './sections.ts';
import { cardWithSections } from './sample-cards.ts';
import { buildTemplate, paperDividedDone, type TemplateData } from './template.ts';

function templateOf(card: AnswerCard) {
  return buildTemplate(card, layoutCard(card));
}

function card(drafts: SectionDraft[], pageConfig: Partial<PageConfig> = {}): AnswerCard {
  return cardWithSections(drafts, createCard({ pageConfig }));
}

describe('recognition template', () => {
  it('measures the page in pixels at 200 dpi', () => {
    const a3 = templateOf(createCard());
    expect([a3.temp_width, a3.temp_height, a3.dpi]).toEqual([3307, 2331, 200]); // 420 and 296 mm
    expect([a3.template_info.temp_width, a3.template_info.temp_height]).toEqual([3307, 2331]);
    const a4 = templateOf(createCard({ pageConfig: { pageSize: 'A4', blockCount: 1 } }));
    expect([a4.temp_width, a4.temp_height]).toEqual([1654, 2331]); // 210 mm
  });

  it('gives the anchor centres of every page', () => {
    const template = templateOf(card([{ kind: 'shortAnswer', lines: 60 }]));
    expect(template.pageCount).toBe(2);
    for (const page of template.pages) {
      // anchors at (4, 9), (411, 9), (4, 282), (411, 282) mm, 5 mm wide: centres 2.5 mm further
      expect(page.anchors).toEqual([
        { x: 51.18, y: 90.55 },
        { x: 3255.91, y: 90.55 },
        { x: 51.18, y: 2240.16 },
        { x: 3255.91, y: 2240.16 },
      ]);
      expect(page.anchorSize).toBe(39);
    }
  });

  it('locates the name and the exam-number bubbles, or the barcode', () => {
    const template = templateOf(createCard());
    expect(template.template_info.nameRect?.page).toBe(0);
    // 162.5 → 204.5 mm: edges at 1279.5 and 1610.2 px
    expect(template.template_info.numberRect).toMatchObject({ page: 0, x: 1280, width: 330 });
    expect(template.template_info.barcodeRect).toBeNull();
    expect(template.numberGrid).toHaveLength(8);
    expect(template.numberGrid?.every((digit) => digit.length === 10)).toBe(true);

    const edited = editHeader(createCard(), { schNumType: SchoolNumberType.barcode });
    if (!edited.ok) throw new Error(edited.error.message);
    const barcode = templateOf(edited.card);
    expect(barcode.template_info.barcodeRect).not.toBeNull();
    expect(barcode.template_info.numberRect).toEqual(barcode.template_info.barcodeRect);
    expect(barcode.numberGrid).toBeNull();
  });

  it('lists the bubble boxes of every objective question', () => {
    const template = templateOf(card([{ kind: 'objective', items: objectiveItems(1, 12, { score: 3 }) }]));
    expect(template.objective).toHaveLength(12);
    // question 1, option A: 20 × 126 mm, 5 × 3 mm
    expect(template.objective[0]).toMatchObject({ qNum: 1, type: 'choice', score: 3, page: 0 });
    expect(template.objective[0].options[0]).toEqual({ x: 157, y: 992, width: 40, height: 24, option: 'A' });
    expect(template.objective[11].options.map((o) => o.option)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('has one partition per answer area, with a rectangle for each part of a split one', () => {
    const template = templateOf(
      card(
        [
          { kind: 'blankFilling', items: ['13', '14', '15'].map((q) => subjectiveItem(q, 4)) },
          { kind: 'shortAnswer', lines: 30, items: [subjectiveItem('16', 12)] },
        ],
        { isScorePoint: ScorePointMode.scoreBar },
      ),
    );
    expect(template.partitions.map((p) => [p.name, p.full_mark, p.rect_divide.length])).toEqual([
      ['13-15', 12, 1],
      ['16', 12, 2],
    ]);
    const [blanks, answer] = template.partitions;
    expect(blanks.question_config[0].emptys.map((e) => e.label)).toEqual(['13', '14', '15']);
    expect(answer.rect_divide.map((r) => r.page)).toEqual([0, 0]);
    expect(answer.rect_divide[1].x).toBe(1681); // the second column starts at 213.5 mm
    expect(answer.scoreRects).toHaveLength(1);
  });

  it('joins the areas of a partition the teacher made', () => {
    const base = card([
      { kind: 'shortAnswer', lines: 3, items: [subjectiveItem('17', 10)] },
      { kind: 'shortAnswer', lines: 3, items: [subjectiveItem('18', 12)] },
      { kind: 'composition', score: 40, chCount: 100 },
    ]);
    const partitioned = addPartition(base, '解答题', [1, 2]);
    if (!partitioned.ok) throw new Error(partitioned.error.message);
    const template = templateOf(partitioned.card);
    expect(template.partitions.map((p) => [p.name, p.sections, p.questionNos, p.full_mark, p.rect_divide.length])).toEqual([
      ['解答题', [1, 2], ['17', '18'], 22, 2],
      ['作文', [3], [], 40, 1],
    ]);
    expect(template.partitions[0].question_config.map((q) => [q.show_order, q.name, q.full_mark])).toEqual([
      [1, '17', 10],
      [2, '18', 12],
    ]);
  });

  it('gives the QR code rectangle of each page', () => {
    const template = templateOf(createCard({ pageConfig: { isPageQRcode: 1 } }));
    // 390 × 258.5 mm, 20 mm square: edges at 3070.9, 3228.3 and 2035.4, 2192.9 px
    expect(template.pages[0].qrRect).toEqual({ x: 3071, y: 2035, width: 157, height: 158 });
  });
});

describe('paper divided done (spec 002 §4)', () => {
  const done: TemplateData = {
    templatePicture: 'template/1.png',
    v2TemplateRects: [{ x: 1 }],
    userInfoRects: [{ x: 2 }],
    isObjectiveDivided: true,
    isSubjectiveDivided: true,
    onlineAnswerSheetId: 0,
    version: 'v2',
  };

  it('is done only with picture, rectangles, user info and both divisions', () => {
    expect(paperDividedDone(done)).toBe(true);
    expect(paperDividedDone({ ...done, templatePicture: null })).toBe(false);
    expect(paperDividedDone({ ...done, userInfoRects: [] })).toBe(false);
    expect(paperDividedDone({ ...done, isObjectiveDivided: false })).toBe(false);
    expect(paperDividedDone({ ...done, isSubjectiveDivided: false })).toBe(false);
  });

  it('takes an online answer sheet or an older version instead of v2 rectangles', () => {
    expect(paperDividedDone({ ...done, v2TemplateRects: null })).toBe(false);
    expect(paperDividedDone({ ...done, v2TemplateRects: null, onlineAnswerSheetId: 12 })).toBe(true);
    expect(paperDividedDone({ ...done, v2TemplateRects: [], version: 'v1' })).toBe(true);
  });

  it('asks every merged sheet to be divided', () => {
    const sheets = [
      { isObjectiveDivided: true, isSubjectiveDivided: true },
      { isObjectiveDivided: true, isSubjectiveDivided: false },
    ];
    expect(paperDividedDone({ ...done, mergedSheets: sheets })).toBe(false);
    expect(paperDividedDone({ ...done, mergedSheets: [sheets[0], sheets[0]] })).toBe(true);
  });
});
