/**
 * Monitoring on the demo school. Live progress with speed (GET /v1/examination/test-partition):
 * marks given through the marking calls show at once in their group's and their marker's marks
 * and marks per hour, the marks left go down by as many, and the group's time left is what is
 * left at that speed; teachers who neither mark nor judge in the paper are refused. A student's
 * marking record (GET /v1/examination/student-scoring-record) shows those marks with their
 * marker, for the school's administrators only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../src/contract/schema.d.ts';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { openDemoTestApp, sharedByFile } from './helpers.ts';

/** The contract's getMarkingSpeed answer: the groups' and the markers' speeds. */
type Speeds = NonNullable<operations['getMarkingSpeed']['responses'][200]['content']['application/json']['data']>;

const server = sharedByFile(() => openDemoTestApp(12));
let admin: string;
let markerToken: string;
let markerId: number;
let markerName: string;
let teacher: string;
let testId: number;
/** the question group marker01 marked in */
let markedGroup: number;

beforeAll(async () => {
  admin = (await signIn(server.call, 'schooladmin', DEMO_PASSWORD)).token;
  const marker = await signIn(server.call, 'marker01', DEMO_PASSWORD);
  markerToken = await markingTokenOf(server.call, marker.token);
  markerId = marker.uid;
  markerName = (await server.call('getUserInfo', { url: `/v1/user/login/${marker.uid}`, token: marker.token })).body.data.real_name;
  teacher = (await signIn(server.call, 'teacher01', DEMO_PASSWORD)).token;
  const exams = await server.call('listMonitoringExams', { url: '/v1/examination/examination-monitoring?page_size=100', token: admin });
  const exam = exams.body.data.result.find((e: { name: string }) => e.name === '高一下学期期中考试');
  const papers = await server.call('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${exam.id}`, token: admin });
  testId = papers.body.data.result.find((p: { subject_name: string }) => p.subject_name === '数学').id;
});

const speeds = (token = admin) => server.call<Speeds>('getMarkingSpeed', { url: `/v1/examination/test-partition?test_id=${testId}`, token });

describe('live progress with speed', () => {
  it('counts new marks in their group and marker, and estimates the finish at the current speed', async () => {
    const before = (await speeds()).body.data;
    expect(before.window_minutes).toBe(60);
    const groups = await server.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${testId}&judge=0`, token: markerToken });
    const single = groups.body.data.result.find((g: { marking_policy: string }) => g.marking_policy === 'single');
    markedGroup = single.id;
    const loaded = await server.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${single.id}&occupy_student_count=2`, token: markerToken });
    const questions = loaded.body.data.questions as { show_order: number; emptys: { key: string }[] }[];
    const scores = Object.fromEntries(questions.map((q) => [q.show_order, Object.fromEntries(q.emptys.map((e) => [e.key, 0]))]));
    for (const student of loaded.body.data.students.slice(0, 2) as { student_id: number }[]) {
      const answer = await server.call('submitMarking', {
        method: 'POST',
        url: `/v1/examination/marking/${testId}`,
        token: markerToken,
        payload: { partition_id: single.id, student_id: student.student_id, question_score: scores, spend_time: 30 },
      });
      expect(answer.status).toBe(200);
    }
    const after = (await speeds()).body.data;
    const was = before.groups.find((g) => g.partition_id === single.id)!;
    const now = after.groups.find((g) => g.partition_id === single.id)!;
    expect(now.marks - was.marks).toBe(2);
    expect(now.marks_per_hour - was.marks_per_hour).toBe(2);
    expect(was.marks_left - now.marks_left).toBe(2);
    const left = now.marks_left + now.adjudications_left;
    expect(left).toBeGreaterThan(0);
    expect(now.hours_left).toBe(Math.round((left / now.marks_per_hour) * 100) / 100);
    expect(new Date(now.finish_at!).getTime()).toBeGreaterThan(new Date(after.measured_at).getTime());
    const mine = after.markers.find((m) => m.partition_id === single.id && m.user_id === markerId)!;
    const mineBefore = before.markers.find((m) => m.partition_id === single.id && m.user_id === markerId);
    expect(mine.marks - (mineBefore?.marks ?? 0)).toBe(2);
    expect(mine.marks_per_hour - (mineBefore?.marks_per_hour ?? 0)).toBe(2);
    // groups nobody marked in the last hour have no estimate
    for (const group of after.groups.filter((g) => g.marks_per_hour === 0)) expect([group.hours_left, group.finish_at]).toEqual([null, null]);
  });

  it('is refused to a teacher who neither marks nor judges in the paper', async () => {
    const answer = await speeds(teacher);
    expect(answer.status).toBe(403);
    expect(answer.body.msg.length).toBeGreaterThan(0);
  });

  it('shows the marks of a student with their marker to the school administrator', async () => {
    const info = await server.call('getUserInfo', { url: `/v1/user/login/${(await signIn(server.call, 'schooladmin', DEMO_PASSWORD)).uid}`, token: admin });
    const classes = await server.call('listSchoolClasses', { url: `/v1/admin/school-class?school_id=${info.body.data.schools[0].id}`, token: admin });
    const studentIds: number[] = [];
    for (const klass of classes.body.data.result) {
      const roster = await server.call('getClassRoster', { url: `/v1/admin/class-user/${klass.id}`, token: admin });
      studentIds.push(...roster.body.data.students.map((s: { id: number }) => s.id));
    }
    const records = [];
    for (const studentId of studentIds) {
      const answer = await server.call('getStudentScoringRecord', { url: `/v1/examination/student-scoring-record?test_id=${testId}&student_id=${studentId}`, token: admin });
      expect(answer.status).toBe(200);
      records.push(answer.body.data);
    }
    // every student has a row per group of the paper, and marker01's marks in the group, student
    // by student, add up to what the speed call counts for them
    const groupCount = (await speeds()).body.data.groups.length;
    expect(records.every((r) => r.groups.length === groupCount)).toBe(true);
    const rows = records.map((r) => r.groups.find((g: { partition_id: number }) => g.partition_id === markedGroup));
    const byMarker01 = rows.flatMap((g) => g.marks.filter((m: { teacher_name: string; judge: number }) => m.judge === 0 && m.teacher_name === markerName));
    const counted = (await speeds()).body.data.markers.find((m) => m.partition_id === markedGroup && m.user_id === markerId)!;
    expect(byMarker01.length).toBe(counted.marks);
    expect(byMarker01.length).toBeGreaterThanOrEqual(2);
    // a marked student's answer is done with a final score
    for (const g of rows.filter((row) => row.marks.some((m: { teacher_name: string }) => m.teacher_name === markerName))) expect(g.final_score).not.toBeNull();
    expect((await server.call('getStudentScoringRecord', { url: `/v1/examination/student-scoring-record?test_id=${testId}&student_id=${studentIds[0]}`, token: teacher })).status).toBe(403);
    expect((await server.call('getStudentScoringRecord', { url: `/v1/examination/student-scoring-record?test_id=${testId}&student_id=2147483000`, token: admin })).status).toBe(404);
  });
});
