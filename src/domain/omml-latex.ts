/**
 * Word's equations (Office Math, <m:oMath>) as LaTeX, so that a formula of an imported question
 * is typeset by KaTeX like every other formula of the platform. The converter for a .docx does
 * not read equations at all; they are rewritten to `$…$` text before it runs. Covered: runs,
 * fractions, super/subscripts, radicals, delimiters, n-ary operators (∑ ∫), functions, accents
 * and bars; anything else keeps its text in order.
 */

interface MathNode {
  name: string;
  attrs: Record<string, string>;
  children: MathNode[];
  text: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

/** A well-formed XML fragment as a tree (namespace prefixes kept in the names). */
export function parseFragment(xml: string): MathNode {
  const root: MathNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack = [root];
  const token = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (let m = token.exec(xml); m; m = token.exec(xml)) {
    const [, closing, name, attrText, selfClosing, text] = m;
    const top = stack[stack.length - 1];
    if (text !== undefined) {
      top.children.push({ name: '#text', attrs: {}, children: [], text: decode(text) });
      continue;
    }
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (attrText ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[a[1]] = decode(a[2] ?? a[3]);
    const node: MathNode = { name, attrs, children: [], text: '' };
    top.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root;
}

const SYMBOLS: Record<string, string> = {
  '×': '\\times ', '÷': '\\div ', '±': '\\pm ', '≤': '\\le ', '≥': '\\ge ', '≠': '\\ne ', '≈': '\\approx ',
  '∞': '\\infty ', 'π': '\\pi ', 'α': '\\alpha ', 'β': '\\beta ', 'γ': '\\gamma ', 'θ': '\\theta ', 'λ': '\\lambda ',
  'μ': '\\mu ', 'ω': '\\omega ', 'Δ': '\\Delta ', '∠': '\\angle ', '⊥': '\\perp ', '∥': '\\parallel ', '°': '^{\\circ}',
  '∈': '\\in ', '∉': '\\notin ', '⊆': '\\subseteq ', '∪': '\\cup ', '∩': '\\cap ', '∅': '\\varnothing ', '→': '\\rightarrow ',
  '⋅': '\\cdot ', '·': '\\cdot ', '△': '\\triangle ', '%': '\\%', '{': '\\{', '}': '\\}', '#': '\\#', '&': '\\&', '_': '\\_',
};
const NARY: Record<string, string> = { '∑': '\\sum', '∏': '\\prod', '∫': '\\int', '∬': '\\iint', '∮': '\\oint', '⋃': '\\bigcup', '⋂': '\\bigcap' };
const ACCENTS: Record<string, string> = { '̂': '\\hat', '̄': '\\bar', '→': '\\vec', '⃗': '\\vec', '̇': '\\dot', '̃': '\\tilde' };

function latexText(text: string): string {
  return [...text].map((c) => SYMBOLS[c] ?? c).join('');
}

function child(node: MathNode, name: string): MathNode | undefined {
  return node.children.find((c) => c.name === name);
}

function property(node: MathNode, pr: string, name: string): string | undefined {
  const holder = child(node, pr);
  const value = holder && child(holder, name);
  return value?.attrs['m:val'];
}

function arg(node: MathNode, name: string): string {
  const part = child(node, name);
  return part ? convert(part) : '';
}

function convert(node: MathNode): string {
  switch (node.name) {
    case '#text':
      return '';
    case 'm:t':
      return latexText(node.children.map((c) => c.text).join(''));
    case 'm:f':
      return `\\frac{${arg(node, 'm:num')}}{${arg(node, 'm:den')}}`;
    case 'm:sSup':
      return `{${arg(node, 'm:e')}}^{${arg(node, 'm:sup')}}`;
    case 'm:sSub':
      return `{${arg(node, 'm:e')}}_{${arg(node, 'm:sub')}}`;
    case 'm:sSubSup':
      return `{${arg(node, 'm:e')}}_{${arg(node, 'm:sub')}}^{${arg(node, 'm:sup')}}`;
    case 'm:rad': {
      const degree = arg(node, 'm:deg');
      return degree ? `\\sqrt[${degree}]{${arg(node, 'm:e')}}` : `\\sqrt{${arg(node, 'm:e')}}`;
    }
    case 'm:d': {
      const open = property(node, 'm:dPr', 'm:begChr') ?? '(';
      const close = property(node, 'm:dPr', 'm:endChr') ?? ')';
      const parts = node.children.filter((c) => c.name === 'm:e').map(convert);
      const fence = (c: string) => (c === '' ? '.' : c === '{' ? '\\{' : c === '}' ? '\\}' : c === '|' ? '|' : c);
      return `\\left${fence(open)}${parts.join(',')}\\right${fence(close)}`;
    }
    case 'm:nary': {
      const op = property(node, 'm:naryPr', 'm:chr') ?? '∫';
      const sub = arg(node, 'm:sub');
      const sup = arg(node, 'm:sup');
      return `${NARY[op] ?? latexText(op)}${sub ? `_{${sub}}` : ''}${sup ? `^{${sup}}` : ''}{${arg(node, 'm:e')}}`;
    }
    case 'm:func':
      return `\\operatorname{${arg(node, 'm:fName').replace(/\\operatorname\{([^}]*)\}/g, '$1')}}{${arg(node, 'm:e')}}`;
    case 'm:acc': {
      const accent = property(node, 'm:accPr', 'm:chr') ?? '̂';
      return `${ACCENTS[accent] ?? '\\hat'}{${arg(node, 'm:e')}}`;
    }
    case 'm:bar':
      return `\\overline{${arg(node, 'm:e')}}`;
    case 'm:limLow':
      return `\\underset{${arg(node, 'm:lim')}}{${arg(node, 'm:e')}}`;
    case 'm:limUpp':
      return `\\overset{${arg(node, 'm:lim')}}{${arg(node, 'm:e')}}`;
    default:
      if (node.name.endsWith('Pr') || node.name === 'w:rPr') return '';
      return node.children.map(convert).join('');
  }
}

/** The LaTeX of one <m:oMath> element's XML. */
export function ommlToLatex(xml: string): string {
  return convert(parseFragment(xml)).replace(/\s+/g, ' ').trim();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A Word document's XML with each equation replaced by a text run of its LaTeX between $ signs
 * ($$ for a displayed equation), so that a converter that skips equations keeps them as text.
 */
export function equationsAsText(documentXml: string): string {
  const run = (latex: string, delimiter: string) => `<w:r><w:t xml:space="preserve">${escapeXml(`${delimiter}${latex}${delimiter}`)}</w:t></w:r>`;
  return documentXml
    .replace(/<m:oMathPara\b[^>]*>([\s\S]*?)<\/m:oMathPara>/g, (_, inner: string) =>
      [...inner.matchAll(/<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g)].map((m) => run(ommlToLatex(m[0]), '$$')).join(''),
    )
    .replace(/<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g, (math) => run(ommlToLatex(math), '$'));
}
