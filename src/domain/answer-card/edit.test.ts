import { describe, expect, it } from 'vitest';
import {
  addPartition,
  addSection,
  deleteItem,
  deleteSection,
  editHeader,
  editItem,
  editPageConfig,
  editSection,
  mergeQuestions,
  resetPartition,
  setTitle,
  unmergeQuestion,
  type EditResult,
} from './edit.ts';
import { createCard, SchoolNumberType, ScorePointMode, StudentInfoKind, type AnswerCard, type AnswerSection, type PageConfig } from './model.ts';
import { answerAreas, objectiveItems, subjectiveItem } from './sections.ts';
import { maxSchoolNumberDigits, scoreCapOf } from './rules.ts';
import { cardWithSections } from './sample-cards.ts';
import { DEFAULT_NOTICE_LINES } from '../../i18n/zh-CN/domain/answer-card.ts';

function cardOf(result: EditResult): AnswerCard {
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result.card;
}

/** Runs an edit that must be refused, checks the card is untouched, and returns the message. */
function refusal(card: AnswerCard, edit: (card: AnswerCard) => EditResult): string {
  const before = structuredClone(card);
  const result = edit(card);
  expect(card).toEqual(before);
  if (result.ok) throw new Error('the edit was accepted');
  return result.error.message;
}

function shortAnswerCard(pageConfig: Partial<PageConfig> = {}): AnswerCard {
  return cardWithSections(
    [
      {
        kind: 'shortAnswer',
        lines: 4,
        items: [
          subjectiveItem('21', 0),
          subjectiveItem('21(1)', 4, 2),
          subjectiveItem('21(2)', 6, 2),
          subjectiveItem('22', 8),
          subjectiveItem('23', 0),
          subjectiveItem('23(1)', 5, 2),
          subjectiveItem('23(2)', 5, 2),
        ],
      },
    ],
    createCard({ pageConfig }),
  );
}

describe('a new card', () => {
  it('carries every default of the specification', () => {
    const card = createCard();
    expect(card.title).toBe('答题卡');
    expect(card.schNumCount).toBe(8);
    expect(card.schNumType).toBe(SchoolNumberType.bubbleGrid);
    expect([card.isNoteExist, card.isAbPaper, card.isCustomHeader, card.isPaperKaohao, card.titleHeight]).toEqual([0, 0, 0, 0, 0]);
    expect(card.headerTitle).toHaveLength(10);
    expect(card.headerTitle[0]).toContain('2B铅笔');
    expect(card.headerTitle[1]).toContain('黑色矩形');
    expect(card.headerTitle[9]).toContain('不要折叠');
    expect(card.studentInfos).toEqual([StudentInfoKind.name, StudentInfoKind.school, StudentInfoKind.class, StudentInfoKind.seat]);
    expect(card.secretStudentInfos).toEqual([StudentInfoKind.school, StudentInfoKind.class, StudentInfoKind.name]);
    expect(card.pageConfig).toEqual({
      pageSize: 'A3', pageWidth: 420, pageHeight: 296, marginLeft: 10, isSecret: 0, blockCount: 2, isScorePoint: 0, isBlock: 1,
      printType: 2, isPageQRcode: 0, eachMark: 0, isPartition: 0, showScoreFlag: 1, isShowTitle: 0, isCode: 0,
      isScorePointNewMode: 0, isPerHundred: false, regularMark: 1, isTest: 0,
    });
    expect(card.sections).toEqual([]);
  });

  it('derives the page fields from the size and the sealing strip', () => {
    const card = cardOf(editPageConfig(createCard(), { pageSize: 'A4', isSecret: 1 }));
    expect(card.pageConfig).toMatchObject({ pageWidth: 210, pageHeight: 296, marginLeft: 32 });
  });
});

describe('header edits', () => {
  it('refuses an empty title with the placeholder text', () => {
    expect(refusal(createCard(), (card) => setTitle(card, '   '))).toBe('请输入答题卡标题');
    expect(cardOf(setTitle(createCard(), '期中考试')).title).toBe('期中考试');
  });

  it('refuses more exam-number digits than the column holds', () => {
    // a bubble grid may take 60 % of the 196.5 mm column inside its padding: ⌊192.5 × 0.6 / 5⌋ = 23 digits
    expect(maxSchoolNumberDigits(createCard())).toBe(23);
    expect(cardOf(editHeader(createCard(), { schNumCount: 23 })).schNumCount).toBe(23);
    expect(refusal(createCard(), (card) => editHeader(card, { schNumCount: 24 }))).toBe('考号位数过多，当前版式最多23位');
  });

  it('refuses a page change that leaves the exam number too wide', () => {
    const handwritten = cardOf(editHeader(createCard(), { schNumType: SchoolNumberType.handwritten }));
    // A4 in two columns of 93.5 mm: ⌊89.5 × 0.6 / 10⌋ = 5 handwritten digits
    expect(refusal(handwritten, (card) => editPageConfig(card, { pageSize: 'A4' }))).toBe('考号位数过多，当前版式最多5位');
  });

  it('marks a custom notice', () => {
    const card = cardOf(editHeader(createCard(), { headerTitle: ['只用黑色签字笔作答'] }));
    expect(card.isNoteExist).toBe(1);
    expect(cardOf(editHeader(card, { headerTitle: [...DEFAULT_NOTICE_LINES] })).isNoteExist).toBe(0);
  });

  it('refuses a column count outside 1 to 3', () => {
    expect(refusal(createCard(), (card) => editPageConfig(card, { blockCount: 4 as 3 }))).toBe('分栏数只能为1到3栏');
  });
});

describe('sections', () => {
  it('adds, edits and deletes sections by their stable index', () => {
    let card = cardOf(addSection(createCard(), { kind: 'objective', items: objectiveItems(1, 10, { score: 3 }) }));
    card = cardOf(addSection(card, { kind: 'composition', score: 60 }));
    card = cardOf(addSection(card, { kind: 'paperTitle', title: '第Ⅰ卷' }, 0));
    expect(card.sections.map((s) => [s.index, s.kind])).toEqual([
      [3, 'paperTitle'],
      [1, 'objective'],
      [2, 'composition'],
    ]);
    expect(card.sections[1].totalScore).toBe(30);
    card = cardOf(editSection<AnswerSection>(card, 2, { chCount: 600, score: 50 }));
    expect(card.sections[2]).toMatchObject({ chCount: 600, totalScore: 50 });
    card = cardOf(deleteSection(card, 3));
    expect(card.sections.map((s) => s.index)).toEqual([1, 2]);
    expect(refusal(card, (c) => deleteSection(c, 99))).toBe('题目不存在');
    expect(refusal(card, (c) => editSection(c, 99, { title: 'x' }))).toBe('题目不存在');
  });

  it('refuses objective questions with too few or too many options', () => {
    expect(refusal(createCard(), (c) => addSection(c, { kind: 'objective', items: objectiveItems(1, 2, { opCount: 1 }) }))).toBe(
      '选项个数只能为2到26个',
    );
    expect(refusal(createCard(), (c) => addSection(c, { kind: 'objective', items: objectiveItems(1, 2, { opCount: 27 }) }))).toBe(
      '选项个数只能为2到26个',
    );
    expect(cardOf(addSection(createCard(), { kind: 'objective', items: objectiveItems(1, 1, { opCount: 26 }) })).sections).toHaveLength(1);
  });

  it('refuses negative scores and line counts', () => {
    expect(refusal(createCard(), (c) => addSection(c, { kind: 'composition', score: -1 }))).toBe('分数不能为负数');
    expect(refusal(createCard(), (c) => addSection(c, { kind: 'shortAnswer', lines: -2 }))).toBe('行数不能为负数');
  });
});

describe('items', () => {
  const objectiveCard = () => cardOf(addSection(createCard(), { kind: 'objective', items: objectiveItems(1, 3, { score: 2 }) }));

  it('edits an objective item, a judge always having T/F', () => {
    const card = cardOf(editItem(objectiveCard(), 1, 1, { type: 'judge', opCount: 4, score: 5 }));
    const section = card.sections[0];
    if (section.kind !== 'objective') throw new Error('objective expected');
    expect(section.items[1]).toEqual({ qNum: 2, opCount: 2, type: 'judge', score: 5, shaoXuan: 0 });
    expect(section.totalScore).toBe(9);
  });

  it('deletes an item but not the last one', () => {
    let card = cardOf(deleteItem(objectiveCard(), 1, 0));
    card = cardOf(deleteItem(card, 1, 0));
    expect(refusal(card, (c) => deleteItem(c, 1, 0))).toBe('至少保留一道小题');
    expect(refusal(card, (c) => deleteItem(c, 1, 5))).toBe('小题不存在');
    const plain = cardOf(addSection(createCard(), { kind: 'paperTitle' }));
    expect(refusal(plain, (c) => editItem(c, 1, 0, { score: 1 }))).toBe('该题型不能设置小题');
  });

  it('deletes a question with its sub-questions', () => {
    const card = cardOf(deleteItem(shortAnswerCard(), 1, 0));
    const section = card.sections[0] as AnswerSection;
    expect(section.items.map((item) => item.qNum)).toEqual(['22', '23', '23(1)', '23(2)']);
    expect(section.totalScore).toBe(18);
  });
});

describe('merging questions', () => {
  it.each([
    ['the sub-questions of either are apart, naming two of them', 0, 3, '第21(1)题和第21(2)题尚未合并，请先合并同级题目'],
    ['the sub-questions of either are apart, naming two of them', 3, 4, '第23(1)题和第23(2)题尚未合并，请先合并同级题目'],
    ['the questions are not neighbours', 0, 4, '第21题和第23题不是相邻的同级题目，不能合并'],
    ['the questions are not of the same level', 2, 3, '第21(2)题和第22题不是相邻的同级题目，不能合并'],
  ])('refuses to merge when %s (items %i and %i)', (_, first, second, message) => {
    expect(refusal(shortAnswerCard(), (c) => mergeQuestions(c, 1, first, second))).toBe(message);
  });

  it('merges once the sub-questions are merged, making one area with one score', () => {
    let card = cardOf(mergeQuestions(shortAnswerCard(), 1, 1, 2));
    card = cardOf(mergeQuestions(card, 1, 0, 3));
    const areas = answerAreas(card.sections[0] as AnswerSection);
    expect(areas.map((area) => [area.name, area.score])).toEqual([
      ['21-22', 18],
      ['23', 10],
    ]);
  });

  it('keeps a sub-question merged while its question is merged', () => {
    let card = cardOf(mergeQuestions(shortAnswerCard(), 1, 1, 2));
    card = cardOf(mergeQuestions(card, 1, 0, 3));
    expect(refusal(card, (c) => unmergeQuestion(c, 1, 2))).toBe('第21题已与第22题合并，请先取消上级合并');
    expect(refusal(card, (c) => unmergeQuestion(c, 1, 1))).toBe('第21(1)题未合并');
    card = cardOf(unmergeQuestion(card, 1, 3));
    card = cardOf(unmergeQuestion(card, 1, 2));
    expect(answerAreas(card.sections[0] as AnswerSection).map((area) => area.name)).toEqual(['21', '22', '23']);
  });
});

describe('score caps (spec 002 §5, §9)', () => {
  const cases: [Partial<PageConfig>, boolean, number, string][] = [
    [{ isScorePoint: ScorePointMode.scoreBar }, false, 99, '打分框的情况下，该题块最高分只能为99分'],
    [{ isScorePoint: ScorePointMode.scoreBar }, true, 99.5, '打分框的情况下，该题块最高分只能为99.5分'],
    [{ isScorePoint: ScorePointMode.scoreBar, blockCount: 3 }, false, 69, '三栏打分框的情况下，该题块最高分只能为69分'],
    [
      { isScorePoint: ScorePointMode.scoreBar, blockCount: 3, isScorePointNewMode: 1 },
      false,
      89,
      '三栏初评打分框的情况下，该题块最高分只能为89分',
    ],
    [
      { isScorePoint: ScorePointMode.scoreBar, blockCount: 3, isScorePointNewMode: 1 },
      true,
      59.5,
      '三栏初评打分框的情况下，该题块最高分只能为59.5分',
    ],
    [{}, false, 999, '普通题块的情况下，该题块最高分只能为999分'],
    [{ isScorePoint: ScorePointMode.handwritten }, true, 999, '普通题块的情况下，该题块最高分只能为999分'],
  ];

  it.each(cases)('%o, half points %s: cap %d', (pageConfig, halfScore, cap, message) => {
    const card = createCard({ pageConfig });
    expect(scoreCapOf(card.pageConfig, halfScore).cap).toBe(cap);
    expect(cardOf(addSection(card, { kind: 'composition', score: cap, halfScore })).sections[0].totalScore).toBe(cap);
    const over = halfScore ? cap + 0.5 : cap + 1;
    expect(refusal(card, (c) => addSection(c, { kind: 'composition', score: over, halfScore }))).toBe(message);
  });

  it('checks each answer area of a short answer on its own', () => {
    const card = createCard({ pageConfig: { isScorePoint: ScorePointMode.scoreBar } });
    const items = [subjectiveItem('20', 60), subjectiveItem('21', 60)];
    const accepted = cardOf(addSection(card, { kind: 'shortAnswer', items }));
    expect(accepted.sections[0].totalScore).toBe(120);
    const merged = { ...items[1], merge: true };
    expect(refusal(card, (c) => addSection(c, { kind: 'shortAnswer', items: [items[0], merged] }))).toBe(
      '打分框的情况下，该题块最高分只能为99分',
    );
  });

  it('refuses switching to three columns while a block is above the new cap', () => {
    const card = cardOf(addSection(createCard({ pageConfig: { isScorePoint: ScorePointMode.scoreBar } }), { kind: 'composition', score: 80 }));
    expect(refusal(card, (c) => editPageConfig(c, { blockCount: 3 }))).toBe('三栏打分框的情况下，该题块最高分只能为69分');
    expect(cardOf(editPageConfig(card, { blockCount: 3, isScorePointNewMode: 1 })).pageConfig.blockCount).toBe(3);
  });
});

describe('partitions', () => {
  const card = () =>
    cardWithSections([
      { kind: 'objective', items: objectiveItems(1, 5) },
      { kind: 'shortAnswer', items: [subjectiveItem('6', 10)] },
      { kind: 'shortAnswer', items: [subjectiveItem('7', 10)] },
    ]);

  it('groups subjective sections in print order and resets them', () => {
    let next = cardOf(addPartition(card(), ' 第二大题 ', [3, 2]));
    expect(next.partitions).toEqual([{ title: '第二大题', partitionQuestions: [2, 3] }]);
    expect(refusal(next, (c) => addPartition(c, '又一个', [3]))).toBe('第7题已在其他分区中');
    next = cardOf(deleteSection(next, 2));
    expect(next.partitions).toEqual([{ title: '第二大题', partitionQuestions: [3] }]);
    expect(cardOf(resetPartition(next)).partitions).toEqual([]);
  });

  it('refuses empty, objective and unknown questions', () => {
    expect(refusal(card(), (c) => addPartition(c, '空', []))).toBe('请选择要加入分区的题目');
    expect(refusal(card(), (c) => addPartition(c, '客观', [1]))).toBe('第1题不是主观题，不能加入分区');
    expect(refusal(card(), (c) => addPartition(c, '无', [42]))).toBe('题目不存在');
  });
});
