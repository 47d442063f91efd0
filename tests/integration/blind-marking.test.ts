/**
 * Blind marking on the demo school (every group is blind there): no answer a marker or an
 * adjudicator receives — the students to mark, the next ones after a submit, history, marking
 * records, adjudication records, the original paper, typical papers, problem papers, blank
 * papers, lease renewal — carries a student's name, exam number, class or student id. Teachers
 * of other subjects do not read adjudication records at all; administrators see the students.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_TEXT } from '../../src/domain/student-visibility.ts';
import { openDemoSchool, type DemoGroup, type DemoSchoolApp } from '../support/demo-school.ts';
import { studentOfPaper } from '../support/paper-numbers.ts';
import { msg } from '../../src/i18n/server.ts';

interface Student {
  id: number;
  name: string;
  exam_number: string;
  class_id: number;
  class_name: string;
}

interface Held {
  student_id: number;
  student_name: string;
  partition_pics: { url: string }[];
}

interface Question {
  show_order: number;
  emptys: { key: string; full_mark: number }[];
}

let demo: DemoSchoolApp;
let single: DemoGroup;
let adjudicated: DemoGroup;
let students: Student[];
let teacherNames: Set<string>;

beforeAll(async () => {
  demo = await openDemoSchool(40);
  single = demo.mathsGroups.find((g) => g.marking_policy === 'single')!;
  adjudicated = demo.mathsGroups.find((g) => g.marking_policy === '2+1+1')!;
  students = await demo.testApp.database.query<Student>('SELECT s.id, s.name, s.exam_number, s.class_id, c.name AS class_name FROM students s JOIN classes c ON c.id = s.class_id');
  teacherNames = new Set((await demo.testApp.database.query<{ real_name: string }>('SELECT real_name FROM users')).map((u) => u.real_name));
});

afterAll(async () => {
  await demo?.close();
});

/** Every piece of an answer that would tell a marker whose paper it is. */
function leaksIn(body: unknown): string[] {
  const found: string[] = [];
  const text = JSON.stringify(body);
  const ids = new Set(students.map((s) => s.id));
  for (const s of students) {
    // (a teacher may share a student's name: the marks' teacher names are no leak)
    if (!teacherNames.has(s.name) && text.includes(s.name)) found.push(`name ${s.name}`);
    if (text.includes(s.exam_number)) found.push(`exam number ${s.exam_number}`);
    if (text.includes(s.class_name)) found.push(`class ${s.class_name}`);
  }
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if ((key === 'student_id' || key === 'held_student_ids') && ids.has(value as number)) found.push(`student id ${String(value)}`);
    else if (key === 'class_id' && value !== null) found.push(`class id ${String(value)}`);
  };
  walk(body);
  return found;
}

const expectBlind = (body: unknown) => expect(leaksIn(body)).toEqual([]);

const load = (token: string, group: DemoGroup, extra = '') =>
  demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${demo.mathsTestId}&partition_id=${group.id}${extra}`, token });
const scoresOf = (questions: Question[], total: number) => {
  let left = total;
  return Object.fromEntries(
    questions.map((q) => [
      String(q.show_order),
      Object.fromEntries(
        q.emptys.map((blank) => {
          const score = Math.min(left, blank.full_mark);
          left -= score;
          return [blank.key, score];
        }),
      ),
    ]),
  );
};
const submit = (token: string, group: DemoGroup, body: Record<string, unknown>) =>
  demo.call('submitMarking', { method: 'POST', url: `/v1/examination/marking/${demo.mathsTestId}`, token, payload: { partition_id: group.id, ...body } });
/** What a marker posts about one paper held in a group (a lease renewal, a feedback tag, a problem report). */
const postAboutPaper = (operation: string, path: string, token: string, group: DemoGroup, studentId: number, body: Record<string, unknown> = {}) =>
  demo.call(operation, { method: 'POST', url: `/v1/examination/${path}/${demo.mathsTestId}`, token, payload: { partition_id: group.id, student_id: studentId, ...body } });
const release = (token: string, group: DemoGroup, judge = 0) =>
  demo.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${demo.mathsTestId}?partition_ids=[${group.id}]&judge=${judge}`, token });

describe('the marking window', () => {
  it('hands out students, the next ones and history without name, exam number, class or student id', async () => {
    const first = await load(demo.marking.marker01, single);
    expect(first.status).toBe(200);
    expectBlind(first.body.data);
    const held: Held[] = first.body.data.students;
    expect(held.length).toBe(5);
    for (const student of held) expect(student.student_name).toBe(MASKED_TEXT);
    // the paper numbers stand for the students the marker holds, and only the server knows which
    const holding = await demo.testApp.database.query<{ student_id: number }>(
      'SELECT u.student_id FROM marking_claims c JOIN marking_units u ON u.id = c.unit_id JOIN users usr ON usr.id = c.teacher_id WHERE usr.username = $1 AND u.partition_id = $2',
      ['marker01', single.id],
    );
    const behind = await Promise.all(held.map((s) => studentOfPaper(demo.testApp.database, single.id, s.student_id)));
    expect(behind.sort()).toEqual(holding.map((h) => Number(h.student_id)).sort());

    const marked = await submit(demo.marking.marker01, single, { student_id: held[0].student_id, question_score: scoresOf(first.body.data.questions, 3) });
    expect(marked.status).toBe(200);
    expectBlind(marked.body.data);
    const log = await demo.testApp.database.query<{ student_id: number }>('SELECT student_id FROM marking_logs WHERE id = $1', [marked.body.data.marking_log_id]);
    expect(Number(log[0].student_id)).toBe(behind[0]);

    const history = await load(demo.marking.marker01, single, `&marking_log_id=${marked.body.data.marking_log_id}`);
    expect(history.body.data.students[0]).toMatchObject({ student_id: held[0].student_id, marking_log_id: marked.body.data.marking_log_id });
    expectBlind(history.body.data);
    const previous = await load(demo.marking.marker01, single, '&get_log_type=previous');
    expectBlind(previous.body.data);

    const records = await demo.call('listMarkingLogs', { url: `/v1/examination/marking/${demo.mathsTestId}?partition_id=${single.id}`, token: demo.marking.marker01 });
    expect(records.body.data.total).toBe(1);
    expectBlind(records.body.data);
  });

  it('takes the paper number for a student id nowhere: a real id names no paper of the marker', async () => {
    const held: Held[] = (await load(demo.marking.marker02, single)).body.data.students;
    const real = await studentOfPaper(demo.testApp.database, single.id, held[0].student_id);
    const questions = (await load(demo.marking.marker02, single)).body.data.questions;
    const byId = await submit(demo.marking.marker02, single, { student_id: real, question_score: scoresOf(questions, 1) });
    expect([404, 409]).toContain(byId.status);
    expectBlind(byId.body);
    await release(demo.marking.marker02, single);
  });

  it('opens the original paper by paper number, and says nothing of the student when refusing', async () => {
    const held: Held[] = (await load(demo.marking.marker03, single, '&occupy_student_count=1')).body.data.students;
    const original = (studentId: number) =>
      demo.testApp.app.inject({
        url: `/v1/examination/original-paper?test_id=${demo.mathsTestId}&partition_id=${single.id}&student_id=${studentId}&side=1`,
        headers: { authorization: `Bearer ${demo.marking.marker03}` },
      });
    // the demo school scanned answer regions, not whole sheets: the paper is found, its sheet is not
    const mine = await original(held[0].student_id);
    expect(mine.statusCode).toBe(404);
    expect(JSON.parse(mine.body).msg).toBe('该学生没有扫描的答题卡');
    expectBlind(JSON.parse(mine.body));
    const real = await studentOfPaper(demo.testApp.database, single.id, held[0].student_id);
    const byId = await original(real);
    expect(byId.statusCode).toBe(403);
    expectBlind(JSON.parse(byId.body));
    await release(demo.marking.marker03, single);
  });

  it('renews leases by paper number', async () => {
    const held: Held[] = (await load(demo.marking.marker03, single, '&occupy_student_count=2')).body.data.students;
    const renewed = await postAboutPaper('renewMarkingLease', 'marking-lease', demo.marking.marker03, single, held[0].student_id);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.held_student_ids).toEqual(held.map((s) => s.student_id).sort((a, b) => a - b));
    expectBlind(renewed.body.data);
    await release(demo.marking.marker03, single);
  });
});

describe('adjudication', () => {
  let paper: number;

  beforeAll(async () => {
    // three marks far apart on one answer of 第19题 (2+1+1, tolerance 2): it goes to adjudication
    const first = await load(demo.marking.marker01, adjudicated, '&occupy_student_count=1');
    paper = first.body.data.students[0].student_id;
    const questions: Question[] = first.body.data.questions;
    const full = questions.reduce((sum, q) => sum + q.emptys.reduce((s, b) => s + b.full_mark, 0), 0);
    for (const [marker, total] of [
      ['marker01', full],
      ['marker02', 0],
      ['marker03', full / 2],
    ] as const) {
      const held: Held[] = (await load(demo.marking[marker], adjudicated, '&occupy_student_count=20')).body.data.students;
      expect(held.map((s) => s.student_id)).toContain(paper);
      const marked = await submit(demo.marking[marker], adjudicated, { student_id: paper, question_score: scoresOf(questions, total), return_next_student: 0 });
      expect(marked.status).toBe(200);
      expectBlind(marked.body.data);
      await release(demo.marking[marker], adjudicated);
    }
  });

  it('hands the adjudicator the answer and its rounds without the student', async () => {
    const judging = await load(demo.marking.arbiter01, adjudicated, '&judge=1');
    expect(judging.status).toBe(200);
    expect(judging.body.data.students.map((s: Held) => s.student_id)).toEqual([paper]);
    expectBlind(judging.body.data);
    await release(demo.marking.arbiter01, adjudicated, 1);
  });

  it('lists adjudication records without exam number or name to markers and the adjudicator, with them to an administrator', async () => {
    const url = `/v1/examination/judge-record/${demo.mathsTestId}?partition_id=${adjudicated.id}`;
    for (const token of [demo.web.arbiter01, demo.web.marker01, demo.web.marker02]) {
      const records = await demo.call('listJudgeRecords', { url, token });
      expect(records.status).toBe(200);
      expect(records.body.data.total).toBe(1);
      expect(records.body.data.result[0]).toMatchObject({ student_name: MASKED_TEXT, exam_number: MASKED_TEXT, state: 'waiting' });
      expectBlind(records.body.data);
    }
    const admin = await demo.call('listJudgeRecords', { url, token: demo.web.schooladmin });
    const real = await studentOfPaper(demo.testApp.database, adjudicated.id, paper);
    const named = students.find((s) => s.id === real)!;
    expect(admin.body.data.result[0]).toMatchObject({ student_name: named.name, exam_number: named.exam_number });
  });

  it('refuses adjudication records to teachers who do not mark the paper, of other subjects above all', async () => {
    const url = `/v1/examination/judge-record/${demo.mathsTestId}`;
    for (const token of [demo.web.teacher01, demo.web.marker04]) {
      const refused = await demo.call('listJudgeRecords', { url, token });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(msg.access.noJudgeRecords);
    }
  });
});

describe('typical, problem and blank papers', () => {
  it('shows the group’s typical papers to its markers without the students, and to nobody else while marking', async () => {
    const held: Held[] = (await load(demo.marking.marker01, single, '&occupy_student_count=1')).body.data.students;
    const tagged = await postAboutPaper('submitMarkingFeedback', 'marking-feedback', demo.marking.marker01, single, held[0].student_id, { feedback: { custom: '步骤跳跃' } });
    expect(tagged.status).toBe(200);
    const questions = (await load(demo.marking.marker01, single, '&occupy_student_count=1')).body.data.questions;
    expect((await submit(demo.marking.marker01, single, { student_id: held[0].student_id, question_score: scoresOf(questions, 2), return_next_student: 0 })).status).toBe(200);
    await release(demo.marking.marker01, single);

    const url = `/v1/examanalysis/typical-examination?test_id=${demo.mathsTestId}&partition_id=${single.id}`;
    for (const token of [demo.web.marker01, demo.web.marker02]) {
      const typical = await demo.call('getTypicalExamination', { url, token });
      expect(typical.status).toBe(200);
      expect(typical.body.data.total).toBe(1);
      expect(typical.body.data.marking_logs[0]).toMatchObject({ student_id: null, student_name: MASKED_TEXT, class_id: null, class_name: '' });
      expectBlind(typical.body.data);
    }
    const notMarking = await demo.call('getTypicalExamination', { url, token: demo.web.teacher01 });
    expect(notMarking.status).toBe(403);
    expect(notMarking.body.msg).toBe(msg.access.typicalNotOpen);
  });

  it('shows a class head their own class’s typical papers by name once the analysis is open, the others’ anonymously', async () => {
    const groups = await demo.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${demo.endedMathsTestId}&judge=0`, token: demo.marking.marker01 });
    const taught = await demo.testApp.database.query<{ class_id: number }>("SELECT tc.class_id FROM teacher_classes tc JOIN users u ON u.id = tc.user_id WHERE u.username = 'teacher01'");
    const own = new Set(taught.map((t) => Number(t.class_id)));
    let seenOwn = 0;
    let seenOther = 0;
    for (const group of groups.body.data.result as DemoGroup[]) {
      const typical = await demo.call('getTypicalExamination', { url: `/v1/examanalysis/typical-examination?test_id=${demo.endedMathsTestId}&partition_id=${group.id}&page_size=100`, token: demo.web.teacher01 });
      expect(typical.status).toBe(200);
      for (const row of typical.body.data.marking_logs as { student_id: number | null; class_id: number | null; student_name: string }[]) {
        if (row.class_id !== null) {
          expect(own.has(row.class_id)).toBe(true);
          expect(row.student_name).not.toBe(MASKED_TEXT);
          seenOwn++;
        } else {
          expect(row).toMatchObject({ student_id: null, student_name: MASKED_TEXT });
          seenOther++;
        }
      }
    }
    expect(seenOwn).toBeGreaterThan(0);
    expect(seenOther).toBeGreaterThan(0);
  });

  it('lists problem papers to the group’s markers without the student, to an administrator with', async () => {
    const held: Held[] = (await load(demo.marking.marker02, single, '&occupy_student_count=1')).body.data.students;
    const reported = await postAboutPaper('submitProblemPaper', 'examination-problem', demo.marking.marker02, single, held[0].student_id, { comment: '扫描不清', return_next_student: 1 });
    expect(reported.status).toBe(200);
    expectBlind(reported.body.data);
    await release(demo.marking.marker02, single);
    const url = `/v1/examination/examination-problem?test_id=${demo.mathsTestId}`;
    const mine = await demo.call('listProblemPapers', { url, token: demo.web.marker02 });
    expect(mine.body.data.result).toEqual([expect.objectContaining({ student_id: held[0].student_id, student_name: MASKED_TEXT })]);
    expect(mine.body.data.result[0].partition_pics.length).toBeGreaterThan(0);
    expectBlind(mine.body.data);
    const colleague = await demo.call('listProblemPapers', { url, token: demo.web.marker01 });
    expect(colleague.body.data.result[0].partition_pics).toEqual([]);
    expectBlind(colleague.body.data);
    const admin = await demo.call('listProblemPapers', { url, token: demo.web.schooladmin });
    const real = await studentOfPaper(demo.testApp.database, single.id, held[0].student_id);
    expect(admin.body.data.result[0]).toMatchObject({ student_id: real, student_name: students.find((s) => s.id === real)!.name });
  });

  it('lists blank papers to markers and the adjudicator by paper number', async () => {
    for (const [token, group] of [
      [demo.marking.marker01, single],
      [demo.marking.arbiter01, adjudicated],
    ] as const) {
      const list = await demo.call('listBlankVolumes', { url: `/v1/examination/test-blank-volume?test_id=${demo.mathsTestId}&partition_ids=[${group.id}]`, token });
      expect(list.body.data.result.length).toBeGreaterThan(0);
      expectBlind(list.body.data);
    }
    const admin = await demo.call('listBlankVolumes', { url: `/v1/examination/test-blank-volume?test_id=${demo.mathsTestId}&partition_ids=[${single.id}]`, token: demo.web.schooladmin });
    const ids = new Set(students.map((s) => s.id));
    expect(admin.body.data.result.every((r: { student_id: number }) => ids.has(r.student_id))).toBe(true);
  });
});
