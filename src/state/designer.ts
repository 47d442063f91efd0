/**
 * The answer-sheet designer's state (spec 002 §2): the card being designed, kept in session
 * storage so a reload or the preview tab finds it again, the undo and redo stacks of whole cards,
 * and the selected section. Every change goes through a pure edit operation of the card engine;
 * a refusal leaves the card as it was and its message is shown to the teacher.
 */
import { proxy, ref } from 'valtio';
import {
  addPartition,
  addSection,
  createCard,
  deleteItem,
  deleteSection,
  editItem,
  editHeader,
  editPageConfig,
  editSection,
  isAnswerSection,
  mergeQuestions,
  objectiveItems,
  previousSibling,
  renumberQuestions,
  resetPartition,
  unmergeQuestion,
  subjectiveItem,
  withSectionTotals,
  type AnswerCard,
  type CardSection,
  type EditResult,
  type HeaderPatch,
  type ObjectiveItemPatch,
  type SubjectiveItemPatch,
  type PageConfigPatch,
  type SectionDraft,
  type SectionKind,
  type SectionPatch,
} from '../domain/answer-card/index.ts';

/** The session-storage key of the card in design. */
export const DESIGNER_STORAGE_KEY = 'answerCardDesign';
/** How many earlier cards undo can go back to. */
export const DESIGNER_UNDO_LIMIT = 100;
/** Questions a new objective section starts with. */
const NEW_OBJECTIVE_COUNT = 5;
/** Questions a new blank-filling or short-answer section starts with. */
const NEW_SUBJECTIVE_COUNT = 2;
const NEW_QUESTION_SCORE = 5;
const NEW_COMPOSITION_SCORE = 50;
const NEW_ENGLISH_COMPOSITION_SCORE = 25;
const NEW_OPTIONAL_SCORE = 10;

export interface DesignerState {
  card: AnswerCard;
  past: AnswerCard[];
  future: AnswerCard[];
  /** the stable `index` of the selected section, null when none is */
  selected: number | null;
}

type RefusalNotice = (message: string) => void;
let notifyRefusal: RefusalNotice = () => undefined;

/** The screen says how a refusal reaches the teacher (an antd message). */
export function setRefusalNotice(notice: RefusalNotice): void {
  notifyRefusal = notice;
}

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

function loadStoredCard(): AnswerCard | null {
  const raw = storage()?.getItem(DESIGNER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const card = JSON.parse(raw) as AnswerCard;
    return Array.isArray(card.sections) && typeof card.pageConfig === 'object' ? withSectionTotals(card) : null;
  } catch {
    return null;
  }
}

function store(card: AnswerCard): void {
  storage()?.setItem(DESIGNER_STORAGE_KEY, JSON.stringify(card));
}

export const designer = proxy<DesignerState>({
  card: ref(loadStoredCard() ?? createCard()),
  past: [],
  future: [],
  selected: null,
});

function setCard(card: AnswerCard): void {
  designer.card = ref(card);
  store(card);
  if (designer.selected !== null && !card.sections.some((section) => section.index === designer.selected)) designer.selected = null;
}

/**
 * Applies an edit result: an accepted card becomes the current one (undoable), a refusal is
 * shown. Question numbers follow the order on the card, so they are renumbered here.
 */
export function applyEdit(result: EditResult): boolean {
  if (!result.ok) {
    notifyRefusal(result.error.message);
    return false;
  }
  designer.past = [...designer.past, ref(designer.card)].slice(-DESIGNER_UNDO_LIMIT);
  designer.future = [];
  setCard(renumberQuestions(result.card));
  return true;
}

/** Starts a new design (a card with the defaults, or the one given). */
export function startDesign(card: AnswerCard = createCard()): void {
  designer.past = [];
  designer.future = [];
  designer.selected = null;
  setCard(withSectionTotals(card));
}

export function undo(): void {
  const previous = designer.past.at(-1);
  if (!previous) return;
  designer.past = designer.past.slice(0, -1);
  designer.future = [ref(designer.card), ...designer.future];
  setCard(previous);
}

export function redo(): void {
  const next = designer.future[0];
  if (!next) return;
  designer.future = designer.future.slice(1);
  designer.past = [...designer.past, ref(designer.card)];
  setCard(next);
}

export function selectSection(index: number | null): void {
  designer.selected = index;
}

export function selectedSection(state: Pick<DesignerState, 'card' | 'selected'> = designer): CardSection | null {
  return state.card.sections.find((section) => section.index === state.selected) ?? null;
}

function nextObjectiveNumber(card: AnswerCard): number {
  return card.sections.reduce((count, section) => count + ('items' in section ? section.items.length : 0), 0) + 1;
}

/** What a newly added section of each kind holds before the teacher edits it. */
export function newSectionDraft(kind: SectionKind, card: AnswerCard): SectionDraft {
  const first = nextObjectiveNumber(card);
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(first + i));
  switch (kind) {
    case 'objective':
      return { kind, items: objectiveItems(first, NEW_OBJECTIVE_COUNT, { score: NEW_QUESTION_SCORE }) };
    case 'blankFilling':
    case 'shortAnswer':
      return { kind, items: numbers(NEW_SUBJECTIVE_COUNT).map((qNum) => subjectiveItem(qNum, NEW_QUESTION_SCORE)) };
    case 'composition':
      return { kind, items: [subjectiveItem(String(first), NEW_COMPOSITION_SCORE)] };
    case 'englishComposition':
      return { kind, items: [subjectiveItem(String(first), NEW_ENGLISH_COMPOSITION_SCORE)] };
    case 'optional':
      return { kind, items: numbers(NEW_SUBJECTIVE_COUNT).map((qNum) => subjectiveItem(qNum, NEW_OPTIONAL_SCORE)) };
    default:
      return { kind };
  }
}

/** Adds a section of the kind after the selected one, or at the end; the new section is selected. */
export function addSectionOfKind(kind: SectionKind): void {
  const { card } = designer;
  const at = card.sections.findIndex((section) => section.index === designer.selected);
  const result = addSection(card, newSectionDraft(kind, card), at < 0 ? card.sections.length : at + 1);
  if (applyEdit(result) && result.ok) {
    const added = result.card.sections.find((section) => !card.sections.some((old) => old.index === section.index));
    designer.selected = added?.index ?? null;
  }
}

export function deleteSelectedSection(): void {
  if (designer.selected === null) return;
  applyEdit(deleteSection(designer.card, designer.selected));
}

export function editSelectedSection<S extends CardSection = CardSection>(patch: SectionPatch<S>): void {
  if (designer.selected === null) return;
  applyEdit(editSection<S>(designer.card, designer.selected, patch));
}

/** Deletes one question (with its sub-questions) of the selected section. */
export function deleteSelectedItem(itemIndex: number): void {
  if (designer.selected === null) return;
  applyEdit(deleteItem(designer.card, designer.selected, itemIndex));
}

export function editSelectedItem(itemIndex: number, patch: ObjectiveItemPatch | SubjectiveItemPatch): void {
  if (designer.selected === null) return;
  applyEdit(editItem(designer.card, designer.selected, itemIndex, patch));
}

/** Merges a question of the selected section with the sibling question before it. */
export function mergeSelectedItem(itemIndex: number): void {
  const section = selectedSection();
  if (!section || !isAnswerSection(section)) return;
  applyEdit(mergeQuestions(designer.card, section.index, previousSibling(section.items, itemIndex), itemIndex));
}

export function unmergeSelectedItem(itemIndex: number): void {
  if (designer.selected === null) return;
  applyEdit(unmergeQuestion(designer.card, designer.selected, itemIndex));
}

export function editCardHeader(patch: HeaderPatch): void {
  applyEdit(editHeader(designer.card, patch));
}

export function editCardPageConfig(patch: PageConfigPatch): void {
  applyEdit(editPageConfig(designer.card, patch));
}

/**
 * The card with the section at position `from` moved so that it comes before the section now at
 * position `to` (counted before the move); `to` equal to the number of sections puts it last.
 */
export function cardWithSectionMoved(card: AnswerCard, from: number, to: number): AnswerCard {
  const moving = card.sections[from];
  if (!moving) return card;
  const rest = card.sections.filter((_, i) => i !== from);
  const at = Math.max(0, Math.min(to > from ? to - 1 : to, rest.length));
  const sections = [...rest.slice(0, at), moving, ...rest.slice(at)];
  return sections.every((section, i) => section === card.sections[i]) ? card : { ...card, sections };
}

/** Moves a section in the print flow (a block dragged to a new place); the layout reflows. */
export function moveSection(from: number, to: number): void {
  const card = cardWithSectionMoved(designer.card, from, to);
  if (card !== designer.card) applyEdit({ ok: true, card });
}

/** Makes the selected section a marking partition of its own, titled after it. */
export function partitionSelectedSection(): void {
  const section = selectedSection();
  if (!section) return;
  applyEdit(addPartition(designer.card, section.title, [section.index]));
}

/** Removes every marking partition. */
export function resetPartitions(): void {
  applyEdit(resetPartition(designer.card));
}
