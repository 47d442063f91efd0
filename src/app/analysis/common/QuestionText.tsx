/**
 * A question's words as the paper has them: plain text with formulas between $…$ typeset by
 * KaTeX, line breaks kept. Bank questions may carry pictures as <img> addresses in their text;
 * those are shown with the image component, capped in width.
 */
import { Fragment, useMemo } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { ImageBox, IMAGE_WIDTH_CAP } from './ImageBox.tsx';

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
  const parts = splitQuestionText(text);
  return (
    <span className={['question-text', className].filter(Boolean).join(' ')}>
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
