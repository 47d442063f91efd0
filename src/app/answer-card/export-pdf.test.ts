import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { BARS } from 'jsbarcode/bin/barcodes/CODE128/constants.js';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFDict } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { editHeader, layoutCard, mmToPt, SchoolNumberType, type AnswerCard } from '../../domain/answer-card/index.ts';
import { sampleCard } from '../../domain/answer-card/sample-cards.ts';
import { hasPopplerTool } from '../../../tests/support/poppler.ts';
import { exportCardPdf } from './export-pdf.ts';

const require = createRequire(import.meta.url);
const fontBytes = new Uint8Array(readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));

/**
 * Whether a PDF shows `expected`: read by pdftotext when the machine has it; otherwise every
 * character must be among those the embedded fonts' ToUnicode maps name (glyph order, not reading order).
 */
async function showsText(pdf: Uint8Array, expected: string): Promise<boolean> {
  const { text, inReadingOrder } = await textOf(pdf);
  if (inReadingOrder) return text.includes(expected);
  return [...expected.replace(/\s/g, '')].every((char) => text.includes(char));
}

async function textOf(pdf: Uint8Array): Promise<{ text: string; inReadingOrder: boolean }> {
  if (hasPopplerTool('pdftotext')) {
    const dir = mkdtempSync(join(tmpdir(), 'answer-card-'));
    try {
      writeFileSync(join(dir, 'card.pdf'), pdf);
      return { text: execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'card.pdf'), '-'], { encoding: 'utf8' }), inReadingOrder: true };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const document = await PDFDocument.load(pdf);
  let text = '';
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const cmap = rawStream(document, object.get(PDFName.of('ToUnicode')));
    const source = new TextDecoder().decode(inflateSync(cmap.getContents()));
    for (const [, hex] of source.matchAll(/<[0-9a-f]+> <([0-9a-f]{4,})>/gi)) text += String.fromCharCode(Number.parseInt(hex, 16));
  }
  return { text, inReadingOrder: false };
}

function rawStream(document: PDFDocument, ref: unknown): PDFRawStream {
  const object = ref instanceof PDFRef ? document.context.lookup(ref) : ref;
  if (!(object instanceof PDFRawStream)) throw new Error('a stream was expected');
  return object;
}

/** The page's content stream as text. */
function contentOf(document: PDFDocument, index: number): string {
  const contents = document.getPage(index).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => {
      const stream = rawStream(document, ref);
      return new TextDecoder().decode(decodePDFRawStream(stream).decode());
    })
    .join('\n');
}

interface FilledRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Black filled rectangles as pdf-lib draws them: a translation, then a closed path filled. */
function blackRects(content: string): FilledRect[] {
  const rects: FilledRect[] = [];
  for (const [, body] of `\n${content}`.matchAll(/\nq\n([\s\S]*?)\nQ/g)) {
    if (!/^0 0 0 rg$/m.test(body) || !/^f$/m.test(body)) continue;
    const move = /1 0 0 1 (\S+) (\S+) cm/.exec(body);
    const corners = [...body.matchAll(/^(\S+) (\S+) l$/gm)].map(([, x, y]) => [Number(x), Number(y)]);
    if (!move || corners.length !== 3) continue;
    rects.push({
      x: Number(move[1]),
      y: Number(move[2]),
      width: Math.max(...corners.map(([x]) => x)),
      height: Math.max(...corners.map(([, y]) => y)),
    });
  }
  return rects;
}

const SYMBOL_BY_PATTERN = new Map(BARS.map((pattern, value) => [String(pattern), value]));
const STOP_PATTERN = String(BARS[106]);

/**
 * Reads a Code128 value back from drawn bars (in points): the narrowest bar is one module; the
 * module pattern is cut into 11-module symbols up to the stop pattern, the check symbol verified,
 * and the symbols decoded through code sets A, B and C.
 */
function decodeCode128(bars: FilledRect[]): string {
  const sorted = [...bars].sort((a, b) => a.x - b.x);
  const module = Math.min(...sorted.map((bar) => bar.width));
  const origin = sorted[0].x;
  const total = Math.round((sorted[sorted.length - 1].x + sorted[sorted.length - 1].width - origin) / module);
  const bits = Array.from({ length: total }, () => '0');
  for (const bar of sorted) {
    const start = Math.round((bar.x - origin) / module);
    for (let i = 0; i < Math.round(bar.width / module); i++) bits[start + i] = '1';
  }
  const pattern = bits.join('');
  expect(pattern.endsWith(STOP_PATTERN)).toBe(true);
  const symbols: number[] = [];
  for (let at = 0; at < pattern.length - STOP_PATTERN.length; at += 11) {
    const value = SYMBOL_BY_PATTERN.get(pattern.slice(at, at + 11));
    if (value === undefined) throw new Error(`no Code128 symbol ${pattern.slice(at, at + 11)}`);
    symbols.push(value);
  }
  const check = symbols.pop()!;
  expect(symbols.reduce((sum, value, i) => sum + value * Math.max(i, 1), 0) % 103).toBe(check);
  let set = { 103: 'A', 104: 'B', 105: 'C' }[symbols[0]];
  let text = '';
  for (const value of symbols.slice(1)) {
    if (set === 'C') {
      if (value < 100) text += String(value).padStart(2, '0');
      else set = value === 100 ? 'B' : 'A';
    } else if (value === 99) set = 'C';
    else if (value === 100 && set === 'A') set = 'B';
    else if (value === 101 && set === 'B') set = 'A';
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else text += String.fromCharCode(value < 64 ? value + 32 : value - 64);
  }
  return text;
}

function barsWithin(rects: FilledRect[], pageHeight: number, box: { x: number; y: number; width: number; height: number }): FilledRect[] {
  const left = mmToPt(box.x);
  const right = mmToPt(box.x + box.width);
  const bottom = mmToPt(pageHeight - box.y - box.height);
  const top = mmToPt(pageHeight - box.y);
  return rects.filter((r) => r.x >= left - 0.01 && r.x + r.width <= right + 0.01 && r.y >= bottom - 0.01 && r.y + r.height <= top + 0.01);
}

describe('answer-card PDF', () => {
  let card: AnswerCard;
  let pdf: Uint8Array;
  let document: PDFDocument;

  beforeAll(async () => {
    card = sampleCard({ isPageQRcode: 1, isCode: 1 });
    pdf = await exportCardPdf(card, { fontBytes });
    document = await PDFDocument.load(pdf);
  });

  it('has every page of the layout at the exact A3 size in points', () => {
    expect(document.getPageCount()).toBe(layoutCard(card).pages.length);
    expect(document.getPageCount()).toBe(2);
    for (const page of document.getPages()) {
      const { width, height } = page.getSize();
      expect(width).toBeCloseTo((420 * 72) / 25.4, 2);
      expect(height).toBeCloseTo((296 * 72) / 25.4, 2);
    }
  });

  it('carries the Chinese title, notice and headings as text', async () => {
    for (const expected of ['2024学年第一学期期末考试 语文答题卡', '注意事项', '一、选择题', '我选做的题号', '第1页 共2页']) {
      expect(await showsText(pdf, expected), expected).toBe(true);
    }
    expect(await showsText(pdf, '数学答题卡')).toBe(false);
  });

  it('embeds only a subset of the Chinese font', () => {
    const fontFiles = [...document.context.enumerateIndirectObjects()].filter(
      ([, object]) => object instanceof PDFDict && object.get(PDFName.of('FontFile2')) !== undefined,
    );
    expect(fontFiles).toHaveLength(1);
    const descriptor = fontFiles[0][1] as PDFDict;
    const file = rawStream(document, descriptor.get(PDFName.of('FontFile2')));
    // the full font is 10 MB; the card uses a few hundred glyphs
    expect(file.getContents().length).toBeLessThan(300_000);
  });

  it('draws the four anchors of every page as filled squares', () => {
    for (let p = 0; p < document.getPageCount(); p++) {
      const anchors = blackRects(contentOf(document, p)).filter((r) => Math.abs(r.width - mmToPt(5)) < 0.01 && Math.abs(r.height - mmToPt(5)) < 0.01);
      expect(anchors.map((r) => [Math.round(r.x), Math.round(r.y)])).toEqual([
        [Math.round(mmToPt(4)), Math.round(mmToPt(296 - 14))],
        [Math.round(mmToPt(411)), Math.round(mmToPt(296 - 14))],
        [Math.round(mmToPt(4)), Math.round(mmToPt(296 - 287))],
        [Math.round(mmToPt(411)), Math.round(mmToPt(296 - 287))],
      ]);
    }
  });

  it('prints a page-code barcode that reads back as the page key', () => {
    const layout = layoutCard(card);
    for (const page of layout.pages) {
      const bars = barsWithin(blackRects(contentOf(document, page.pageIndex)), page.height, page.pageCode!);
      expect(bars.length).toBeGreaterThan(5);
      expect(decodeCode128(bars)).toBe(page.pageKey);
    }
  });

  it('prints a personalised copy per student, the exam number as a barcode', async () => {
    const edited = editHeader(sampleCard(), { schNumType: SchoolNumberType.barcode });
    if (!edited.ok) throw new Error(edited.error.message);
    const students = [
      { number: '20240815', name: '张三' },
      { number: 'A1078', name: '李四' },
    ];
    const copies = await PDFDocument.load(await exportCardPdf(edited.card, { fontBytes, students }));
    const layout = layoutCard(edited.card);
    expect(copies.getPageCount()).toBe(layout.pages.length * students.length);
    const header = layout.pages[0].header!;
    const area = header.elements.find((e) => e.type === 'barcode')!;
    if (area.type !== 'barcode') throw new Error('barcode area expected');
    const box = { x: header.x + area.x, y: header.y + area.y, width: area.width, height: area.height };
    students.forEach((student, s) => {
      const bars = barsWithin(blackRects(contentOf(copies, s * layout.pages.length)), layout.frame.pageHeight, box);
      expect(decodeCode128(bars)).toBe(student.number);
    });
    const saved = await copies.save();
    expect(await showsText(saved, '张三')).toBe(true);
    expect(await showsText(saved, '李四')).toBe(true);
  });

  it('prints a red card in #FF0000, anchors and codes staying black', async () => {
    const red = await PDFDocument.load(await exportCardPdf(card, { fontBytes, color: 'red' }));
    const content = contentOf(red, 0);
    expect(content).toMatch(/^1 0 0 RG$/m);
    expect(content).toMatch(/^1 0 0 rg$/m);
    expect(blackRects(content).length).toBeGreaterThan(4 + 20);
    expect(contentOf(document, 0)).not.toMatch(/^1 0 0 RG$/m);
  });
});
