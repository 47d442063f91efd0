/**
 * The test paper of the basket as files (GET /v1/download/testpaper): a Word document written
 * with the docx package and an A4 PDF drawn by pdf-lib in the platform's Chinese font (the report
 * document of the PDF reports). Both print the same outline (src/domain/test-paper.ts); the
 * teacher's version adds each question's answer and explanation.
 */
import { AlignmentType, Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import type { PaperBlock, PaperItem, PaperSection } from '../../../domain/test-paper.ts';
import { TEST_PAPER_TEXTS } from '../../../i18n/zh-CN/domain/test-paper.ts';
import { Palette, ReportDocument } from '../../jobs/pdf/report-document.ts';

export interface PaperFile {
  title: string;
  sections: PaperSection[];
  teacher: boolean;
}

interface Picture {
  bytes: Buffer;
  kind: 'png' | 'jpg';
  width: number;
  height: number;
}

/** The bytes, kind and pixel size of a data: URL picture (PNG or JPEG); undefined when unreadable. */
function pictureOf(dataUrl: string): Picture | undefined {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl);
  if (!match) return undefined;
  const bytes = Buffer.from(match[2], 'base64');
  if (match[1] === 'png') return bytes.length >= 24 ? { bytes, kind: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : undefined;
  // a JPEG's size is in its start-of-frame segment (SOF0 … SOF15 but DHT/JPG/DAC)
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { bytes, kind: 'jpg', width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

const totalOf = (sections: PaperSection[]) => sections.reduce((sum, s) => sum + s.items.reduce((x, i) => x + i.score, 0), 0);
const countOf = (sections: PaperSection[]) => sections.reduce((sum, s) => sum + s.items.length, 0);
const titleOf = (file: PaperFile) => (file.teacher ? `${file.title}${TEST_PAPER_TEXTS.teacherVersion}` : file.title);

// ── Word ──────────────────────────────────────────────────────────────────────────────────────
/** Pictures in a Word paper are at most this wide, in pixels at 96 dpi (about 8 cm). */
const WORD_PICTURE_MAX_WIDTH = 300;

function wordParagraphs(blocks: PaperBlock[], lead?: string, indent = 0): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let first = true;
  for (const block of blocks) {
    const leadRun = first && lead ? [new TextRun({ text: lead, bold: true })] : [];
    if (block.kind === 'text') {
      paragraphs.push(new Paragraph({ indent: { left: indent }, children: [...leadRun, new TextRun(block.text)] }));
    } else {
      const picture = pictureOf(block.dataUrl);
      if (!picture) continue;
      const scale = Math.min(1, WORD_PICTURE_MAX_WIDTH / picture.width);
      const image = new ImageRun({ type: picture.kind, data: picture.bytes, transformation: { width: picture.width * scale, height: picture.height * scale } });
      paragraphs.push(new Paragraph({ indent: { left: indent }, children: [...leadRun, image] }));
    }
    first = false;
  }
  if (first && lead) paragraphs.push(new Paragraph({ children: [new TextRun({ text: lead, bold: true })] }));
  return paragraphs;
}

function wordItem(item: PaperItem, teacher: boolean): Paragraph[] {
  return [
    ...wordParagraphs(item.blocks, TEST_PAPER_TEXTS.questionLead(item.number, item.score)),
    ...item.options.flatMap((option) => wordParagraphs(option.blocks, `${option.key}. `, 360)),
    ...item.parts.flatMap((part, i) => wordParagraphs(part, TEST_PAPER_TEXTS.part(i + 1), 360)),
    ...(teacher
      ? [
          new Paragraph({ children: [new TextRun({ text: TEST_PAPER_TEXTS.answer, bold: true, color: 'C0392B' }), new TextRun({ text: item.answer, color: 'C0392B' })] }),
          ...(item.explanation.length > 0 ? wordParagraphs(item.explanation, TEST_PAPER_TEXTS.explanation) : []),
        ]
      : []),
    new Paragraph({ text: '' }),
  ];
}

export async function testPaperDocx(file: PaperFile): Promise<Buffer> {
  const document = new Document({
    title: titleOf(file),
    styles: { default: { document: { run: { font: 'SimSun', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: titleOf(file), bold: true, size: 36 })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(TEST_PAPER_TEXTS.totalLine(countOf(file.sections), totalOf(file.sections)))] }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(TEST_PAPER_TEXTS.nameLine)] }),
          ...file.sections.flatMap((section) => [
            new Paragraph({ spacing: { before: 240, after: 120 }, children: [new TextRun({ text: section.heading, bold: true, size: 26 })] }),
            ...section.items.flatMap((item) => wordItem(item, file.teacher)),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

// ── PDF ───────────────────────────────────────────────────────────────────────────────────────
/** A picture in a PDF paper is at most this tall, in points (about 6 cm). */
const PDF_PICTURE_MAX_HEIGHT = 170;

async function pdfBlocks(doc: ReportDocument, blocks: PaperBlock[], lead = '', indent = 0, color = Palette.text): Promise<void> {
  let first = true;
  for (const block of blocks) {
    const prefix = first ? lead : '';
    if (block.kind === 'text') doc.text(`${prefix}${block.text}`, { indent, color });
    else {
      if (prefix) doc.text(prefix, { indent, color });
      const picture = pictureOf(block.dataUrl);
      if (picture) await doc.image(picture.bytes, picture.kind, PDF_PICTURE_MAX_HEIGHT);
    }
    first = false;
  }
  if (first && lead) doc.text(lead, { indent, color });
}

export async function testPaperPdf(file: PaperFile): Promise<Buffer> {
  const doc = await ReportDocument.create({ title: titleOf(file), footer: TEST_PAPER_TEXTS.footer });
  doc.title(titleOf(file));
  doc.text(TEST_PAPER_TEXTS.totalLine(countOf(file.sections), totalOf(file.sections)), { align: 'center', color: Palette.muted });
  doc.text(TEST_PAPER_TEXTS.nameLine, { align: 'center' });
  for (const section of file.sections) {
    doc.heading(section.heading);
    for (const item of section.items) {
      await pdfBlocks(doc, item.blocks, TEST_PAPER_TEXTS.questionLead(item.number, item.score));
      for (const option of item.options) await pdfBlocks(doc, option.blocks, `${option.key}. `, 14);
      for (const [i, part] of item.parts.entries()) await pdfBlocks(doc, part, TEST_PAPER_TEXTS.part(i + 1), 14);
      if (file.teacher) {
        doc.text(`${TEST_PAPER_TEXTS.answer}${item.answer}`, { color: Palette.warn });
        if (item.explanation.length > 0) await pdfBlocks(doc, item.explanation, TEST_PAPER_TEXTS.explanation, 0, Palette.warn);
      }
      doc.spacer(8);
    }
  }
  return Buffer.from(await doc.save());
}
