/**
 * The designer's edit actions (spec 002 §2: add, edit, delete, delete item, edit item, add
 * partition, reset partition; §5: merging questions). Each is a pure function: it returns a new
 * card, or a refusal with the message the teacher reads, and never changes the card it is given.
 */
import { withDerivedPageFields, type AnswerCard, type CardSection, type ObjectiveItem, type PageConfig, type Partition, type SubjectiveItem } from './model.ts';
import { answerAreas, createSection, isAnswerSection, isObjectiveSection, nextSectionIndex, withTotalScore, type SectionDraft } from './sections.ts';
import { CHOICE_LETTERS, JUDGE_OPTIONS } from './geometry.ts';
import {
  cardError,
  checkBlockScore,
  checkMerge,
  checkSchoolNumberDigits,
  checkTitle,
  previousSibling,
  type CardEditError,
} from './rules.ts';
import { CardMessage, DEFAULT_NOTICE_LINES } from '../../i18n/zh-CN/domain/answer-card.ts';
import type { HeaderFields } from './header.ts';

export type EditResult = { ok: true; card: AnswerCard } | { ok: false; error: CardEditError };

function refused(error: CardEditError): EditResult {
  return { ok: false, error };
}

function accepted(card: AnswerCard): EditResult {
  return { ok: true, card };
}

// ── Header and page ─────────────────────────────────────────────────────────────────────────

/** The header fields (the ones the header block is drawn from), the card id and the sealing strip's student information. */
export type HeaderPatch = Partial<HeaderFields & Pick<AnswerCard, 'cardId' | 'secretStudentInfos'>>;

/** Edits the card header: title, exam number, notice, student information. */
export function editHeader(card: AnswerCard, patch: HeaderPatch): EditResult {
  const next: AnswerCard = { ...card, ...patch };
  if (patch.headerTitle) {
    const isDefault =
      patch.headerTitle.length === DEFAULT_NOTICE_LINES.length && patch.headerTitle.every((line, i) => line === DEFAULT_NOTICE_LINES[i]);
    next.isNoteExist = isDefault ? 0 : 1;
  }
  const error = checkTitle(next.title) ?? checkSchoolNumberDigits(next);
  return error ? refused(error) : accepted(next);
}

export function setTitle(card: AnswerCard, title: string): EditResult {
  return editHeader(card, { title });
}

export type PageConfigPatch = Partial<Omit<PageConfig, 'pageWidth' | 'pageHeight' | 'marginLeft'>>;

/**
 * Changes the page configuration. A change that would leave the exam number too wide for the
 * new columns, or a block above the new score-box cap, is refused.
 */
export function editPageConfig(card: AnswerCard, patch: PageConfigPatch): EditResult {
  const pageConfig = withDerivedPageFields({ ...card.pageConfig, ...patch });
  if (![1, 2, 3].includes(pageConfig.blockCount)) return refused(cardError('invalidColumns', CardMessage.invalidColumns));
  const next: AnswerCard = { ...card, pageConfig };
  const error = checkSchoolNumberDigits(next) ?? firstError(next.sections.map((section) => checkSection(section, pageConfig)));
  return error ? refused(error) : accepted(next);
}

// ── Sections ────────────────────────────────────────────────────────────────────────────────

function firstError(errors: (CardEditError | null)[]): CardEditError | null {
  return errors.find((error) => error !== null) ?? null;
}

function checkObjectiveItem(item: ObjectiveItem): CardEditError | null {
  const valid =
    item.type === 'judge' ? item.opCount === JUDGE_OPTIONS.length : item.opCount >= 2 && item.opCount <= CHOICE_LETTERS.length;
  if (!valid || !Number.isInteger(item.opCount)) return cardError('invalidOptionCount', CardMessage.invalidOptionCount);
  if (item.score < 0 || item.shaoXuan < 0) return cardError('invalidScore', CardMessage.invalidScore);
  return null;
}

/** Checks one section against the rules that apply to its kind under a page configuration. */
export function checkSection(section: CardSection, config: PageConfig): CardEditError | null {
  if (isObjectiveSection(section)) return firstError(section.items.map(checkObjectiveItem));
  if (!isAnswerSection(section)) {
    return section.rows < 0 ? cardError('invalidLines', CardMessage.invalidLines) : null;
  }
  if (section.score < 0 || section.items.some((item: SubjectiveItem) => item.score < 0)) {
    return cardError('invalidScore', CardMessage.invalidScore);
  }
  if (section.lines < 0 || section.chCount < 0 || section.totalvacateOfrow < 0) return cardError('invalidLines', CardMessage.invalidLines);
  return firstError(answerAreas(section).map((area) => checkBlockScore(area.score, config, section.halfScore)));
}

function findSection(card: AnswerCard, index: number): number {
  return card.sections.findIndex((section) => section.index === index);
}

function replaceSection(card: AnswerCard, position: number, section: CardSection): EditResult {
  const normalised = withTotalScore(section);
  const error = checkSection(normalised, card.pageConfig);
  if (error) return refused(error);
  const sections = card.sections.slice();
  sections[position] = normalised;
  return accepted({ ...card, sections });
}

/** Adds a section built from a draft, at `position` in print order (the end by default). */
export function addSection(card: AnswerCard, draft: SectionDraft, position: number = card.sections.length): EditResult {
  const section = createSection(nextSectionIndex(card), draft);
  const error = checkSection(section, card.pageConfig);
  if (error) return refused(error);
  const at = Math.max(0, Math.min(position, card.sections.length));
  return accepted({ ...card, sections: [...card.sections.slice(0, at), section, ...card.sections.slice(at)] });
}

export type SectionPatch<S extends CardSection = CardSection> = Partial<Omit<S, 'index' | 'kind' | 'totalScore'>>;

/** Edits a section's fields (title, items, score, lines, …) by its stable index. */
export function editSection<S extends CardSection>(card: AnswerCard, index: number, patch: SectionPatch<S>): EditResult {
  const position = findSection(card, index);
  if (position < 0) return refused(cardError('sectionNotFound', CardMessage.sectionNotFound));
  return replaceSection(card, position, { ...card.sections[position], ...patch } as CardSection);
}

/** Deletes a section and takes it out of its partition (a partition left empty goes too). */
export function deleteSection(card: AnswerCard, index: number): EditResult {
  const position = findSection(card, index);
  if (position < 0) return refused(cardError('sectionNotFound', CardMessage.sectionNotFound));
  const partitions = card.partitions
    .map((partition) => ({ ...partition, partitionQuestions: partition.partitionQuestions.filter((q) => q !== index) }))
    .filter((partition) => partition.partitionQuestions.length > 0);
  return accepted({ ...card, sections: card.sections.filter((_, i) => i !== position), partitions });
}

// ── Items ───────────────────────────────────────────────────────────────────────────────────

type FoundItems =
  | { error: CardEditError }
  | { error?: undefined; position: number; section: Extract<CardSection, { items: unknown[] }> };

function sectionWithItems(card: AnswerCard, index: number, itemIndex: number): FoundItems {
  const position = findSection(card, index);
  if (position < 0) return { error: cardError('sectionNotFound', CardMessage.sectionNotFound) };
  const section = card.sections[position];
  if (!isObjectiveSection(section) && !isAnswerSection(section)) {
    return { error: cardError('notAnswerSection', CardMessage.notAnswerSection) };
  }
  if (itemIndex < 0 || itemIndex >= section.items.length) return { error: cardError('itemNotFound', CardMessage.itemNotFound) };
  return { position, section };
}

/**
 * Deletes one item of a section. The last item stays (delete the section instead); deleting a
 * question takes its sub-questions with it, and a question merged into it is split off again.
 */
export function deleteItem(card: AnswerCard, index: number, itemIndex: number): EditResult {
  const found = sectionWithItems(card, index, itemIndex);
  if (found.error) return refused(found.error);
  const { position, section } = found;
  if (isObjectiveSection(section)) {
    if (section.items.length === 1) return refused(cardError('lastItem', CardMessage.lastItem));
    return replaceSection(card, position, { ...section, items: section.items.filter((_, i) => i !== itemIndex) });
  }
  const removed = new Set([itemIndex]);
  if (section.items[itemIndex].level === 1) {
    for (let i = itemIndex + 1; i < section.items.length && section.items[i].level === 2; i++) removed.add(i);
  }
  if (removed.size === section.items.length) return refused(cardError('lastItem', CardMessage.lastItem));
  const items = section.items.flatMap((item, i) => {
    if (removed.has(i)) return [];
    // a question merged into a deleted one has nothing left to be merged with
    const before = previousSibling(section.items, i);
    return [item.merge && (before < 0 || removed.has(before)) ? { ...item, merge: false } : item];
  });
  return replaceSection(card, position, { ...section, items });
}

export type ObjectiveItemPatch = Partial<ObjectiveItem>;
export type SubjectiveItemPatch = Partial<Omit<SubjectiveItem, 'merge' | 'level'>>;

/** Edits one item: an objective question's options, type and score, or a question's number and score. */
export function editItem(card: AnswerCard, index: number, itemIndex: number, patch: ObjectiveItemPatch | SubjectiveItemPatch): EditResult {
  const found = sectionWithItems(card, index, itemIndex);
  if (found.error) return refused(found.error);
  const { position, section } = found;
  if (isObjectiveSection(section)) {
    const item = { ...section.items[itemIndex], ...(patch as ObjectiveItemPatch) };
    if (item.type === 'judge') item.opCount = JUDGE_OPTIONS.length;
    const items = section.items.slice();
    items[itemIndex] = item;
    return replaceSection(card, position, { ...section, items });
  }
  const { qNum, score } = patch as SubjectiveItemPatch;
  const items = section.items.slice();
  items[itemIndex] = { ...items[itemIndex], ...(qNum !== undefined && { qNum }), ...(score !== undefined && { score }) };
  return replaceSection(card, position, { ...section, items });
}

// ── Merging ─────────────────────────────────────────────────────────────────────────────────

/**
 * Merges a question with the sibling question before it into one answer area with one score
 * (spec 002 §5). `secondItem` is the later of the two; `firstItem` must be the sibling just
 * before it. Refused, naming two question numbers, while sub-questions of either are still apart.
 */
export function mergeQuestions(card: AnswerCard, index: number, firstItem: number, secondItem: number): EditResult {
  const found = sectionWithItems(card, index, secondItem);
  if (found.error) return refused(found.error);
  const { position, section } = found;
  if (!isAnswerSection(section)) return refused(cardError('notAnswerSection', CardMessage.notAnswerSection));
  if (firstItem < 0 || firstItem >= section.items.length) return refused(cardError('itemNotFound', CardMessage.itemNotFound));
  const error = checkMerge(section.items, firstItem, secondItem);
  if (error) return refused(error);
  const items = section.items.slice();
  items[secondItem] = { ...items[secondItem], merge: true };
  return replaceSection(card, position, { ...section, items });
}

/** Splits a merged question off the sibling before it again; a sub-question stays merged while its question is merged. */
export function unmergeQuestion(card: AnswerCard, index: number, itemIndex: number): EditResult {
  const found = sectionWithItems(card, index, itemIndex);
  if (found.error) return refused(found.error);
  const { position, section } = found;
  if (!isAnswerSection(section)) return refused(cardError('notAnswerSection', CardMessage.notAnswerSection));
  const { items } = section;
  if (!items[itemIndex].merge) return refused(cardError('notMerged', CardMessage.notMerged(items[itemIndex].qNum)));
  if (items[itemIndex].level === 2) {
    let parent = itemIndex;
    while (parent > 0 && items[parent].level === 2) parent--;
    const next = items.findIndex((item, i) => i > parent && item.level === 1);
    const mergedWith = items[parent].merge ? previousSibling(items, parent) : next >= 0 && items[next].merge ? next : -1;
    if (mergedWith >= 0) return refused(cardError('parentMerged', CardMessage.parentMerged(items[parent].qNum, items[mergedWith].qNum)));
  }
  const nextItems = items.slice();
  nextItems[itemIndex] = { ...items[itemIndex], merge: false };
  return replaceSection(card, position, { ...section, items: nextItems });
}

// ── Partitions ──────────────────────────────────────────────────────────────────────────────

function questionLabel(card: AnswerCard, index: number): string {
  const section = card.sections.find((s) => s.index === index);
  if (section && (isAnswerSection(section) || isObjectiveSection(section)) && section.items.length > 0) {
    return String(section.items[0].qNum);
  }
  return section?.title || String(index);
}

/** Groups subjective sections (by their stable index) into one marking partition. */
export function addPartition(card: AnswerCard, title: string, sectionIndices: number[]): EditResult {
  const questions = [...new Set(sectionIndices)];
  if (questions.length === 0) return refused(cardError('emptyPartition', CardMessage.emptyPartition));
  for (const index of questions) {
    const section = card.sections.find((s) => s.index === index);
    if (!section) return refused(cardError('sectionNotFound', CardMessage.sectionNotFound));
    if (!isAnswerSection(section)) {
      return refused(cardError('partitionNotSubjective', CardMessage.partitionNotSubjective(questionLabel(card, index))));
    }
    if (card.partitions.some((partition) => partition.partitionQuestions.includes(index))) {
      return refused(cardError('alreadyPartitioned', CardMessage.alreadyPartitioned(questionLabel(card, index))));
    }
  }
  const order = (index: number) => findSection(card, index);
  const partition: Partition = { title: title.trim(), partitionQuestions: questions.sort((a, b) => order(a) - order(b)) };
  return accepted({ ...card, partitions: [...card.partitions, partition] });
}

/** Removes every partition: each answer area is its own marking region again. */
export function resetPartition(card: AnswerCard): EditResult {
  return accepted({ ...card, partitions: [] });
}
