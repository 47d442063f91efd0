/**
 * Exception handling on the demo school, with pages the product makes: a paper set up through the
 * calls gets its card and template, synthetic scans of filled sheets go into a batch and the
 * 'scan-page' queue recognises them. An unknown exam number is matched by hand to the student it
 * belongs to and goes on to a sheet, marking units and objective scores; a blank page is ignored
 * by a person; a student is marked absent; a single choice marked twice goes to objective review
 * and is scored once a person decides it. A page someone already settled answers 409.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardLayout } from '../../src/domain/answer-card/index.ts';
import { ExceptionType } from '../../src/domain/enums.ts';
import { answerSheets, markingUnits, objectiveAnswers, partitions, scanPages } from '../../src/server/db/schema.ts';
import { scanFilledSheet } from '../../src/server/recognition/synthetic/filled-sheet.ts';
import { createPaperWithQuestions, openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { blankPage, pagesSettled, SCAN_PAPER_QUESTIONS, scanBatch, scanPaperOf } from '../support/scan-paper.ts';

let demo: DemoSchoolApp;
let admin: string;
let testId: number;
let layout: CardLayout;
let roster: { student_id: number; name: string; exam_number: string }[];
let batchId: number;
let scannerId: number;

const database = () => demo.testApp.database;

interface Exception {
  page_id: number;
  exception_type: number;
  matchable: boolean;
  image_url: string;
  exam_number_read: string | null;
  card_page: number | null;
}

const exceptions = (filter = '', token = admin) => demo.call('listOcrExceptions', { url: `/v1/scan/ocr-exception?test_id=${testId}${filter}`, token });
const exceptionOfType = async (type: number) => ((await exceptions(`&exception_type=${type}`)).body.data.result as Exception[])[0];
const fetchScan = (url: string, token = admin) => demo.testApp.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const objectiveOf = (studentId: number) =>
  database().run(async (db) => (await db.select().from(objectiveAnswers).where(and(eq(objectiveAnswers.testId, testId), eq(objectiveAnswers.studentId, studentId)))).map((row) => [row.chosen, row.score]).sort());

beforeAll(async () => {
  demo = await openDemoSchool(12);
  admin = demo.web.schooladmin;
  const paper = await scanPaperOf(demo, '异常处理测试');
  ({ testId, layout, scannerId } = paper);
  // the roster as the screens search it, with the names
  roster = (await demo.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${paper.examId}&page_size=100`, token: admin })).body.data.result;
  expect(roster.length).toBeGreaterThan(5);

  const [first] = roster;
  const pages = [
    // a single choice marked twice (A and C): question 1 goes to review
    ...(await scanFilledSheet(layout, { examNumber: first.exam_number, answers: { 1: ['A', 'C'], 2: ['A', 'C'], 3: ['T'] } }, { seed: 11 })),
    // the second student's sheet with an exam number nobody has
    ...(await scanFilledSheet(layout, { examNumber: '999999999', answers: { 1: ['C'], 2: ['A'], 3: ['T'] } }, { seed: 12 })),
  ];
  batchId = await scanBatch(demo, paper, '第一批', [...pages, await blankPage()]);
}, 240_000);

afterAll(async () => {
  await demo?.close();
});

describe('ocr-exception', () => {
  it('lists the open exceptions by type with their page images, filtered by batch and type; for the school administrators only', async () => {
    const all = await exceptions(`&batch_id=${batchId}`);
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.types).toEqual([
      { type: ExceptionType.blankPage, count: 1 },
      { type: ExceptionType.examNumberAbnormal, count: 1 },
    ]);
    expect(all.body.data.total).toBe(2);
    const unknown = await exceptionOfType(ExceptionType.examNumberAbnormal);
    expect(unknown).toMatchObject({ matchable: true, card_page: 0 });
    const blank = await exceptionOfType(ExceptionType.blankPage);
    expect(blank.matchable).toBe(false);
    const filtered = await exceptions(`&exception_type=${ExceptionType.blankPage}`);
    expect(filtered.body.data).toMatchObject({ total: 1, types: all.body.data.types });

    const image = await fetchScan(blank.image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    // the page's address works for the administrator it was made for, not for a marker
    expect((await fetchScan(blank.image_url, demo.marking.marker01)).statusCode).toBe(404);

    expect((await exceptions('&batch_id=999999')).status).toBe(404);
    expect((await exceptions('', demo.web.teacher01)).status).toBe(403);
  });
});

describe('match-student', () => {
  it('finds the roster by name or exam number, and a page matched by hand goes on to the sheet, units and objective scores', async () => {
    const [, second] = roster;
    const search = await demo.call('searchScanStudents', { url: `/v1/scan/match-student?test_id=${testId}&keyword=${encodeURIComponent(second.exam_number)}`, token: admin });
    expect(search.status, search.body.msg).toBe(200);
    expect(search.body.data.result[0]).toMatchObject({ student_id: second.student_id, name: second.name, scanned: false, absent: false });
    const byName = await demo.call('searchScanStudents', { url: `/v1/scan/match-student?test_id=${testId}&keyword=${encodeURIComponent(second.name)}`, token: admin });
    expect(byName.body.data.result.map((s: { student_id: number }) => s.student_id)).toContain(second.student_id);
    expect((await demo.call('searchScanStudents', { url: `/v1/scan/match-student?test_id=${testId}&keyword=%20`, token: admin })).status).toBe(400);

    const page = await exceptionOfType(ExceptionType.examNumberAbnormal);
    const matched = await demo.call('matchScanStudent', { method: 'POST', url: '/v1/scan/match-student', token: admin, payload: { page_id: page.page_id, student_id: second.student_id } });
    expect(matched.status, matched.body.msg).toBe(200);
    expect(matched.body.data).toEqual({ page_id: page.page_id, student_id: second.student_id, pages_matched: layout.pages.length, sheet_complete: true });

    const rows = await database().run(async (db) => {
      const groupIds = (await db.select({ id: partitions.id }).from(partitions).where(eq(partitions.testId, testId))).map((group) => group.id);
      return {
        sheet: await db.select().from(answerSheets).where(and(eq(answerSheets.testId, testId), eq(answerSheets.studentId, second.student_id))),
        units: await db.select().from(markingUnits).where(and(eq(markingUnits.studentId, second.student_id), inArray(markingUnits.partitionId, groupIds))),
        pages: await db.select().from(scanPages).where(and(eq(scanPages.testId, testId), eq(scanPages.studentId, second.student_id))),
      };
    });
    expect(rows.sheet).toHaveLength(1);
    expect(rows.units.length).toBeGreaterThan(0);
    expect(rows.pages.every((p) => p.state === 'recognised')).toBe(true);
    expect(rows.pages).toHaveLength(layout.pages.length);
    // 1: C right (5); 2: A of A and C — 少选 (2); 3: T right (2)
    expect(await objectiveOf(second.student_id)).toEqual([['A', 2], ['C', 5], ['T', 2]].sort());

    // someone else already matched the page
    const again = await demo.call('matchScanStudent', { method: 'POST', url: '/v1/scan/match-student', token: admin, payload: { page_id: page.page_id, student_id: roster[2].student_id } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/已被他人处理/);
    const blank = await exceptionOfType(ExceptionType.blankPage);
    const notRead = await demo.call('matchScanStudent', { method: 'POST', url: '/v1/scan/match-student', token: admin, payload: { page_id: blank.page_id, student_id: roster[2].student_id } });
    expect(notRead.status).toBe(400);
    expect((await demo.call('matchScanStudent', { method: 'POST', url: '/v1/scan/match-student', token: admin, payload: { page_id: 99_999_999, student_id: roster[2].student_id } })).status).toBe(404);
    const searchedAgain = await demo.call('searchScanStudents', { url: `/v1/scan/match-student?test_id=${testId}&keyword=${encodeURIComponent(second.exam_number)}`, token: admin });
    expect(searchedAgain.body.data.result[0].scanned).toBe(true);
  }, 60_000);
});

describe('ignore-ocr-result and absent', () => {
  it('ignores a page with who and when, once; marks a student without a sheet absent and refuses one with a sheet', async () => {
    const blank = await exceptionOfType(ExceptionType.blankPage);
    const ignored = await demo.call('ignoreOcrResult', { method: 'POST', url: '/v1/scan/ignore-ocr-result', token: admin, payload: { page_id: blank.page_id } });
    expect(ignored.status, ignored.body.msg).toBe(200);
    expect(ignored.body.data).toMatchObject({ page_id: blank.page_id, state: 'ignored', resolution: 'ignored' });
    expect(ignored.body.data.resolved_by).not.toBe('');
    const [row] = await database().run((db) => db.select().from(scanPages).where(eq(scanPages.id, blank.page_id)));
    expect(row.state).toBe('ignored');
    expect(row.result).toMatchObject({ resolution: { action: 'ignored' } });
    expect((await demo.call('ignoreOcrResult', { method: 'POST', url: '/v1/scan/ignore-ocr-result', token: admin, payload: { page_id: blank.page_id } })).status).toBe(409);
    expect((await exceptions()).body.data).toMatchObject({ total: 0, types: [] });

    const third = roster[3];
    const absent = await demo.call('markScanAbsent', { method: 'POST', url: '/v1/scan/absent', token: admin, payload: { test_id: testId, student_id: third.student_id } });
    expect(absent.status, absent.body.msg).toBe(200);
    expect(absent.body.data).toEqual({ test_id: testId, student_id: third.student_id, absent: true, page: null });
    const search = await demo.call('searchScanStudents', { url: `/v1/scan/match-student?test_id=${testId}&keyword=${encodeURIComponent(third.exam_number)}`, token: admin });
    expect(search.body.data.result[0]).toMatchObject({ student_id: third.student_id, absent: true });
    const present = await demo.call('markScanAbsent', { method: 'POST', url: '/v1/scan/absent', token: admin, payload: { test_id: testId, student_id: roster[0].student_id } });
    expect(present.status).toBe(409);
    const settledPage = await demo.call('markScanAbsent', { method: 'POST', url: '/v1/scan/absent', token: admin, payload: { test_id: testId, student_id: roster[4].student_id, page_id: blank.page_id } });
    expect(settledPage.status).toBe(409);
  });
});

describe('object-abnormal', () => {
  it('lists a twice-marked single choice with its bubble crop; a decision scores it, and a corrected bubble re-scores', async () => {
    const [first] = roster;
    // question 1 is held back: 2 少选 (2) and 3 T (2) are scored
    expect(await objectiveOf(first.student_id)).toEqual([['AC', 4], ['T', 2]].sort());
    const pending = await demo.call('listObjectAbnormal', { url: `/v1/scan/object-abnormal?test_id=${testId}`, token: admin });
    expect(pending.status, pending.body.msg).toBe(200);
    expect(pending.body.data.pending).toBe(1);
    const [item] = pending.body.data.result;
    expect(item).toMatchObject({ student_id: first.student_id, label: '1', reason: 'multiple', marked: ['A', 'C'], options: ['A', 'B', 'C', 'D'], chosen: null, score: null });
    expect(item.crop.width).toBeGreaterThan(0);
    expect((await fetchScan(item.sheet_url)).statusCode).toBe(200);

    const decide = (chosen: string[], questionId = item.question_id) =>
      demo.call('decideObjectAbnormal', { method: 'PUT', url: '/v1/scan/object-abnormal', token: admin, payload: { test_id: testId, student_id: first.student_id, question_id: questionId, chosen } });
    expect((await decide(['E'])).status).toBe(400);
    expect((await decide(['A', 'C'])).status).toBe(400);
    const decided = await decide(['C']);
    expect(decided.status, decided.body.msg).toBe(200);
    expect(decided.body.data).toEqual({ student_id: first.student_id, question_id: item.question_id, chosen: 'C', score: 5 });
    expect(await objectiveOf(first.student_id)).toEqual([['AC', 4], ['C', 5], ['T', 2]].sort());
    const after = await demo.call('listObjectAbnormal', { url: `/v1/scan/object-abnormal?test_id=${testId}`, token: admin });
    expect(after.body.data).toMatchObject({ pending: 0, result: [] });
    const all = await demo.call('listObjectAbnormal', { url: `/v1/scan/object-abnormal?test_id=${testId}&state=all`, token: admin });
    expect(all.body.data.result[0]).toMatchObject({ chosen: 'C', score: 5 });

    // question 3 was read with certainty as T; a person corrects the bubble to F and it re-scores
    const trueFalse = (await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId}`, token: admin })).body.data.result.find((q: { label: string }) => q.label === '3');
    const corrected = await decide(['F'], trueFalse.id);
    expect(corrected.body.data).toMatchObject({ chosen: 'F', score: 0 });
    expect(await objectiveOf(first.student_id)).toEqual([['AC', 4], ['C', 5], ['F', 0]].sort());

    // the sheet recognised again (reocr of each of its pages): the bubbles still read A and C on 1 and T on 3, the decisions stand
    const sheetPageIds = (await database().run((db) => db.select({ id: scanPages.id }).from(scanPages).where(and(eq(scanPages.testId, testId), eq(scanPages.studentId, first.student_id))))).map((p) => p.id);
    expect(sheetPageIds).toHaveLength(layout.pages.length);
    for (const pageId of sheetPageIds) {
      const reocr = await demo.call('reocrPage', { method: 'POST', url: '/v1/scan/reocr', token: admin, payload: { page_id: pageId } });
      expect(reocr.status, reocr.body.msg).toBe(200);
      await pagesSettled(demo, testId);
    }
    expect(await objectiveOf(first.student_id)).toEqual([['AC', 4], ['C', 5], ['F', 0]].sort());
    const deciders = await database().run((db) => db.select({ questionId: objectiveAnswers.questionId, decidedBy: objectiveAnswers.decidedBy }).from(objectiveAnswers).where(eq(objectiveAnswers.studentId, first.student_id)));
    expect(deciders.filter((row) => row.decidedBy !== null).map((row) => row.questionId).sort()).toEqual([item.question_id, trueFalse.id].sort());
    expect((await demo.call('listObjectAbnormal', { url: `/v1/scan/object-abnormal?test_id=${testId}`, token: admin })).body.data.pending).toBe(0);
    expect((await demo.call('decideObjectAbnormal', { method: 'PUT', url: '/v1/scan/object-abnormal', token: admin, payload: { test_id: testId, student_id: roster[5].student_id, question_id: item.question_id, chosen: ['C'] } })).status).toBe(404);
  });
});

describe('why a page was not read', () => {
  it('tells in Chinese that a paper whose card was never submitted has no template to read its pages against', async () => {
    const bare = await createPaperWithQuestions(demo, admin, { name: '未提交答题卡', examination_type: 4, paper: { subject_id: 1, total_score: 20, correct_type: 1 } }, SCAN_PAPER_QUESTIONS);
    const [page] = await scanFilledSheet(layout, { examNumber: roster[0].exam_number, answers: { 1: ['C'] } }, { seed: 21 });
    await scanBatch(demo, { testId: bare, scannerId }, '无模板', [page]);
    const listed = await demo.call('listOcrExceptions', { url: `/v1/scan/ocr-exception?test_id=${bare}`, token: admin });
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body.data.result).toHaveLength(1);
    expect(listed.body.data.result[0]).toMatchObject({ exception_type: ExceptionType.paperUnmatched, error: '该科目的答题卡尚未提交识别模板，无法识别；请先提交答题卡后重新识别' });
  }, 60_000);
});

describe('folded corner', () => {
  it('sends a page read from three anchors to marking and lists it as exception 10 until a person marks it checked', async () => {
    const student = roster[6];
    const pages = await scanFilledSheet(layout, { examNumber: student.exam_number, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } }, { seed: 31, foldedCorner: 3 });
    const scans = demo.testApp.app.services.scans;
    const batch = await scans.intake.openBatch({ testId, name: '折角', createdBy: scannerId });
    const [foldedPageId] = await scans.intake.queueImages(batch, pages.map((bytes, i) => ({ fileName: `folded-${i + 1}.jpg`, bytes })));
    await pagesSettled(demo, testId);

    const listed = await exceptions(`&batch_id=${batch}`);
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body.data.types).toEqual([{ type: ExceptionType.foldedCorner, count: 1 }]);
    expect(listed.body.data.result[0]).toMatchObject({ page_id: foldedPageId, exception_type: ExceptionType.foldedCorner, card_page: 0, matchable: false });
    // not held back: the sheet is whole, its groups wait for markers and its objective answers are scored
    const rows = await database().run(async (db) => ({
      page: await db.select().from(scanPages).where(eq(scanPages.id, foldedPageId)),
      sheet: await db.select().from(answerSheets).where(and(eq(answerSheets.testId, testId), eq(answerSheets.studentId, student.student_id))),
    }));
    expect(rows.page[0]).toMatchObject({ state: 'recognised', studentId: student.student_id });
    expect(rows.sheet).toHaveLength(1);
    expect(await objectiveOf(student.student_id)).toEqual([['AC', 4], ['C', 5], ['T', 2]].sort());

    // a person looks at it and marks it checked: it leaves the list and stays recognised, in marking
    const checked = await demo.call('ignoreOcrResult', { method: 'POST', url: '/v1/scan/ignore-ocr-result', token: admin, payload: { page_id: foldedPageId } });
    expect(checked.status, checked.body.msg).toBe(200);
    expect(checked.body.data).toMatchObject({ page_id: foldedPageId, state: 'recognised', resolution: 'checked' });
    expect((await exceptions(`&batch_id=${batch}`)).body.data).toMatchObject({ total: 0, types: [] });
    const [after] = await database().run((db) => db.select().from(scanPages).where(eq(scanPages.id, foldedPageId)));
    expect(after).toMatchObject({ state: 'recognised', studentId: student.student_id });
    expect((await demo.call('ignoreOcrResult', { method: 'POST', url: '/v1/scan/ignore-ocr-result', token: admin, payload: { page_id: foldedPageId } })).status).toBe(409);

    // read again (reocr): the same fold, and the person's 已检查 on it stands
    const again = await demo.call('reocrPage', { method: 'POST', url: '/v1/scan/reocr', token: admin, payload: { page_id: foldedPageId } });
    expect(again.status, again.body.msg).toBe(200);
    await pagesSettled(demo, testId);
    const [reread] = await database().run((db) => db.select().from(scanPages).where(eq(scanPages.id, foldedPageId)));
    expect(reread).toMatchObject({ state: 'recognised', exceptionType: ExceptionType.foldedCorner, studentId: student.student_id, attempts: 2 });
    expect((await exceptions(`&batch_id=${batch}`)).body.data).toMatchObject({ total: 0, types: [] });
    expect((await demo.call('ignoreOcrResult', { method: 'POST', url: '/v1/scan/ignore-ocr-result', token: admin, payload: { page_id: foldedPageId } })).status).toBe(409);
  }, 60_000);
});
