/**
 * A school's setup without the demo, over HTTP (in-process app.inject) on an embedded PGlite in
 * memory, or on PostgreSQL when DATABASE_URL is set: the setup link, then 250 classes, 10 000
 * students and 600 teachers from xlsx workbooks written here with exceljs, then a re-import of
 * the students (every row an update); then an exam of all the classes (every student: the classes
 * are of one grade, as an exam takes the classes of its grade) with 9 papers,
 * their questions, each paper's answer-card template (120 question groups in all), three markers
 * assigned to every group, and the exam started. Prints the time of each step and where it went
 * (building the workbooks is the test's own cost and is printed apart) and the total (goal:
 * under 10 s); then the marking list of one of the markers (the three calls the marking
 * screen's lists make) p50/p99 over LIST_REQUESTS requests each (goal: p99 under 20 ms).
 * Asserts nothing. Run with `npm run bench:setup` (STUDENTS, TEACHERS, LIST_REQUESTS override
 * the sizes).
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { cardFromPaper } from '../src/domain/answer-card/from-paper.ts';
import { buildTemplate, layoutCard } from '../src/domain/answer-card/index.ts';
import { SubjectId } from '../src/domain/enums.ts';
import { paperQuestionOf, type PaperQuestionFields } from '../src/domain/exam-setup/paper-rules.ts';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { encryptForLogin } from '../src/server/features/auth/rsa.ts';
import { setupLinkIfEmpty } from '../src/server/features/setup/setup-link.ts';
import { createFolderStorage } from '../src/server/storage/scan-storage.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STUDENTS = Number(process.env.STUDENTS ?? 10_000);
const TEACHERS = Number(process.env.TEACHERS ?? 600);
const PER_CLASS = 40;
const CLASSES = Math.ceil(STUDENTS / PER_CLASS);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PASSWORD = 'Bench@2026';
/** the grade of every class, so that one exam takes all the students */
const EXAM_GRADE = 10;
const LIST_REQUESTS = Number(process.env.LIST_REQUESTS ?? 300);
/** the exam's nine papers, all subjects the first grade has */
const EXAM_SUBJECTS: readonly SubjectId[] = [
  SubjectId.chinese,
  SubjectId.math,
  SubjectId.english,
  SubjectId.physics,
  SubjectId.chemistry,
  SubjectId.biology,
  SubjectId.politics,
  SubjectId.history,
  SubjectId.geography,
];
const QUESTION_GROUPS = 120;
const MARKERS_PER_GROUP = 3;
const QUESTION_MARK = 10;

/** The subjective questions of paper `index`: the 120 groups shared out over the nine papers. */
function paperQuestions(index: number) {
  const count = Math.floor(QUESTION_GROUPS / EXAM_SUBJECTS.length) + (index < QUESTION_GROUPS % EXAM_SUBJECTS.length ? 1 : 0);
  return Array.from({ length: count }, (_, q) => ({ label: String(q + 1), section: '解答题', question_type: 'big_spaces', full_mark: QUESTION_MARK }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function workbook(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  sheet.addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const className = (c: number) => `${EXAM_GRADE}-${c + 1}`;

async function main(): Promise<void> {
  const scanDir = mkdtempSync(path.join(tmpdir(), 'bench-setup-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
  const app = await buildApp({ database, storage: createFolderStorage(scanDir) });
  const timings: [string, number][] = [];
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings.push([label, performance.now() - started]);
    return result;
  };
  try {
    const prepared = performance.now();
    const classBook = await workbook(
      ['校区', '年级', '班级'],
      Array.from({ length: CLASSES }, (_, c) => ['本部', EXAM_GRADE, className(c)]),
    );
    const studentRows = Array.from({ length: STUDENTS }, (_, i) => [String(30_000_000 + i), `学生${i}`, className(Math.floor(i / PER_CLASS)), (i % PER_CLASS) + 1]);
    const studentBook = await workbook(['考号', '姓名', '班级', '座号'], studentRows);
    const teacherBook = await workbook(
      ['用户名', '姓名', '职务', '学科', '任教年级', '任教班级', '班主任班级'],
      Array.from({ length: TEACHERS }, (_, i) => [
        `t${String(i).padStart(4, '0')}`,
        `老师${i}`,
        i < CLASSES ? '任课老师、班主任' : '任课老师',
        ['数学', '语文', '英语', '物理'][i % 4],
        '',
        `${className(i % CLASSES)}、${className((i + 1) % CLASSES)}`,
        i < CLASSES ? className(i) : '',
      ]),
    );
    const buildMs = performance.now() - prepared;

    const inject = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method, url, payload: payload as never, headers });
      const body = JSON.parse(response.body) as { code: number; msg: string; data: Record<string, unknown> };
      if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${body.msg}`);
      return body;
    };
    const token = await setupLinkIfEmpty(database);
    if (!token) throw new Error('the benchmark needs an empty database');
    const key = (await inject('GET', '/v1/user/public-key')).data.public_key as string;
    const created = await timed('setup link: school + administrator', () =>
      inject('POST', '/v1/setup', { token, school_name: '基准中学', username: 'bench_admin', real_name: '管理员', password: encryptForLogin(key, PASSWORD) }),
    );
    const schoolId = created.data.school_id as number;
    const signedIn = await inject('POST', '/v1/user/login', { username: 'bench_admin', password: encryptForLogin(key, PASSWORD) });
    const auth = { authorization: `Bearer ${signedIn.data.token as string}`, 'content-type': XLSX };
    const upload = (kind: string, bytes: Buffer) => inject('POST', `/v1/admin/roster-import/${kind}?school_id=${schoolId}`, bytes, auth);

    await timed(`import ${CLASSES} classes`, () => upload('classes', classBook));
    await timed(`import ${STUDENTS} students`, () => upload('students', studentBook));
    const teachers = await timed(`import ${TEACHERS} teachers`, () => upload('teachers', teacherBook));
    await timed(`re-import ${STUDENTS} students (all updates)`, () => upload('students', studentBook));

    const json = { authorization: auth.authorization };
    const examGrade = EXAM_GRADE;
    const classes = (await inject('GET', `/v1/admin/school-class?school_id=${schoolId}`, undefined, json)).data.result as { id: number; grade_id: number }[];
    const classIds = classes.filter((c) => c.grade_id === examGrade).map((c) => c.id);
    const exam = await timed(`exam of ${classIds.length} classes (${STUDENTS} students), ${EXAM_SUBJECTS.length} papers`, () =>
      inject(
        'POST',
        '/v1/examination/examination-info',
        {
          name: '基准考试',
          examination_type: 4,
          grade_id: examGrade,
          class_ids: classIds,
          tests: EXAM_SUBJECTS.map((subjectId, i) => ({ subject_id: subjectId, total_score: paperQuestions(i).length * QUESTION_MARK, correct_type: 1 })),
        },
        json,
      ),
    );
    const examId = exam.data.id as number;
    const papers = exam.data.tests as { id: number; subject_id: number }[];
    const testIds = papers.map((t) => t.id);
    await timed(`questions of ${testIds.length} papers`, async () => {
      for (const paper of papers) {
        const questions = paperQuestions(EXAM_SUBJECTS.indexOf(paper.subject_id as SubjectId));
        await inject('POST', '/v1/examination/test-question', { test_id: paper.id, questions }, json);
      }
    });
    await timed(`answer-card templates (${QUESTION_GROUPS} question groups)`, async () => {
      for (const testId of testIds) {
        const listed = (await inject('GET', `/v1/examination/test-question?test_id=${testId}`, undefined, json)).data.result as PaperQuestionFields[];
        const card = cardFromPaper(listed.map(paperQuestionOf), '基准考试');
        await inject('PATCH', `/v1/examination/test-template-info/${testId}`, { template_info: buildTemplate(card, layoutCard(card)) }, json);
      }
    });
    let markerName = '';
    const groups = await timed(`${MARKERS_PER_GROUP} markers for every question group`, async () => {
      let assigned = 0;
      let next = 0;
      for (const testId of testIds) {
        const listing = (await inject('GET', `/v1/examination/examination-teacher?test_id=${testId}`, undefined, json)).data as { groups: { partition_id: number }[]; teachers: { user_id: number; username: string }[] };
        for (const group of listing.groups) {
          // the imported teachers (the administrator is listed too), whose initial password the import told
          const imported = listing.teachers.filter((t) => t.username !== 'bench_admin');
          const people = Array.from({ length: MARKERS_PER_GROUP }, () => imported[next++ % imported.length]!);
          const markers = people.map((p) => ({ user_id: p.user_id }));
          markerName ||= people[0]!.username;
          const body = { marking_policy: 'single', tolerance: 0, blind_marking: true, occupy_count: 5, quota_mode: 'even', markers, judges: [] };
          await inject('PUT', `/v1/examination/examination-teacher/${group.partition_id}`, body, json);
          assigned += 1;
        }
      }
      return assigned;
    });
    await timed('exam started', () => inject('PATCH', `/v1/examination/examination-info/${examId}`, { status: 1 }, json));

    const total = timings.filter(([label]) => !label.startsWith('re-import')).reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\nschool setup on ${database.driver} (${STUDENTS} students, ${TEACHERS} teachers, ${CLASSES} classes; ${groups} question groups)`);
    console.log(`  workbooks written by the benchmark (not the product): ${buildMs.toFixed(0)} ms`);
    for (const [label, ms] of timings) console.log(`  ${label.padEnd(48)} ${ms.toFixed(0).padStart(6)} ms`);
    console.log(`  ${'school from empty to a started exam (re-import apart)'.padEnd(48)} ${total.toFixed(0).padStart(6)} ms  (goal < 10 000 ms)`);

    // the marking list of one marker, as the marking screen loads it
    const marker = await inject('POST', '/v1/user/login', { username: markerName, password: encryptForLogin(key, teachers.data.initial_password as string) });
    const markingToken = (await inject('POST', '/v1/examination/marking-verify', undefined, { authorization: `Bearer ${marker.data.token as string}` })).data.token as string;
    const asMarker = { authorization: `Bearer ${markingToken}` };
    const markerTests = (await inject('GET', `/v1/examination/mark-list/${examId}`, undefined, asMarker)).data.result as { id: number }[];
    const lists: [string, string][] = [
      ['GET mark-list (exams)', '/v1/examination/mark-list?marking_status=1&page_size=100'],
      ['GET mark-list/{exam} (papers)', `/v1/examination/mark-list/${examId}`],
      ['GET mark-partition (groups of a paper)', `/v1/examination/mark-partition?test_id=${markerTests[0]!.id}&judge=0`],
    ];
    console.log(`\nmarking list of a marker (${LIST_REQUESTS} requests each, after 20 to warm up)`);
    for (const [label, url] of lists) {
      for (let i = 0; i < 20; i++) await inject('GET', url, undefined, asMarker);
      const times: number[] = [];
      for (let i = 0; i < LIST_REQUESTS; i++) {
        const started = performance.now();
        await inject('GET', url, undefined, asMarker);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(2).padStart(6)} ms  (goal p99 < 20 ms)`);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(scanDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
