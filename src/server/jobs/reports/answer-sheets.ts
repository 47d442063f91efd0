/**
 * Task type 26, students' answer sheets as PDF: for every student of the scope and every paper,
 * each question group's scanned answer put back together from its stored pieces, with the marks
 * of the deciding marker burned in — their score marks (by-region marking) or a tick, cross or
 * half tick on every blank (by-blank marking) — in the semi-transparent red of the marking
 * screen, and the group's final score beside it.
 */
import { escapeXml } from '../../../domain/xml-text.ts';
import sharp, { type OverlayOptions } from 'sharp';
import { Judge } from '../../../domain/double-marking.ts';
import type { components } from '../../../contract/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { ReportDocument, Palette } from '../pdf/report-document.ts';
import { formatScore } from './report-data.ts';
import { progressSpan, type TaskGenerator, type TaskRun } from './task-output.ts';
import * as repo from './report-repository.ts';
import { msg } from '../../../i18n/server.ts';

/** Spec 000 §9: "The rendered mark colour is semi-transparent red." */
const MARK_COLOUR = 'rgba(230, 0, 18, 0.65)';
/** Spec 000 §3: the size a score mark is written in when none is stored. */
const DEFAULT_MARK_FONT_SIZE = 28;
/** The tallest a question group's picture is printed, in points. */
const PICTURE_MAX_HEIGHT = 330;

/** A score mark as the marker's submit stored it. */
type Mark = components['schemas']['ScoreMark'];

interface BlankBox {
  showOrder: number;
  key: string;
  fullMark: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The marker's marks as an SVG layer the size of the group picture. */
export function markLayer(width: number, height: number, marks: Mark[], boxes: { box: BlankBox; score: number | undefined }[]): string {
  const parts: string[] = [];
  for (const m of marks) {
    const size = m.fontSize ?? DEFAULT_MARK_FONT_SIZE;
    parts.push(
      `<text x="${m.x}" y="${m.y}" font-size="${size}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" fill="${MARK_COLOUR}" text-anchor="middle" dominant-baseline="central">${escapeXml(m.score)}</text>`,
    );
  }
  for (const { box, score } of boxes) {
    if (score === undefined) continue;
    const s = Math.min(box.height * 0.8, 40);
    const x = box.x + box.width - s - 6;
    const y = box.y + (box.height - s) / 2;
    const stroke = `stroke="${MARK_COLOUR}" stroke-width="${Math.max(3, s / 9)}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
    if (score <= 0) {
      parts.push(`<path d="M${x} ${y} L${x + s} ${y + s} M${x + s} ${y} L${x} ${y + s}" ${stroke}/>`);
    } else if (score >= box.fullMark) {
      parts.push(`<path d="M${x} ${y + s * 0.55} L${x + s * 0.4} ${y + s} L${x + s} ${y}" ${stroke}/>`);
    } else {
      // a half tick: the tick with a short stroke across its long arm
      parts.push(`<path d="M${x} ${y + s * 0.55} L${x + s * 0.4} ${y + s} L${x + s} ${y} M${x + s * 0.55} ${y + s * 0.25} L${x + s * 0.9} ${y + s * 0.6}" ${stroke}/>`);
    }
    parts.push(`<text x="${x - 4}" y="${y + s / 2}" font-size="${s * 0.7}" font-family="DejaVu Sans, Arial, sans-serif" fill="${MARK_COLOUR}" text-anchor="end" dominant-baseline="central">${escapeXml(formatScore(score))}</text>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

async function loadPartitions(db: Db, testId: number) {
  const parts = await repo.partitionsOfTest(db, testId);
  const ids = parts.map((p) => p.id);
  const boxRows = await repo.blankBoxesOf(db, ids);
  const fullMarks = await repo.partitionFullMarks(db, ids);
  return parts.map((p) => ({
    ...p,
    fullMark: fullMarks.get(p.id) ?? 0,
    boxes: boxRows
      .filter((b) => b.partitionId === p.id && b.x !== null && b.y !== null && b.width !== null && b.height !== null)
      .map((b) => ({ showOrder: b.showOrder, key: b.key, fullMark: b.blankFull, x: b.x!, y: b.y!, width: b.width!, height: b.height! })),
  }));
}

async function picture(run: TaskRun, pieces: repo.PieceRow[], marks: Mark[], boxes: { box: BlankBox; score: number | undefined }[]): Promise<Buffer | undefined> {
  const layers: OverlayOptions[] = [];
  let width = 0;
  let height = 0;
  for (const piece of pieces) {
    const content = await run.storage.get(piece.storageKey);
    if (!content) continue;
    layers.push({ input: content, left: piece.x, top: piece.y });
    width = Math.max(width, piece.x + piece.width);
    height = Math.max(height, piece.y + piece.height);
  }
  if (layers.length === 0) return undefined;
  layers.push({ input: Buffer.from(markLayer(width, height, marks, boxes)), left: 0, top: 0 });
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

export const answerSheets: TaskGenerator = async (run) => {
  const { scope } = run;
  const doc = await ReportDocument.create({ title: scope.exam.name, footer: msg.reports.page });
  const students = await run.database.run((db) => repo.studentsOfScope(db, scope));
  const step = progressSpan(run, 5, 95);
  let first = true;
  if (students.length === 0) {
    doc.title(scope.exam.name);
    doc.text(msg.reports.noStudents, { align: 'center' });
  }
  const work = students.length * scope.tests.length;
  let done = 0;
  for (const test of scope.tests) {
    const parts = await run.database.run((db) => loadPartitions(db, test.id));
    // a class at a time keeps the answers in memory small
    for (let start = 0; start < students.length; start += 40) {
      const batch = students.slice(start, start + 40);
      const answers = await run.database.run((db) => repo.answersOf(db, parts.map((p) => p.id), batch.map((s) => s.id)));
      for (const student of batch) {
        if (!first) doc.newPage();
        first = false;
        doc.title(msg.reports.answerSheetTitle(student.name, scope.exam.name, test.name));
        doc.text(`${msg.reports.examNumber}：${student.examNumber}    ${msg.reports.className}：${student.className}`, { size: 9.5, align: 'center', color: Palette.muted });
        let any = false;
        for (const part of parts) {
          const pieces = answers.pieces.filter((p) => p.partitionId === part.id && p.studentId === student.id);
          if (pieces.length === 0) continue;
          const unit = answers.units.find((u) => u.partitionId === part.id && u.studentId === student.id);
          const logs = unit ? answers.logs.filter((l) => l.unitId === unit.id) : [];
          const deciding = logs.find((l) => l.judge === Judge.adjudication) ?? logs[logs.length - 1];
          const scores = unit?.state === 'done' ? unit.finalQuestionScore : deciding?.questionScore;
          const boxes = part.testCorrectType === 1 ? [] : part.boxes.map((box) => ({ box, score: scores?.[String(box.showOrder)]?.[box.key] }));
          const image = await picture(run, pieces, deciding?.scoreMarks ?? [], boxes);
          if (!image) continue;
          any = true;
          const score = unit?.state === 'done' && unit.finalScore !== null ? formatScore(unit.finalScore) : msg.reports.incomplete;
          doc.subheading(`${part.alias || part.name}    ${msg.reports.sheetScore(`${score} / ${formatScore(part.fullMark)}`)}`);
          await doc.image(image, 'png', PICTURE_MAX_HEIGHT);
        }
        if (!any) doc.text(msg.reports.noScans, { color: Palette.muted });
        await step(++done, work);
      }
    }
  }
  return { file: { content: await doc.save(), kind: 'pdf' } };
};
