/**
 * Task type 26, students' answer sheets as PDF: for every student of the scope and every paper,
 * each question group's scanned answer put back together from its stored pieces, with the marks
 * of the deciding marker burned in — their score marks (by-region marking) or a tick, cross or
 * half tick on every blank (by-blank marking) — in the semi-transparent red of the marking
 * screen, and the group's final score beside it.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { Judge } from '../../../domain/double-marking.ts';
import { markLayer, type ScoreMark, type ScoredBlank } from '../../storage/mark-layers.ts';
import type { Db } from '../../db/database.ts';
import { ReportDocument, Palette } from '../pdf/report-document.ts';
import { formatScore } from './report-data.ts';
import { progressSpan, type TaskGenerator, type TaskRun } from './task-output.ts';
import * as repo from './report-repository.ts';
import { msg } from '../../../i18n/server.ts';

/** The tallest a question group's picture is printed, in points. */
const PICTURE_MAX_HEIGHT = 330;

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

async function picture(run: TaskRun, pieces: repo.PieceRow[], marks: ScoreMark[], boxes: ScoredBlank[]): Promise<Buffer | undefined> {
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
