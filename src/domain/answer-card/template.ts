/**
 * The recognition template of a card: where, on a 200 dpi scan of each page, the scanner finds
 * the anchors, the page QR code, the exam number, the name, every objective bubble and every
 * subjective marking region. It is the shape stored by the test-template-info and
 * divide-partition calls (spec 002 §7; spec 000 §3 division config: rect_divide,
 * question_config, template_info {barcodeRect, nameRect, numberRect, temp_width, temp_height}).
 * Also the paper-divided-done rule of spec 002 §4.
 */
import type { BubbleElement, RegionElement } from './elements.ts';
import { EXPORT_DPI, mmToPx } from './geometry.ts';
import type { CardLayout, LayoutBlock } from './layout.ts';
import { type AnswerCard, type ObjectiveItem, type ObjectiveType } from './model.ts';
import { isAnswerSection, isObjectiveSection } from './sections.ts';

/** A rectangle in pixels of the 200 dpi scan. */
export interface TemplateRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageRect extends TemplateRect {
  /** 0-based page */
  page: number;
}

export interface TemplateInfo {
  barcodeRect: PageRect | null;
  nameRect: PageRect | null;
  numberRect: PageRect | null;
  temp_width: number;
  temp_height: number;
}

export interface PageTemplate {
  page: number;
  pageKey: string;
  /** anchor centres: top-left, top-right, bottom-left, bottom-right */
  anchors: { x: number; y: number }[];
  anchorSize: number;
  qrRect: TemplateRect | null;
  pageCodeRect: TemplateRect | null;
}

export interface OptionBox extends TemplateRect {
  option: string;
}

export interface ObjectiveTemplate {
  qNum: number;
  type: ObjectiveType;
  score: number;
  shaoXuan: number;
  page: number;
  options: OptionBox[];
}

export interface QuestionConfig {
  show_order: number;
  name: string;
  full_mark: number;
  /** the question numbers the area holds ("16", "17" of "16-17"): the paper's questions it groups */
  qNums: string[];
  /** the blanks of a fill-in question, for marking by blank */
  emptys: (PageRect & { key: string; label: string })[];
}

export interface PartitionTemplate {
  name: string;
  /** stable section indices in the partition */
  sections: number[];
  questionNos: string[];
  full_mark: number;
  /** one rectangle per block part on the scan */
  rect_divide: PageRect[];
  question_config: QuestionConfig[];
  /** where the marker's score box is, when the card has one */
  scoreRects: PageRect[];
}

export interface RecognitionTemplate {
  version: 'v2';
  dpi: number;
  pageSize: CardLayout['pageSize'];
  pageCount: number;
  temp_width: number;
  temp_height: number;
  template_info: TemplateInfo;
  pages: PageTemplate[];
  /** per digit of the exam number, the ten bubbles 0–9 */
  numberGrid: PageRect[][] | null;
  paperTypeBoxes: (PageRect & { option: string })[] | null;
  objective: ObjectiveTemplate[];
  partitions: PartitionTemplate[];
}

function px(mm: number): number {
  return Math.round(mmToPx(mm, EXPORT_DPI));
}

/** A mm rectangle in scan pixels; edges are rounded, not sizes, so neighbouring boxes stay touching. */
export function toTemplateRect(x: number, y: number, width: number, height: number): TemplateRect {
  const left = px(x);
  const top = px(y);
  return { x: left, y: top, width: px(x + width) - left, height: px(y + height) - top };
}

function onPage(block: LayoutBlock, element: { x: number; y: number; width: number; height: number }): PageRect {
  return { page: block.page, ...toTemplateRect(block.x + element.x, block.y + element.y, element.width, element.height) };
}

function blockRect(block: LayoutBlock): PageRect {
  return { page: block.page, ...toTemplateRect(block.x, block.y, block.width, block.height) };
}

/** Builds the recognition template of a card from its layout. */
export function buildTemplate(card: AnswerCard, layout: CardLayout): RecognitionTemplate {
  const { frame } = layout;
  const tempWidth = px(frame.pageWidth);
  const tempHeight = px(frame.pageHeight);
  const header = layout.blocks.find((block) => block.kind === 'cardHeader');
  const headerRegion = (purpose: RegionElement['purpose']) => {
    const found = header?.elements.find((element): element is RegionElement => element.type === 'region' && element.purpose === purpose);
    return header && found ? onPage(header, found) : null;
  };

  const digitBubbles = new Map<string, PageRect[]>();
  const paperType: (PageRect & { option: string })[] = [];
  for (const element of header?.elements ?? []) {
    if (element.type !== 'bubble' || !header) continue;
    if (element.purpose === 'examNumber') {
      const digit = digitBubbles.get(element.key) ?? [];
      digit[Number(element.option)] = onPage(header, element);
      digitBubbles.set(element.key, digit);
    } else if (element.purpose === 'paperType') paperType.push({ ...onPage(header, element), option: element.option });
  }

  return {
    version: 'v2',
    dpi: EXPORT_DPI,
    pageSize: layout.pageSize,
    pageCount: layout.pages.length,
    temp_width: tempWidth,
    temp_height: tempHeight,
    template_info: {
      barcodeRect: headerRegion('barcode'),
      nameRect: headerRegion('name'),
      numberRect: headerRegion('examNumber') ?? headerRegion('barcode'),
      temp_width: tempWidth,
      temp_height: tempHeight,
    },
    pages: layout.pages.map((page) => ({
      page: page.pageIndex,
      pageKey: page.pageKey,
      anchors: page.anchors.map((anchor) => ({
        x: Math.round(mmToPx(anchor.x + anchor.width / 2) * 100) / 100,
        y: Math.round(mmToPx(anchor.y + anchor.height / 2) * 100) / 100,
      })),
      anchorSize: px(page.anchors[0].width),
      qrRect: page.qrCode ? toTemplateRect(page.qrCode.x, page.qrCode.y, page.qrCode.width, page.qrCode.height) : null,
      pageCodeRect: page.pageCode ? toTemplateRect(page.pageCode.x, page.pageCode.y, page.pageCode.width, page.pageCode.height) : null,
    })),
    numberGrid: digitBubbles.size > 0 ? [...digitBubbles.entries()].sort(([a], [b]) => Number(a) - Number(b)).map(([, boxes]) => boxes) : null,
    paperTypeBoxes: paperType.length > 0 ? paperType : null,
    objective: objectiveTemplates(card, layout),
    partitions: partitionTemplates(card, layout),
  };
}

function objectiveTemplates(card: AnswerCard, layout: CardLayout): ObjectiveTemplate[] {
  const items = new Map<string, ObjectiveItem>();
  for (const section of card.sections) {
    if (isObjectiveSection(section)) for (const item of section.items) items.set(String(item.qNum), item);
  }
  const questions = new Map<string, ObjectiveTemplate>();
  for (const block of layout.blocks) {
    if (block.kind !== 'objective') continue;
    for (const element of block.elements) {
      if (element.type !== 'bubble' || element.purpose !== 'objective') continue;
      const bubble = element as BubbleElement;
      let question = questions.get(bubble.key);
      if (!question) {
        const item = items.get(bubble.key);
        question = {
          qNum: Number(bubble.key),
          type: item?.type ?? 'choice',
          score: item?.score ?? 0,
          shaoXuan: item?.shaoXuan ?? 0,
          page: block.page,
          options: [],
        };
        questions.set(bubble.key, question);
      }
      question.options.push({ ...toTemplateRect(block.x + bubble.x, block.y + bubble.y, bubble.width, bubble.height), option: bubble.option });
    }
  }
  return [...questions.values()];
}

/**
 * One partition per marking region: each answer area on its own, or the areas the teacher
 * grouped with "add partition" together. A region split across columns has several rectangles.
 */
function partitionTemplates(card: AnswerCard, layout: CardLayout): PartitionTemplate[] {
  const partitionOf = new Map<number, number>();
  card.partitions.forEach((partition, p) => partition.partitionQuestions.forEach((index) => partitionOf.set(index, p)));
  const byKey = new Map<string, PartitionTemplate>();
  const seenAreas = new Set<string>();
  let showOrder = 0;
  for (const block of layout.blocks) {
    if (!block.area || block.sectionIndex < 0) continue;
    const section = card.sections[block.sectionIndex];
    if (!isAnswerSection(section)) continue;
    const grouped = partitionOf.get(section.index);
    const key = grouped === undefined ? `area:${block.area.key}` : `partition:${grouped}`;
    let partition = byKey.get(key);
    if (!partition) {
      partition = {
        name: grouped === undefined ? block.area.name : card.partitions[grouped].title || block.area.name,
        sections: [],
        questionNos: [],
        full_mark: 0,
        rect_divide: [],
        question_config: [],
        scoreRects: [],
      };
      byKey.set(key, partition);
    }
    if (!partition.sections.includes(section.index)) partition.sections.push(section.index);
    partition.rect_divide.push(blockRect(block));
    for (const element of block.elements) {
      if (element.type === 'region' && element.purpose === 'scoreBox') partition.scoreRects.push(onPage(block, element));
    }
    if (!seenAreas.has(block.area.key)) {
      seenAreas.add(block.area.key);
      partition.full_mark = Math.round((partition.full_mark + block.area.score) * 10) / 10;
      partition.questionNos.push(...block.area.qNums);
      partition.question_config.push({ show_order: ++showOrder, name: block.area.name, full_mark: block.area.score, qNums: [...block.area.qNums], emptys: [] });
    }
    const config = partition.question_config[partition.question_config.length - 1];
    for (const element of block.elements) {
      if (element.type === 'region' && element.purpose === 'blank') {
        config.emptys.push({ ...onPage(block, element), key: String(config.emptys.length + 1), label: element.key });
      }
    }
  }
  return [...byKey.values()];
}

// ── Paper divided done (spec 002 §4) ────────────────────────────────────────────────────────

/** The stored template data of a paper ("Template data", spec 002 §3). */
export interface TemplateData {
  templatePicture: string | null;
  v2TemplateRects: readonly unknown[] | null;
  userInfoRects: readonly unknown[] | null;
  isObjectiveDivided: boolean;
  isSubjectiveDivided: boolean;
  onlineAnswerSheetId: number;
  version: string;
  /** the division flags of each sheet when several answer sheets are merged into one paper */
  mergedSheets?: readonly { isObjectiveDivided: boolean; isSubjectiveDivided: boolean }[];
}

function nonEmpty(list: readonly unknown[] | null): boolean {
  return list !== null && list.length > 0;
}

/**
 * "Paper-divided-done": a template picture exists; v2 template rectangles exist (or an online
 * answer sheet id is above 0, or the version is not v2); user-info rectangles exist; objective
 * and subjective division are finished (per sheet when answer sheets are merged).
 */
export function paperDividedDone(template: TemplateData): boolean {
  if (!template.templatePicture) return false;
  if (!(nonEmpty(template.v2TemplateRects) || template.onlineAnswerSheetId > 0 || template.version !== 'v2')) return false;
  if (!nonEmpty(template.userInfoRects)) return false;
  if (template.mergedSheets && template.mergedSheets.length > 0) {
    return template.mergedSheets.every((sheet) => sheet.isObjectiveDivided && sheet.isSubjectiveDivided);
  }
  return template.isObjectiveDivided && template.isSubjectiveDivided;
}
