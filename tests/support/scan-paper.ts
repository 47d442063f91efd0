/**
 * A paper ready for scanning on the demo school, set up through the calls: a new exam in the
 * running exam's grade and classes with a paper of three objective questions (single choice,
 * multiple choice with 少选, true/false) and one written question, its answer card made from the
 * questions as the designer does (nine-digit exam numbers, a QR code on every page) and submitted
 * as the paper's template; with the exam's roster and the administrator who scans.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTemplate, layoutCard, type AnswerCard, type CardLayout } from '../../src/domain/answer-card/index.ts';
import { cardFromPaper } from '../../src/domain/answer-card/from-paper.ts';
import { paperQuestionOf } from '../../src/domain/exam-setup/paper-rules.ts';
import { query } from '../../src/server/db/query.ts';
import { users } from '../../src/server/db/schema.ts';
import { scanFilledSheet } from '../../src/server/recognition/synthetic/filled-sheet.ts';
import { createExamWithPapers, createPaperWithQuestions, type DemoSchoolApp, type DemoSchoolCalls } from './demo-school.ts';
import { studentOfPaper } from './paper-numbers.ts';

export const SCAN_PAPER_QUESTIONS = [
  { label: '1', section: '一、选择题', question_type: 'multiple_one', full_mark: 5, options: ['A', 'B', 'C', 'D'], answer: ['C'] },
  { label: '2', section: '一、选择题', question_type: 'multiple_more', full_mark: 4, options: ['A', 'B', 'C', 'D'], answer: ['A', 'C'], partial_score: 2 },
  { label: '3', section: '一、选择题', question_type: 'true_false', full_mark: 2, answer: ['T'] },
  { label: '4', section: '二、解答题', question_type: 'big_spaces', full_mark: 9 },
];

export interface ScanPaper {
  examId: number;
  testId: number;
  card: AnswerCard;
  layout: CardLayout;
  roster: { student_id: number; exam_number: string }[];
  /** the user id of the school administrator who scans */
  scannerId: number;
}

/** The paper set up by `admin` (a school administrator's web token) through `demo`'s calls, without the scanner's user id. */
export async function setUpScanPaper(demo: DemoSchoolCalls, admin: string, name: string): Promise<Omit<ScanPaper, 'scannerId'>> {
  const testId = await createPaperWithQuestions(demo, admin, { name, examination_type: 4, paper: { subject_id: 1, total_score: 20, correct_type: 1 } }, SCAN_PAPER_QUESTIONS);
  return { ...(await submitScanCard(demo, admin, testId, `${name} 数学`)), ...(await examAndRoster(demo, admin, name)) };
}

/**
 * An exam of two papers set up like setUpScanPaper's (数学 and 物理, the same questions), each
 * with its own card, whose page codes name its paper; the papers in that order.
 */
export async function setUpMixedScanPapers(demo: DemoSchoolCalls, admin: string, name: string): Promise<Omit<ScanPaper, 'scannerId'>[]> {
  const subjects = [
    { subject_id: 1, title: '数学' },
    { subject_id: 2, title: '物理' },
  ];
  const testIds = await createExamWithPapers(
    demo,
    admin,
    { name, examination_type: 4 },
    subjects.map((s) => ({ paper: { subject_id: s.subject_id, total_score: 20, correct_type: 1 }, questions: SCAN_PAPER_QUESTIONS })),
  );
  const exam = await examAndRoster(demo, admin, name);
  const papers = [];
  for (const [i, testId] of testIds.entries()) papers.push({ ...(await submitScanCard(demo, admin, testId, `${name} ${subjects[i].title}`)), ...exam });
  return papers;
}

/** The paper's card made from its questions as the designer does, submitted as its template. */
async function submitScanCard(demo: DemoSchoolCalls, admin: string, testId: number, title: string) {
  const listed = (await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId}`, token: admin })).body.data.result;
  const card = cardFromPaper(listed.map(paperQuestionOf), title);
  // the designer's settings for this school: nine-digit exam numbers, a QR code on every page
  card.cardId = testId;
  card.schNumCount = 9;
  card.pageConfig = { ...card.pageConfig, isPageQRcode: 1 };
  const layout = layoutCard(card);
  const submitted = await demo.call('saveTestTemplate', { method: 'PATCH', url: `/v1/examination/test-template-info/${testId}`, token: admin, payload: { template_info: buildTemplate(card, layout) } });
  if (submitted.status !== 200) throw new Error(`saveTestTemplate answered ${submitted.status}: ${submitted.body.msg}`);
  return { testId, card, layout };
}

async function examAndRoster(demo: DemoSchoolCalls, admin: string, name: string) {
  const exams = await demo.call('listSetupExams', { url: '/v1/examination/examination-public-list?page_size=100', token: admin });
  const examId = exams.body.data.result.find((exam: { name: string }) => exam.name === name).id as number;
  const roster = (await demo.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${examId}&page_size=100`, token: admin })).body.data.result;
  return { examId, roster };
}

export async function scanPaperOf(demo: DemoSchoolApp, name: string): Promise<ScanPaper> {
  const paper = await setUpScanPaper(demo, demo.web.schooladmin, name);
  const [scanner] = await demo.testApp.database.run((db) => db.select({ id: users.id }).from(users).where(eq(users.username, 'schooladmin')));
  return { ...paper, scannerId: scanner.id };
}

/**
 * Assigns every question group of the paper to `username` alone (single marking, no quota) and
 * starts the exam, through the assignment and exam calls; answers the paper's groups.
 */
export async function startMarkedBy(
  demo: DemoSchoolCalls,
  admin: string,
  paper: { examId: number; testId: number },
  username: string,
  blindMarking: boolean,
): Promise<{ partition_id: number; name: string }[]> {
  const assignments = await demo.call('listTestAssignments', { url: `/v1/examination/examination-teacher?test_id=${paper.testId}`, token: admin });
  if (assignments.status !== 200) throw new Error(`listTestAssignments answered ${assignments.status}: ${assignments.body.msg}`);
  const marker = assignments.body.data.teachers.find((teacher: { username: string }) => teacher.username === username);
  for (const group of assignments.body.data.groups) {
    const saved = await demo.call('saveGroupAssignment', {
      method: 'PUT',
      url: `/v1/examination/examination-teacher/${group.partition_id}`,
      token: admin,
      payload: { marking_policy: 'single', tolerance: 0, blind_marking: blindMarking, occupy_count: 5, quota_mode: 'unlimited', markers: [{ user_id: marker.user_id }], judges: [] },
    });
    if (saved.status !== 200) throw new Error(`saveGroupAssignment answered ${saved.status}: ${saved.body.msg}`);
  }
  const started = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${paper.examId}`, token: admin, payload: { status: 1 } });
  if (started.status !== 200) throw new Error(`updateExam answered ${started.status}: ${started.body.msg}`);
  return assignments.body.data.groups;
}

/** Waits until no page of the paper is queued or being recognised (the queue's workers run on their own); `poll` runs each round. */
export async function pagesSettled(demo: DemoSchoolApp, testId: number, poll?: () => Promise<unknown>): Promise<void> {
  for (let round = 0; round < 1200; round++) {
    const [{ n }] = await demo.testApp.database.run((db) =>
      query<{ n: string }>(db, sql`SELECT count(*) AS n FROM scan_pages WHERE test_id = ${testId} AND state IN ('queued', 'recognising')`),
    );
    if (Number(n) === 0) return;
    await poll?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('pages were still waiting for recognition after two minutes');
}

/** A page with no card on it, as a scanner delivers a blank sheet. */
export function blankPage(): Promise<Buffer> {
  return sharp({ create: { width: 1700, height: 1200, channels: 3, background: { r: 248, g: 248, b: 246 } } }).jpeg().toBuffer();
}

/**
 * Scans the images into a new batch of the paper (files `<prefix>-1.jpg`, …), as the scanner's
 * uploads do, and waits until every page is recognised; answers the batch's id.
 */
export async function scanBatch(demo: DemoSchoolApp, paper: Pick<ScanPaper, 'testId' | 'scannerId'>, name: string, images: Buffer[], prefix = 'page'): Promise<number> {
  const scans = demo.testApp.app.services.scans;
  const batchId = await scans.intake.openBatch({ testId: paper.testId, name, createdBy: paper.scannerId });
  await scans.intake.queueImages(batchId, images.map((bytes, i) => ({ fileName: `${prefix}-${i + 1}.jpg`, bytes })));
  await pagesSettled(demo, paper.testId);
  return batchId;
}

/** A filled sheet of the scan paper: the objective answers marked on it and the written question's score. */
export interface FilledSheet {
  answers: Record<number, string[]>;
  written: number;
}

/**
 * Scans one filled sheet per student (in `students`' order) into a new batch and waits for
 * recognition, then has marker01 mark the written question of every recognised sheet with its
 * sheet's score through the marking calls (the exam is started, groups not blind), then ends the
 * exam and opens its analysis.
 */
export async function scanMarkAndOpen(
  demo: DemoSchoolApp,
  paper: ScanPaper,
  students: readonly { student_id: number; exam_number: string }[],
  sheets: readonly FilledSheet[],
): Promise<void> {
  const admin = demo.web.schooladmin;
  const pages: Buffer[] = [];
  for (const [i, sheet] of sheets.entries()) pages.push(...(await scanFilledSheet(paper.layout, { examNumber: students[i].exam_number, answers: sheet.answers }, { seed: 40 + i })).map((p) => Buffer.from(p)));
  await scanBatch(demo, paper, '阅卷批次', pages);
  const groups = await startMarkedBy(demo, admin, paper, 'marker01', false);
  for (const group of groups) {
    const held = await demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${paper.testId}&partition_id=${group.partition_id}&occupy_student_count=10`, token: demo.marking.marker01 });
    if (held.status !== 200) throw new Error(`loadMarking answered ${held.status}: ${held.body.msg}`);
    const question = held.body.data.questions[0] as { show_order: number; emptys: { key: string }[] };
    for (const { student_id: named } of held.body.data.students as { student_id: number }[]) {
      const studentId = await studentOfPaper(demo.testApp.database, group.partition_id, named);
      const written = sheets[students.findIndex((s) => s.student_id === studentId)].written;
      const key = question.emptys[0]?.key ?? '1';
      const marked = await demo.call('submitMarking', {
        method: 'POST',
        url: `/v1/examination/marking/${paper.testId}`,
        token: demo.marking.marker01,
        payload: { partition_id: group.partition_id, student_id: named, question_score: { [question.show_order]: { [key]: written } }, return_next_student: 0 },
      });
      if (marked.status !== 200) throw new Error(`submitMarking answered ${marked.status}: ${marked.body.msg}`);
    }
  }
  const ended = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${paper.examId}`, token: admin, payload: { status: 2, confirm: true } });
  if (ended.status !== 200) throw new Error(`updateExam answered ${ended.status}: ${ended.body.msg}`);
  const opened = await demo.call('openExamAnalysis', { method: 'PATCH', url: `/v1/examination/exam-analysis/${paper.examId}`, token: admin });
  if (opened.status !== 200) throw new Error(`openExamAnalysis answered ${opened.status}: ${opened.body.msg}`);
}
