/** Rich or math-formatted content: sanitised markup, with formulas typeset by KaTeX. */
import { Fragment, useMemo } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { hasMarkup, sanitizeRichText, splitMath } from './rich-text.ts';

function Formula({ tex, display }: { tex: string; display: boolean }) {
  const html = useMemo(() => katex.renderToString(tex, { throwOnError: false, displayMode: display }), [tex, display]);
  return <span className={display ? 'rich-math-display' : 'rich-math'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Typesets the formulas inside already-clean markup. */
function typesetMarkup(html: string): string {
  return splitMath(html)
    .map((part) => (part.kind === 'text' ? part.value : katex.renderToString(part.value, { throwOnError: false, displayMode: part.display })))
    .join('');
}

export function RichContent({ content, className }: { content: string; className?: string }) {
  const markup = useMemo(() => (hasMarkup(content) ? typesetMarkup(sanitizeRichText(content)) : null), [content]);
  if (markup !== null) return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div className={className} style={{ whiteSpace: 'pre-wrap' }}>
      {splitMath(content).map((part, i) => (
        <Fragment key={i}>{part.kind === 'text' ? part.value : <Formula tex={part.value} display={part.display} />}</Fragment>
      ))}
    </div>
  );
}
