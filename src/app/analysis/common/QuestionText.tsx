/**
 * A question's words as the paper has them: plain text with formulas between $…$ typeset by
 * KaTeX, line breaks kept. Bank questions may carry pictures as <img> addresses in their text;
 * those are shown with the image component, capped in width. A question the school's bank
 * stores as markup (paragraphs, emphasis, tables, written by a teacher or imported from Word) is
 * shown as the bank screens show it: sanitised, its formulas typeset.
 */
import { Fragment, useMemo } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { RichContent } from '../../answers/RichContent.tsx';
import { ImageBox, IMAGE_WIDTH_CAP } from './ImageBox.tsx';

/** Markup of the bank's stored form (a lone picture is not: plain texts carry those too). */
const STORED_MARKUP = /<\/?(?:p|br|b|strong|i|em|u|sub|sup|span|div|ul|ol|li|table|thead|tbody|tr|td|th)\b[^>]*>/i;

export function isStoredMarkup(text: string): boolean {
  return STORED_MARKUP.test(text);
}

type Part = { kind: 'text'; value: string } | { kind: 'math'; value: string } | { kind: 'image'; value: string };

const PATTERN = /\$([^$]+)\$|<img[^>]*\bsrc="([^"]+)"[^>]*>/g;

export function splitQuestionText(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    if (match.index > last) parts.push({ kind: 'text', value: text.slice(last, match.index) });
    parts.push(match[1] !== undefined ? { kind: 'math', value: match[1] } : { kind: 'image', value: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

function Math({ tex }: { tex: string }) {
  const html = useMemo(() => katex.renderToString(tex, { throwOnError: false }), [tex]);
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

export function QuestionText({ text, className }: { text: string; className?: string }) {
  const classes = ['question-text', className].filter(Boolean).join(' ');
  if (isStoredMarkup(text)) return <RichContent content={text} className={classes} />;
  const parts = splitQuestionText(text);
  return (
    <span className={classes}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part.kind === 'text' && part.value}
          {part.kind === 'math' && <Math tex={part.value} />}
          {part.kind === 'image' && <ImageBox src={part.value} capWidth={IMAGE_WIDTH_CAP} preview />}
        </Fragment>
      ))}
    </span>
  );
}
