/**
 * The demo school as the access tests use it: seeded through the product's own seed, signed in
 * through the real login, and its papers and question groups found through the marking calls.
 */
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import type { ScanStorage } from '../../src/server/storage/scan-storage.ts';
import { openDemoTestApp, type TestApp, type TestAppOptions } from '../integration/helpers.ts';
import { markingTokenOf, signIn, type Call } from './api.ts';

export interface DemoGroup {
  id: number;
  name: string;
  marking_policy: string;
}

export interface DemoSchoolApp {
  testApp: TestApp;
  call: Call;
  /** web tokens by account name */
  web: Record<string, string>;
  /** marking tokens by account name */
  marking: Record<string, string>;
  /** the exam being marked and its maths paper */
  runningExamId: number;
  mathsTestId: number;
  /** the maths paper's question groups in show order */
  mathsGroups: DemoGroup[];
  /** the first maths group of each marking policy named ('single', '2+1', '2+1+1'), in that order */
  groupsOf(...policies: string[]): DemoGroup[];
  /** the ended exam (analysis open) and its maths paper */
  endedExamId: number;
  endedMathsTestId: number;
  close(): Promise<void>;
}

const ACCOUNTS = ['admin', 'schooladmin', 'marker01', 'marker02', 'marker03', 'marker04', 'arbiter01', 'teacher01'] as const;

/** `options` as createTestApp takes them (another scan storage, a clock). */
export async function openDemoSchool(students: number, options: TestAppOptions<ScanStorage> = {}): Promise<DemoSchoolApp> {
  const testApp = await openDemoTestApp(students, options);
  const { call } = testApp;
  const web: Record<string, string> = {};
  const marking: Record<string, string> = {};
  for (const username of ACCOUNTS) {
    web[username] = (await signIn(call, username, DEMO_PASSWORD)).token;
    if (username !== 'admin' && username !== 'schooladmin') marking[username] = await markingTokenOf(call, web[username]);
  }
  const paperOf = async (status: number) => {
    const exams = await call('listMarkingExams', { url: `/v1/examination/mark-list?marking_status=${status <= 1 ? 1 : 2}&page_size=100`, token: marking.marker01 });
    const exam = exams.body.data.result.find((e: { status: number }) => e.status === status);
    const papers = await call('listMarkingTests', { url: `/v1/examination/mark-list/${exam.id}`, token: marking.marker01 });
    return { examId: exam.id as number, testId: papers.body.data.result.find((t: { subject_name: string }) => t.subject_name === '数学').id as number };
  };
  const running = await paperOf(1);
  const ended = await paperOf(3);
  const groups = await call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${running.testId}&judge=0`, token: marking.marker01 });
  const mathsGroups: DemoGroup[] = groups.body.data.result.map((g: DemoGroup) => ({ id: g.id, name: g.name, marking_policy: g.marking_policy }));
  return {
    testApp,
    call,
    web,
    marking,
    runningExamId: running.examId,
    mathsTestId: running.testId,
    mathsGroups,
    groupsOf: (...policies) =>
      policies.map((policy) => {
        const group = mathsGroups.find((g) => g.marking_policy === policy);
        if (!group) throw new Error(`the demo school's maths paper has no ${policy} group`);
        return group;
      }),
    endedExamId: ended.examId,
    endedMathsTestId: ended.testId,
    close: () => testApp.close(),
  };
}

/**
 * The school's first maths group of each marking policy named, for a file whose school is opened
 * by sharedByFile: each group is read from the school when a test reads it, so a file can name
 * its groups once at the top instead of filling variables in a beforeAll.
 */
export function demoGroupsOf(demo: DemoSchoolApp, ...policies: string[]): DemoGroup[] {
  return policies.map((policy) => {
    const group = () => demo.groupsOf(policy)[0];
    return {
      get id() {
        return group().id;
      },
      get name() {
        return group().name;
      },
      get marking_policy() {
        return group().marking_policy;
      },
    };
  });
}

/** What the setup steps need of the demo school: its calls (in-process, or over HTTP in the end-to-end tests) and its running exam. */
export type DemoSchoolCalls = Pick<DemoSchoolApp, 'call' | 'runningExamId'>;

/** An exam as exam setup shows it (GET examination-info/{id}) to `token`, a school administrator. */
export async function setupExamOf(demo: DemoSchoolCalls, examId: number, token: string) {
  return (await demo.call('getSetupExam', { url: `/v1/examination/examination-info/${examId}`, token })).body.data;
}

/** The demo school as the exam-setup tests use it: with the school administrator's token and the running exam's grade and classes. */
export interface ExamSetupSchool extends DemoSchoolApp {
  admin: string;
  grade: number;
  /** the running exam's classes, two at least: the tests put exams of their own in them */
  classIds: number[];
}

/** A student sitting an exam, as exam setup lists them (GET examination-student). */
export interface ExamSitting {
  student_id: number;
  name: string;
  exam_number: string;
  class_id: number;
  /** a student of another class added to the exam */
  added: boolean;
  absent: boolean;
}

export async function openExamSetupSchool(students: number): Promise<ExamSetupSchool> {
  const demo = await openDemoSchool(students);
  const admin = demo.web.schooladmin;
  const running = await setupExamOf(demo, demo.runningExamId, admin);
  if (running.class_ids.length < 2) throw new Error(`the running exam has ${running.class_ids.length} classes, the exam-setup tests need two`);
  return { ...demo, admin, grade: running.grade_id, classIds: running.class_ids };
}

type NewPaper = { subject_id: number; total_score: number; correct_type?: number };

/**
 * A new exam in the running exam's grade and classes with one paper and that paper's questions,
 * set up through the exam-setup calls by `token` (a school administrator); answers the paper's id.
 */
export async function createPaperWithQuestions(
  demo: DemoSchoolCalls,
  token: string,
  exam: { name: string; examination_type: number; start_date?: string; paper: NewPaper },
  questions: object[],
): Promise<number> {
  const { paper, ...fields } = exam;
  const [testId] = await createExamWithPapers(demo, token, fields, [{ paper, questions }]);
  return testId;
}

/** A new exam like createPaperWithQuestions' with several papers, each with its questions; answers the papers' ids in order. */
export async function createExamWithPapers(
  demo: DemoSchoolCalls,
  token: string,
  exam: { name: string; examination_type: number; start_date?: string },
  papers: { paper: NewPaper; questions: object[] }[],
): Promise<number[]> {
  const running = await setupExamOf(demo, demo.runningExamId, token);
  const created = await demo.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token,
    payload: { ...exam, grade_id: running.grade_id, class_ids: running.class_ids, tests: papers.map((p) => p.paper) },
  });
  if (created.status !== 200) throw new Error(`createExam answered ${created.status}: ${created.body.msg}`);
  const testIds: number[] = created.body.data.tests.map((test: { id: number }) => test.id);
  for (const [i, testId] of testIds.entries()) {
    const saved = await demo.call('savePaperQuestions', { method: 'POST', url: '/v1/examination/test-question', token, payload: { test_id: testId, questions: papers[i].questions } });
    if (saved.status !== 200) throw new Error(`savePaperQuestions answered ${saved.status}: ${saved.body.msg}`);
  }
  return testIds;
}

export { DEMO_PASSWORD };
