/**
 * Task types 1 and 2, wrong-question books as PDF. A student's book (1) lists, paper by paper,
 * the questions the student lost points on; a class's book (2) the questions on which the
 * class's error rate falls within the task's window (params.error_rate … error_rate_2, default
 * 0 … 100). Each question comes with its options, the student's choice, the reference answer and
 * the analysis, and — when teachers set variants for it in the question bank — its variants.
 * content: 0 wrong questions and variants, 1 wrong questions only, 2 variants only.
 * Where no variant exists the book says so and lists the wrong questions with their answers.
 */
import { errorRateBounds, inErrorWindow, WrongBookContent } from '../../../domain/tasks.ts';
import { percent } from '../../../domain/statistics/rates.ts';
import { examClassesOf } from '../../features/analysis/analysis-repository.ts';
import type { AnalysedQuestion } from '../../features/analysis/test-scores.ts';
import { ReportDocument, Palette } from '../pdf/report-document.ts';
import { formatGeneratedAt, formatScore, loadPaper, type PaperData } from './report-data.ts';
import { variantsFor, variantsOfTest, type VariantRow } from './report-repository.ts';
import { progressSpan, type TaskGenerator, type TaskRun } from './task-output.ts';
import { msg } from '../../../i18n/server.ts';

interface LoadedPaper extends PaperData {
  variants: VariantRow[];
}

interface WrongQuestion {
  question: AnalysedQuestion;
  heading: string;
  chosen?: string;
  variants: VariantRow[];
}

async function loadPapers(run: TaskRun): Promise<LoadedPaper[]> {
  const step = progressSpan(run, 5, 40);
  const papers: LoadedPaper[] = [];
  for (const [i, test] of run.scope.tests.entries()) {
    const paper = await loadPaper(run.database, test, run.scope);
    papers.push({ ...paper, variants: await run.database.run((db) => variantsOfTest(db, test.id)) });
    await step(i + 1, run.scope.tests.length);
  }
  return papers;
}

function writeOptions(doc: ReportDocument, options: { key: string; value: string }[] | null | undefined): void {
  if (!options || options.length === 0) return;
  doc.text(`${msg.reports.options}${options.map((o) => `${o.key}. ${o.value}`).join('    ')}`, { size: 10, indent: 12 });
}

function writeQuestion(doc: ReportDocument, item: WrongQuestion, content: number): void {
  const { row } = item.question;
  doc.ensureRoom(60);
  doc.text(item.heading, { size: 11, color: Palette.warn });
  if (content !== WrongBookContent.variantsOnly) {
    doc.text(row.text || '—', { indent: 12 });
    writeOptions(doc, row.options);
    if (item.chosen !== undefined) doc.text(msg.reports.chosen(item.chosen), { size: 10, indent: 12, color: Palette.muted });
    doc.text(`${msg.reports.answer}${(row.answer ?? []).join('、') || msg.reports.noAnswer}`, { size: 10, indent: 12 });
    if (row.jieda) doc.text(`${msg.reports.analysis}${row.jieda}`, { size: 10, indent: 12, color: Palette.muted });
  }
  if (content !== WrongBookContent.wrongOnly && item.variants.length > 0) {
    doc.text(msg.reports.variantsHeading, { size: 10.5, indent: 12, color: Palette.accent });
    item.variants.forEach((v, i) => {
      doc.text(`${msg.reports.variant(i + 1)}  ${v.text}`, { size: 10, indent: 24 });
      writeOptions(doc, v.options);
      doc.text(`${msg.reports.answer}${v.answer.join('、') || msg.reports.noAnswer}`, { size: 9.5, indent: 24, color: Palette.muted });
    });
  }
  doc.spacer(6);
}

/** The note on variants the book needs: none anywhere, or some questions without any. */
function variantNote(items: WrongQuestion[], content: number): string | undefined {
  if (content === WrongBookContent.wrongOnly || items.length === 0) return undefined;
  if (items.every((i) => i.variants.length === 0)) return msg.reports.noVariantSource;
  if (items.some((i) => i.variants.length === 0)) return msg.reports.someWithoutVariants;
  return undefined;
}

function writeSection(doc: ReportDocument, title: string, generatedAt: string, byPaper: { paper: LoadedPaper; items: WrongQuestion[] }[], content: number, first: boolean): void {
  if (!first) doc.newPage();
  doc.title(title);
  doc.text(msg.reports.generatedAt(generatedAt), { size: 9, align: 'center' });
  const all = byPaper.flatMap((p) => p.items);
  const note = variantNote(all, content);
  if (note) doc.text(note, { size: 9.5, color: Palette.muted });
  if (all.length === 0) {
    doc.spacer(10);
    doc.text(msg.reports.noWrongQuestions);
    return;
  }
  for (const { paper, items } of byPaper) {
    if (items.length === 0) continue;
    doc.heading(paper.test.name);
    // "variants only" keeps nothing of a question without variants
    for (const item of items) if (content !== WrongBookContent.variantsOnly || item.variants.length > 0) writeQuestion(doc, item, content);
  }
}

/** What every wrong-question book starts from: its content and error-rate window, the papers, and the empty document. */
async function openBook(run: TaskRun) {
  const { scope, param } = run;
  return {
    scope,
    content: param.content ?? WrongBookContent.wrongAndVariants,
    bounds: errorRateBounds(param.params?.error_rate, param.params?.error_rate_2),
    papers: await loadPapers(run),
    doc: await ReportDocument.create({ title: scope.exam.name, footer: msg.reports.page }),
    generatedAt: formatGeneratedAt(new Date(), run.timeZone),
  };
}

export const studentWrongBook: TaskGenerator = async (run) => {
  const { scope, content, bounds, papers, doc, generatedAt } = await openBook(run);
  // every student of the scope who has a final score on some paper, in class and number order
  const students = new Map<number, { name: string; className: string; classId: number; examNumber: string }>();
  for (const paper of papers) for (const p of paper.positions) students.set(paper.data.students[p].id, paper.data.students[p]);
  const ordered = [...students].sort(([, a], [, b]) => a.className.localeCompare(b.className, 'zh-CN') || a.examNumber.localeCompare(b.examNumber));
  if (ordered.length === 0) {
    doc.title(scope.exam.name);
    doc.text(msg.reports.noStudents, { align: 'center' });
  }
  const step = progressSpan(run, 40, 95);
  for (const [n, [studentId, student]] of ordered.entries()) {
    const byPaper = papers.map((paper) => {
      const at = paper.data.students.findIndex((s) => s.id === studentId);
      const items: WrongQuestion[] = [];
      if (at >= 0) {
        paper.data.questions.forEach((question, qi) => {
          const score = paper.data.scores[qi][at];
          if (score !== score) return;
          if (!inErrorWindow(percent(score, question.row.fullMark), bounds)) return;
          items.push({
            question,
            heading: msg.reports.wrongQuestion(question.row.label, formatScore(score), question.row.fullMark),
            chosen: question.objective ? (paper.data.choices[qi][at] ?? '') : undefined,
            variants: variantsFor(paper.variants, question.row.id, [student.classId]),
          });
        });
      }
      return { paper, items };
    });
    writeSection(doc, msg.reports.studentBookTitle(student.name, scope.exam.name), generatedAt, byPaper, content, n === 0);
    await step(n + 1, ordered.length);
  }
  return { file: { content: await doc.save(), kind: 'pdf' } };
};

export const classWrongBook: TaskGenerator = async (run) => {
  const { scope, content, bounds, papers, doc, generatedAt } = await openBook(run);
  // no class named: a book for every class of the exam
  const classes = scope.classes ?? (await run.database.run((db) => examClassesOf(db, scope.exam.id))).map((c) => ({ id: c.id, name: c.name }));
  const step = progressSpan(run, 40, 95);
  for (const [n, klass] of classes.entries()) {
    const byPaper = papers.map((paper) => {
      const members = Array.from(paper.positions).filter((p) => paper.data.students[p].classId === klass.id);
      const items: WrongQuestion[] = [];
      paper.data.questions.forEach((question, qi) => {
        let sum = 0;
        let count = 0;
        for (const p of members) {
          const x = paper.data.scores[qi][p];
          if (x !== x) continue;
          sum += x;
          count++;
        }
        if (count === 0) return;
        const rate = percent(sum, count * question.row.fullMark);
        if (!inErrorWindow(rate, bounds)) return;
        items.push({ question, heading: msg.reports.classWrongQuestion(question.row.label, rate, question.row.fullMark), variants: variantsFor(paper.variants, question.row.id, [klass.id]) });
      });
      return { paper, items };
    });
    writeSection(doc, msg.reports.classBookTitle(klass.name, scope.exam.name), generatedAt, byPaper, content, n === 0);
    await step(n + 1, classes.length);
  }
  return { file: { content: await doc.save(), kind: 'pdf' } };
};
