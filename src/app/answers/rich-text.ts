/**
 * Rich answer text: the markup a question bank stores (paragraphs, emphasis, sub- and
 * superscripts, tables, pictures) with formulas between $…$ or $$…$$. Only a known set of tags
 * and attributes is kept; everything else is reduced to its text, so stored markup can never run
 * a script in the page.
 */
const ALLOWED_TAGS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'sub', 'sup', 'span', 'div', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'img']);
const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
};
const SAFE_URL = /^(https?:|data:image\/|\/)/i;

export type MathPart = { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

/** Splits text into plain parts and formulas ($$…$$ shown on a line of its own, $…$ inline). */
export function splitMath(text: string): MathPart[] {
  const parts: MathPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$\$([^$]+)\$\$|\$([^$]+)\$/g)) {
    if (match.index > last) parts.push({ kind: 'text', value: text.slice(last, match.index) });
    parts.push(match[1] !== undefined ? { kind: 'math', value: match[1], display: true } : { kind: 'math', value: match[2], display: false });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** Whether a text carries markup at all (plain text is shown as it is, line breaks kept). */
export function hasMarkup(text: string): boolean {
  return /<[a-z][\s\S]*>/i.test(text);
}

/** Keeps the allowed tags and attributes of `html`; returns the cleaned markup. */
export function sanitizeRichText(html: string, parser: DOMParser = new DOMParser()): string {
  const doc = parser.parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const clean = (node: Element) => {
    for (const child of [...node.children]) {
      const tag = child.tagName.toLowerCase();
      if (!ALLOWED_TAGS.has(tag)) {
        // scripts and styles go entirely; other unknown tags leave their text
        if (tag === 'script' || tag === 'style' || tag === 'iframe' || tag === 'object') child.remove();
        else child.replaceWith(doc.createTextNode(child.textContent ?? ''));
        continue;
      }
      for (const attribute of [...child.attributes]) {
        const allowed = ALLOWED_ATTRIBUTES[tag]?.has(attribute.name.toLowerCase());
        if (!allowed || (attribute.name.toLowerCase() === 'src' && !SAFE_URL.test(attribute.value.trim()))) child.removeAttribute(attribute.name);
      }
      clean(child);
    }
  };
  clean(root);
  return root.innerHTML;
}
