/**
 * Exam analysis on marks given through the real marking calls. Six students, four questions:
 *
 *   student  class  | Q1 (3, key B) | Q2 (3, key D) | Q13 (10) | Q14 (4 by halves + 3) | total
 *   s1       (1)    | B  3          | D  3          | 10       | 4 + 3   = 7           | 23
 *   s2       (1)    | B  3          | A  0          |  7       | 2.5 + 1 = 3.5         | 13.5
 *   s3       (1)    | A  0          | D  3          |  4       | 0 + 0   = 0           | 7
 *   s4       (2)    | B  3          | D  3          | 10       | 4 + 2   = 6           | 22
 *   s5       (2)    | C  0          | D  3          |  0       | 1.5 + 0 = 1.5         | 4.5
 *   s6       (2)    | —  0          | D  3          |  5       | 3 + 3   = 6           | 14
 *
 * Class (1) is on the main campus, class (2) on the second; the custom group holds s1 and s4.
 * Every expected figure below is worked out by hand from this table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAnalysisFixture, FIXTURE_PASSWORD, markFixtureGroup, storeObjectiveAnswers, type AnalysisFixture } from '../fixtures/analysis-fixture.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { paperOf } from '../support/paper-numbers.ts';
import { openTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openTestApp());
let fx: AnalysisFixture;
const web: Record<string, string> = {};
/** who marked each student's answer of the first group */
const markerOf = new Map<number, number>();

/** per student (in order s1…s6): Q13 and the two blanks of Q14 */
const Q13 = [10, 7, 4, 10, 0, 5];
const Q14 = [[4, 3], [2.5, 1], [0, 0], [4, 2], [1.5, 0], [3, 3]];

/** a scan address as the server hands it out: a sealed note, not a storage key */
const SEALED_SCAN = /^\/v1\/files\/scans\/[A-Za-z0-9_-]{63}$/;
const scope = (extra = '') => `examination_id=${fx.examId}&test_id=${fx.testId}${extra}`;
const get = (operationId: string, url: string, token = web.principal) => server.call(operationId, { url, token });

async function markGroup(index: number, scoreOf: (student: number) => Record<string, number>) {
  const tokens = await Promise.all(fx.markers.map((marker) => markingTokenOf(server.call, web[marker.username])));
  const given = await markFixtureGroup(server, fx, tokens, index, scoreOf);
  if (index === 0) for (const mark of given) markerOf.set(mark.studentId, fx.markers[mark.marker].id);
}

async function tag(markerIndex: number, studentId: number, cause: string) {
  const marker = fx.markers[markerIndex];
  const token = await markingTokenOf(server.call, web[marker.username]);
  const answer = await server.call('submitMarkingFeedback', {
    method: 'POST',
    url: `/v1/examination/marking-feedback/${fx.testId}`,
    token,
    payload: { partition_id: fx.partitionIds[0], student_id: await paperOf(server.database, fx.partitionIds[0], studentId), feedback: { custom: cause } },
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  fx = await buildAnalysisFixture(server);
  for (const user of [...fx.markers, fx.outsider]) web[user.username] = (await signIn(server.call, user.username, FIXTURE_PASSWORD)).token;
  web.principal = (await signIn(server.call, fx.principal.username, FIXTURE_PASSWORD)).token;
});


describe('before anything is marked', () => {
  it('answers 200 with empty figures and "no data yet"', async () => {
    const info = await get('getAnalysisBasicInfo', `/v1/examanalysis/basic-info?${scope()}`);
    expect(info.status).toBe(200);
    expect(info.body.msg).toBe('暂无数据');
    expect(info.body.data).toMatchObject({ has_data: false, question_count: 4, progress: { done: 0, total: 12, rate: 0 } });
    expect(info.body.data.summary).toMatchObject({ student_count: 0, average: 0 });
    expect(info.body.data.reliability).toMatchObject({ alpha: null, sem: null });

    const single = await get('getSingleQuestionAnalysis', `/v1/examanalysis/single-question?${scope('&show_order=13')}`);
    expect(single.status).toBe(200);
    expect(single.body.data.has_data).toBe(false);
    expect(single.body.data.analysis.parent_target).toBeUndefined();
    expect(single.body.data.analysis.contrast_target).toEqual([]);

    const order = await get('getQuestionOrder', `/v1/examanalysis/question-order?${scope()}`);
    expect(order.body.data.questions.map((q: { label: string }) => q.label)).toEqual(['1', '2', '13', '14']);
    expect(order.body.data.no_passed.questions).toEqual([]);
    const typical = await get('getTypicalExamination', `/v1/examanalysis/typical-examination?test_id=${fx.testId}&partition_id=${fx.partitionIds[0]}`);
    expect(typical.body.data).toMatchObject({ has_data: false, marking_logs: [], total: 0 });
  });
});

describe('after marking through the marking calls', () => {
  beforeAll(async () => {
    await markGroup(0, (s) => ({ '1': Q13[s] }));
    await markGroup(1, (s) => ({ '1': Q14[s][0], '2': Q14[s][1] }));
    await storeObjectiveAnswers(server.database, fx, [
      { questionId: fx.objectiveQuestionIds[0], chosen: ['B', 'B', 'A', 'B', 'C', ''], key: 'B', fullMark: 3 },
      { questionId: fx.objectiveQuestionIds[1], chosen: ['D', 'A', 'D', 'D', 'D', 'D'], key: 'D', fullMark: 3 },
    ]);
    // wrong causes: marker 1 tags its first student, marker 2 its first two
    const byMarker = (i: number) => [...markerOf].filter(([, m]) => m === fx.markers[i].id).map(([s]) => s);
    await tag(0, byMarker(0)[0], '计算错误');
    await tag(1, byMarker(1)[0], '审题不清');
    await tag(1, byMarker(1)[1], '计算错误');
  });

  it('gives the paper totals, progress and reliability of the whole exam', async () => {
    const info = await get('getAnalysisBasicInfo', `/v1/examanalysis/basic-info?${scope()}`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ has_data: true, test: { id: fx.testId, subject_id: 1 }, target: { target_label: 'school' }, progress: { done: 12, total: 12, rate: 100 } });
    // totals 23, 13.5, 7, 22, 4.5, 14: sum 84 → average 14 of 23 (60.87 %); median (13.5 + 14) / 2
    expect(info.body.data.summary).toEqual({ student_count: 6, full_mark_score: 23, average: 14, score_rate: 60.87, max_score: 23, min_score: 4.5, median: 13.75, standard_deviation: 7.54 });
    // sample variances: Q1 13.5/5 = 2.7, Q2 7.5/5 = 1.5, Q13 74/5 = 14.8, Q14 39.5/5 = 7.9 (Σ 26.9);
    // totals: deviations from 14 are 9, −.5, −7, 8, −9.5, 0 → 284.5/5 = 56.9 (SD 7.54)
    // α = 4/3 × (1 − 26.9/56.9) = 40/56.9 = 0.703; SEM = √(56.9 − 40) = √16.9 = 4.111
    expect(info.body.data.reliability).toEqual({ item_count: 4, student_count: 6, alpha: 0.703, sem: 4.111 });
  });

  it('narrows to a custom group', async () => {
    const info = await get('getAnalysisBasicInfo', `/v1/examanalysis/basic-info?${scope(`&special_group_id=${fx.specialGroupId}`)}`);
    expect(info.body.data.target).toEqual({ target_id: fx.specialGroupId, target_name: '培优组', target_label: 'special_group' });
    expect(info.body.data.summary).toMatchObject({ student_count: 2, average: 22.5, max_score: 23, min_score: 22 });
  });

  it('analyses one subjective question for a class against the whole exam', async () => {
    const answer = await get('getSingleQuestionAnalysis', `/v1/examanalysis/single-question?${scope(`&class_id=${fx.classIds[0]}&show_order=13`)}`);
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(data.has_data).toBe(true);
    expect(data.subject_id).toBe(1);
    expect(data.questions[0]).toMatchObject({ question_id: fx.subjectiveQuestionIds[0], show_order: 13, question_type: 'big_spaces', children: [], empty_count: 1 });
    // class (1): 10, 7, 4 → 7 of 10; one full, none zero, two lost some points
    expect(data.analysis.target).toMatchObject({
      target_name: '高一(1)班',
      target_label: 'class',
      student_count: 3,
      score: 7,
      score_rate: 70,
      full_credit_count: 1,
      full_credit_rate: 33.33,
      loss_score_count: 2,
      loss_score_rate: 66.67,
      scoreless_count: 0,
      scoreless_rate: 0,
    });
    // whole exam: 36 / 6 = 6; 2 full of 6, 1 zero
    expect(data.analysis.parent_target).toMatchObject({ target_label: 'school', score: 6, score_rate: 60, full_credit_rate: 33.33, scoreless_rate: 16.67 });
    // every figure against the parent's: the score rate 70 > 60 shows an up marker
    expect(data.analysis.trend).toEqual({ score: 'up', score_rate: 'up', full_credit_rate: 'none', scoreless_rate: 'down' });
    expect(data.analysis.mastery).toBe('passed');
    // class (2): 10, 0, 5 → 5
    expect(data.analysis.contrast_target.map((t: { target_name: string; score: number }) => [t.target_name, t.score])).toEqual([
      ['高一(1)班', 7],
      ['高一(2)班', 5],
    ]);
    // tag 函数 covers Q1 (class scores 3, 3, 0 of 3) and Q13 (21 of 30): 27 / 39 = 69.23 %
    expect(data.class_tags).toEqual([{ tagid: 501, name: '函数', avg_total_score_rate: 69.23 }]);
  });

  it('analyses each blank of a question', async () => {
    const answer = await get('getSingleQuestionAnalysis', `/v1/examanalysis/single-question?${scope(`&class_id=${fx.classIds[0]}&show_order=14`)}`);
    const [first, second] = answer.body.data.analysis.target.emptys;
    // blank 1 (of 4): 4, 2.5, 0 → 6.5 / 3 = 2.17; 6.5 / 12 = 54.17 %
    expect(first).toEqual({
      key: '1',
      label: '(1)',
      full_mark_score: 4,
      student_count: 3,
      score: 2.17,
      rate: 54.17,
      full_credit_count: 1,
      scoreless_count: 1,
      counts: [
        { score: 0, count: 1 },
        { score: 2.5, count: 1 },
        { score: 4, count: 1 },
      ],
    });
    // blank 2 (of 3): 3, 1, 0 → 4 / 9 = 44.44 %
    expect(second).toMatchObject({ key: '2', score: 1.33, rate: 44.44, full_credit_count: 1, scoreless_count: 1 });
    // Q14 of the whole exam: 24 / 6 = 4 of 7 = 57.14 %, below 60: poorly mastered there
    expect(answer.body.data.analysis.parent_target).toMatchObject({ score: 4, score_rate: 57.14, full_credit_count: 1, scoreless_count: 1, loss_score_count: 4 });
  });

  it('counts the options of an objective question with the students who chose them', async () => {
    const answer = await get('getSingleQuestionAnalysis', `/v1/examanalysis/single-question?${scope('&show_order=1')}`);
    const target = answer.body.data.analysis.target;
    const name = (i: number) => `学生${i + 1}`;
    expect(target.options).toEqual([
      { key: 'A', value: '选项1', count: 1, rate: 16.67, students: [{ student_id: fx.studentIds[2], real_name: name(2) }] },
      {
        key: 'B',
        value: '选项2',
        count: 3,
        rate: 50,
        students: [0, 1, 3].map((i) => ({ student_id: fx.studentIds[i], real_name: name(i) })),
      },
      { key: 'C', value: '选项3', count: 1, rate: 16.67, students: [{ student_id: fx.studentIds[4], real_name: name(4) }] },
      { key: 'D', value: '选项4', count: 0, rate: 0, students: [] },
    ]);
    expect(target).toMatchObject({ unanswered_count: 1, unanswered_rate: 16.67, score: 1.5, score_rate: 50, full_credit_count: 3, scoreless_count: 3 });
    // the school target is contrasted with its campuses
    expect(answer.body.data.analysis.contrast_target.map((t: { target_label: string; score: number }) => [t.target_label, t.score])).toEqual([
      ['campus', 2], // s1 3, s2 3, s3 0
      ['campus', 1], // s4 3, s5 0, s6 0
    ]);
  });

  it('orders the questions and groups them by mastery', async () => {
    const order = await get('getQuestionOrder', `/v1/examanalysis/question-order?${scope()}`);
    expect(order.body.data.questions.map((q: { label: string; target: { score_rate: number } }) => [q.label, q.target.score_rate])).toEqual([
      ['1', 50], // 9 / 18
      ['2', 83.33], // 15 / 18
      ['13', 60], // 36 / 60
      ['14', 57.14], // 24 / 42
    ]);
    const labels = (group: { questions: { label: string }[] }) => group.questions.map((q) => q.label);
    expect(order.body.data.no_passed.label).toBe('掌握较差');
    expect(labels(order.body.data.no_passed)).toEqual(['1', '14']);
    expect(labels(order.body.data.passed)).toEqual(['13']);
    expect(labels(order.body.data.outstanding)).toEqual(['2']);
  });

  it('gives difficulty, discrimination and item-total correlation per question', async () => {
    const answer = await get('getTestQuestionAnalysis', `/v1/examanalysis/test-question?${scope()}`);
    const rows = Object.fromEntries(answer.body.data.questions.map((q: { label: string }) => [q.label, q]));
    expect(answer.body.data.full_mark_score).toBe(23);
    // upper 27 % of six = round(1.62) = 2 students: s1 (23), s4 (22); lower: s5 (4.5), s3 (7)
    expect(rows['1']).toMatchObject({ difficulty: 0.5, discrimination: 1, mastery: 'no_passed' }); // (3 − 0) / 3
    expect(rows['2']).toMatchObject({ difficulty: 0.833, discrimination: 0, mastery: 'outstanding' }); // (3 − 3) / 3
    expect(rows['13']).toMatchObject({ difficulty: 0.6, discrimination: 0.8 }); // (10 − 2) / 10
    expect(rows['14']).toMatchObject({ difficulty: 0.571, discrimination: 0.821 }); // (6.5 − 0.75) / 7
    // Q1: x = 3,3,0,3,0,0; rest = 20,10.5,7,19,4.5,14 (mean 12.5)
    //   Σdx·dr = 1.5 × (7.5 − 2 + 5.5 + 6.5 + 8 − 1.5) = 36; Σdx² = 13.5; Σdr² = 199 → 36 / √2686.5 = 0.695
    expect(rows['1'].point_biserial).toBe(0.695);
    // Q2: x = 3,0,3,3,3,3; rest = 20,13.5,4,19,1.5,11 (mean 11.5)
    //   Σdx·dr = 4.25 − 5 − 3.75 + 3.75 − 5 − .25 = −6; Σdx² = 7.5; Σdr² = 289 → −6 / √2167.5 = −0.129
    expect(rows['2'].point_biserial).toBe(-0.129);
  });

  it('lists the students of a class with totals and ranks', async () => {
    const list = await get('listAnalysisStudents', `/v1/examanalysis/student-list?${scope(`&class_id=${fx.classIds[1]}`)}`);
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.result.map((s: { student_id: number; total_score: number; rank: number; complete: boolean }) => [s.student_id, s.total_score, s.rank, s.complete])).toEqual([
      [fx.studentIds[3], 22, 1, true],
      [fx.studentIds[5], 14, 2, true],
      [fx.studentIds[4], 4.5, 3, true],
    ]);
    const page = await get('listAnalysisStudents', `/v1/examanalysis/student-list?${scope('&page_size=2&page_no=2')}`);
    expect(page.body.data.total).toBe(6);
    // whole exam by total: 23, 22, 14, 13.5, 7, 4.5 → the second page holds 14 and 13.5
    expect(page.body.data.result.map((s: { total_score: number }) => s.total_score)).toEqual([14, 13.5]);
  });

  it('lists full-score, lost-score and zero-score students of a question with their pictures', async () => {
    const lists = await get('getQuestionStudentLists', `/v1/examanalysis/student-list/${fx.subjectiveQuestionIds[0]}?${scope()}`);
    const ids = (list: { student_id: number }[]) => list.map((s) => s.student_id);
    expect(ids(lists.body.data.full_credit)).toEqual([fx.studentIds[0], fx.studentIds[3]]);
    expect(ids(lists.body.data.loss_score)).toEqual([fx.studentIds[1], fx.studentIds[5], fx.studentIds[2]]); // 7, 5, 4
    expect(ids(lists.body.data.scoreless)).toEqual([fx.studentIds[4]]);
    const s1 = lists.body.data.full_credit[0];
    expect(s1).toMatchObject({ total_score: 10, emptys: [{ key: '1', score: 10 }] });
    // sealed addresses (both sides of the sheet, the group's piece), never the storage keys
    expect(s1.answer_sheet).toEqual([expect.stringMatching(SEALED_SCAN), expect.stringMatching(SEALED_SCAN)]);
    expect(new Set(s1.answer_sheet).size).toBe(2);
    expect(s1.partition_pic[0]).toMatchObject({ url: expect.stringMatching(SEALED_SCAN), width: 800, height: 220 });
    const unknown = await get('getQuestionStudentLists', `/v1/examanalysis/student-list/999999?${scope()}`);
    expect(unknown.status).toBe(404);
  });

  it('gives score-range rates for the exam, a campus and the contrast campuses', async () => {
    const answer = await get('getScoreRangeRate', `/v1/examanalysis/score-range-rate?${scope()}`);
    // thresholds of 23: 85 % 19.55, 70 % 16.1, 60 % 13.8, 40 % 9.2
    expect(answer.body.data.target.ranges).toEqual([
      { key: 'excellent', label: '优秀率', threshold_score: 19.55, count: 2, rate: 33.33 }, // 23, 22
      { key: 'good', label: '良好率', threshold_score: 16.1, count: 2, rate: 33.33 },
      { key: 'pass', label: '及格率', threshold_score: 13.8, count: 3, rate: 50 }, // + 14 (13.5 is short)
      { key: 'low', label: '低分率', threshold_score: 9.2, count: 2, rate: 33.33 }, // 7, 4.5
    ]);
    const campus = await get('getScoreRangeRate', `/v1/examanalysis/score-range-rate?${scope(`&campus_id=${fx.campusIds[1]}`)}`);
    // second campus: 22, 4.5, 14
    expect(campus.body.data.target).toMatchObject({ target_name: '分校', target_label: 'campus', student_count: 3 });
    expect(campus.body.data.target.ranges.map((r: { rate: number }) => r.rate)).toEqual([33.33, 33.33, 66.67, 33.33]);
    expect(campus.body.data.parent_target.student_count).toBe(6);
    expect(campus.body.data.contrast_target).toHaveLength(2);
  });

  it('counts the totals in 5-point segments', async () => {
    const answer = await get('getFractionalSegment', `/v1/examanalysis/fractional-segment?${scope('&step=5')}`);
    expect(answer.body.data).toMatchObject({ has_data: true, full_mark_score: 23, step: 5, student_count: 6 });
    expect(answer.body.data.segments.map((s: { label: string; count: number; cumulative_count: number }) => [s.label, s.count, s.cumulative_count])).toEqual([
      ['[20,23]', 2, 2],
      ['[15,20)', 0, 2],
      ['[10,15)', 2, 4],
      ['[5,10)', 1, 5],
      ['[0,5)', 1, 6],
    ]);
  });

  it("gives each class's contribution to the students above a target line", async () => {
    const excellent = await get('getTargetContributionRate', `/v1/examanalysis/target-contribution-rate?${scope()}`);
    // 85 % of 23: s1 (class 1) and s4 (class 2)
    expect(excellent.body.data).toMatchObject({ target_rate: 85, target_score: 19.55, student_count: 6, reached_count: 2 });
    expect(excellent.body.data.result.map((r: { contribution_rate: number; gain: number }) => [r.contribution_rate, r.gain])).toEqual([
      [50, 0],
      [50, 0],
    ]);
    const pass = await get('getTargetContributionRate', `/v1/examanalysis/target-contribution-rate?${scope('&target_rate=60')}`);
    // 13.8: class 1 has 23; class 2 has 22 and 14
    expect(pass.body.data.result).toEqual([
      { class_id: fx.classIds[0], class_name: '高一(1)班', student_count: 3, reached_count: 1, reached_rate: 33.33, contribution_rate: 33.33, student_share: 50, gain: -16.67 },
      { class_id: fx.classIds[1], class_name: '高一(2)班', student_count: 3, reached_count: 2, reached_rate: 66.67, contribution_rate: 66.67, student_share: 50, gain: 16.67 },
    ]);
  });

  it('shows typical papers with the wrong causes, by range and by marker', async () => {
    const url = (extra = '') => `/v1/examanalysis/typical-examination?test_id=${fx.testId}&partition_id=${fx.partitionIds[0]}${extra}`;
    const me = fx.markers[0];
    const all = await get('getTypicalExamination', url(), web[me.username]);
    expect(all.body.data.total).toBe(3);
    const causes = Object.fromEntries(all.body.data.feedback_list.map((f: { name: string; count: number }) => [f.name, f.count]));
    expect(causes).toEqual({ 计算错误: 2, 审题不清: 1 });
    const log = all.body.data.marking_logs[0];
    expect(log.url[0]).toMatch(SEALED_SCAN);
    // the exam is being marked and the group is blind: a marker sees whose marks, not whose answers
    for (const paper of all.body.data.marking_logs) expect(paper).toMatchObject({ student_id: null, student_name: '***', class_id: null, class_name: '' });
    const byId = (a: number, b: number) => a - b;
    expect(all.body.data.marking_logs.map((l: { teacher_id: number }) => l.teacher_id).sort(byId)).toEqual([fx.markers[0].id, fx.markers[1].id, fx.markers[1].id].sort(byId));

    const mine = await get('getTypicalExamination', url('&marked_by=me'), web[me.username]);
    expect(mine.body.data.marking_logs.map((l: { teacher_id: number; marked_by_me: boolean }) => [l.teacher_id, l.marked_by_me])).toEqual([[me.id, true]]);
    const others = await get('getTypicalExamination', url('&marked_by=others'), web[me.username]);
    expect(others.body.data.total).toBe(2);
    expect(others.body.data.feedback_list.map((f: { count: number }) => f.count).reduce((a: number, b: number) => a + b)).toBe(2);

    const causeId = all.body.data.feedback_list.find((f: { name: string }) => f.name === '审题不清').id;
    const oneCause = await get('getTypicalExamination', url(`&feedback_id=${causeId}`), web[me.username]);
    expect(oneCause.body.data.total).toBe(1);
    expect(oneCause.body.data.marking_logs[0].feedback_ids).toEqual([causeId]);

    // while marking, a class filter would tell a marker whose answers they are
    expect((await get('getTypicalExamination', url(`&range=class&class_id=${fx.classIds[0]}`), web[me.username])).status).toBe(403);
    expect((await get('getTypicalExamination', url('&range=class'), web[me.username])).status).toBe(400);
  });
});

describe('access and unknown ids', () => {
  it('needs a signed-in user', async () => {
    expect((await server.call('getAnalysisBasicInfo', { url: `/v1/examanalysis/basic-info?${scope()}` })).status).toBe(401);
  });

  it('keeps other schools out', async () => {
    const answer = await get('getAnalysisBasicInfo', `/v1/examanalysis/basic-info?${scope()}`, web[fx.outsider.username]);
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('您没有查看该考试分析的权限');
  });

  it('lets a subject teacher open their own class only; a principal opens every class', async () => {
    const teacher = web[fx.markers[0].username];
    expect((await get('getTestQuestionAnalysis', `/v1/examanalysis/test-question?${scope(`&class_id=${fx.classIds[0]}`)}`, teacher)).status).toBe(200);
    const other = await get('getTestQuestionAnalysis', `/v1/examanalysis/test-question?${scope(`&class_id=${fx.classIds[1]}`)}`, teacher);
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('您只能查看自己任教班级的分析');
    expect((await get('getTestQuestionAnalysis', `/v1/examanalysis/test-question?${scope()}`, teacher)).status).toBe(200);
    expect((await get('getTestQuestionAnalysis', `/v1/examanalysis/test-question?${scope(`&class_id=${fx.classIds[1]}`)}`)).status).toBe(200);
    const typical = `/v1/examanalysis/typical-examination?test_id=${fx.testId}&partition_id=${fx.partitionIds[0]}&range=class&class_id=${fx.classIds[1]}`;
    expect((await get('getTypicalExamination', typical, teacher)).status).toBe(403);
  });

  it('answers 404 with a message for unknown exams, papers, classes, groups and questions', async () => {
    const cases: [string, string][] = [
      [`/v1/examanalysis/basic-info?examination_id=999999&test_id=${fx.testId}`, '考试不存在'],
      [`/v1/examanalysis/basic-info?examination_id=${fx.examId}&test_id=999999`, '试卷不存在'],
      [`/v1/examanalysis/basic-info?${scope('&class_id=999999')}`, '班级不存在'],
      [`/v1/examanalysis/basic-info?${scope('&campus_id=999999')}`, '校区不存在'],
      [`/v1/examanalysis/basic-info?${scope('&special_group_id=999999')}`, '自定义群组不存在'],
      [`/v1/examanalysis/basic-info?${scope('&school_id=999999')}`, '学校不存在'],
      [`/v1/examanalysis/single-question?${scope('&show_order=99')}`, '该试卷中没有这道题'],
    ];
    for (const [url, msg] of cases) {
      const answer = await get(url.includes('single-question') ? 'getSingleQuestionAnalysis' : 'getAnalysisBasicInfo', url);
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe(msg);
    }
    const typical = await get('getTypicalExamination', `/v1/examanalysis/typical-examination?test_id=${fx.testId}&partition_id=999999`);
    expect(typical.status).toBe(404);
    expect(typical.body.msg).toBe('题组不存在');
  });

  it("applies the same access rules and unknown-exam answer to every call of a paper's analysis", async () => {
    const teacher = web[fx.markers[0].username];
    const outsider = web[fx.outsider.username];
    const calls: [string, string][] = [
      ['getAnalysisBasicInfo', 'basic-info'],
      ['getQuestionOrder', 'question-order'],
      ['getTestQuestionAnalysis', 'test-question'],
      ['getScoreRangeRate', 'score-range-rate'],
      ['getFractionalSegment', 'fractional-segment'],
      ['getTargetContributionRate', 'target-contribution-rate'],
      ['listAnalysisStudents', 'student-list'],
      ['getTestQuestionList', 'test-question-list'],
      ['getTargetTags', 'target-tag'],
      ['getSingleQuestionAnalysis', 'single-question'],
    ];
    for (const [operation, path] of calls) {
      const extra = path === 'single-question' ? '&show_order=13' : '';
      const own = await get(operation, `/v1/examanalysis/${path}?${scope(`&class_id=${fx.classIds[0]}${extra}`)}`, teacher);
      expect(own.status, `${path}: ${own.body.msg}`).toBe(200);
      const other = await get(operation, `/v1/examanalysis/${path}?${scope(`&class_id=${fx.classIds[1]}${extra}`)}`, teacher);
      expect([other.status, other.body.msg], path).toEqual([403, '您只能查看自己任教班级的分析']);
      const foreign = await get(operation, `/v1/examanalysis/${path}?${scope(extra)}`, outsider);
      expect([foreign.status, foreign.body.msg], path).toEqual([403, '您没有查看该考试分析的权限']);
      const unknown = await get(operation, `/v1/examanalysis/${path}?examination_id=999999&test_id=${fx.testId}${extra}`);
      expect([unknown.status, unknown.body.msg], path).toEqual([404, '考试不存在']);
    }
  });

  it('refuses malformed parameters with 400', async () => {
    expect((await get('getAnalysisBasicInfo', `/v1/examanalysis/basic-info?test_id=${fx.testId}`)).status).toBe(400);
    expect((await get('getFractionalSegment', `/v1/examanalysis/fractional-segment?${scope('&step=0')}`)).status).toBe(400);
  });
});
