/**
 * Mixed papers in one stack (AI答题卡扫描): an exam of two papers, each with its own card whose
 * page codes name the paper, gets a mixed batch through the product's call; filled sheets of both
 * papers and a page of a card that names no paper of the exam are uploaded into it together. Each
 * page is recognised with its own paper's template: the other paper's pages go to that paper's
 * batch of the upload, matched to their students with their objective answers scored; the page
 * of the unknown card stays in the upload as 试卷不匹配. The list call shows the upload with both
 * papers, deleting it is refused once pages are matched, and a mixed batch needs a submitted card.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutCard } from '../../src/domain/answer-card/index.ts';
import { ExceptionType } from '../../src/domain/enums.ts';
import { objectiveAnswers, scanPages } from '../../src/server/db/schema.ts';
import { scanFilledSheet } from '../../src/server/recognition/synthetic/filled-sheet.ts';
import { createPaperWithQuestions, openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { pagesSettled, SCAN_PAPER_QUESTIONS, setUpMixedScanPapers, type ScanPaper } from '../support/scan-paper.ts';

const EXAM = '混合扫描测试';
let demo: DemoSchoolApp;
let papers: Omit<ScanPaper, 'scannerId'>[];
let batchId: number;

const admin = () => demo.web.schooladmin;
const list = (examId: number, token = admin()) => demo.call('listMixedScanBatches', { url: `/v1/scan/mixed-batch?examination_id=${examId}`, token });

beforeAll(async () => {
  demo = await openDemoSchool(12);
  papers = await setUpMixedScanPapers(demo, admin(), EXAM);
}, 240_000);

afterAll(async () => {
  await demo?.close();
});

describe('a batch of mixed papers', () => {
  it('is opened on the first paper with a submitted card, for the school administrator only', async () => {
    const [maths, physics] = papers;
    const created = await demo.call('createMixedScanBatch', { method: 'POST', url: '/v1/scan/mixed-batch', token: admin(), payload: { examination_id: maths.examId, name: ' 第一摞 ' } });
    expect(created.status, created.body.msg).toBe(200);
    expect(created.body.msg).toBe('扫描批次已创建');
    batchId = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: '第一摞', pages: 0, papers: [{ test_id: maths.testId, test_name: '高一数学' }] });

    const listed = await list(maths.examId);
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body.data.papers).toEqual([
      { test_id: maths.testId, test_name: '高一数学', has_template: true },
      { test_id: physics.testId, test_name: '高一物理', has_template: true },
    ]);
    expect(listed.body.data.result.map((batch: { id: number }) => batch.id)).toEqual([batchId]);
    expect((await list(maths.examId, demo.web.marker01)).status).toBe(403);
    expect((await list(999_999)).status).toBe(404);
    const blank = await demo.call('createMixedScanBatch', { method: 'POST', url: '/v1/scan/mixed-batch', token: admin(), payload: { examination_id: maths.examId, name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('批次名称不能为空');
  }, 60_000);

  it('sends each page to its own paper, matched and scored there; a page of a card of no paper of the exam stays as 试卷不匹配', async () => {
    const [maths, physics] = papers;
    const roster = maths.roster;
    const sheet = (paper: (typeof papers)[number], student: number, answers: Record<number, string[]>, seed: number) =>
      scanFilledSheet(paper.layout, { examNumber: roster[student].exam_number, answers }, { seed });
    const stranger = layoutCard({ ...maths.card, cardId: 0 });
    const pages = [
      ...(await sheet(maths, 0, { 1: ['C'], 2: ['A', 'C'], 3: ['T'] }, 1)),
      ...(await sheet(physics, 1, { 1: ['B'], 2: ['A'], 3: ['T'] }, 2)),
      ...(await sheet(physics, 2, { 1: ['C'], 2: ['A', 'C'], 3: ['F'] }, 3)),
      ...(await sheet(maths, 1, { 1: ['D'] }, 4)),
      (await scanFilledSheet(stranger, { examNumber: roster[3].exam_number, answers: { 1: ['C'] } }, { seed: 5 }))[0],
    ];
    const scans = demo.testApp.app.services.scans;
    const pageIds = await scans.intake.queueImages(batchId, pages.map((bytes, i) => ({ fileName: `stack-${i + 1}.jpg`, bytes })));
    expect(pageIds.length).toBe(pages.length);
    await pagesSettled(demo, maths.testId);
    await pagesSettled(demo, physics.testId);

    const rows = await demo.testApp.database.run((db) => db.select().from(scanPages).where(inArray(scanPages.id, pageIds)).orderBy(scanPages.id));
    const perSheet = maths.layout.pages.length;
    const expected = [
      ...Array(perSheet).fill([maths.testId, roster[0].student_id]),
      ...Array(perSheet).fill([physics.testId, roster[1].student_id]),
      ...Array(perSheet).fill([physics.testId, roster[2].student_id]),
      ...Array(perSheet).fill([maths.testId, roster[1].student_id]),
    ];
    expect(rows.slice(0, -1).map((row) => [row.testId, row.studentId])).toEqual(expected);
    expect(rows.slice(0, -1).every((row) => row.state === 'recognised')).toBe(true);
    const last = rows.at(-1)!;
    expect({ test: last.testId, batch: last.batchId, state: last.state, type: last.exceptionType }).toEqual({ test: maths.testId, batch: batchId, state: 'exception', type: ExceptionType.paperUnmatched });

    // the physics sheets are scored against the physics paper's key
    const scored = await demo.testApp.database.run((db) => db.select().from(objectiveAnswers).where(eq(objectiveAnswers.testId, physics.testId)));
    const of = (student: number) => scored.filter((row) => row.studentId === roster[student].student_id).map((row) => [row.chosen, row.score]).sort();
    expect(of(1)).toEqual([['A', 2], ['B', 0], ['T', 2]].sort());
    expect(of(2)).toEqual([['AC', 4], ['C', 5], ['F', 0]].sort());

    const listed = (await list(maths.examId)).body.data.result[0];
    expect(listed.pages).toBe(pages.length);
    expect(listed.papers.map((paper: { test_name: string; batch: { name: string; states: { recognised: number; exception: number } } }) => [paper.test_name, paper.batch.name, paper.batch.states.recognised, paper.batch.states.exception])).toEqual([
      ['高一数学', '第一摞', 2 * perSheet, 1],
      ['高一物理', '第一摞', 2 * perSheet, 0],
    ]);
    // the physics pages are also in the physics paper's own batch list, under the upload's name
    const physicsBatches = await demo.call('listScanBatches', { url: `/v1/scan/scan-batch?test_id=${physics.testId}`, token: admin() });
    expect(physicsBatches.body.data.result.map((batch: { name: string; pages: number }) => [batch.name, batch.pages])).toEqual([['第一摞', 2 * perSheet]]);

    const deleted = await demo.call('deleteScanBatch', { method: 'DELETE', url: `/v1/scan/scan-batch/${batchId}`, token: admin() });
    expect(deleted.status).toBe(409);
    expect(deleted.body.msg).toContain(String(4 * perSheet));
  }, 240_000);

  it('cannot be opened in an exam whose cards were never submitted', async () => {
    await createPaperWithQuestions(demo, admin(), { name: '未提交模板的考试', examination_type: 4, paper: { subject_id: 1, total_score: 20, correct_type: 1 } }, SCAN_PAPER_QUESTIONS);
    const exams = await demo.call('listSetupExams', { url: '/v1/examination/examination-public-list?page_size=100', token: admin() });
    const examId = exams.body.data.result.find((exam: { name: string }) => exam.name === '未提交模板的考试').id as number;
    const refused = await demo.call('createMixedScanBatch', { method: 'POST', url: '/v1/scan/mixed-batch', token: admin(), payload: { examination_id: examId, name: '第二摞' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('本场考试还没有科目提交答题卡模板，无法识别混合扫描的答题卡：请先在答题卡设计中提交模板');
    expect((await list(examId)).body.data.result).toEqual([]);
  }, 60_000);
});
