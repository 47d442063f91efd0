/**
 * Spot checks on the demo school (POST/GET /v1/examination/partition-spot-check, PUT
 * partition-spot-check/{id}): marks given through the marking calls, then the school
 * administrator draws marked papers of the group, scores them again, and reads each marker's
 * deviation from those scores. Bad scores are refused naming the paper and save nothing. The
 * school's exam leaders (a grade leader imported through the roster) may spot-check too, a grade
 * leader only the exams of their own grade; a plain marker may not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/i18n/server.ts';
import { signIn } from '../support/api.ts';
import { DEMO_PASSWORD, openDemoSchool, type DemoGroup, type DemoSchoolApp } from '../support/demo-school.ts';
import { rosterWorkbook, XLSX } from '../support/roster-workbook.ts';

interface SpotPaper {
  seq: number;
  student_id: number;
  leader_score: number | null;
  partition_pics: { url: string }[];
  marks: { user_id: number; real_name: string; round: number; total_score: number }[];
}
interface SpotCheck {
  id: number;
  partition_id: number;
  partition_name: string;
  full_mark: number;
  papers: SpotPaper[];
  markers: { user_id: number; real_name: string; count: number; mean_difference: number; mean_absolute_difference: number }[];
}

let demo: DemoSchoolApp;
let single: DemoGroup;
let marker01Id: number;

beforeAll(async () => {
  demo = await openDemoSchool(12);
  [single] = demo.groupsOf('single');
  marker01Id = (await signIn(demo.call, 'marker01', DEMO_PASSWORD)).uid;
  const token = demo.marking.marker01;
  const loaded = await demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${demo.mathsTestId}&partition_id=${single!.id}&occupy_student_count=3`, token });
  const questions = loaded.body.data.questions as { show_order: number; emptys: { key: string }[] }[];
  const zeros = Object.fromEntries(questions.map((q) => [q.show_order, Object.fromEntries(q.emptys.map((e) => [e.key, 0]))]));
  for (const student of (loaded.body.data.students as { student_id: number }[]).slice(0, 3)) {
    const answer = await demo.call('submitMarking', {
      method: 'POST',
      url: `/v1/examination/marking/${demo.mathsTestId}`,
      token,
      payload: { partition_id: single!.id, student_id: student.student_id, question_score: zeros, spend_time: 20 },
    });
    expect(answer.status).toBe(200);
  }
});

afterAll(async () => {
  await demo?.close();
});

const admin = () => demo.web.schooladmin!;
const create = (partitionId: number, count: number, token = admin()) =>
  demo.call<SpotCheck>('createSpotCheck', { method: 'POST', url: '/v1/examination/partition-spot-check', token, payload: { partition_id: partitionId, count } });
const list = (partitionId: number, token = admin()) => demo.call<SpotCheck[]>('listSpotChecks', { url: `/v1/examination/partition-spot-check?partition_id=${partitionId}`, token });
const score = (checkId: number, scores: { seq: number; score: number }[], token = admin()) =>
  demo.call<SpotCheck>('scoreSpotCheck', { method: 'PUT', url: `/v1/examination/partition-spot-check/${checkId}`, token, payload: { scores } });

describe('spot checks', () => {
  it('draws marked papers, at most as many as asked, and hides their marks until the leader scores them', async () => {
    const all = await create(single.id, 50);
    expect(all.status).toBe(200);
    const drawn = all.body.data.papers;
    // marker01 alone marked three papers
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    expect(drawn.map((p) => p.seq)).toEqual(drawn.map((_, i) => i + 1));
    expect(new Set(drawn.map((p) => p.student_id)).size).toBe(drawn.length);
    expect(drawn.every((p) => p.leader_score === null && p.marks.length === 0)).toBe(true);
    expect(all.body.data.markers).toEqual([]);

    const two = await create(single.id, 2);
    expect(two.body.data.papers).toHaveLength(2);
    for (const p of two.body.data.papers) expect(drawn.map((d) => d.student_id)).toContain(p.student_id);
    expect(two.body.msg).toBe(msg.spotCheck.created(single.name, 2));
  });

  it('shows the papers’ scans to the leader', async () => {
    const check = (await create(single.id, 1)).body.data;
    const url = check.papers[0]!.partition_pics[0]!.url;
    const image = await demo.testApp.app.inject({ url, headers: { authorization: `Bearer ${admin()}` } });
    expect(image.statusCode).toBe(200);
  });

  it('gives each marker the mean signed and absolute difference to the leader’s scores', async () => {
    const check = (await create(single.id, 50)).body.data;
    const leaderOf = (seq: number) => seq % 3;
    const scored = await score(
      check.id,
      check.papers.map((p) => ({ seq: p.seq, score: leaderOf(p.seq) })),
    );
    expect(scored.status).toBe(200);
    const papers = scored.body.data.papers;
    // every paper drawn is marked: once scored, it shows its marks
    expect(papers.every((p) => p.leader_score === leaderOf(p.seq) && p.marks.length > 0)).toBe(true);
    const byMarker01 = papers.filter((p) => p.marks.some((m) => m.user_id === marker01Id));
    expect(byMarker01).toHaveLength(3);
    const expected = -byMarker01.reduce((sum, p) => sum + leaderOf(p.seq), 0) / 3;
    const deviation = scored.body.data.markers.find((m) => m.user_id === marker01Id)!;
    expect(deviation).toMatchObject({ count: 3, mean_difference: expected, mean_absolute_difference: -expected });
    // every marker's figures are what their marks say against the leader's scores
    for (const marker of scored.body.data.markers) {
      const differences = papers.flatMap((p) => p.marks.filter((m) => m.user_id === marker.user_id).map((m) => m.total_score - leaderOf(p.seq)));
      expect(marker.count).toBe(differences.length);
      expect(marker.mean_difference).toBeCloseTo(differences.reduce((a, b) => a + b, 0) / differences.length, 9);
      expect(marker.mean_absolute_difference).toBeCloseTo(differences.reduce((a, b) => a + Math.abs(b), 0) / differences.length, 9);
    }

    // scoring a paper again takes the new score: the leader now agrees with marker01 on one paper
    const changed = byMarker01.find((p) => leaderOf(p.seq) > 0) ?? byMarker01[0]!;
    const again = await score(check.id, [{ seq: changed.seq, score: 0 }]);
    const remaining = byMarker01.filter((p) => p !== changed).reduce((sum, p) => sum + leaderOf(p.seq), 0);
    expect(again.body.data.markers.find((m) => m.user_id === marker01Id)!.mean_difference).toBeCloseTo(-remaining / 3, 9);
    const listed = (await list(single.id)).body.data.find((c) => c.id === check.id)!;
    expect(listed.markers).toEqual(again.body.data.markers);
  });

  it('refuses bad scores naming the paper and saves none of them', async () => {
    const check = (await create(single.id, 2)).body.data;
    const [first, second] = check.papers;
    const above = await score(check.id, [
      { seq: first!.seq, score: 0 },
      { seq: second!.seq, score: check.full_mark + 1 },
    ]);
    expect(above.status).toBe(400);
    expect(above.body.msg).toBe(msg.spotCheck.scoreAboveFullMark(second!.seq, check.full_mark + 1, check.full_mark));
    const outside = await score(check.id, [{ seq: 0 + 3, score: 0 }]);
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe(msg.spotCheck.paperNotInCheck(3));
    const twice = await score(check.id, [
      { seq: first!.seq, score: 0 },
      { seq: first!.seq, score: 1 },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe(msg.spotCheck.paperTwice(first!.seq));
    const kept = (await list(single.id)).body.data.find((c) => c.id === check.id)!;
    expect(kept.papers.every((p) => p.leader_score === null)).toBe(true);
    expect(kept.markers).toEqual([]);
  });

  it('refuses a group with no marked paper, a count out of bounds, and anybody but the school’s administrators', async () => {
    const speeds = await demo.call('getMarkingSpeed', { url: `/v1/examination/test-partition?test_id=${demo.mathsTestId}`, token: admin() });
    const unmarked = (speeds.body.data.groups as { partition_id: number; marks: number }[]).find((g) => g.marks === 0)!;
    const name = demo.mathsGroups.find((g) => g.id === unmarked.partition_id)!.name;
    const none = await create(unmarked.partition_id, 5);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(msg.spotCheck.nothingMarked(name));
    expect((await list(unmarked.partition_id)).body.data).toEqual([]);
    expect((await create(single.id, 0)).status).toBe(400);
    expect((await create(single.id, 51)).status).toBe(400);
    expect((await create(single.id, 1, demo.web.teacher01)).status).toBe(403);
    expect((await list(single.id, demo.web.marker01)).status).toBe(403);
    expect((await score(2147483000, [{ seq: 1, score: 0 }])).status).toBe(404);
    expect((await create(2147483000, 1)).status).toBe(404);
  });

  it('lets an exam leader of the school draw, see, score and read a spot check, and refuses a plain marker and another grade’s leader', async () => {
    const schooladmin = await signIn(demo.call, 'schooladmin', DEMO_PASSWORD);
    const info = await demo.call('getUserInfo', { url: `/v1/user/login/${schooladmin.uid}`, token: admin() });
    const schoolId = info.body.data.schools[0].id as number;
    // the demo exams are of 高一: its grade leader leads them, the grade leader of 高二 does not
    const roster = await rosterWorkbook(
      ['用户名', '姓名', '职务', '学科', '任教年级', '任教班级', '班主任班级'],
      [
        ['grade_lead', '年级主任甲', '年级主任', '', '高一', '', ''],
        ['grade_lead2', '年级主任乙', '年级主任', '', '高二', '', ''],
      ],
    );
    const imported = await demo.call('importRoster', { method: 'POST', url: `/v1/admin/roster-import/teachers?school_id=${schoolId}`, token: admin(), payload: roster, headers: { 'content-type': XLSX } });
    expect(imported.status).toBe(200);
    const leader = (await signIn(demo.call, 'grade_lead', imported.body.data.initial_password as string)).token;
    const otherGrade = (await signIn(demo.call, 'grade_lead2', imported.body.data.initial_password as string)).token;

    // a plain marker of the group may neither draw nor read a check, nor see a drawn paper's scan through it
    const refused = await create(single.id, 3, demo.web.marker02);
    expect(refused).toMatchObject({ status: 403, body: { msg: msg.spotCheck.leadersOnly } });
    expect((await list(single.id, demo.web.teacher01)).status).toBe(403);

    // the leader finds the paper's groups to check; a plain marker or class teacher does not
    const groups = await demo.call<{ partition_id: number; name: string }[]>('listSpotCheckGroups', { url: `/v1/examination/partition-spot-check-group?test_id=${demo.mathsTestId}`, token: leader });
    expect(groups.status).toBe(200);
    expect(groups.body.data.map((g) => g.partition_id).sort((a, b) => a - b)).toEqual(demo.mathsGroups.map((g) => g.id).sort((a, b) => a - b));
    expect(groups.body.data.find((g) => g.partition_id === single.id)?.name).toBe(single.name);
    for (const token of [demo.web.marker02, demo.web.teacher01]) {
      const listed = await demo.call('listSpotCheckGroups', { url: `/v1/examination/partition-spot-check-group?test_id=${demo.mathsTestId}`, token });
      expect(listed).toMatchObject({ status: 403, body: { msg: msg.spotCheck.leadersOnly } });
    }
    // the subject progress page offers the leader the paper's spot checks
    const papers = await demo.call<{ result: { id: number; may_open: { spot_check: boolean } }[] }>('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${demo.runningExamId}`, token: leader });
    expect(papers.body.data.result.find((p) => p.id === demo.mathsTestId)?.may_open.spot_check).toBe(true);
    // the grade leader of another grade finds nothing to check in this exam, may draw nothing and is not offered the tab
    const elsewhere = await demo.call('listSpotCheckGroups', { url: `/v1/examination/partition-spot-check-group?test_id=${demo.mathsTestId}`, token: otherGrade });
    expect(elsewhere).toMatchObject({ status: 403, body: { msg: msg.spotCheck.leadersOnly } });
    expect(await create(single.id, 3, otherGrade)).toMatchObject({ status: 403, body: { msg: msg.spotCheck.leadersOnly } });
    expect((await list(single.id, otherGrade)).status).toBe(403);
    const notOffered = await demo.call<{ result: { id: number; may_open: { spot_check: boolean } }[] }>('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${demo.runningExamId}`, token: otherGrade });
    expect(notOffered.body.data.result.find((p) => p.id === demo.mathsTestId)?.may_open.spot_check ?? false).toBe(false);
    const unknown = await demo.call('listSpotCheckGroups', { url: '/v1/examination/partition-spot-check-group?test_id=2147483000', token: leader });
    expect(unknown).toMatchObject({ status: 404, body: { msg: msg.exam.testNotFound } });

    const drawn = await create(single.id, 3, leader);
    expect(drawn.status).toBe(200);
    const check = drawn.body.data;
    expect(check.papers).toHaveLength(3);
    const image = await demo.testApp.app.inject({ url: check.papers[0]!.partition_pics[0]!.url, headers: { authorization: `Bearer ${leader}` } });
    expect(image.statusCode).toBe(200);
    const scored = await score(
      check.id,
      check.papers.map((p) => ({ seq: p.seq, score: 0 })),
      leader,
    );
    expect(scored.status).toBe(200);
    expect(scored.body.data.papers.every((p) => p.leader_score === 0 && p.marks.length > 0)).toBe(true);
    expect(scored.body.data.markers.length).toBeGreaterThan(0);
    expect((await list(single.id, leader)).body.data.map((c) => c.id)).toContain(check.id);
    // the leader's scores stand, and a marker's attempt to change them is refused
    expect((await score(check.id, [{ seq: 1, score: 1 }], demo.web.marker02)).status).toBe(403);
    expect((await score(check.id, [{ seq: 1, score: 1 }], otherGrade)).status).toBe(403);
    const kept = (await list(single.id)).body.data.find((c) => c.id === check.id)!;
    expect(kept.papers.every((p) => p.leader_score === 0)).toBe(true);
  });
});
