/**
 * The scan room's figures on the demo school, with pages the product makes: a paper set up
 * through the calls gets its card and template, and synthetic scans of filled sheets go into a
 * batch that the 'scan-page' queue recognises — two whole sheets (one single choice marked
 * twice), the first page alone of a third student's sheet, an exam number nobody has and a blank
 * page; a person ignores the blank page and marks a fourth student absent. statistic-subject
 * counts the paper's students and pages by what became of them, statistic-object each objective
 * question's readings and options, subjective-score-abnormal the student whose back side never
 * reached marking; ocr-result tells what one page was read as, and a sheet uploaded page by page
 * from the browser (online-ocr-upload) is recognised at once: its front side is matched and
 * waits for the back side, which completes it.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate, layoutCard, type AnswerCard, type CardLayout } from '../../src/domain/answer-card/index.ts';
import { ExceptionType } from '../../src/domain/enums.ts';
import { query } from '../../src/server/db/query.ts';
import { scanFilledSheet } from '../../src/server/recognition/synthetic/filled-sheet.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { pagesSettled, scanPaperOf, type ScanPaper } from '../support/scan-paper.ts';

let demo: DemoSchoolApp;
let admin: string;
let paper: ScanPaper;
let layout: CardLayout;
let batchId: number;
let pageIds: number[];

const scans = () => demo.testApp.app.services.scans;
const perSheet = () => layout.pages.length;
const subjectRow = async (token = admin) => {
  const answer = await demo.call('getScanSubjectStatistic', { url: `/v1/scan/statistic-subject?examination_id=${paper.examId}`, token });
  return { answer, row: answer.body.data?.result.find((r: { test_id: number }) => r.test_id === paper.testId) };
};
const subjective = (token = admin) => demo.call('listSubjectiveScoreAbnormal', { url: `/v1/scan/subjective-score-abnormal?test_id=${paper.testId}`, token });
const upload = (bytes: Buffer, name: string, token = admin, batch = batchId) =>
  demo.call('onlineOcrUpload', {
    method: 'POST',
    url: `/v1/scan/online-ocr-upload?batch_id=${batch}&file_name=${encodeURIComponent(name)}`,
    token,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });

beforeAll(async () => {
  demo = await openDemoSchool(12);
  admin = demo.web.schooladmin;
  paper = await scanPaperOf(demo, '扫描统计测试');
  // the written question gets a tall answer area, so that the card prints on two pages: the
  // objective bubbles on the front, the rest of the written answer on the back
  const card: AnswerCard = { ...paper.card, sections: paper.card.sections.map((section) => ('lines' in section ? { ...section, lines: 60 } : section)) };
  layout = layoutCard(card);
  expect(perSheet()).toBe(2);
  const submitted = await demo.call('saveTestTemplate', { method: 'PATCH', url: `/v1/examination/test-template-info/${paper.testId}`, token: admin, payload: { template_info: buildTemplate(card, layout) } });
  expect(submitted.status, submitted.body.msg).toBe(200);
  const [first, second, third] = paper.roster;
  const thirdSheet = await scanFilledSheet(layout, { examNumber: third.exam_number, answers: { 1: ['C'], 2: ['C'], 3: ['T'] } }, { seed: 23 });
  const pages = [
    ...(await scanFilledSheet(layout, { examNumber: first.exam_number, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } }, { seed: 21 })),
    // a single choice marked twice: question 1 of the second sheet goes to review
    ...(await scanFilledSheet(layout, { examNumber: second.exam_number, answers: { 1: ['A', 'C'], 2: ['A'], 3: ['F'] } }, { seed: 22 })),
    // the third student's front side alone: the back side was not scanned
    thirdSheet[0],
    (await scanFilledSheet(layout, { examNumber: '999999999', answers: { 1: ['C'] } }, { seed: 24 }))[0],
    await sharp({ create: { width: 1700, height: 1200, channels: 3, background: { r: 248, g: 248, b: 246 } } }).jpeg().toBuffer(),
  ];
  batchId = await scans().intake.openBatch({ testId: paper.testId, name: '统计批次', createdBy: paper.scannerId });
  pageIds = await scans().intake.queueImages(batchId, pages.map((bytes, i) => ({ fileName: `page-${i + 1}.jpg`, bytes: Buffer.from(bytes) })));
  await pagesSettled(demo, paper.testId);
  const ignored = await demo.call('ignoreOcrResult', { method: 'POST', url: '/v1/scan/ignore-ocr-result', token: admin, payload: { page_id: pageIds[pageIds.length - 1] } });
  expect(ignored.status, ignored.body.msg).toBe(200);
  const absent = await demo.call('markScanAbsent', { method: 'POST', url: '/v1/scan/absent', token: admin, payload: { test_id: paper.testId, student_id: paper.roster[3].student_id } });
  expect(absent.status, absent.body.msg).toBe(200);
}, 240_000);

afterAll(async () => {
  await demo?.close();
});

describe('scan statistics', () => {
  it("counts the exam's students and the paper's pages by what became of them (statistic-subject)", async () => {
    const { answer, row } = await subjectRow();
    expect(answer.status, answer.body.msg).toBe(200);
    expect(answer.body.data).toMatchObject({ examination_id: paper.examId, students: paper.roster.length, absent: 1 });
    const recognised = 2 * perSheet() + 1;
    expect(row).toEqual({
      test_id: paper.testId,
      subject_id: 1,
      name: expect.any(String),
      sheets: 2,
      partial: 1,
      not_scanned: paper.roster.length - 4,
      absent_with_sheet: 0,
      pages: recognised + 2,
      waiting_pages: 0,
      recognised_pages: recognised,
      exception_pages: 1,
      ignored_pages: 1,
      exceptions: [{ type: ExceptionType.examNumberAbnormal, count: 1 }],
      batches: 1,
    });
    expect((await subjectRow(demo.web.marker01)).answer.status).toBe(403);
    expect((await demo.call('getScanSubjectStatistic', { url: '/v1/scan/statistic-subject?examination_id=999999', token: admin })).status).toBe(404);
  });

  it('tallies each objective question of the whole sheets, and counts a decision taken in review among the options (statistic-object)', async () => {
    const read = async () => {
      const answer = await demo.call('getScanObjectStatistic', { url: `/v1/scan/statistic-object?test_id=${paper.testId}`, token: admin });
      expect(answer.status, answer.body.msg).toBe(200);
      return answer.body.data;
    };
    const before = await read();
    expect(before.sheets).toBe(2);
    const [q1, q2, q3] = before.result;
    expect(q1).toMatchObject({ label: '1', question_type: 'multiple_one', answer: ['C'], read: 2, answered: 1, blank: 0, multiple: 1, marginal: 0, pending: 1, right: 1, suspect: ['review'] });
    expect(q1.options).toEqual([
      { option: 'A', count: 0, key: false },
      { option: 'B', count: 0, key: false },
      { option: 'C', count: 1, key: true },
      { option: 'D', count: 0, key: false },
    ]);
    // A and C for the key A, C; A alone (少选)
    expect(q2).toMatchObject({ read: 2, answered: 2, multiple: 0, pending: 0, right: 1, suspect: [] });
    expect(q2.options.filter((o: { count: number }) => o.count > 0)).toEqual([
      { option: 'A', count: 2, key: true },
      { option: 'C', count: 1, key: true },
    ]);
    expect(q3).toMatchObject({ question_type: 'true_false', read: 2, answered: 2, right: 1, options: [{ option: 'T', count: 1, key: true }, { option: 'F', count: 1, key: false }] });

    const question = q1.question_id;
    const decided = await demo.call('decideObjectAbnormal', { method: 'PUT', url: '/v1/scan/object-abnormal', token: admin, payload: { test_id: paper.testId, student_id: paper.roster[1].student_id, question_id: question, chosen: ['A'] } });
    expect(decided.status, decided.body.msg).toBe(200);
    const after = (await read()).result[0];
    expect(after).toMatchObject({ multiple: 1, pending: 0, right: 1 });
    expect(after.options.find((o: { option: string }) => o.option === 'A').count).toBe(1);
    expect((await demo.call('getScanObjectStatistic', { url: `/v1/scan/statistic-object?test_id=${paper.testId}`, token: demo.web.marker01 })).status).toBe(403);
  });

  it('lists the student whose objective side was read while the back side never reached marking (subjective-score-abnormal)', async () => {
    const answer = await subjective();
    expect(answer.status, answer.body.msg).toBe(200);
    const third = paper.roster[2];
    expect(answer.body.data).toEqual({
      test_id: paper.testId,
      total: 1,
      kinds: [{ kind: 'sheet_incomplete', count: 1 }],
      result: [
        {
          student_id: third.student_id,
          name: expect.any(String),
          exam_number: third.exam_number,
          kind: 'sheet_incomplete',
          partition_id: null,
          group_name: null,
          question_label: null,
          blank_label: null,
          score: null,
          full_mark: null,
          step: null,
          pages_read: 1,
          pages_expected: perSheet(),
        },
      ],
    });
    expect((await subjective(demo.web.marker01)).status).toBe(403);
  });

  it("finds no impossible written score among the marks the demo school's markers gave", async () => {
    const [{ n }] = await demo.testApp.database.run((db) =>
      query<{ n: string }>(db, sql`SELECT count(*) AS n FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id = ${demo.endedMathsTestId} AND u.state = 'done'`),
    );
    expect(Number(n)).toBeGreaterThan(10);
    const answer = await demo.call('listSubjectiveScoreAbnormal', { url: `/v1/scan/subjective-score-abnormal?test_id=${demo.endedMathsTestId}`, token: admin });
    expect(answer.status, answer.body.msg).toBe(200);
    expect(answer.body.data.result.filter((row: { kind: string }) => row.kind !== 'sheet_incomplete')).toEqual([]);
  });

  it('tells what a page was read as (ocr-result)', async () => {
    const first = await demo.call('getOcrResult', { url: `/v1/scan/ocr-result?page_id=${pageIds[0]}`, token: admin });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({
      page_id: pageIds[0],
      batch_id: batchId,
      test_id: paper.testId,
      file_name: 'page-1.jpg',
      state: 'recognised',
      exception_type: 0,
      card_page: 0,
      student: { student_id: paper.roster[0].student_id, exam_number: paper.roster[0].exam_number },
      exam_number_read: paper.roster[0].exam_number,
      error: null,
    });
    expect(first.body.data.objective.map((o: { q_num: number; status: string; marked: string[] }) => [o.q_num, o.status, o.marked.join('')])).toEqual([
      [1, 'answered', 'C'],
      [2, 'answered', 'AC'],
      [3, 'answered', 'T'],
    ]);
    const image = await demo.testApp.app.inject({ url: first.body.data.image_url, headers: { authorization: `Bearer ${admin}` } });
    expect(image.statusCode).toBe(200);
    const unknown = await demo.call('getOcrResult', { url: `/v1/scan/ocr-result?page_id=${pageIds[2 * perSheet() + 1]}`, token: admin });
    expect(unknown.body.data).toMatchObject({ state: 'exception', exception_type: ExceptionType.examNumberAbnormal, student: null, exam_number_read: '999999999' });
    expect((await demo.call('getOcrResult', { url: `/v1/scan/ocr-result?page_id=${pageIds[0]}`, token: demo.web.marker01 })).status).toBe(403);
    expect((await demo.call('getOcrResult', { url: '/v1/scan/ocr-result?page_id=99999999', token: admin })).status).toBe(404);
  });

  it('recognises pages uploaded one by one from the browser at once: a front side is matched and waits, its back side completes the sheet (online-ocr-upload)', async () => {
    const fifth = paper.roster[4];
    const [front, back] = (await scanFilledSheet(layout, { examNumber: fifth.exam_number, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } }, { seed: 25 })).map((bytes) => Buffer.from(bytes));
    expect((await upload(Buffer.alloc(0), '空.jpg')).body).toMatchObject({ code: 400, msg: expect.stringContaining('空.jpg') });
    expect((await upload(front, 'front.jpg', demo.web.marker01)).status).toBe(403);
    expect((await upload(front, 'front.jpg', admin, 999_999)).status).toBe(404);

    const sentFront = await upload(front, 'front.jpg');
    expect(sentFront.status, sentFront.body.msg).toBe(200);
    expect(sentFront.body.msg).toBe('已识别 1 页');
    expect(sentFront.body.data.file).toMatchObject({ batch_id: batchId, file_name: 'front.jpg', duplicate: false, state: 'split', page_count: 1, queued_pages: 1, duplicate_pages: 0 });
    expect(sentFront.body.data.pages).toHaveLength(1);
    expect(sentFront.body.data.pages[0]).toMatchObject({ state: 'recognised', exception_type: 0, card_page: 0, student: { student_id: fifth.student_id }, exam_number_read: fifth.exam_number, attempts: 1 });
    // read at once, the front side waits for its back side like the third student's
    expect((await subjective()).body.data.result.map((r: { exam_number: string; kind: string }) => [r.exam_number, r.kind])).toEqual(
      [paper.roster[2].exam_number, fifth.exam_number].sort().map((number) => [number, 'sheet_incomplete']),
    );
    expect((await subjectRow()).row).toMatchObject({ sheets: 2, partial: 2, waiting_pages: 0 });

    const sentBack = await upload(back, 'back.jpg');
    expect(sentBack.status, sentBack.body.msg).toBe(200);
    expect(sentBack.body.data.pages[0]).toMatchObject({ state: 'recognised', exception_type: 0, card_page: 1, student: { student_id: fifth.student_id } });
    // the sheet is whole now: it went to marking and no longer lacks its written part
    expect((await subjective()).body.data).toMatchObject({ total: 1, kinds: [{ kind: 'sheet_incomplete', count: 1 }] });
    expect((await subjectRow()).row).toMatchObject({ sheets: 3, partial: 1, waiting_pages: 0, recognised_pages: 2 * perSheet() + 3 });

    const again = await upload(back, 'back.jpg');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ file: { duplicate: true, queued_pages: 0 }, pages: [] });
    expect(again.body.msg).toBe('该文件已在本批次上传过，未重复保存');
  });
});
