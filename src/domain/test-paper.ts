/**
 * A test paper put together from bank questions for printing (GET /v1/download/testpaper,
 * issue 20): the basket's questions under their big questions (一、选择题（共2题，10分）) numbered
 * through the paper, each question's markup turned into paragraphs of text and pictures. Both
 * the Word and the PDF writer print this one outline, so the two files say the same.
 */
import { numberToChinese } from './number-to-chinese.ts';
import { plainText, topLevelBlocks } from './question-split.ts';
import { TEST_PAPER_TEXTS } from '../i18n/zh-CN/domain/test-paper.ts';

export type PaperBlock = { kind: 'text'; text: string } | { kind: 'image'; dataUrl: string };

export interface PaperQuestionSource {
  text: string;
  options: readonly { key: string; value: string }[];
  answer: readonly string[];
  jieda: string;
  children: readonly { text: string; answer: readonly string[] }[];
}

export interface PaperItem {
  number: number;
  score: number;
  /** the question's paragraphs, its number and score before the first */
  blocks: PaperBlock[];
  options: { key: string; blocks: PaperBlock[] }[];
  parts: PaperBlock[][];
  /** the teacher's version: answer and explanation */
  answer: string;
  explanation: PaperBlock[];
}

export interface PaperSection {
  heading: string;
  items: PaperItem[];
}

const LATEX_WORDS: Record<string, string> = {
  '\\times': '×', '\\div': '÷', '\\pm': '±', '\\le': '≤', '\\ge': '≥', '\\ne': '≠', '\\approx': '≈', '\\infty': '∞',
  '\\pi': 'π', '\\alpha': 'α', '\\beta': 'β', '\\theta': 'θ', '\\angle': '∠', '\\perp': '⊥', '\\parallel': '∥',
  '\\cdot': '·', '\\triangle': '△', '\\in': '∈', '\\cup': '∪', '\\cap': '∩', '\\circ': '°', '\\left': '', '\\right': '',
};

/**
 * A formula as a printed line reads it: fractions as (a)/(b), roots as √(x), powers as ^2, the
 * common symbols as themselves. Printed papers that need typeset formulas are made in Word from
 * the .docx, where the reader can refine them.
 */
export function formulaText(latex: string): string {
  let text = latex;
  for (let i = 0; i < 5; i++) {
    text = text
      .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
      .replace(/\\sqrt\[([^\]]*)\]\{([^{}]*)\}/g, '$1√($2)')
      .replace(/\\sqrt\{([^{}]*)\}/g, '√($1)')
      .replace(/\{([^{}]*)\}/g, '$1');
  }
  return text
    .replace(/\\[a-zA-Z]+/g, (word) => LATEX_WORDS[word] ?? word.slice(1))
    .replace(/\\([{}%#&_])/g, '$1')
    .replace(/\((\w)\)\/\((\w)\)/g, '$1/$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of markup with its formulas ($…$, $$…$$) made readable. */
function readable(html: string): string {
  return plainText(html)
    .replace(/\$\$([^$]+)\$\$|\$([^$]+)\$/g, (_, display?: string, inline?: string) => formulaText(display ?? inline ?? ''))
    .trim();
}

/** Markup as paragraphs of text and pictures, in order. */
export function blocksOf(html: string): PaperBlock[] {
  const blocks: PaperBlock[] = [];
  const chunks = topLevelBlocks(html);
  for (const chunk of chunks.length > 0 ? chunks : [html]) {
    let rest = chunk;
    for (const img of chunk.matchAll(/<img\b[^>]*\bsrc="(data:image\/(?:png|jpeg);base64,[^"]+)"[^>]*>/gi)) {
      const [before, after] = [rest.slice(0, rest.indexOf(img[0])), rest.slice(rest.indexOf(img[0]) + img[0].length)];
      const text = readable(before);
      if (text) blocks.push({ kind: 'text', text });
      blocks.push({ kind: 'image', dataUrl: img[1] });
      rest = after;
    }
    const text = readable(rest);
    if (text) blocks.push({ kind: 'text', text });
  }
  return blocks;
}

export interface PaperEntry {
  question: PaperQuestionSource;
  group: string;
  score: number;
}

/** The basket's questions in order, consecutive ones of one big question under one heading. */
export function paperOutline(entries: readonly PaperEntry[]): PaperSection[] {
  const sections: { group: string; items: PaperItem[] }[] = [];
  entries.forEach((entry, index) => {
    const { question } = entry;
    const item: PaperItem = {
      number: index + 1,
      score: entry.score,
      blocks: blocksOf(question.text),
      options: question.options.map((o) => ({ key: o.key, blocks: blocksOf(o.value) })),
      parts: question.children.map((c) => blocksOf(c.text)),
      answer: [question.answer.join('、'), ...question.children.map((c, i) => (c.answer.length > 0 ? `(${i + 1}) ${c.answer.join('、')}` : ''))]
        .filter((a) => a !== '')
        .map(readable)
        .join('；'),
      explanation: blocksOf(question.jieda),
    };
    const last = sections[sections.length - 1];
    if (last && last.group === entry.group) last.items.push(item);
    else sections.push({ group: entry.group, items: [item] });
  });
  return sections.map((section, i) => ({
    heading: TEST_PAPER_TEXTS.heading(numberToChinese(i + 1), section.group, section.items.length, section.items.reduce((sum, item) => sum + item.score, 0)),
    items: section.items,
  }));
}
