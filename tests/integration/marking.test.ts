import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMarkingFixture, FIXTURE_PASSWORD, scoresFor, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { paperOf, studentOfPaper } from '../support/paper-numbers.ts';
import { firstAdministrator, updateTeachers } from '../support/staff.ts';
import { openTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openTestApp());
let fx: MarkingFixture;
/** marking tokens by username */
const tokens: Record<string, string> = {};
const webTokens: Record<string, string> = {};

const [SINGLE, DOUBLE, HALF] = [0, 1, 2];

beforeAll(async () => {
  fx = await buildMarkingFixture(server.database, {
    students: 8,
    markers: 3,
    partitions: [
      { policy: 'single', markTask: 3 },
      { policy: '2+1+1', tolerance: 2 },
      { policy: 'single', blanks: [{ fullMark: 4, step: 0.5 }, { fullMark: 3, step: 1 }] },
    ],
    prefix: 'mk',
  });
  for (const user of [...fx.markers, fx.judge, fx.outsider]) {
    const { token } = await signIn(server.call, user.username, FIXTURE_PASSWORD);
    webTokens[user.username] = token;
    tokens[user.username] = await markingTokenOf(server.call, token);
  }
});


const m = (i: number) => tokens[fx.markers[i].username];
const pid = (i: number) => fx.partitionIds[i];
const load = (token: string, partitionId: number, extra = '') =>
  server.call('loadMarking', { url: `/v1/examination/marking?test_id=${fx.testId}&partition_id=${partitionId}${extra}`, token });
const submit = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  server.call('submitMarking', { method: 'POST', url: `/v1/examination/marking/${fx.testId}`, token, payload: body, headers });

describe('selection lists', () => {
  it('lists my exams, their papers and my question groups', async () => {
    const exams = await server.call('listMarkingExams', { url: '/v1/examination/mark-list?marking_status=1&page_size=100', token: m(0) });
    expect(exams.body.data.result.map((e: { id: number }) => e.id)).toEqual([fx.examId]);
    expect((await server.call('listMarkingExams', { url: '/v1/examination/mark-list?marking_status=2', token: m(0) })).body.data.total).toBe(0);
    const papers = await server.call('listMarkingTests', { url: `/v1/examination/mark-list/${fx.examId}`, token: m(0) });
    expect(papers.body.data.result[0]).toMatchObject({ id: fx.testId, subject_name: '数学', progress: { mark_num: 0, mark_total: 8 + 16 + 8 } });
    const groups = await server.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${fx.testId}&judge=0`, token: m(0) });
    expect(groups.body.data.result.map((g: { id: number }) => g.id)).toEqual(fx.partitionIds);
    expect(groups.body.data.result[0]).toMatchObject({ divided: true, marking_policy: 'single', teacher_progress: { mark_task: 3, mark_num: 0 } });
    // the judge is assigned to all three groups, but only the 2+1+1 one can end in adjudication
    const judging = await server.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${fx.testId}&judge=1`, token: tokens[fx.judge.username] });
    expect(judging.body.data.result.map((g: { id: number }) => g.id)).toEqual([pid(DOUBLE)]);
  });

  it('keeps other schools out', async () => {
    expect((await server.call('listMarkingTests', { url: `/v1/examination/mark-list/${fx.examId}`, token: tokens[fx.outsider.username] })).status).toBe(403);
    expect((await load(tokens[fx.outsider.username], pid(SINGLE))).status).toBe(403);
    expect((await server.call('listMarkingTests', { url: '/v1/examination/mark-list/999999', token: m(0) })).status).toBe(404);
  });
});

describe('live marking', () => {
  it('claims five students with pieces, questions and progress; a web token is refused', async () => {
    expect((await load(webTokens[fx.markers[0].username], pid(SINGLE))).status).toBe(401);
    const answer = await load(m(0), pid(SINGLE));
    expect(answer.status).toBe(200);
    expect(answer.body.data.students).toHaveLength(5);
    expect(answer.body.data.students[0].partition_pics[0]).toMatchObject({ width: 800, height: 220, x: 0, y: 0 });
    expect(answer.body.data.students[0].student_name).toBe('***');
    expect(answer.body.data.questions[0].emptys[0]).toMatchObject({ key: '1', full_mark: 10, step: 1 });
    expect(answer.body.data.mark_progress).toMatchObject({ mark_total: 8, mark_num: 0, previous: false });
    // a second teacher gets the other three: single marking never hands one student to two
    const second = await load(m(1), pid(SINGLE));
    const mine = answer.body.data.students.map((s: { student_id: number }) => s.student_id);
    const theirs = second.body.data.students.map((s: { student_id: number }) => s.student_id);
    expect(theirs).toHaveLength(3);
    expect(theirs.filter((id: number) => mine.includes(id))).toEqual([]);
  });

  it('reloading keeps the same held students', async () => {
    const again = await load(m(0), pid(SINGLE));
    expect(again.body.data.students).toHaveLength(5);
  });

  it('submits a score and receives the next students in one answer', async () => {
    const held = (await load(m(0), pid(SINGLE))).body.data.students;
    const answer = await submit(m(0), { partition_id: pid(SINGLE), student_id: held[0].student_id, question_score: scoresFor(fx, pid(SINGLE), 7), total_score: 7, spend_time: 12 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.total_score).toBe(7);
    expect(answer.body.data.students.map((s: { student_id: number }) => s.student_id)).not.toContain(held[0].student_id);
    expect(answer.body.data.mark_progress).toMatchObject({ mark_num: 1, teacher_progress: { mark_num: 1, mark_task: 3 } });
  });

  it('answers a retried submission with the first outcome (idempotency key)', async () => {
    const held = (await load(m(0), pid(SINGLE))).body.data.students;
    const body = { partition_id: pid(SINGLE), student_id: held[0].student_id, question_score: scoresFor(fx, pid(SINGLE), 5), idempotency_key: 'retry-key-0001' };
    const first = await submit(m(0), body);
    const retry = await submit(m(0), body);
    expect(retry.status).toBe(200);
    expect(retry.body.data.marking_log_id).toBe(first.body.data.marking_log_id);
    const logs = await server.call('listMarkingLogs', { url: `/v1/examination/marking/${fx.testId}?partition_id=${pid(SINGLE)}`, token: m(0) });
    expect(logs.body.data.total).toBe(2);
    expect(retry.body.data.students.map((s: { student_id: number }) => s.student_id)).not.toContain(held[0].student_id);
    // the same key for another student is not a retry: refused, nothing stored
    const reused = await submit(m(0), { ...body, student_id: held[1].student_id });
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toContain('提交编号');
    const after = await server.call('listMarkingLogs', { url: `/v1/examination/marking/${fx.testId}?partition_id=${pid(SINGLE)}`, token: m(0) });
    expect(after.body.data.total).toBe(2);
  });

  it('refuses scores out of range, off step, missing or unknown — and writes nothing', async () => {
    const held = (await load(m(2), pid(HALF))).body.data.students;
    const student = held[0].student_id;
    const order = fx.layout[HALF].showOrder;
    const cases: [Record<string, Record<string, number>>, string][] = [
      [{ [order]: { '1': 4.5, '2': 3 } }, '满分'],
      [{ [order]: { '1': -0.5, '2': 3 } }, '0'],
      [{ [order]: { '1': 0.3, '2': 3 } }, '0.5'],
      [{ [order]: { '1': 2, '2': 1.5 } }, '1 的整数倍'],
      [{ [order]: { '1': 2 } }, '未评分'],
      [{ [order]: { '1': 2, '2': 1, '7': 1 } }, '未知'],
    ];
    for (const [questionScore, words] of cases) {
      const answer = await submit(m(2), { partition_id: pid(HALF), student_id: student, question_score: questionScore });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain(words);
    }
    const mismatch = await submit(m(2), { partition_id: pid(HALF), student_id: student, question_score: { [order]: { '1': 2.5, '2': 1 } }, total_score: 4 });
    expect(mismatch.status).toBe(400);
    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM marking_logs WHERE partition_id = $1', [pid(HALF)]);
    expect(rows[0].n).toBe(0);
    const good = await submit(m(2), { partition_id: pid(HALF), student_id: student, question_score: { [order]: { '1': 2.5, '2': 1 } }, total_score: 3.5 });
    expect(good.body.data.total_score).toBe(3.5);
  });

  it('refuses a student one does not hold, and one already marked', async () => {
    const held = (await load(m(0), pid(SINGLE))).body.data.students.map((s: { student_id: number }) => s.student_id);
    // the groups are blind: the marking calls name papers by their number in the group
    const papers = await Promise.all(fx.studentIds.map((id) => paperOf(server.database, pid(SINGLE), id)));
    const other = papers.find((paper) => !held.includes(paper))!;
    const notHeld = await submit(m(0), { partition_id: pid(SINGLE), student_id: other, question_score: scoresFor(fx, pid(SINGLE), 1) });
    expect(notHeld.status).toBe(409);
    const unknown = await submit(m(0), { partition_id: pid(SINGLE), student_id: 987654, question_score: scoresFor(fx, pid(SINGLE), 1) });
    expect(unknown.status).toBe(404);
  });

  it('a teacher whose lease ran out keeps the mark while the marker the student went to has not scored it', async () => {
    const held = (await load(m(1), pid(SINGLE))).body.data.students;
    const student = held[0].student_id;
    await server.database.query("UPDATE marking_claims SET expires_at = now() - interval '1 minute' WHERE teacher_id = $1", [fx.markers[1].id]);
    // the quota of marker 0 (3) is met by now, but the group is not strict: they may go on
    const other = await load(m(2), pid(SINGLE), '&occupy_student_count=8');
    expect(other.body.data.students.map((s: { student_id: number }) => s.student_id)).toContain(student);
    const late = await submit(m(1), { partition_id: pid(SINGLE), student_id: student, question_score: scoresFor(fx, pid(SINGLE), 3) });
    expect(late.status).toBe(200);
    // the place is scored: the other marker's own mark of it is refused, and their hold ends
    const theirs = await submit(m(2), { partition_id: pid(SINGLE), student_id: student, question_score: scoresFor(fx, pid(SINGLE), 4), return_next_student: 0 });
    expect(theirs.status).toBe(409);
    expect(theirs.body.msg).toContain('评分状态已变化');
  });

  it('warns a teacher who met the quota, and lets them go on in a group that is not strict', async () => {
    const before = await load(m(0), pid(SINGLE));
    expect(before.body.data.mark_progress.marking_warn.warn).toBe(false);
    const student = before.body.data.students[0].student_id;
    const third = await submit(m(0), { partition_id: pid(SINGLE), student_id: student, question_score: scoresFor(fx, pid(SINGLE), 6) });
    expect(third.body.data.mark_progress.marking_warn).toMatchObject({ warn: true, ended: false });
    expect(third.body.data.mark_progress.marking_warn.content).toContain('3/3');
  });
});

describe('double marking 2+1+1 to adjudication', () => {
  it('two blind marks far apart bring a third marker, then the adjudicator decides', async () => {
    const studentId = fx.studentIds[7];
    const student = await paperOf(server.database, pid(DOUBLE), studentId);
    const give = async (index: number, score: number) => {
      const held = (await load(m(index), pid(DOUBLE), '&occupy_student_count=8')).body.data.students.map((s: { student_id: number }) => s.student_id);
      expect(held).toContain(student);
      const answer = await submit(m(index), { partition_id: pid(DOUBLE), student_id: student, question_score: scoresFor(fx, pid(DOUBLE), score), return_next_student: 0 });
      expect(answer.status).toBe(200);
    };
    await give(0, 9);
    // marker 0 never gets the same student again
    const again = (await load(m(0), pid(DOUBLE), '&occupy_student_count=8')).body.data.students.map((s: { student_id: number }) => s.student_id);
    expect(again).not.toContain(student);
    await give(1, 2);
    const unit = async () => (await server.database.query<{ state: string; marks_needed: number; final_score: number | null }>('SELECT state, marks_needed, final_score FROM marking_units WHERE partition_id = $1 AND student_id = $2', [pid(DOUBLE), studentId]))[0];
    expect(await unit()).toMatchObject({ state: 'open', marks_needed: 3 });
    await give(2, 5);
    expect(await unit()).toMatchObject({ state: 'judge' });
    // markers cannot adjudicate; the adjudicator sees each round
    expect((await load(m(0), pid(DOUBLE), '&judge=1')).status).toBe(403);
    const judged = await load(tokens[fx.judge.username], pid(DOUBLE), '&judge=1');
    const row = judged.body.data.students.find((s: { student_id: number }) => s.student_id === student);
    expect(row.marking_history.map((h: { round: number; scores: number }) => [h.round, h.scores])).toEqual([[1, 9], [2, 2], [3, 5]]);
    expect(judged.body.data.judge_progress).toMatchObject({ judge_total: 1, decided_num: 0 });
    const decided = await submit(tokens[fx.judge.username], { partition_id: pid(DOUBLE), student_id: student, judge: 1, question_score: scoresFor(fx, pid(DOUBLE), 6) });
    expect(decided.status).toBe(200);
    expect(await unit()).toMatchObject({ state: 'done', final_score: 6 });
  });
});

describe('history', () => {
  it('opens my latest record, edits it with its version, refuses a stale version', async () => {
    const latest = await load(m(0), pid(SINGLE), '&get_log_type=previous');
    const record = latest.body.data.students[0];
    expect(record.marking_log_id).toBeGreaterThan(0);
    expect(record.version).toBe(1);
    const edit = (version: number, score: number) =>
      submit(m(0), { partition_id: pid(SINGLE), student_id: record.student_id, marking_log_id: record.marking_log_id, version, question_score: scoresFor(fx, pid(SINGLE), score) });
    const first = await edit(1, 4);
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    expect(first.body.data.students).toEqual([]);
    const stale = await edit(1, 6);
    expect(stale.status).toBe(409);
    const final = await server.database.query<{ final_score: number }>('SELECT final_score FROM marking_units WHERE partition_id = $1 AND student_id = $2', [pid(SINGLE), await studentOfPaper(server.database, pid(SINGLE), record.student_id)]);
    expect(final[0].final_score).toBe(4);
    const older = await load(m(0), pid(SINGLE), `&get_log_type=previous&marking_log_id=${record.marking_log_id}`);
    expect(older.body.data.students[0].marking_log_id).toBeLessThan(record.marking_log_id);
    expect(older.body.data.mark_progress.after).toBe(true);
    expect((await load(m(1), pid(SINGLE), `&marking_log_id=${record.marking_log_id}`)).status).toBe(403);
  });

  it('lists records in the four orders and filters by score; answers the filter values', async () => {
    const base = `/v1/examination/marking/${fx.testId}?partition_id=${pid(SINGLE)}`;
    const byTotalAsc = await server.call('listMarkingLogs', { url: `${base}&order_id=1`, token: m(0) });
    const totals = byTotalAsc.body.data.result.map((r: { total_score: number }) => r.total_score);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(byTotalAsc.body.data.result[0]).toMatchObject({ no: 1, student_name: '***' });
    const filtered = await server.call('listMarkingLogs', { url: `${base}&q_score_record=${encodeURIComponent(JSON.stringify([{ total_score: 4 }]))}`, token: m(0) });
    expect(filtered.body.data.result.every((r: { total_score: number }) => r.total_score === 4)).toBe(true);
    expect(filtered.body.data.total).toBeGreaterThan(0);
    const values = await server.call('getMarkingLogScores', { url: `/v1/examination/marking-log-scores/${fx.testId}?partition_id=${pid(SINGLE)}`, token: m(0) });
    expect(values.body.data.total_scores).toContain(4);
    expect(Object.keys(values.body.data.question_scores)).toEqual([fx.layout[SINGLE].showOrder]);
    expect((await server.call('listMarkingLogs', { url: `${base}&order_id=9`, token: m(0) })).status).toBe(400);
  });
});

describe('problem papers, feedback, blank papers', () => {
  it('a problem paper leaves the queue until an admin returns it', async () => {
    const held = (await load(m(2), pid(HALF))).body.data.students;
    const student = held[0].student_id;
    const tooLong = await server.call('submitProblemPaper', { method: 'POST', url: `/v1/examination/examination-problem/${fx.testId}`, token: m(2), payload: { partition_id: pid(HALF), student_id: student, comment: '图'.repeat(101) } });
    expect(tooLong.status).toBe(400);
    const answer = await server.call('submitProblemPaper', {
      method: 'POST',
      url: `/v1/examination/examination-problem/${fx.testId}`,
      token: m(2),
      payload: { partition_id: pid(HALF), student_id: student, comment: '图片异常，退回重新上传；看不清' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('问题卷提交成功');
    const problemId = answer.body.data.problem_id;
    const list = await server.call('listProblemPapers', { url: `/v1/examination/examination-problem?test_id=${fx.testId}`, token: webTokens[fx.markers[2].username] });
    expect(list.body.data.result[0]).toMatchObject({ id: problemId, comment: '图片异常，退回重新上传；看不清', state: 'open' });
    const others = (await load(m(0), pid(HALF), '&occupy_student_count=20')).body.data.students.map((s: { student_id: number }) => s.student_id);
    expect(others).not.toContain(student);
    // a teacher may not resolve it; the school admin may
    expect((await server.call('resolveProblemPaper', { method: 'PATCH', url: `/v1/examination/examination-problem/${problemId}`, token: webTokens[fx.markers[2].username], payload: { action: 'return' } })).status).toBe(403);
    // the school's administrator makes the adjudicator an information administrator (信息管理员) too
    const schoolAdmin = await firstAdministrator(server, fx.schoolId, 'mkadmin', FIXTURE_PASSWORD);
    await updateTeachers(server.call, schoolAdmin.token, fx.schoolId, [{ username: fx.judge.username, name: `${fx.judge.username}老师`, positions: ['任课老师', '信息管理员'] }]);
    const admin = await signIn(server.call, fx.judge.username, FIXTURE_PASSWORD);
    await server.call('switchGroup', { method: 'POST', url: '/v1/user/switch-group', token: admin.token, payload: { group_id: 14 } });
    const resolved = await server.call('resolveProblemPaper', { method: 'PATCH', url: `/v1/examination/examination-problem/${problemId}`, token: admin.token, payload: { action: 'return' } });
    expect(resolved.status).toBe(200);
    expect((await server.call('resolveProblemPaper', { method: 'PATCH', url: `/v1/examination/examination-problem/${problemId}`, token: admin.token, payload: { action: 'return' } })).status).toBe(409);
  });

  it('stores wrong-cause tags, with a custom one of at most 10 characters', async () => {
    const held = (await load(m(1), pid(HALF))).body.data.students;
    const tags = await load(m(1), pid(HALF));
    expect(Array.isArray(tags.body.data.feedback_list)).toBe(true);
    const url = `/v1/examination/marking-feedback/${fx.testId}`;
    const nothing = await server.call('submitMarkingFeedback', { method: 'POST', url, token: m(1), payload: { partition_id: pid(HALF), student_id: held[0].student_id, feedback: {} } });
    expect(nothing.status).toBe(400);
    expect(nothing.body.msg).toBe('已取消标记');
    const long = await server.call('submitMarkingFeedback', { method: 'POST', url, token: m(1), payload: { partition_id: pid(HALF), student_id: held[0].student_id, feedback: { custom: '一二三四五六七八九十一' } } });
    expect(long.status).toBe(400);
    const ok = await server.call('submitMarkingFeedback', { method: 'POST', url, token: m(1), payload: { partition_id: pid(HALF), student_id: held[0].student_id, feedback: { custom: ' 计算 粗心 ' } } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.feedback.feedbackids).toMatch(/^\d+$/);
    const names = await server.database.query<{ name: string }>('SELECT name FROM feedback_tags WHERE id = $1', [Number(ok.body.data.feedback.feedbackids)]);
    expect(names[0].name).toBe('计算粗心');
  });

  it('finds blank answers by black ratio, scores them 0 or keeps them in the queue', async () => {
    // two answers of the region group turn out almost white
    const white = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const blanks = fx.studentIds.slice(5, 7);
    for (const studentId of blanks) {
      const key = `blank-${studentId}.png`;
      await server.storage.put(key, white);
      await server.database.query('UPDATE scan_pieces SET storage_key = $1, black_rate = 40, width = 200, height = 80 WHERE partition_id = $2 AND student_id = $3', [key, pid(HALF), studentId]);
    }
    // an answer another marker holds has no free slot for a blank decision: the others let theirs go
    for (const i of [1, 2]) await server.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${fx.testId}?partition_ids=[${pid(HALF)}]`, token: m(i) });
    const recognised = await server.call('reRecogniseBlankVolumes', { method: 'POST', url: `/v1/examination/test-blank-volume/${fx.testId}`, token: m(0), payload: { partition_id: pid(HALF) } });
    expect(recognised.body.data.count).toBeGreaterThanOrEqual(2);
    const list = await server.call('listBlankVolumes', { url: `/v1/examination/test-blank-volume?test_id=${fx.testId}&partition_ids=[${pid(HALF)}]&black_rate=[0,1]`, token: m(0) });
    const ids = list.body.data.result.map((r: { id: number }) => r.id);
    expect(ids).toHaveLength(2);
    expect(list.body.data.result[0].url[0]).toMatch(/,200,80$/);
    const submitted = await server.call('submitBlankVolumes', { method: 'PATCH', url: `/v1/examination/test-blank-volume/${fx.testId}`, token: m(0), payload: { ids: [ids[0]] } });
    expect(submitted.body.data.count).toBe(1);
    const ignored = await server.call('ignoreBlankVolumes', { method: 'DELETE', url: `/v1/examination/test-blank-volume/${fx.testId}?ids=[${ids[1]}]`, token: m(0) });
    expect(ignored.body.data.count).toBe(1);
    const after = await server.call('listBlankVolumes', { url: `/v1/examination/test-blank-volume?test_id=${fx.testId}&black_rate=[0,1]`, token: m(0) });
    expect(after.body.data.total).toBe(0);
    const unit = await server.database.query<{ state: string; final_score: number }>('SELECT state, final_score FROM marking_units WHERE id = $1', [ids[0]]);
    expect(unit[0]).toEqual({ state: 'done', final_score: 0 });
    const wrongTest = await server.call('submitBlankVolumes', { method: 'PATCH', url: `/v1/examination/test-blank-volume/${fx.testId}`, token: m(0), payload: { ids: [999999] } });
    expect(wrongTest.status).toBe(404);
  });
});

describe('occupancy, progress, workload, division, release', () => {
  it('shows who holds students, then releases mine', async () => {
    await load(m(1), pid(DOUBLE));
    const detail = await server.call('getOccupiedDetail', { url: `/v1/examination/test-occupied-detail?test_id=${fx.testId}`, token: m(0) });
    const group = detail.body.data.find((d: { partition_id: number }) => d.partition_id === pid(DOUBLE));
    expect(group.teachers.find((t: { occupied_teacher_name: string }) => t.occupied_teacher_name === fx.markers[1].username).occupied_student_num).toBeGreaterThan(0);
    const released = await server.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${fx.testId}?partition_ids=[${pid(DOUBLE)}]`, token: m(1) });
    expect(released.body.data.released).toBeGreaterThan(0);
    const othersRefused = await server.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${fx.testId}?teacher_ids=[${fx.markers[0].id}]`, token: m(1) });
    expect(othersRefused.status).toBe(403);
    expect((await server.call('releaseOccupied', { method: 'DELETE', url: '/v1/examination/test-partition-occupy/999999', token: m(1) })).status).toBe(404);
    const after = await server.call('getOccupiedDetail', { url: `/v1/examination/test-occupied-detail?test_id=${fx.testId}`, token: m(0) });
    const still = after.body.data.find((d: { partition_id: number }) => d.partition_id === pid(DOUBLE));
    expect(still?.teachers.map((t: { occupied_teacher_name: string }) => t.occupied_teacher_name) ?? []).not.toContain(fx.markers[1].username);
  });

  it('reports progress per group and workload per teacher', async () => {
    const progress = await server.call('getPartitionProgress', { url: `/v1/examination/test-partition-progress/${fx.testId}?page_size=10`, token: m(0) });
    expect(progress.body.data.partitions).toHaveLength(3);
    expect(progress.body.data.total).toBe(9);
    const workload = await server.call('getTeacherWorkload', { url: `/v1/examination/mark-partition/${fx.testId}?partition_id=${pid(SINGLE)}&order_rule=1`, token: m(0) });
    const rows = workload.body.data.result;
    expect(rows[0].mark_num).toBeGreaterThanOrEqual(rows[rows.length - 1].mark_num);
    expect(rows.find((r: { teacher: { user_name: string } }) => r.teacher.user_name === fx.markers[0].username)).toMatchObject({ mark_task: 3 });
    expect((await server.call('getTeacherWorkload', { url: `/v1/examination/mark-partition/${fx.testId}`, token: tokens[fx.outsider.username] })).status).toBe(403);
  });

  it('answers the division and lets only a school admin change it', async () => {
    const division = await server.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${fx.testId}`, token: m(0) });
    expect(division.body.data.partitions[0].config.rect_divide).toHaveLength(1);
    const payload = { rect_divide: [{ x: 0, y: 0, width: 820, height: 230 }] };
    expect((await server.call('patchDivision', { method: 'PATCH', url: `/v1/examination/divide-partition/${pid(SINGLE)}`, token: webTokens[fx.markers[0].username], payload })).status).toBe(403);
  });

  it('takes a question error report', async () => {
    const division = await server.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${fx.testId}`, token: m(0) });
    const questionId = division.body.data.partitions[0].config.question_config[0].question_id;
    const ok = await server.call('reportQuestionError', { method: 'POST', url: '/v1/feedback/question', token: m(0), payload: { subject_id: 1, question_id: questionId, message: '答案错误，第二步有误' } });
    expect(ok.status).toBe(200);
    expect((await server.call('reportQuestionError', { method: 'POST', url: '/v1/feedback/question', token: m(0), payload: { subject_id: 1, question_id: questionId, message: '' } })).status).toBe(400);
  });
});
