/**
 * Paper in, on the demo school: a paper set up through the calls gets its answer card (made from
 * its questions, as the designer does) and its template; synthetic scans of filled sheets of that
 * card are queued as pages of a batch, and the 'scan-page' queue of the server recognises them.
 * Recognised sheets become whole-sheet originals, pieces and marking units a marker is handed
 * through the marking calls, and objective answers scored against the key (少选 included); a
 * blank page, a page of another card, an unknown exam number and a second sheet with the same
 * exam number become exceptions of their types, and nothing is lost or written twice when every
 * page's job runs again.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate, layoutCard, type AnswerCard, type CardLayout } from '../../src/domain/answer-card/index.ts';
import { cardFromPaper } from '../../src/domain/answer-card/from-paper.ts';
import { ExceptionType } from '../../src/domain/enums.ts';
import { paperQuestionOf } from '../../src/domain/exam-setup/paper-rules.ts';
import { query } from '../../src/server/db/query.ts';
import { answerSheets, markingUnits, objectiveAnswers, partitions, scanPages, scanPieces, users } from '../../src/server/db/schema.ts';
import { scanFilledSheet } from '../../src/server/recognition/synthetic/filled-sheet.ts';
import { createPaperWithQuestions, openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

const QUESTIONS = [
  { label: '1', section: '一、选择题', question_type: 'multiple_one', full_mark: 5, options: ['A', 'B', 'C', 'D'], answer: ['C'] },
  { label: '2', section: '一、选择题', question_type: 'multiple_more', full_mark: 4, options: ['A', 'B', 'C', 'D'], answer: ['A', 'C'], partial_score: 2 },
  { label: '3', section: '一、选择题', question_type: 'true_false', full_mark: 2, answer: ['T'] },
  { label: '4', section: '二、解答题', question_type: 'big_spaces', full_mark: 9 },
];

let demo: DemoSchoolApp;
let admin: string;
let testId: number;
let layout: CardLayout;
let card: AnswerCard;
let roster: { student_id: number; exam_number: string }[];
let pageIds: number[];

const database = () => demo.testApp.database;
const scans = () => demo.testApp.app.services.scans;

/** Waits until no page of the paper is queued or being recognised (the queue's workers run on their own). */
async function settled(): Promise<void> {
  for (let round = 0; round < 600; round++) {
    const [{ n }] = await database().run((db) => query<{ n: string }>(db, sql`SELECT count(*) AS n FROM scan_pages WHERE test_id = ${testId} AND state IN ('queued', 'recognising')`));
    if (Number(n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('pages were still waiting for recognition after a minute');
}

const pagesOf = () => database().run((db) => db.select().from(scanPages).where(eq(scanPages.testId, testId)).orderBy(scanPages.id));

async function sheetRows(studentIds: number[]) {
  return database().run(async (db) => {
    const groupIds = (await db.select({ id: partitions.id }).from(partitions).where(eq(partitions.testId, testId))).map((group) => group.id);
    return {
    sheets: await db.select().from(answerSheets).where(and(eq(answerSheets.testId, testId), inArray(answerSheets.studentId, studentIds))),
    pieces: await db.select().from(scanPieces).where(and(inArray(scanPieces.studentId, studentIds), inArray(scanPieces.partitionId, groupIds))),
    units: await db.select().from(markingUnits).where(and(inArray(markingUnits.studentId, studentIds), inArray(markingUnits.partitionId, groupIds))),
    objective: await db.select().from(objectiveAnswers).where(and(eq(objectiveAnswers.testId, testId), inArray(objectiveAnswers.studentId, studentIds))),
    };
  });
}

beforeAll(async () => {
  demo = await openDemoSchool(12);
  admin = demo.web.schooladmin;
  testId = await createPaperWithQuestions(demo, admin, { name: '扫描识别测试', examination_type: 4, paper: { subject_id: 1, total_score: 20, correct_type: 1 } }, QUESTIONS);
  const listed = (await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId}`, token: admin })).body.data.result;
  card = cardFromPaper(listed.map(paperQuestionOf), '扫描识别测试 数学');
  // the designer's settings for this school: nine-digit exam numbers, a QR code on every page
  card.cardId = testId;
  card.schNumCount = 9;
  card.pageConfig = { ...card.pageConfig, isPageQRcode: 1 };
  layout = layoutCard(card);
  const submitted = await demo.call('saveTestTemplate', { method: 'PATCH', url: `/v1/examination/test-template-info/${testId}`, token: admin, payload: { template_info: buildTemplate(card, layout) } });
  expect(submitted.status, submitted.body.msg).toBe(200);
  const exams = await demo.call('listSetupExams', { url: '/v1/examination/examination-public-list?page_size=100', token: admin });
  const examId = exams.body.data.result.find((exam: { name: string }) => exam.name === '扫描识别测试').id as number;
  roster = (await demo.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${examId}&page_size=100`, token: admin })).body.data.result;
  expect(roster.length).toBeGreaterThan(3);
}, 240_000);

afterAll(async () => {
  await demo?.close();
});

describe('recognition jobs', () => {
  it('reads queued sheets into originals, pieces, marking units and objective scores; the rest into exceptions of their types', async () => {
    const [first, second, third] = roster;
    const sheetOf = (examNumber: string, answers: Record<number, string[]>, seed: number, of: CardLayout = layout) => scanFilledSheet(of, { examNumber, answers }, { seed });
    const otherCard = layoutCard({ ...card, cardId: card.cardId + 100_000 });
    const pages = [
      ...(await sheetOf(first.exam_number, { 1: ['C'], 2: ['A'], 3: ['T'] }, 1)),
      ...(await sheetOf(second.exam_number, { 1: ['B'], 2: ['A', 'C'], 3: ['F'] }, 2)),
      // the same student's sheet scanned again: the second first page is a duplicate
      (await sheetOf(first.exam_number, { 1: ['A'] }, 3))[0],
      // nobody of the exam has this number
      (await sheetOf('999999999', { 1: ['C'] }, 4))[0],
      // a page of another card
      (await sheetOf(third.exam_number, { 1: ['C'] }, 5, otherCard))[0],
    ];
    const blank = await sharp({ create: { width: 1700, height: 1200, channels: 3, background: { r: 248, g: 248, b: 246 } } }).jpeg().toBuffer();
    const [scanner] = await database().run((db) => db.select({ id: users.id }).from(users).where(eq(users.username, 'schooladmin')));
    const batchId = await scans().intake.openBatch({ testId, name: '第一批', createdBy: scanner.id });
    pageIds = await scans().intake.queueImages(batchId, [...pages, blank].map((bytes, i) => ({ fileName: `page-${i + 1}.jpg`, bytes })));
    expect(pageIds.length).toBe(pages.length + 1);
    await settled();

    const byId = new Map((await pagesOf()).map((page) => [page.id, page]));
    const perSheet = layout.pages.length;
    const sheetPageIds = pageIds.slice(0, 2 * perSheet);
    for (const id of sheetPageIds) expect(byId.get(id)).toMatchObject({ state: 'recognised', exceptionType: 0 });
    expect(sheetPageIds.map((id) => byId.get(id)!.studentId)).toEqual([...Array(perSheet).fill(first.student_id), ...Array(perSheet).fill(second.student_id)]);
    const exceptionOf = (index: number) => ({ state: byId.get(pageIds[index])!.state, type: byId.get(pageIds[index])!.exceptionType });
    const at = 2 * perSheet;
    expect(exceptionOf(at)).toEqual({ state: 'exception', type: ExceptionType.examNumberDuplicate });
    expect(exceptionOf(at + 1)).toEqual({ state: 'exception', type: ExceptionType.examNumberAbnormal });
    expect(exceptionOf(at + 2)).toEqual({ state: 'exception', type: ExceptionType.paperUnmatched });
    expect(exceptionOf(at + 3)).toEqual({ state: 'exception', type: ExceptionType.blankPage });

    const rows = await sheetRows([first.student_id, second.student_id, third.student_id]);
    expect(rows.sheets.map((sheet) => sheet.studentId).sort()).toEqual([first.student_id, second.student_id].sort());
    expect(rows.sheets.every((sheet) => sheet.sideA !== null)).toBe(true);
    const groups = new Set(rows.units.map((unit) => unit.partitionId));
    expect(groups.size).toBeGreaterThan(0);
    expect(rows.units.length).toBe(2 * groups.size);
    expect(rows.pieces.length).toBeGreaterThanOrEqual(rows.units.length);
    const score = (studentId: number) => rows.objective.filter((row) => row.studentId === studentId).map((row) => [row.chosen, row.score]).sort();
    // 1: C right (5); 2: A of A and C — 少选 (2); 3: T right (2)
    expect(score(first.student_id)).toEqual([['A', 2], ['C', 5], ['T', 2]].sort());
    expect(score(second.student_id)).toEqual([['AC', 4], ['B', 0], ['F', 0]].sort());
  }, 240_000);

  it("writes the same when every page's job runs again, and never takes a settled page", async () => {
    const before = await sheetRows(roster.slice(0, 3).map((student) => student.student_id));
    await database().run((db) => db.update(scanPages).set({ state: 'queued' }).where(inArray(scanPages.id, pageIds)));
    for (const pageId of pageIds) await scans().jobs.run({ pageId, isLast: false });
    for (const pageId of pageIds) await scans().jobs.run({ pageId, isLast: false });
    const after = await sheetRows(roster.slice(0, 3).map((student) => student.student_id));
    expect(after.sheets.length).toBe(before.sheets.length);
    expect(after.units.map((unit) => unit.id).sort()).toEqual(before.units.map((unit) => unit.id).sort());
    expect(after.pieces.map((piece) => piece.storageKey).sort()).toEqual(before.pieces.map((piece) => piece.storageKey).sort());
    expect(after.objective.map((row) => [row.questionId, row.studentId, row.chosen, row.score]).sort()).toEqual(before.objective.map((row) => [row.questionId, row.studentId, row.chosen, row.score]).sort());
    const pages = await pagesOf();
    expect(pages.filter((page) => page.state === 'recognised').length).toBe(2 * layout.pages.length);
  }, 240_000);
});
