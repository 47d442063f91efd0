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
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate, layoutCard, type AnswerCard, type CardLayout } from '../../src/domain/answer-card/index.ts';
import { ExceptionType } from '../../src/domain/enums.ts';
import { answerSheets, markingUnits, objectiveAnswers, partitions, scanPages, scanPieces } from '../../src/server/db/schema.ts';
import { scanFilledSheet } from '../../src/server/recognition/synthetic/filled-sheet.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { liveInbox } from '../support/live-inbox.ts';
import { pagesSettled, scanPaperOf, startMarkedBy, type ScanPaper } from '../support/scan-paper.ts';

let demo: DemoSchoolApp;
let paper: ScanPaper;
let testId: number;
let layout: CardLayout;
let card: AnswerCard;
let roster: { student_id: number; exam_number: string }[];
let pageIds: number[];
let batchId: number;

const database = () => demo.testApp.database;
const scans = () => demo.testApp.app.services.scans;

const settled = () => pagesSettled(demo, testId);

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

/** The mean grey (0 black … 255 white) of a template rectangle on a whole sheet, which lies on the template's grid. */
async function meanGrey(jpeg: Buffer, rect: { x: number; y: number; width: number; height: number }): Promise<number> {
  const region = { left: Math.round(rect.x), top: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) };
  const { data } = await sharp(jpeg).greyscale().extract(region).raw().toBuffer({ resolveWithObject: true });
  return data.reduce((sum, value) => sum + value, 0) / data.length;
}

beforeAll(async () => {
  demo = await openDemoSchool(12);
  paper = await scanPaperOf(demo, '扫描识别测试');
  ({ testId, layout, card, roster } = paper);
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
    batchId = await scans().intake.openBatch({ testId, name: '第一批', createdBy: paper.scannerId });
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

  it("answers a batch's progress, and queues its exceptions again (start-ocr) or one page (reocr), for the school administrator only", async () => {
    const admin = demo.web.schooladmin;
    const progress = await demo.call('getOcrProgress', { url: `/v1/scan/ocr-progress?batch_id=${batchId}`, token: admin });
    expect(progress.status, progress.body.msg).toBe(200);
    const recognised = 2 * layout.pages.length;
    expect(progress.body.data).toEqual({ batch_id: batchId, test_id: testId, total: recognised + 4, queued: 0, recognising: 0, recognised, exception: 4, ignored: 0, done: true });
    expect((await demo.call('getOcrProgress', { url: `/v1/scan/ocr-progress?batch_id=${batchId}`, token: demo.web.marker01 })).status).toBe(403);
    expect((await demo.call('getOcrProgress', { url: '/v1/scan/ocr-progress?batch_id=999999', token: admin })).status).toBe(404);

    const started = await demo.call('startOcr', { method: 'POST', url: '/v1/scan/start-ocr', token: admin, payload: { batch_id: batchId } });
    expect(started.status, started.body.msg).toBe(200);
    expect(started.body.data.queued_pages).toBe(4);
    expect(started.body.msg).toBe('已将 4 页加入识别队列');
    await settled();
    const blankPage = pageIds[pageIds.length - 1];
    const again = await demo.call('reocrPage', { method: 'POST', url: '/v1/scan/reocr', token: admin, payload: { page_id: blankPage } });
    expect(again.status, again.body.msg).toBe(200);
    expect(again.body.data.page_id).toBe(blankPage);
    await settled();
    const after = await demo.call('getOcrProgress', { url: `/v1/scan/ocr-progress?batch_id=${batchId}`, token: admin });
    expect(after.body.data).toEqual(progress.body.data);
    const pages = await pagesOf();
    // read on upload, again in the run-twice test, by start-ocr and by reocr
    expect(pages.find((page) => page.id === blankPage)).toMatchObject({ state: 'exception', exceptionType: ExceptionType.blankPage, attempts: 4 });
    expect((await demo.call('reocrPage', { method: 'POST', url: '/v1/scan/reocr', token: demo.web.marker01, payload: { page_id: blankPage } })).status).toBe(403);
    expect((await demo.call('reocrPage', { method: 'POST', url: '/v1/scan/reocr', token: admin, payload: { page_id: 99_999_999 } })).status).toBe(404);
  }, 240_000);

  it('hands the recognised students to a marker of the paper through the marking calls, with their pieces cut from the scans', async () => {
    const admin = demo.web.schooladmin;
    const [group] = await startMarkedBy(demo, admin, paper, 'marker01', true);
    const held = await demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${group.partition_id}&occupy_student_count=5`, token: demo.marking.marker01 });
    expect(held.status, held.body.msg).toBe(200);
    // the two recognised sheets, and no one whose page was an exception
    expect(held.body.data.students.length).toBe(2);
    const template = buildTemplate(card, layout);
    const part = template.partitions.find((candidate) => candidate.name === group.name) ?? template.partitions[0];
    for (const student of held.body.data.students) {
      expect(student.partition_pics.map((pic: { width: number; height: number }) => [pic.width, pic.height])).toEqual(part.rect_divide.map((rect) => [rect.width, rect.height]));
      const image = await demo.testApp.app.inject({ url: student.partition_pics[0].url, headers: { authorization: `Bearer ${demo.marking.marker01}` } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }

    // the group marks blind: the whole sheet comes as the copy stored masked when its page was read
    const original = await demo.testApp.app.inject({
      url: `/v1/examination/original-paper?test_id=${testId}&partition_id=${group.partition_id}&student_id=${held.body.data.students[0].student_id}&side=1`,
      headers: { authorization: `Bearer ${demo.marking.marker01}` },
    });
    expect(original.statusCode, original.body).toBe(200);
    const { sheets } = await sheetRows(roster.slice(0, 2).map((student) => student.student_id));
    const sheet = (await Promise.all(sheets.map(async (row) => ((await demo.testApp.storage.get(row.sideAMasked!))?.equals(original.rawPayload) ? row : undefined)))).find(Boolean);
    expect(sheet, 'the image served is a stored masked copy').toBeDefined();
    const scanned = (await demo.testApp.storage.get(sheet!.sideA!))!;
    // the name, exam-number and barcode areas are black; the answer regions are as scanned
    const identity = [template.template_info.nameRect, template.template_info.numberRect, template.template_info.barcodeRect].filter((rect) => rect?.page === 0);
    expect(identity.length).toBeGreaterThan(0);
    for (const rect of identity) {
      expect(await meanGrey(original.rawPayload, rect!)).toBeLessThan(20);
      expect(await meanGrey(scanned, rect!)).toBeGreaterThan(120);
    }
    const answerArea = part.rect_divide[0];
    expect(Math.abs((await meanGrey(original.rawPayload, answerArea)) - (await meanGrey(scanned, answerArea)))).toBeLessThan(3);
  }, 240_000);

  it("pushes a batch's progress to the scan screens that follow it, and refuses to follow it for others", async () => {
    type Socket = Awaited<ReturnType<typeof demo.testApp.app.injectWS>>;
    const open = async (token: string) => {
      const inbox = liveInbox();
      const socket: Socket = await demo.testApp.app.injectWS(`/v1/ws/scans?token=${token}`, {}, { onInit: (ws) => (ws as unknown as Socket).on('message', (raw: Buffer) => inbox.receive(String(raw))) });
      return { socket, inbox };
    };
    const screen = await open(demo.web.schooladmin);
    await screen.inbox.next('ready');
    screen.socket.send(JSON.stringify({ type: 'subscribe', batch_ids: [batchId, 999_999] }));
    expect(await screen.inbox.next('subscribed')).toEqual({ type: 'subscribed', batch_ids: [batchId] });
    expect(await screen.inbox.next('refused')).toEqual({ type: 'refused', batch_ids: [999_999] });
    const again = await demo.call('reocrPage', { method: 'POST', url: '/v1/scan/reocr', token: demo.web.schooladmin, payload: { page_id: pageIds[pageIds.length - 1] } });
    expect(again.status, again.body.msg).toBe(200);
    expect(await screen.inbox.next('scan-progress')).toEqual({ type: 'scan-progress', batch_id: batchId, test_id: testId });
    await settled();
    screen.socket.terminate();

    const teacher = await open(demo.web.marker01);
    await teacher.inbox.next('ready');
    teacher.socket.send(JSON.stringify({ type: 'subscribe', batch_ids: [batchId] }));
    expect(await teacher.inbox.next('refused')).toEqual({ type: 'refused', batch_ids: [batchId] });
    teacher.socket.terminate();
    const stranger = await open('not-a-token');
    expect(await stranger.inbox.next('error')).toMatchObject({ type: 'error' });
  }, 120_000);
});
