/**
 * Two sheets scanned for one student (PATCH /v1/examination/repeat-student-question/{id}) on the
 * demo school, with pages the product makes: a paper set up through the calls, a first batch of
 * synthetic filled sheets recognised by the 'scan-page' queue, then a second batch with another
 * sheet for two of the same students, whose first pages wait as exception 5 (考号重复). A person
 * keeps the duplicate for one student — the old sheet's pages are ignored and the sheet, pieces,
 * units and objective scores follow the new one, keeping a person's review decisions only where
 * the new bubbles read as the old ones did — and the current sheet for the other.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardLayout } from '../../src/domain/answer-card/index.ts';
import { ExceptionType } from '../../src/domain/enums.ts';
import { answerSheets, markingUnits, objectiveAnswers, partitions, questions, scanPages, scanPieces } from '../../src/server/db/schema.ts';
import { scanFilledSheet } from '../../src/server/recognition/synthetic/filled-sheet.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { blankPage, scanBatch, scanPaperOf, startMarkedBy } from '../support/scan-paper.ts';

let demo: DemoSchoolApp;
let admin: string;
let testId: number;
let layout: CardLayout;
let roster: { student_id: number; exam_number: string }[];
let secondBatch: number;
let examId: number;

const database = () => demo.testApp.database;

interface Exception {
  page_id: number;
  exception_type: number;
  duplicate_of: { student_id: number; page_id: number; image_url: string } | null;
}

const openExceptions = async (type: number) =>
  (await demo.call('listOcrExceptions', { url: `/v1/scan/ocr-exception?test_id=${testId}&exception_type=${type}&page_size=50`, token: admin })).body.data.result as Exception[];
const duplicateOf = async (studentId: number) => (await openExceptions(ExceptionType.examNumberDuplicate)).find((page) => page.duplicate_of?.student_id === studentId);
const choose = (pageId: number, keep: string, token = admin) =>
  demo.call('resolveRepeatStudentSheet', { method: 'PATCH', url: `/v1/examination/repeat-student-question/${pageId}`, token, payload: { keep } });

/** What the product holds for the student on the paper, read back. */
const heldFor = (studentId: number) =>
  database().run(async (db) => {
    const groupIds = (await db.select({ id: partitions.id }).from(partitions).where(eq(partitions.testId, testId))).map((group) => group.id);
    return {
      pages: await db.select({ id: scanPages.id, state: scanPages.state, batchId: scanPages.batchId, result: scanPages.result }).from(scanPages).where(and(eq(scanPages.testId, testId), eq(scanPages.studentId, studentId))),
      sheet: await db.select().from(answerSheets).where(and(eq(answerSheets.testId, testId), eq(answerSheets.studentId, studentId))),
      pieces: await db.select({ key: scanPieces.storageKey }).from(scanPieces).where(and(eq(scanPieces.studentId, studentId), inArray(scanPieces.partitionId, groupIds))),
      units: await db.select({ state: markingUnits.state }).from(markingUnits).where(and(eq(markingUnits.studentId, studentId), inArray(markingUnits.partitionId, groupIds))),
      objective: (await db.select().from(objectiveAnswers).where(and(eq(objectiveAnswers.testId, testId), eq(objectiveAnswers.studentId, studentId)))).map((row) => [row.chosen, row.score]).sort(),
      groups: groupIds.length,
    };
  });

beforeAll(async () => {
  demo = await openDemoSchool(8);
  admin = demo.web.schooladmin;
  const paper = await scanPaperOf(demo, '重复答题卡测试');
  ({ testId, layout, roster, examId } = paper);
  const [first, second, third, fourth] = roster;
  // the first sheets: both students all right
  const firstSheets = [
    ...(await scanFilledSheet(layout, { examNumber: first.exam_number, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } }, { seed: 41 })),
    ...(await scanFilledSheet(layout, { examNumber: second.exam_number, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } }, { seed: 42 })),
    ...(await scanFilledSheet(layout, { examNumber: third.exam_number, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } }, { seed: 45 })),
    ...(await scanFilledSheet(layout, { examNumber: fourth.exam_number, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } }, { seed: 47 })),
  ];
  await scanBatch(demo, paper, '第一批', firstSheets, 'a');
  // a second sheet for each of them, with other answers, and a blank page
  const secondSheets = [
    ...(await scanFilledSheet(layout, { examNumber: first.exam_number, answers: { 1: ['B'], 2: ['A'], 3: ['F'] } }, { seed: 43 })),
    ...(await scanFilledSheet(layout, { examNumber: second.exam_number, answers: { 1: ['B'], 2: ['A'], 3: ['F'] } }, { seed: 44 })),
    ...(await scanFilledSheet(layout, { examNumber: third.exam_number, answers: { 1: ['B'], 2: ['A'], 3: ['F'] } }, { seed: 46 })),
    // the fourth student's sheet scanned again, but for question 2
    ...(await scanFilledSheet(layout, { examNumber: fourth.exam_number, answers: { 1: ['C'], 2: ['A'], 3: ['T'] } }, { seed: 48 })),
    await blankPage(),
  ];
  secondBatch = await scanBatch(demo, paper, '第二批', secondSheets, 'b');
}, 240_000);

afterAll(async () => {
  await demo?.close();
});

describe('repeat-student-question', () => {
  it('keeps the duplicate sheet: the old pages are ignored and the sheet, pieces, units and objective scores follow the new pages', async () => {
    const [first] = roster;
    const before = await heldFor(first.student_id);
    // 1: C right (5); 2: A and C (4); 3: T right (2)
    expect(before.objective).toEqual([['AC', 4], ['C', 5], ['T', 2]].sort());
    const duplicate = await duplicateOf(first.student_id);
    expect(duplicate, 'the second sheet of the first student is listed as 考号重复').toBeDefined();

    const chosen = await choose(duplicate!.page_id, 'duplicate');
    expect(chosen.status, chosen.body.msg).toBe(200);
    const oldPages = before.pages.map((page) => page.id).sort();
    expect(chosen.body.data).toMatchObject({ page_id: duplicate!.page_id, kept_page_id: duplicate!.page_id, student_id: first.student_id, sheet_complete: true });
    expect([...chosen.body.data.ignored_page_ids].sort()).toEqual(oldPages);
    expect(chosen.body.data.resolved_by).not.toBe('');

    const after = await heldFor(first.student_id);
    const counted = after.pages.filter((page) => page.state === 'recognised');
    expect(counted).toHaveLength(layout.pages.length);
    expect(counted.every((page) => page.batchId === secondBatch)).toBe(true);
    const ignored = after.pages.filter((page) => page.state === 'ignored');
    expect(ignored.map((page) => page.id).sort()).toEqual(oldPages);
    expect(ignored.every((page) => (page.result as { resolution?: { action: string; at: string } }).resolution?.action === 'replaced')).toBe(true);
    expect(after.sheet).toHaveLength(1);
    expect(after.sheet[0].sideA).toBe(`sheet-${duplicate!.page_id}.jpg`);
    const newIds = new Set(counted.map((page) => String(page.id)));
    expect(after.pieces.length).toBeGreaterThan(0);
    expect(after.pieces.every((piece) => newIds.has(piece.key.split('-')[1]))).toBe(true);
    expect(after.units).toHaveLength(after.groups);
    expect(after.units.every((unit) => unit.state === 'open')).toBe(true);
    // the new bubbles: 1: B wrong (0); 2: A only — 少选 (2); 3: F wrong (0)
    expect(after.objective).toEqual([['A', 2], ['B', 0], ['F', 0]].sort());
    expect(await duplicateOf(first.student_id)).toBeUndefined();

    // someone already chose: the page is no longer an open duplicate
    const again = await choose(duplicate!.page_id, 'current');
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/已被他人处理/);
  }, 60_000);

  it('keeps the review decisions whose bubbles the new sheet reads alike, and scores the others from the new sheet', async () => {
    const fourth = roster[3];
    const questionIds = await database().run(async (db) => new Map((await db.select({ id: questions.id, label: questions.label }).from(questions).where(eq(questions.testId, testId))).map((q) => [q.label, q.id])));
    const decide = (label: string, chosen: string[]) =>
      demo.call('decideObjectAbnormal', { method: 'PUT', url: '/v1/scan/object-abnormal', token: admin, payload: { test_id: testId, student_id: fourth.student_id, question_id: questionIds.get(label), chosen } });
    // a person decided, on the first sheet, question 1 as D (wrong) and question 2 as C alone (少选)
    expect((await decide('1', ['D'])).status).toBe(200);
    expect((await decide('2', ['C'])).status).toBe(200);
    expect((await heldFor(fourth.student_id)).objective).toEqual([['C', 2], ['D', 0], ['T', 2]].sort());

    const duplicate = await duplicateOf(fourth.student_id);
    expect(duplicate).toBeDefined();
    const chosen = await choose(duplicate!.page_id, 'duplicate');
    expect(chosen.status, chosen.body.msg).toBe(200);
    // question 1 reads C on both sheets: the decision stands; question 2 reads A alone on the new
    // sheet, not what the person decided about: scored from the new bubbles (A, 少选 2)
    expect((await heldFor(fourth.student_id)).objective).toEqual([['A', 2], ['D', 0], ['T', 2]].sort());
    const decidedBy = await database().run(async (db) =>
      new Map((await db.select().from(objectiveAnswers).where(and(eq(objectiveAnswers.testId, testId), eq(objectiveAnswers.studentId, fourth.student_id)))).map((row) => [row.questionId, row.decidedBy])),
    );
    expect(decidedBy.get(questionIds.get('1')!)).not.toBeNull();
    expect(decidedBy.get(questionIds.get('2')!)).toBeNull();
  }, 60_000);

  it('keeps the current sheet: the duplicate page is ignored and the sheet stays as it was', async () => {
    const [, second] = roster;
    const before = await heldFor(second.student_id);
    const duplicate = await duplicateOf(second.student_id);
    expect(duplicate).toBeDefined();
    const firstPage = before.pages.find((page) => (page.result as { page?: number }).page === 0)!;
    // the list names the current sheet's first page, with its image, to compare both before choosing
    expect(duplicate!.duplicate_of!.page_id).toBe(firstPage.id);
    const image = await demo.testApp.app.inject({ url: duplicate!.duplicate_of!.image_url, headers: { authorization: `Bearer ${admin}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);

    // not a school administrator of the paper
    expect((await choose(duplicate!.page_id, 'current', demo.web.teacher01)).status).toBe(403);

    const kept = await choose(duplicate!.page_id, 'current');
    expect(kept.status, kept.body.msg).toBe(200);
    expect(kept.body.data).toMatchObject({ page_id: duplicate!.page_id, kept_page_id: firstPage.id, ignored_page_ids: [duplicate!.page_id], student_id: second.student_id, sheet_complete: true });
    const after = await heldFor(second.student_id);
    expect(after.sheet).toEqual(before.sheet);
    expect(after.objective).toEqual(before.objective);
    expect(after.pages.filter((page) => page.state === 'recognised').map((page) => page.id).sort()).toEqual(before.pages.map((page) => page.id).sort());
    expect(await duplicateOf(second.student_id)).toBeUndefined();
    const ignoredPage = await database().run((db) => db.select().from(scanPages).where(eq(scanPages.id, duplicate!.page_id)));
    expect(ignoredPage[0].state).toBe('ignored');
    expect((await choose(duplicate!.page_id, 'duplicate')).status).toBe(409);
  }, 60_000);

  it('refuses a page that is not a duplicate, an unknown page and an unknown choice, changing nothing', async () => {
    const [blank] = await openExceptions(ExceptionType.blankPage);
    const notDuplicate = await choose(blank.page_id, 'duplicate');
    expect(notDuplicate.status).toBe(400);
    expect(notDuplicate.body.msg).toMatch(/考号重复/);
    expect((await openExceptions(ExceptionType.blankPage)).map((page) => page.page_id)).toContain(blank.page_id);
    expect((await choose(99_999_999, 'duplicate')).status).toBe(404);
    expect((await choose(blank.page_id, 'both')).status).toBe(400);
  });

  it('refuses the duplicate once marking has started on the student, naming the group, and changes nothing', async () => {
    const third = roster[2];
    const groups = await startMarkedBy(demo, admin, { examId, testId }, 'marker01', false);
    const [held, other] = groups;
    // the marker takes every student of the first group: the third student's unit there is held
    const loaded = await demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${held.partition_id}&occupy_student_count=5`, token: demo.marking.marker01 });
    expect(loaded.status, loaded.body.msg).toBe(200);
    expect(loaded.body.data.students.map((student: { student_id: number }) => student.student_id)).toContain(third.student_id);

    const before = await heldFor(third.student_id);
    const duplicate = await duplicateOf(third.student_id);
    expect(duplicate).toBeDefined();
    const refused = await choose(duplicate!.page_id, 'duplicate');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(held.name);
    if (other) expect(refused.body.msg).not.toContain(other.name);
    expect(refused.body.msg).toContain('已开始阅卷');
    expect(await heldFor(third.student_id)).toEqual(before);
    expect(await duplicateOf(third.student_id)).toBeDefined();
    // keeping the current sheet loses no mark: still allowed
    const kept = await choose(duplicate!.page_id, 'current');
    expect(kept.status, kept.body.msg).toBe(200);
  }, 60_000);
});
