/**
 * Splits a question paper, as HTML converted from a Word file, into questions by their
 * numbering (issue 20: "split into questions by their numbering, images and formulas kept").
 * The teacher fixes the split on screen before anything is saved, so this reads the common
 * layout of Chinese papers and leaves the rest in the question text rather than guessing:
 *
 *   一、选择题              a section heading: the type of the questions under it
 *   1. 题干 …              a new question (1. 1． 1、)
 *   A. … B. … C. … D. …    options, one per paragraph or several on one line
 *   (1) …                  a sub-question of the question above
 *   【答案】A  /  答案：A    the answer
 *   【解析】…              the explanation, up to the next question
 *
 * Formulas arrive as $…$ text and images as <img> inside the paragraphs; both stay in the
 * markup of the part they belong to.
 */
import {
  ANSWER_LABEL,
  EXPLANATION_LABEL,
  FALSE_WORDS,
  SECTION_HEADING,
  SECTION_TYPE_WORDS,
  TRUE_WORDS,
} from '../i18n/zh-CN/domain/question-split.ts';
import { BANK_QUESTION_TYPES } from './question-bank.ts';

export interface SplitPart {
  text: string;
  options: { key: string; value: string }[];
  answer: string[];
  jieda: string;
}

export interface SplitQuestion extends SplitPart {
  /** the number the paper gives it */
  number: number;
  typeId: number;
  children: SplitPart[];
}

const QUESTION_START = /^\s*(\d{1,3})\s*[.．、]\s*/;
const PART_START = /^\s*[(（]\s*(\d{1,2})\s*[)）]\s*/;
const OPTION_MARK = /(?:^|\s|&nbsp;|>)([A-H])\s*[.．、]\s*/g;
const TYPE = Object.fromEntries(BANK_QUESTION_TYPES.map((t) => [t.questionType, t.id])) as Record<string, number>;

/** The top-level blocks (<p>, <table>, <ol> …) of converted HTML, in order. */
export function topLevelBlocks(html: string): string[] {
  const blocks: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
  let depth = 0;
  let start = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing || /^(img|br|hr)$/i.test(name)) {
      if (depth === 0) blocks.push(m[0]);
      continue;
    }
    if (!closing) {
      if (depth === 0) start = m.index;
      depth++;
    } else if (--depth === 0) {
      blocks.push(html.slice(start, m.index + m[0].length));
    }
  }
  return blocks;
}

/** The readable text of markup: tags removed, entities of spaces and brackets decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The inside of a paragraph (<p …>inner</p>), or the block itself when it is something else. */
function innerOf(block: string): string {
  const m = /^<p\b[^>]*>([\s\S]*)<\/p>$/.exec(block);
  return m ? m[1] : block;
}

/** Removes a leading label (number, 答案：…) from markup, keeping tags that open before it. */
function withoutLead(inner: string, lead: RegExp): string {
  let out = '';
  let rest = inner;
  while (rest.startsWith('<') && !/^<img\b/i.test(rest)) {
    const end = rest.indexOf('>') + 1;
    out += rest.slice(0, end);
    rest = rest.slice(end);
  }
  return out + rest.replace(lead, '');
}

function typeOfHeading(text: string): number | undefined {
  return SECTION_TYPE_WORDS.find((s) => s.words.some((w) => text.includes(w)))?.typeId;
}

/** Options written in a paragraph: `A. x  B. y` → [{A, x}, {B, y}], or undefined when it is not an option line. */
function optionsOf(inner: string): { key: string; value: string }[] | undefined {
  if (!/^[A-H]\s*[.．、]/.test(plainText(inner).trim())) return undefined;
  const marks = [...inner.matchAll(OPTION_MARK)].map((m) => ({ key: m[1], start: m.index + m[0].indexOf(m[1]), end: m.index + m[0].length }));
  return marks.map((mark, i) => ({ key: mark.key, value: optionMarkup(inner.slice(mark.end, i + 1 < marks.length ? marks[i + 1].start : inner.length)) }));
}

/** An option cut out of a paragraph keeps its pictures, formulas and super/subscripts; other tags may be cut in half and go. */
function optionMarkup(html: string): string {
  return html
    .replace(/<(?!\/?(?:img|sup|sub)\b)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

function answerOf(typeId: number, text: string): string[] {
  const trimmed = text.trim();
  if (typeId === TYPE.multiple_one || typeId === TYPE.multiple_more) return [...new Set(trimmed.toUpperCase().match(/[A-H]/g) ?? [])];
  if (typeId === TYPE.true_false) {
    if (TRUE_WORDS.some((w) => trimmed.startsWith(w))) return ['T'];
    if (FALSE_WORDS.some((w) => trimmed.startsWith(w))) return ['F'];
  }
  return trimmed === '' ? [] : [trimmed];
}

const emptyPart = (text: string): SplitPart => ({ text, options: [], answer: [], jieda: '' });

/** Splits converted HTML into numbered questions; blocks before the first number are left out. */
export function splitQuestions(html: string): SplitQuestion[] {
  const questions: SplitQuestion[] = [];
  let sectionType: number | undefined;
  let current: SplitQuestion | undefined;
  let part: SplitPart | undefined;
  let field: 'text' | 'jieda' = 'text';
  let answerText: string | undefined;
  const finish = () => {
    if (!current) return;
    if (current.options.length > 0 && (current.typeId === TYPE.big_spaces || current.typeId === TYPE.empty_spaces)) current.typeId = TYPE.multiple_one;
    if (answerText !== undefined) {
      if (current.typeId === TYPE.multiple_one && answerOf(TYPE.multiple_more, answerText).length > 1 && sectionType === undefined) current.typeId = TYPE.multiple_more;
      current.answer = answerOf(current.typeId, answerText);
    }
    questions.push(current);
  };
  for (const block of topLevelBlocks(html)) {
    const inner = innerOf(block);
    const text = plainText(inner).trim();
    if (text === '' && !/<img\b/i.test(inner)) continue;
    if (SECTION_HEADING.test(text) && !QUESTION_START.test(text)) {
      sectionType = typeOfHeading(text) ?? sectionType;
      continue;
    }
    const number = QUESTION_START.exec(text);
    if (number) {
      finish();
      current = { number: Number(number[1]), typeId: sectionType ?? TYPE.big_spaces, children: [], ...emptyPart(`<p>${withoutLead(inner, QUESTION_START)}</p>`) };
      part = current;
      field = 'text';
      answerText = undefined;
      continue;
    }
    if (!current || !part) continue;
    if (ANSWER_LABEL.test(text)) {
      const rest = plainText(withoutLead(inner, ANSWER_LABEL));
      if (part === current) answerText = rest;
      else part.answer = answerOf(TYPE.big_spaces, rest);
      field = 'text';
      continue;
    }
    if (EXPLANATION_LABEL.test(text)) {
      field = 'jieda';
      current.jieda += `<p>${withoutLead(inner, EXPLANATION_LABEL)}</p>`;
      continue;
    }
    if (field === 'jieda') {
      current.jieda += block;
      continue;
    }
    const options = current.children.length === 0 ? optionsOf(inner) : undefined;
    if (options) {
      current.options.push(...options);
      continue;
    }
    if (PART_START.test(text) && current.options.length === 0) {
      part = emptyPart(`<p>${withoutLead(inner, PART_START)}</p>`);
      current.children.push(part);
      continue;
    }
    part.text += block;
  }
  finish();
  return questions;
}
