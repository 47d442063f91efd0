// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createCard, headingText, layoutCard, ScoreDisplayKind, SectionKind, type AnswerCard, type AnswerSection } from '../domain/answer-card/index.ts';
import {
  addSectionOfKind,
  cardWithSectionMoved,
  deleteSelectedItem,
  deleteSelectedSection,
  designer,
  DESIGNER_STORAGE_KEY,
  editCardHeader,
  editSelectedItem,
  editSelectedSection,
  mergeSelectedItem,
  moveSection,
  partitionSelectedSection,
  resetPartitions,
  redo,
  selectedSection,
  selectSection,
  setRefusalNotice,
  startDesign,
  undo,
  unmergeSelectedItem,
} from './designer.ts';

let refusals: string[];

beforeEach(() => {
  sessionStorage.clear();
  refusals = [];
  setRefusalNotice((message) => refusals.push(message));
  startDesign();
});

function selectSectionByKind(kind: string): void {
  selectSection(designer.card.sections.find((section) => section.kind === kind)?.index ?? null);
}

const kinds = () => designer.card.sections.map((section) => section.kind);
const stored = () => JSON.parse(sessionStorage.getItem(DESIGNER_STORAGE_KEY) ?? 'null') as AnswerCard | null;

describe('the designer store', () => {
  it('adds a section of every kind, selects each new one and keeps the card in session storage', () => {
    for (const kind of Object.values(SectionKind)) {
      addSectionOfKind(kind);
      expect(selectedSection()?.kind).toBe(kind);
    }
    expect(kinds()).toEqual(Object.values(SectionKind));
    expect(stored()?.sections.map((section) => section.kind)).toEqual(Object.values(SectionKind));
    expect(refusals).toEqual([]);
  });

  it('numbers the questions of a new section after those already on the card', () => {
    addSectionOfKind('objective');
    addSectionOfKind('blankFilling');
    const blanks = selectedSection();
    expect(blanks && 'items' in blanks ? blanks.items.map((item) => String(item.qNum)) : []).toEqual(['6', '7']);
  });

  it('shows the refusal and leaves the card and the undo stack unchanged when an edit is refused', () => {
    addSectionOfKind('objective');
    const card = designer.card;
    const undoable = designer.past.length;
    editCardHeader({ title: '' });
    expect(refusals).toEqual(['请输入答题卡标题']);
    expect(designer.card).toBe(card);
    expect(designer.past).toHaveLength(undoable);
    expect(stored()?.title).toBe(card.title);
  });

  it('undoes and redoes whole cards, and a new edit drops what could be redone', () => {
    addSectionOfKind('objective');
    addSectionOfKind('composition');
    undo();
    expect(kinds()).toEqual(['objective']);
    expect(stored()?.sections).toHaveLength(1);
    redo();
    expect(kinds()).toEqual(['objective', 'composition']);
    undo();
    addSectionOfKind('shortAnswer');
    redo();
    expect(kinds()).toEqual(['objective', 'shortAnswer']);
  });

  it('edits the selected section and recomputes its total score', () => {
    addSectionOfKind('shortAnswer');
    editSelectedSection<AnswerSection>({ title: '解答题', lines: 10 });
    const section = selectedSection();
    expect(section?.title).toBe('解答题');
    expect(section && 'lines' in section ? section.lines : null).toBe(10);
    expect(section?.totalScore).toBe(10);
  });

  it('gives a new composition, English composition and optional question the score of their questions, in the panel and the printed heading', () => {
    for (const [kind, total] of [
      ['composition', 50],
      ['englishComposition', 25],
      ['optional', 10],
    ] as const) {
      addSectionOfKind(kind);
      const section = selectedSection();
      expect(section?.totalScore).toBe(total);
      expect(headingText(section!, '一', ScoreDisplayKind.score)).toContain(`${total}分`);
    }
    // the laid-out block carries the score a marker scores the region out of
    const composition = designer.card.sections.find((section) => section.kind === 'composition')!;
    const block = layoutCard(designer.card).blocks.find((b) => b.area && designer.card.sections[b.sectionIndex] === composition);
    expect(block?.area?.score).toBe(50);
    // the composition's score is its question's: editing the question changes the total
    selectSectionByKind('composition');
    editSelectedItem(0, { score: 60 });
    expect(selectedSection()?.totalScore).toBe(60);
    expect(refusals).toEqual([]);
  });

  it('works the totals out again for a card saved with a composition worth 0', () => {
    addSectionOfKind('composition');
    const saved = { ...designer.card, sections: designer.card.sections.map((section) => ({ ...section, totalScore: 0 })) };
    startDesign(saved);
    expect(designer.card.sections[0].totalScore).toBe(50);
  });

  it('deletes the selected section and clears the selection', () => {
    addSectionOfKind('objective');
    addSectionOfKind('optional');
    deleteSelectedSection();
    expect(kinds()).toEqual(['objective']);
    expect(designer.selected).toBeNull();
  });

  it('moves a section before another one in the print flow, and undo puts it back', () => {
    for (const kind of ['objective', 'blankFilling', 'shortAnswer'] as const) addSectionOfKind(kind);
    moveSection(0, 3);
    expect(kinds()).toEqual(['blankFilling', 'shortAnswer', 'objective']);
    moveSection(2, 1);
    expect(kinds()).toEqual(['blankFilling', 'objective', 'shortAnswer']);
    undo();
    expect(kinds()).toEqual(['blankFilling', 'shortAnswer', 'objective']);
  });

  it('makes the selected answer section a partition, refuses an objective one, and resets them', () => {
    addSectionOfKind('shortAnswer');
    partitionSelectedSection();
    expect(designer.card.partitions).toEqual([{ title: '解答题', partitionQuestions: [designer.selected] }]);
    addSectionOfKind('objective');
    partitionSelectedSection();
    expect(refusals).toHaveLength(1);
    expect(designer.card.partitions).toHaveLength(1);
    resetPartitions();
    expect(designer.card.partitions).toEqual([]);
  });

  it('returns the same card when a move changes nothing', () => {
    const card = createCard();
    expect(cardWithSectionMoved(card, 0, 1)).toBe(card);
  });

  it('numbers the questions again when a block moves before another', () => {
    addSectionOfKind('objective');
    addSectionOfKind('shortAnswer');
    const questionNumbers = () =>
      designer.card.sections.flatMap((section) => ('items' in section ? section.items.map((item) => String(item.qNum)) : []));
    expect(questionNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    moveSection(1, 0);
    expect(kinds()).toEqual(['shortAnswer', 'objective']);
    expect(questionNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const shortAnswer = designer.card.sections[0] as AnswerSection;
    expect(shortAnswer.items.map((item) => item.score)).toEqual([5, 5]);
  });

  it('deletes, merges and unmerges questions of the selected section, refusing with the message', () => {
    addSectionOfKind('shortAnswer');
    const items = () => (selectedSection() as AnswerSection).items;
    editSelectedSection<AnswerSection>({ items: [...items(), { ...items()[0], qNum: '3' }] });
    expect(items()).toHaveLength(3);
    mergeSelectedItem(1);
    expect(items()[1].merge).toBe(true);
    unmergeSelectedItem(1);
    expect(items()[1].merge).toBe(false);
    unmergeSelectedItem(1);
    expect(refusals.at(-1)).toContain('第2题未合并');
    deleteSelectedItem(0);
    expect(items().map((item) => item.qNum)).toEqual(['1', '2']);
    editSelectedItem(1, { score: 8 });
    expect(items()[1].score).toBe(8);
    deleteSelectedItem(0);
    deleteSelectedItem(0);
    expect(items()).toHaveLength(1);
    expect(refusals.at(-1)).toBe('至少保留一道小题');
  });
});
