/**
 * The sections of an answer-sheet card (spec 002 §3): a new section built from a draft with the
 * defaults of its kind, the kinds of section, the objective options and subjective items, the
 * answer areas a section prints, and the totals a section and the card carry. The card itself
 * and its defaults are model.ts.
 */
import { CHOICE_LETTERS, JUDGE_OPTIONS } from './geometry.ts';
import {
  ANSWER_SECTION_KINDS,
  DEFAULT_BLANKS_PER_ROW,
  DEFAULT_CHOICE_OPTIONS,
  DEFAULT_COMPOSITION_CHARACTERS,
  DEFAULT_ENGLISH_COMPOSITION_LINES,
  DEFAULT_SECTION_TITLES,
  DEFAULT_SHORT_ANSWER_LINES,
  type AnswerCard,
  type AnswerSection,
  type AnswerSectionKind,
  type CardSection,
  type Flag,
  type LineType,
  type ObjectiveItem,
  type ObjectiveSection,
  type PlainSectionKind,
  type SectionBase,
  type SectionKind,
  type SubjectiveItem,
} from './model.ts';
import { sumScores } from '../scoring.ts';

function sectionBase(index: number, kind: SectionKind, title: string): SectionBase {
  return {
    index,
    kind,
    groupId: null,
    title,
    stages: [],
    totalScore: 0,
    isAddition: 0,
    richText: '',
    needEditor: 0,
    merge: 0,
    rows: 0,
    images: [],
  };
}

/** The option labels of an objective item: A… for a choice, T/F for a judge. */
export function objectiveOptions(item: Pick<ObjectiveItem, 'type' | 'opCount'>): string[] {
  if (item.type === 'judge') return [...JUDGE_OPTIONS];
  return CHOICE_LETTERS.slice(0, item.opCount).split('');
}

export function objectiveItems(
  firstQNum: number,
  count: number,
  options: Partial<Omit<ObjectiveItem, 'qNum'>> = {},
): ObjectiveItem[] {
  const type = options.type ?? 'choice';
  return Array.from({ length: count }, (_, i) => ({
    qNum: firstQNum + i,
    opCount: type === 'judge' ? JUDGE_OPTIONS.length : (options.opCount ?? DEFAULT_CHOICE_OPTIONS),
    type,
    score: options.score ?? 0,
    shaoXuan: options.shaoXuan ?? 0,
  }));
}

export function subjectiveItem(qNum: string, score: number, level: 1 | 2 = 1): SubjectiveItem {
  return { qNum, score, level, merge: false };
}

export type SectionDraft =
  | { kind: 'objective'; title?: string; items: ObjectiveItem[] }
  | {
      kind: AnswerSectionKind;
      title?: string;
      items?: SubjectiveItem[];
      score?: number;
      lines?: number;
      chCount?: number;
      showLine?: Flag;
      lineType?: LineType;
      totalvacateOfrow?: number;
      halfScore?: boolean;
      richText?: string;
    }
  | { kind: PlainSectionKind; title?: string; richText?: string; rows?: number };

/** A section built from a draft with the defaults of its kind; `index` is its stable number. */
export function createSection(index: number, draft: SectionDraft): CardSection {
  const title = draft.title ?? DEFAULT_SECTION_TITLES[draft.kind];
  if (draft.kind === 'objective') {
    return withTotalScore({ ...sectionBase(index, 'objective', title), kind: 'objective', items: draft.items });
  }
  if (isAnswerKind(draft.kind)) {
    const answer = draft as Extract<SectionDraft, { kind: AnswerSectionKind }>;
    const lines =
      answer.lines ??
      (answer.kind === 'englishComposition'
        ? DEFAULT_ENGLISH_COMPOSITION_LINES
        : answer.kind === 'blankFilling' || answer.kind === 'composition'
          ? 0
          : DEFAULT_SHORT_ANSWER_LINES);
    return withTotalScore({
      ...sectionBase(index, answer.kind, title),
      kind: answer.kind,
      items: answer.items ?? [],
      score: answer.score ?? 0,
      lines,
      chCount: answer.chCount ?? (answer.kind === 'composition' ? DEFAULT_COMPOSITION_CHARACTERS : 0),
      showLine: answer.showLine ?? 1,
      lineType: answer.lineType ?? 'solid',
      totalvacateOfrow: answer.totalvacateOfrow ?? DEFAULT_BLANKS_PER_ROW,
      halfScore: answer.halfScore ?? false,
      richText: answer.richText ?? '',
    });
  }
  const plain = draft as Extract<SectionDraft, { kind: PlainSectionKind }>;
  return {
    ...sectionBase(index, plain.kind, title),
    kind: plain.kind,
    richText: plain.richText ?? '',
    rows: plain.rows ?? (plain.kind === 'unansweredArea' ? 3 : 0),
  };
}

export function isAnswerKind(kind: SectionKind): kind is AnswerSectionKind {
  return (ANSWER_SECTION_KINDS as readonly string[]).includes(kind);
}

export function isAnswerSection(section: CardSection): section is AnswerSection {
  return isAnswerKind(section.kind);
}

export function isObjectiveSection(section: CardSection): section is ObjectiveSection {
  return section.kind === 'objective';
}

/** Sections that carry question numbers (一、二、… in print order). */
export function isQuestionSection(section: CardSection): section is ObjectiveSection | AnswerSection {
  return isObjectiveSection(section) || isAnswerSection(section);
}

/** Whether a subjective item has sub-questions under it (the level-2 items that follow it). */
export function childrenOf(items: readonly SubjectiveItem[], parent: number): number[] {
  const children: number[] = [];
  if (items[parent]?.level !== 1) return children;
  for (let i = parent + 1; i < items.length && items[i].level === 2; i++) children.push(i);
  return children;
}

/**
 * A section's total: the sum of its objective items, or of the leaf questions of a section with
 * numbered questions (blanks, short answers, a composition: a question with sub-questions scores
 * their sum); an optional question is worth the question a student picks, so the largest of its
 * alternatives. A section without numbered questions has its own score.
 */
export function sectionTotalScore(section: CardSection): number {
  if (isObjectiveSection(section)) return sumScores(section.items.map((item) => item.score));
  if (!isAnswerSection(section)) return 0;
  if (section.items.length === 0) return section.score;
  if (section.kind === 'optional') return Math.max(...section.items.map((item) => item.score));
  return sumScores(leafItems(section.items).map((index) => section.items[index].score));
}

/** Indices of the items without sub-questions. */
export function leafItems(items: readonly SubjectiveItem[]): number[] {
  return items.flatMap((_, i) => (childrenOf(items, i).length === 0 ? [i] : []));
}

function rangeName(qNums: readonly string[]): string {
  if (qNums.length <= 1) return qNums[0] ?? '';
  return `${qNums[0]}-${qNums[qNums.length - 1]}`;
}

/** One answer area of a section: a marking region with its own border and score box. */
export interface AnswerArea {
  /** indices of the items in the area (level-1 items with their sub-questions) */
  items: number[];
  qNums: string[];
  /** the area's question numbers as a name: "20", "16-19"; empty for a section without numbered items */
  name: string;
  score: number;
  /** the score rows of the area when every sub-question is scored on its own: merged items share one */
  scoreRows: { qNum: string; score: number }[];
}

/**
 * The answer areas of a section. A short answer has one area per level-1 question, questions
 * merged into their predecessor sharing it; every other kind is one area.
 */
export function answerAreas(section: AnswerSection): AnswerArea[] {
  const { items } = section;
  if (section.kind !== 'shortAnswer' || items.length === 0) {
    const qNums = items.map((item) => item.qNum);
    return [
      {
        items: items.map((_, i) => i),
        qNums,
        name: section.kind === 'optional' ? qNums.join('/') : rangeName(qNums),
        score: section.totalScore,
        scoreRows: items.length > 1 && section.kind === 'blankFilling' ? items.map(({ qNum, score }) => ({ qNum, score })) : [],
      },
    ];
  }
  const groups: number[][] = [];
  items.forEach((item, i) => {
    if (item.level === 2 && groups.length > 0) groups[groups.length - 1].push(i);
    else if (item.merge && groups.length > 0) groups[groups.length - 1].push(i);
    else groups.push([i]);
  });
  return groups.map((group) => {
    const leaves = group.filter((i) => childrenOf(items, i).length === 0);
    // merged questions score as one: only the sub-questions of a single question get rows
    const singleQuestion = group.filter((i) => items[i].level === 1).length === 1;
    const scoreRows: { qNum: string; score: number }[] = [];
    for (const i of singleQuestion ? leaves : []) {
      const last = scoreRows[scoreRows.length - 1];
      if (items[i].merge && last) {
        scoreRows[scoreRows.length - 1] = { qNum: last.qNum, score: sumScores([last.score, items[i].score]) };
      } else scoreRows.push({ qNum: items[i].qNum, score: items[i].score });
    }
    return {
      items: group,
      qNums: group.map((i) => items[i].qNum),
      name: rangeName(group.filter((i) => items[i].level === 1).map((i) => items[i].qNum)),
      score: sumScores(leaves.map((i) => items[i].score)),
      scoreRows: scoreRows.length > 1 ? scoreRows : [],
    };
  });
}

export function withTotalScore<S extends CardSection>(section: S): S {
  const totalScore = sectionTotalScore(section);
  const merge: Flag = isAnswerSection(section) && section.kind === 'shortAnswer' ? (allMerged(section.items) ? 1 : 0) : section.merge;
  return section.totalScore === totalScore && section.merge === merge ? section : { ...section, totalScore, merge };
}

/**
 * The card with every section's total worked out again, for a card saved by an earlier version of
 * the designer (which kept 0 as the total of a composition scored by its question).
 */
export function withSectionTotals(card: AnswerCard): AnswerCard {
  const sections = card.sections.map(withTotalScore);
  return sections.every((section, i) => section === card.sections[i]) ? card : { ...card, sections };
}

function allMerged(items: readonly SubjectiveItem[]): boolean {
  const firstLevel = items.filter((item) => item.level === 1);
  return firstLevel.length > 1 && firstLevel.slice(1).every((item) => item.merge);
}

/** The next free stable section number. */
export function nextSectionIndex(card: AnswerCard): number {
  return card.sections.reduce((max, section) => Math.max(max, section.index), 0) + 1;
}
