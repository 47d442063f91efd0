/**
 * Text sizes estimated without a font: Chinese characters and full-width punctuation are one
 * em wide, Latin letters and digits a little over half. Good enough to wrap notice lines and
 * pick a font size; the PDF export centres text with the real font's metrics.
 */
import { TEXT_LINE_SPACING } from './geometry.ts';

const NARROW_EM = 0.55;
const SPACE_EM = 0.3;

function charEm(code: number): number {
  if (code === 0x20) return SPACE_EM;
  // CJK, kana, full-width forms and CJK punctuation
  if (code >= 0x2e80 || (code >= 0x3000 && code <= 0x30ff)) return 1;
  return NARROW_EM;
}

export function textWidthMm(text: string, fontSize: number): number {
  let em = 0;
  for (let i = 0; i < text.length; i++) em += charEm(text.charCodeAt(i));
  return em * fontSize;
}

/** Breaks text into lines no wider than `width`, character by character (Chinese has no spaces to break at). */
export function wrapText(text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const char of text) {
    const w = charEm(char.charCodeAt(0)) * fontSize;
    if (line !== '' && lineWidth + w > width) {
      lines.push(line);
      line = '';
      lineWidth = 0;
    }
    line += char;
    lineWidth += w;
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

export function lineHeightOf(fontSize: number): number {
  return fontSize * TEXT_LINE_SPACING;
}
