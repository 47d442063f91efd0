/**
 * "Create the answer card from the paper's questions" (spec 001 §2.1 /answerCard/create/
 * {subjectId}/{testId}): the paper's questions, in paper order, become the card's sections —
 * runs of objective questions an objective section (options, score, 少选), runs of fill-in
 * questions a fill-in section, worked answers a short-answer section whose "13(2)" questions are
 * sub-questions of 13, each optional group an optional section, each composition its own
 * section. A new section starts where the paper's big question (section title) changes.
 */
import { DIGIT_NUMERALS, PLACE_UNIT_NUMERALS, SECTION_NUMBER_SEPARATORS } from '../../i18n/zh-CN/domain/numerals.ts';
import type { PaperQuestion } from '../exam-setup/paper-rules.ts';
import { cardWithSections } from './sample-cards.ts';
import { createCard, type AnswerCard, type ObjectiveItem, type SubjectiveItem } from './model.ts';
import { subjectiveItem, type SectionDraft } from './sections.ts';

/** "13(2)" → its parent "13"; a number without a part has none. */
const SUB_QUESTION = /^(.+?)[(（]\d+[)）]$/;

/**
 * A number the teacher wrote at the start of a big question's title ("二、解答题", "3. 作文"): the
 * card numbers its sections itself, so it is left out of the section's title.
 */
const OWN_SECTION_NUMBER = new RegExp(`^\\s*(?:\\d+|[${[...DIGIT_NUMERALS, ...PLACE_UNIT_NUMERALS].join('')}]+)[${SECTION_NUMBER_SEPARATORS.join('')}]+\\s*`);

/** The big question's title without a number of its own: "二、解答题" → "解答题". */
export function sectionTitleOf(title: string): string {
  const rest = title.replace(OWN_SECTION_NUMBER, '');
  return rest.trim() === '' ? title.trim() : rest.trim();
}

type DraftKind = 'objective' | 'blankFilling' | 'shortAnswer' | 'composition' | 'englishComposition' | 'optional';

function kindOf(q: PaperQuestion): DraftKind {
  if (q.optionalGroup !== null) return 'optional';
  switch (q.questionType) {
    case 'multiple_one':
    case 'multiple_more':
    case 'true_false':
      return 'objective';
    case 'empty_spaces':
      return 'blankFilling';
    case 'composition':
      return 'composition';
    case 'english_composition':
      return 'englishComposition';
    default:
      return 'shortAnswer';
  }
}

function objectiveItem(q: PaperQuestion, position: number): ObjectiveItem {
  const qNum = Number(q.label);
  const judge = q.questionType === 'true_false';
  return {
    // a choice's number is printed as a number; a label that is none keeps its place on the paper
    qNum: Number.isInteger(qNum) && qNum > 0 ? qNum : position,
    opCount: judge ? 2 : Math.max(2, q.options.length),
    type: judge ? 'judge' : 'choice',
    score: q.fullMark,
    shaoXuan: q.questionType === 'multiple_more' ? (q.partialScore ?? 0) : 0,
  };
}

/** Short-answer items: a sub-question follows its question, which is added (scoreless) when the paper has only its parts. */
function shortAnswerItems(questions: readonly PaperQuestion[]): SubjectiveItem[] {
  const items: SubjectiveItem[] = [];
  for (const q of questions) {
    const parent = SUB_QUESTION.exec(q.label)?.[1];
    if (parent === undefined) {
      items.push(subjectiveItem(q.label, q.fullMark));
      continue;
    }
    const last = [...items].reverse().find((item) => item.level === 1);
    if (last?.qNum !== parent) items.push(subjectiveItem(parent, 0));
    items.push(subjectiveItem(q.label, q.fullMark, 2));
  }
  return items;
}

function draftOf(kind: DraftKind, title: string, run: readonly PaperQuestion[], firstPosition: number): SectionDraft {
  const named = sectionTitleOf(title) || undefined;
  switch (kind) {
    case 'objective':
      return { kind, title: named, items: run.map((q, i) => objectiveItem(q, firstPosition + i)) };
    case 'blankFilling':
      return { kind, title: named, items: run.map((q) => subjectiveItem(q.label, q.fullMark)), halfScore: run.some((q) => q.step === 0.5) };
    case 'shortAnswer':
      return { kind, title: named, items: shortAnswerItems(run), halfScore: run.some((q) => q.step === 0.5) };
    case 'optional':
      return { kind, title: named, score: run[0].fullMark, items: run.map((q) => subjectiveItem(q.label, q.fullMark)) };
    default:
      return { kind, title: named, score: run[0].fullMark, items: [subjectiveItem(run[0].label, run[0].fullMark)] };
  }
}

/** The card's sections for the paper's questions, in paper order. */
export function paperSectionDrafts(questions: readonly PaperQuestion[]): SectionDraft[] {
  const drafts: SectionDraft[] = [];
  let start = 0;
  while (start < questions.length) {
    const first = questions[start];
    const kind = kindOf(first);
    let end = start + 1;
    // a composition is a section alone; other kinds run on while the big question and kind stay
    const runs = kind !== 'composition' && kind !== 'englishComposition';
    while (
      runs &&
      end < questions.length &&
      kindOf(questions[end]) === kind &&
      questions[end].section === first.section &&
      (kind !== 'optional' || questions[end].optionalGroup === first.optionalGroup)
    ) {
      end++;
    }
    drafts.push(draftOf(kind, first.section, questions.slice(start, end), start + 1));
    start = end;
  }
  return drafts;
}

export function cardFromPaper(questions: readonly PaperQuestion[], title: string): AnswerCard {
  return cardWithSections(paperSectionDrafts(questions), createCard({ title }));
}
