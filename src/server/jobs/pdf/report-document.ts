/**
 * A printable A4 document that flows top to bottom: titles, paragraphs that wrap, tables that
 * continue on the next page with their header repeated, simple bar charts and images, with the
 * page number at the foot of every page. Everything is drawn with pdf-lib in the CJK font.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { cjkFontBytes, fontkitForPdfLib } from './cjk-font.ts';
import { t } from '../../../i18n/zh-CN.ts';

/** A4 in PostScript points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const FOOTER_HEIGHT = 24;
const LINE_GAP = 1.45;

export const Palette = {
  text: rgb(0.13, 0.13, 0.16),
  muted: rgb(0.42, 0.45, 0.5),
  accent: rgb(0.09, 0.47, 0.95),
  accentSoft: rgb(0.9, 0.94, 1),
  rule: rgb(0.82, 0.85, 0.9),
  warn: rgb(0.86, 0.3, 0.2),
  barColors: [rgb(0.09, 0.47, 0.95), rgb(0.2, 0.7, 0.5), rgb(0.98, 0.6, 0.15), rgb(0.58, 0.4, 0.9)],
} as const;

export interface TableColumn {
  title: string;
  /** share of the text width; the shares are normalised */
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface BarSeries {
  label: string;
  values: number[];
}

export interface BarChart {
  title: string;
  categories: string[];
  series: BarSeries[];
  /** the value axis's top; the largest value when absent */
  max?: number;
  /**
   * the value axis's ticks, lowest first, the last one its top (e.g. whole people: countAxisTicks);
   * when absent, four equal steps up to the top
   */
  ticks?: number[];
  /** how each value is printed above its bar; at most two decimals when absent */
  valueFormat?: (value: number) => string;
  height?: number;
}

export class ReportDocument {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  private constructor(
    readonly pdf: PDFDocument,
    readonly font: PDFFont,
    private readonly footer: (page: number, total: number) => string,
  ) {}

  static async create(options: { title: string; footer: (page: number, total: number) => string }): Promise<ReportDocument> {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkitForPdfLib);
    pdf.setTitle(options.title);
    pdf.setCreator(t.common.appName);
    pdf.setProducer(t.common.appName);
    const font = await pdf.embedFont(await cjkFontBytes(), { subset: true });
    const doc = new ReportDocument(pdf, font, options.footer);
    doc.newPage();
    return doc;
  }

  get textWidth(): number {
    return A4.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return MARGIN + FOOTER_HEIGHT;
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensureRoom(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  spacer(height: number): void {
    this.y -= height;
  }

  /** Text broken into lines that fit `width` at `size`: CJK between any two characters, Latin at spaces. */
  wrap(text: string, size: number, width: number = this.textWidth): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const token of paragraph.match(/[A-Za-z0-9.,:;!?'"()[\]{}+\-*/=<>%$#@&_^~`|\\]+|\s+|./gu) ?? ['']) {
        const candidate = line + token;
        if (line && this.font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line.trimEnd());
          line = token.trimStart();
          // a token longer than the line is cut where it must be
          while (this.font.widthOfTextAtSize(line, size) > width && line.length > 1) {
            let cut = line.length - 1;
            while (cut > 1 && this.font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
            lines.push(line.slice(0, cut));
            line = line.slice(cut);
          }
        } else {
          line = candidate;
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  text(content: string, options: { size?: number; color?: RGB; indent?: number; align?: 'left' | 'center' } = {}): void {
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    const width = this.textWidth - indent;
    for (const line of this.wrap(clean(content), size, width)) {
      this.ensureRoom(size * LINE_GAP);
      this.y -= size * LINE_GAP;
      const x = options.align === 'center' ? MARGIN + (this.textWidth - this.font.widthOfTextAtSize(line, size)) / 2 : MARGIN + indent;
      this.page.drawText(line, { x, y: this.y + size * 0.25, size, font: this.font, color: options.color ?? Palette.text });
    }
  }

  title(content: string): void {
    this.text(content, { size: 18, align: 'center' });
    this.spacer(6);
  }

  heading(content: string): void {
    this.ensureRoom(40);
    this.spacer(10);
    this.text(content, { size: 13.5, color: Palette.accent });
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 3 }, end: { x: A4.width - MARGIN, y: this.y - 3 }, thickness: 0.8, color: Palette.rule });
    this.spacer(8);
  }

  subheading(content: string): void {
    this.ensureRoom(30);
    this.spacer(4);
    this.text(content, { size: 11.5 });
    this.spacer(2);
  }

  table(columns: TableColumn[], rows: (string | number)[][], options: { size?: number } = {}): void {
    const size = options.size ?? 9.5;
    const share = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / share) * this.textWidth);
    const padding = 4;
    const rowHeightOf = (cells: string[]) => Math.max(...cells.map((cell, i) => this.wrap(cell, size, widths[i] - 2 * padding).length)) * size * LINE_GAP + 2 * padding;
    const drawRow = (cells: string[], header: boolean) => {
      const height = rowHeightOf(cells);
      if (header) this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.textWidth, height, color: Palette.accentSoft });
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const lines = this.wrap(cell, size, widths[i] - 2 * padding);
        lines.forEach((line, li) => {
          const lineWidth = this.font.widthOfTextAtSize(line, size);
          const align = header ? 'center' : (columns[i].align ?? 'left');
          const left = align === 'left' ? x + padding : align === 'right' ? x + widths[i] - padding - lineWidth : x + (widths[i] - lineWidth) / 2;
          this.page.drawText(line, { x: left, y: this.y - padding - (li + 1) * size * LINE_GAP + size * 0.3, size, font: this.font, color: Palette.text });
        });
        x += widths[i];
      });
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.5, color: Palette.rule });
    };
    const header = columns.map((c) => c.title);
    this.ensureRoom(rowHeightOf(header) + 20);
    drawRow(header, true);
    for (const row of rows) {
      const cells = row.map(String);
      if (this.y - rowHeightOf(cells) < this.bottom) {
        this.newPage();
        drawRow(header, true);
      }
      drawRow(cells, false);
    }
    this.spacer(8);
  }

  /** Vertical bars per category, one bar per series, with the value above each bar. */
  barChart(chart: BarChart): void {
    const height = chart.height ?? 170;
    const legendHeight = chart.series.length > 1 ? 16 : 0;
    this.ensureRoom(height + 60 + legendHeight);
    this.subheading(chart.title);
    // room for the top value label above the highest bar
    this.spacer(12);
    const values = chart.series.flatMap((s) => s.values);
    const top = chart.ticks?.at(-1) ?? chart.max ?? Math.max(1, ...values);
    const ticks = chart.ticks ?? [0, 1, 2, 3, 4].map((i) => (top * i) / 4);
    const axisX = MARGIN + 28;
    const plotWidth = A4.width - MARGIN - axisX;
    const baseY = this.y - height;
    const size = 8;
    // value axis: a gridline per tick
    for (const tick of ticks) {
      const y = baseY + (top > 0 ? (height * tick) / top : 0);
      this.page.drawLine({ start: { x: axisX, y }, end: { x: axisX + plotWidth, y }, thickness: 0.4, color: Palette.rule });
      const label = String(Math.round(tick * 10) / 10);
      this.page.drawText(label, { x: axisX - 4 - this.font.widthOfTextAtSize(label, size), y: y - size / 3, size, font: this.font, color: Palette.muted });
    }
    const slot = plotWidth / Math.max(1, chart.categories.length);
    const barWidth = Math.min(28, (slot * 0.7) / chart.series.length);
    chart.categories.forEach((category, ci) => {
      const groupLeft = axisX + ci * slot + (slot - barWidth * chart.series.length) / 2;
      chart.series.forEach((series, si) => {
        const value = series.values[ci] ?? 0;
        const barHeight = top > 0 ? (Math.max(0, Math.min(value, top)) / top) * height : 0;
        const x = groupLeft + si * barWidth;
        this.page.drawRectangle({ x, y: baseY, width: barWidth * 0.9, height: barHeight, color: Palette.barColors[si % Palette.barColors.length] });
        const text = chart.valueFormat ? chart.valueFormat(value) : String(Math.round(value * 100) / 100);
        const textSize = Math.min(size, barWidth * 0.9 > this.font.widthOfTextAtSize(text, size) ? size : 6.5);
        this.page.drawText(text, { x: x + (barWidth * 0.9 - this.font.widthOfTextAtSize(text, textSize)) / 2, y: baseY + barHeight + 2, size: textSize, font: this.font, color: Palette.text });
      });
      const label = this.wrap(category, size, slot - 2)[0] ?? '';
      this.page.drawText(label, { x: axisX + ci * slot + (slot - this.font.widthOfTextAtSize(label, size)) / 2, y: baseY - 12, size, font: this.font, color: Palette.text });
    });
    this.y = baseY - 22;
    if (legendHeight) {
      let x = axisX;
      chart.series.forEach((series, si) => {
        this.page.drawRectangle({ x, y: this.y - 2, width: 9, height: 9, color: Palette.barColors[si % Palette.barColors.length] });
        this.page.drawText(series.label, { x: x + 13, y: this.y, size, font: this.font, color: Palette.text });
        x += 13 + this.font.widthOfTextAtSize(series.label, size) + 18;
      });
      this.y -= legendHeight;
    }
    this.spacer(6);
  }

  /** A PNG or JPEG image scaled to the text width (and at most `maxHeight`), on a new page when needed. */
  async image(bytes: Uint8Array, kind: 'png' | 'jpg', maxHeight: number = A4.height - 2 * MARGIN - FOOTER_HEIGHT - 40): Promise<void> {
    const image = kind === 'png' ? await this.pdf.embedPng(bytes) : await this.pdf.embedJpg(bytes);
    const scale = Math.min(this.textWidth / image.width, maxHeight / image.height, 1.5);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensureRoom(height + 6);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN + (this.textWidth - width) / 2, y: this.y, width, height });
    this.spacer(6);
  }

  async save(): Promise<Uint8Array> {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const text = this.footer(i + 1, total);
      const size = 8.5;
      page.drawText(text, { x: (A4.width - this.font.widthOfTextAtSize(text, size)) / 2, y: MARGIN - 14, size, font: this.font, color: Palette.muted });
    });
    return this.pdf.save();
  }
}

/** Question texts may carry simple markup: a PDF prints the words. */
export function clean(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
