/**
 * The exam-wide analysis calls on marks given through the real marking calls (the kept-exam marks
 * of the analysis fixture): six students in two classes, totals out of 23 —
 *
 *   student  class | Q1 (3) | Q2 (3) | Q13 (10) | Q14 (7) | total
 *   s1       (1)   | 3      | 3      | 10       | 4       | 20
 *   s2       (1)   | 3      | 0      |  7       | 2.5     | 12.5
 *   s3       (1)   | 0      | 3      |  4       | 0       | 7
 *   s4       (2)   | 3      | 3      | 10       | 4       | 20
 *   s5       (2)   | 0      | 3      |  0       | 1.5     | 4.5
 *   s6       (2)   | 0      | 3      |  5       | 3       | 11
 *
 * Q1 and Q13 carry the tag 函数, Q2 the tag 集合; the custom group 培优组 holds s1 and s4. The
 * score lines are the default 85 / 70 / 60 / 40 per cent of 23 (19.55, 16.1, 13.8, 9.2). Every
 * figure below is worked out by hand from this table: the school report, the top N, the custom
 * groups, the students near the pass line (focus group and potential students) and the knowledge
 * point mastery of data mining, with the refusal a reader sees for a bad input; then the figures
 * of one class (top N, students near a line, competitive power, tags), of one teacher, of the
 * subject against the grade and of each question. The totals' mean is 12.5 and their population
 * SD √(209 / 6) = 5.90.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAnalysisFixture, FIXTURE_PASSWORD, markKeptExam, TAG_FUNCTION, TAG_SETS, type AnalysisFixture } from '../fixtures/analysis-fixture.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { openTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openTestApp());
let fx: AnalysisFixture;
let principal: string;
/** marker 1, who teaches class (1) only */
let teacher: string;

const get = (operation: string, path: string, query = '', token = principal) => server.call(operation, { url: `/v1/examanalysis/${path}?examination_id=${fx.examId}${query}`, token });

/** the six figures of a set of totals out of 23 against the default lines */
const figures = (student_count: number, average: number, score_rate: number, max_score: number, min_score: number, rates: [number, number, number, number]) => ({
  student_count,
  average,
  score_rate,
  max_score,
  min_score,
  excellent_rate: rates[0],
  good_rate: rates[1],
  pass_rate: rates[2],
  low_rate: rates[3],
});
/** all six: mean 75 / 6 = 12.5 (54.35 %); s1 and s4 reach every line but the low one; s3 and s5 are below 9.2 */
const GRADE = figures(6, 12.5, 54.35, 20, 4.5, [33.33, 33.33, 33.33, 33.33]);

beforeAll(async () => {
  fx = await buildAnalysisFixture(server, 'amark');
  principal = (await signIn(server.call, fx.principal.username, FIXTURE_PASSWORD)).token;
  const tokens: string[] = [];
  for (const marker of fx.markers) tokens.push(await markingTokenOf(server.call, (await signIn(server.call, marker.username, FIXTURE_PASSWORD)).token));
  teacher = (await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD)).token;
  await markKeptExam(server, fx, tokens);
});

describe('the exam-wide analysis of an exam marked through the marking calls', () => {
  it('reports the grade, each class and the top students of the school report', async () => {
    const answer = await get('getSchoolReport', 'school-report');
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data;
    expect(data.has_data).toBe(true);
    // the exam total and its one paper (maths) alike
    expect(data.subjects.map((s: { test_id: number }) => s.test_id)).toEqual([0, fx.testId]);
    for (const subject of data.subjects) {
      expect(subject.full_mark_score).toBe(23);
      expect(subject.grade).toEqual(GRADE);
      expect(subject.classes).toEqual([
        // (1): 20 + 12.5 + 7 = 39.5 → 13.17, 57.25 %, 0.67 above the grade
        { class_id: fx.classIds[0], class_name: '高一(1)班', ...figures(3, 13.17, 57.25, 20, 7, [33.33, 33.33, 33.33, 33.33]), average_gap: 0.67, average_rank: 1 },
        // (2): 20 + 4.5 + 11 = 35.5 → 11.83, 51.45 %
        { class_id: fx.classIds[1], class_name: '高一(2)班', ...figures(3, 11.83, 51.45, 20, 4.5, [33.33, 33.33, 33.33, 33.33]), average_gap: -0.67, average_rank: 2 },
      ]);
    }
    const [s1, s2, s3, s4, s5, s6] = fx.studentIds;
    expect(data.top_students.map((s: { student_id: number; total_score: number; grade_rank: number }) => [s.student_id, s.total_score, s.grade_rank])).toEqual([
      [s1, 20, 1],
      [s4, 20, 1],
      [s2, 12.5, 3],
      [s6, 11, 4],
      [s3, 7, 5],
      [s5, 4.5, 6],
    ]);
  });

  it('counts the top N by class: with N = 2 the line is 20 and each class holds one of them', async () => {
    const answer = await get('getFormerNComparison', 'former-n-comparison', '&n=2');
    expect(answer.status, answer.body.msg).toBe(200);
    expect(answer.body.data).toMatchObject({ has_data: true, n: 2, subject_id: 0, top_count: 2, line_score: 20 });
    expect(answer.body.data.classes).toEqual([
      { class_id: fx.classIds[0], class_name: '高一(1)班', student_count: 3, top_count: 1, top_rate: 33.33, share: 50 },
      { class_id: fx.classIds[1], class_name: '高一(2)班', student_count: 3, top_count: 1, top_rate: 33.33, share: 50 },
    ]);
    // N = 3 reaches the 12.5 of s2 in class (1)
    const three = (await get('getFormerNComparison', 'former-n-comparison', '&n=3')).body.data;
    expect(three).toMatchObject({ top_count: 3, line_score: 12.5 });
    expect(three.classes.map((c: { top_count: number; share: number }) => [c.top_count, c.share])).toEqual([
      [2, 66.67],
      [1, 33.33],
    ]);
    const refused = await get('getFormerNComparison', 'former-n-comparison', '&n=0');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('参数 n 不能小于 1');
  });

  it('sets the custom group 培优组 (s1 and s4, both 20) against the grade', async () => {
    const answer = await get('getSpecialGroupAnalysis', 'special-group');
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data;
    expect(data.groups).toEqual([{ id: fx.specialGroupId, name: '培优组', member_count: 2, sitting_count: 2 }]);
    expect(data.subjects).toHaveLength(2);
    for (const subject of data.subjects) {
      expect(subject.grade).toEqual(GRADE);
      // 20 / 23 = 86.96 %: above every line, none below the low one; 7.5 above the grade's 12.5
      expect(subject.groups).toEqual([
        { group_id: fx.specialGroupId, name: '培优组', ...figures(2, 20, 86.96, 20, 20, [100, 100, 100, 0]), average_gap: 7.5, average_rank: 1 },
      ]);
    }
  });

  it('finds the students just below the pass line of 13.8: s2 (12.5) and s6 (11)', async () => {
    const [, s2, , , , s6] = fx.studentIds;
    // a margin of 15 % of 23 (3.45) around the line: 10.35 to 17.25
    const focus = await get('getFocusGroup', 'focus-group', '&line=pass&margin=15');
    expect(focus.status, focus.body.msg).toBe(200);
    expect(focus.body.data.total).toEqual({ full_mark_score: 23, line_score: 13.8, low_score: 10.35, high_score: 17.25, student_count: 6, critical_count: 2, below_count: 2, above_count: 0 });
    expect(focus.body.data.students.map((s: { student_id: number; side: string; distance: number }) => [s.student_id, s.side, s.distance])).toEqual([
      [s2, 'below', -1.3],
      [s6, 'below', -2.8],
    ]);
    expect(focus.body.data.classes.map((c: { class_id: number; critical_count: number }) => [c.class_id, c.critical_count])).toEqual([
      [fx.classIds[0], 1],
      [fx.classIds[1], 1],
    ]);

    // potential students: within the default 5 points below the line (s3 is 6.8 below)
    const potential = await get('getPotentialStudents', 'potential-students', `&test_id=${fx.testId}`);
    expect(potential.status, potential.body.msg).toBe(200);
    expect(potential.body.data.total).toEqual({ full_mark_score: 23, line_score: 13.8, student_count: 6, reached_count: 2, potential_count: 2 });
    expect(potential.body.data.students.map((s: { student_id: number; total_gap: number }) => [s.student_id, s.total_gap])).toEqual([
      [s2, 1.3],
      [s6, 2.8],
    ]);

    const refused = await get('getFocusGroup', 'focus-group', '&margin=0');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('参数 margin 不能小于 0.5');
  });

  it('gives the mastery of each knowledge point by class, and to a class teacher only their own class', async () => {
    const answer = await get('getDataMining', 'data-mining', `&test_id=${fx.testId}`);
    expect(answer.status, answer.body.msg).toBe(200);
    const mastery = answer.body.data.mastery;
    // 函数: Q1 + Q13 = 13 points a student; 集合: Q2 = 3
    expect(mastery.knowledge_points.map((k: { name: string; full_mark_score: number }) => [k.name, k.full_mark_score])).toEqual([
      ['函数', 13],
      ['集合', 3],
    ]);
    expect(mastery.classes).toEqual([
      // (1): 函数 (3 + 3 + 0) + (10 + 7 + 4) = 27 of 39; 集合 6 of 9
      { class_id: fx.classIds[0], class_name: '高一(1)班', student_count: 3, rates: [69.23, 66.67] },
      // (2): 函数 3 + 15 = 18 of 39; 集合 9 of 9
      { class_id: fx.classIds[1], class_name: '高一(2)班', student_count: 3, rates: [46.15, 100] },
    ]);
    // the grade: 45 of 78 and 15 of 18
    expect(mastery.target_rates).toEqual([57.69, 83.33]);

    const own = await get('getDataMining', 'data-mining', `&test_id=${fx.testId}&class_id=${fx.classIds[0]}`, teacher);
    expect(own.status, own.body.msg).toBe(200);
    expect(own.body.data.mastery.classes.map((c: { class_id: number }) => c.class_id)).toEqual([fx.classIds[0]]);
    const other = await get('getDataMining', 'data-mining', `&test_id=${fx.testId}&class_id=${fx.classIds[1]}`, teacher);
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('您只能查看自己任教班级的分析');
  });
});

describe("a class's, a teacher's and each question's figures on the same marks", () => {
  it("ranks class (1)'s students in the grade and finds class (2)'s student near the good line", async () => {
    const [s1, s2, s3, s4] = fx.studentIds;
    const top = await server.call('getTargetFormerN', { url: `/v1/examanalysis/target-former-n/${fx.examId}?subject_id=1&class_id=${fx.classIds[0]}`, token: principal });
    expect(top.status, top.body.msg).toBe(200);
    // s1 shares first place with s4 of class (2), so s2 is third
    expect(top.body.data.students.map((s: { student_id: number; rank: number; score: number }) => [s.student_id, s.rank, s.score])).toEqual([
      [s1, 1, 20],
      [s2, 3, 12.5],
      [s3, 5, 7],
    ]);

    // the good line is 70 % of 23 = 16.1; 20 % of 23 around it: 11.5 to 20.7 — s4 (20) only, 3.9 above; s6 (11) is outside
    const focus = await server.call('getClassFocusGroup', { url: `/v1/examanalysis/focus-group/${fx.classIds[1]}?examination_id=${fx.examId}&margin=20`, token: principal });
    expect(focus.status, focus.body.msg).toBe(200);
    expect(focus.body.data.total).toEqual({ full_mark_score: 23, line_score: 16.1, low_score: 11.5, high_score: 20.7, student_count: 3, critical_count: 1, below_count: 0, above_count: 1 });
    // z = (20 − 12.5) / 5.90
    expect(focus.body.data.students.map((s: { student_id: number; side: string; distance: number; scores: { z: number }[] }) => [s.student_id, s.side, s.distance, s.scores[0].z])).toEqual([
      [s4, 'above', 3.9, 1.271],
    ]);
  });

  it("gives class (1)'s competitive power in each band, and refuses its teacher the other class", async () => {
    const answer = await server.call('getCompetitivePower', { url: `/v1/examanalysis/competitive-power/${fx.classIds[0]}?examination_id=${fx.examId}`, token: principal });
    expect(answer.status, answer.body.msg).toBe(200);
    const maths = answer.body.data.subjects.find((s: { test_id: number }) => s.test_id === fx.testId);
    expect(maths).toMatchObject({ student_count: 3, grade_student_count: 6, average: 13.17, grade_average: 12.5, rank: 1, class_count: 2 });
    // class (1) is half the grade: power = its share of a band / 50 %. The top 10 % and 30 % (s1 and s4, tied), the
    // three lines (s1 and s4 again): one of two each; the top half (s1, s4, s2): two of three
    const one = { grade_count: 2, count: 1, rate: 33.33, share: 50, power: 1 };
    expect(maths.bands).toEqual([one, one, { grade_count: 3, count: 2, rate: 66.67, share: 66.67, power: 1.333 }, one, one, one]);

    const refused = await server.call('getCompetitivePower', { url: `/v1/examanalysis/competitive-power/${fx.classIds[1]}?examination_id=${fx.examId}`, token: teacher });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您只能查看自己任教班级的分析');
  });

  it("sets a teacher's class, and each class's subject, against the grade in its SDs", async () => {
    const supervision = await server.call('getTeachingSupervision', { url: `/v1/examanalysis/teaching-supervision/${fx.markers[0].id}?examination_id=${fx.examId}`, token: principal });
    expect(supervision.status, supervision.body.msg).toBe(200);
    const [paper] = supervision.body.data.papers;
    expect(paper.grade).toEqual({ student_count: 6, average: 12.5, excellent_rate: 33.33, pass_rate: 33.33, standard_deviation: 5.9 });
    // marker 1 teaches class (1): 0.67 above the grade, 0.67 / 5.90 = 0.113 SD
    expect(paper.classes).toEqual([{ class_id: fx.classIds[0], class_name: '高一(1)班', student_count: 3, average: 13.17, excellent_rate: 33.33, pass_rate: 33.33, difference: 0.67, rank: 1, contribution: 0.113 }]);

    const contribution = await server.call('getChildContributionRate', { url: `/v1/examanalysis/child-contribution-rate?examination_id=${fx.examId}`, token: principal });
    expect(contribution.status, contribution.body.msg).toBe(200);
    // with one subject, all of a class's lead (or lag) is maths: ±100 %
    const classes = contribution.body.data.groups.filter((g: { level: string }) => g.level === 'class');
    expect(classes.map((g: { name: string; total: object; subjects: { contribution_rate: number }[] }) => [g.name, g.total, g.subjects[0].contribution_rate])).toEqual([
      ['高一(1)班', { average: 13.17, difference: 0.67, z: 0.113 }, 100],
      ['高一(2)班', { average: 11.83, difference: -0.67, z: -0.113 }, -100],
    ]);

    const comparison = await server.call('getChildrenTestComparison', { url: `/v1/exam-analysis-upgrade/children-test-comparison?examination_id=${fx.examId}`, token: principal });
    expect(comparison.status, comparison.body.msg).toBe(200);
    // difficulty 12.5 / 23
    expect(comparison.body.data.papers[0].grade).toEqual({ student_count: 6, average: 12.5, score_rate: 54.35, standard_deviation: 5.9, difficulty: 0.543 });
  });

  it("gives each question's figures and each tag's score rate in class (1) against the grade", async () => {
    const list = await get('getTestQuestionList', 'test-question-list', `&test_id=${fx.testId}`);
    expect(list.status, list.body.msg).toBe(200);
    // discrimination: the top two (s1, s4) less the bottom two (s5, s3), over the full mark
    expect(
      list.body.data.questions.map((q: { label: string; score: number; score_rate: number; full_credit_rate: number; scoreless_rate: number; difficulty: number; discrimination: number; mastery: string }) => [
        q.label,
        q.score,
        q.score_rate,
        q.full_credit_rate,
        q.scoreless_rate,
        q.difficulty,
        q.discrimination,
        q.mastery,
      ]),
    ).toEqual([
      // 3, 3, 0, 3, 0, 0
      ['1', 1.5, 50, 50, 50, 0.5, 1, 'no_passed'],
      // 3, 0, 3, 3, 3, 3
      ['2', 2.5, 83.33, 83.33, 16.67, 0.833, 0, 'outstanding'],
      // 10, 7, 4, 10, 0, 5: (10 − 2) / 10
      ['13', 6, 60, 33.33, 16.67, 0.6, 0.8, 'passed'],
      // 4, 2.5, 0, 4, 1.5, 3 of 7: (4 − 0.75) / 7
      ['14', 2.5, 35.71, 0, 16.67, 0.357, 0.464, 'no_passed'],
    ]);

    const tags = await get('getTargetTags', 'target-tag', `&test_id=${fx.testId}&class_id=${fx.classIds[0]}`);
    expect(tags.status, tags.body.msg).toBe(200);
    expect(tags.body.data.tags.map((t: { name: string; labels: string[]; score_rate: number; parent_score_rate: number; score_rate_trend: string }) => [t.name, t.labels, t.score_rate, t.parent_score_rate, t.score_rate_trend])).toEqual([
      ['函数', ['1', '13'], 69.23, 57.69, 'up'],
      ['集合', ['2'], 66.67, 83.33, 'down'],
    ]);
    // Q14 carries no tag
    expect(tags.body.data.untagged_count).toBe(1);
  });

  it("saves a custom analysis of class (2), opens it with the class's figures and removes it", async () => {
    const base = '/v1/examanalysis/custom-analysis';
    const figuresAsked = ['student_count', 'average', 'max_score', 'min_score', 'score_rate', 'standard_deviation', 'pass_rate', 'low_rate'];
    const saved = await server.call('createCustomAnalysis', {
      method: 'POST',
      url: base,
      token: principal,
      payload: { examination_id: fx.examId, name: '二班数学', class_ids: [fx.classIds[1]], test_ids: [fx.testId], figures: figuresAsked },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const id = saved.body.data.id as number;
    const listed = await server.call('listCustomAnalyses', { url: `${base}?examination_id=${fx.examId}`, token: principal });
    expect(listed.body.data.list.map((a: { id: number; name: string }) => [a.id, a.name])).toEqual([[id, '二班数学']]);

    const opened = await server.call('getCustomAnalysis', { url: `${base}/${id}`, token: principal });
    expect(opened.status, opened.body.msg).toBe(200);
    const [paper] = opened.body.data.papers;
    expect(paper).toMatchObject({ test_id: fx.testId, full_mark_score: 23 });
    // 20, 4.5 and 11: mean 11.83 (51.45 %), sample SD (as the paper statistics give it) √(121.17 / 2) = 7.78;
    // s4 passes 13.8, s5 is below 9.2
    const values = [3, 11.83, 20, 4.5, 51.45, 7.78, 33.33, 33.33];
    expect(paper.groups).toEqual([
      { group_id: fx.classIds[1], name: '高一(2)班', values },
      { group_id: 0, name: '所选班级合计', values },
    ]);

    // a class teacher sees none of the principal's analyses
    const theirs = await server.call('getCustomAnalysis', { url: `${base}/${id}`, token: teacher });
    expect([theirs.status, theirs.body.msg]).toEqual([404, '自定义分析不存在']);
    expect((await server.call('deleteCustomAnalysis', { method: 'DELETE', url: `${base}/${id}`, token: principal })).status).toBe(200);
    expect((await server.call('listCustomAnalyses', { url: `${base}?examination_id=${fx.examId}`, token: principal })).body.data.list).toEqual([]);
  });

  it('keeps another school out of every exam-wide call and answers an unknown exam with 考试不存在', async () => {
    const outsider = (await signIn(server.call, fx.outsider.username, FIXTURE_PASSWORD)).token;
    const calls: [string, string][] = [
      ['getSchoolReport', 'examanalysis/school-report'],
      ['getFormerNComparison', 'examanalysis/former-n-comparison'],
      ['getSpecialGroupAnalysis', 'examanalysis/special-group'],
      ['getFocusGroup', 'examanalysis/focus-group'],
      ['getPotentialStudents', 'examanalysis/potential-students'],
      ['getDataMining', 'examanalysis/data-mining'],
      ['getChildContributionRate', 'examanalysis/child-contribution-rate'],
      ['getChildrenTestComparison', 'exam-analysis-upgrade/children-test-comparison'],
      ['getAdvantageInferiority', 'examanalysis/advantage-inferiority'],
      ['getCoincidenceDegree', 'examanalysis/coincidence-degree'],
      ['getCompetitivePower', `examanalysis/competitive-power/${fx.classIds[0]}`],
      ['getClassFocusGroup', `examanalysis/focus-group/${fx.classIds[0]}`],
    ];
    for (const [operation, path] of calls) {
      const url = (exam: number) => `/v1/${path}?examination_id=${exam}`;
      const own = await server.call(operation, { url: url(fx.examId), token: principal });
      expect(own.status, `${path}: ${own.body.msg}`).toBe(200);
      const foreign = await server.call(operation, { url: url(fx.examId), token: outsider });
      expect([foreign.status, foreign.body.msg], path).toEqual([403, '您没有查看该考试分析的权限']);
      const unknown = await server.call(operation, { url: url(999999), token: principal });
      expect([unknown.status, unknown.body.msg], path).toEqual([404, '考试不存在']);
    }
  });
});

describe('the figures after an administrator re-tags a question and changes a custom group', () => {
  let admin: string;
  beforeAll(() => {
    // the fixture's administrator; its exam lists both classes as sitting it
    admin = fx.admin.token;
  });

  it('counts Q14 under 集合 once it is tagged so: class (1) 12.5 of 30, the grade 30 of 60', async () => {
    const [q1, q2] = fx.objectiveQuestionIds;
    const [q13, q14] = fx.subjectiveQuestionIds;
    const tagged = await server.call('saveTestTags', {
      method: 'POST',
      url: '/v1/examanalysis/test-tag',
      token: admin,
      payload: {
        examination_id: fx.examId,
        test_id: fx.testId,
        questions: [
          { question_id: q1, tag_ids: [TAG_FUNCTION.id] },
          { question_id: q2, tag_ids: [TAG_SETS.id] },
          { question_id: q13, tag_ids: [TAG_FUNCTION.id] },
          { question_id: q14, tag_ids: [TAG_SETS.id] },
        ],
      },
    });
    expect(tagged.status, tagged.body.msg).toBe(200);
    const read = await get('getTestTags', 'test-tag', `&test_id=${fx.testId}`, admin);
    expect(read.body.data.may_edit).toBe(true);
    expect(read.body.data.questions.map((q: { label: string; tags: { name: string }[] }) => [q.label, q.tags.map((t) => t.name)])).toEqual([
      ['1', ['函数']],
      ['2', ['集合']],
      ['13', ['函数']],
      ['14', ['集合']],
    ]);

    const tags = await get('getTargetTags', 'target-tag', `&test_id=${fx.testId}&class_id=${fx.classIds[0]}`);
    // 集合 in class (1): Q2 3 + 0 + 3 and Q14 4 + 2.5 + 0 = 12.5 of 3 × 10; the grade: 15 + 15 of 6 × 10
    expect(tags.body.data.tags.map((t: { name: string; labels: string[]; full_mark_score: number; score_rate: number; parent_score_rate: number }) => [t.name, t.labels, t.full_mark_score, t.score_rate, t.parent_score_rate])).toEqual([
      ['函数', ['1', '13'], 13, 69.23, 57.69],
      ['集合', ['2', '14'], 10, 41.67, 50],
    ]);
    expect(tags.body.data.untagged_count).toBe(0);

    const refused = await server.call('saveTestTags', {
      method: 'POST',
      url: '/v1/examanalysis/test-tag',
      token: principal,
      payload: { examination_id: fx.examId, test_id: fx.testId, questions: [{ question_id: q14, tag_ids: [] }] },
    });
    expect([refused.status, refused.body.msg]).toEqual([403, '只有本校管理员可以设置试题知识点']);
  });

  it('gives 培优组 the figures of s2 and s3 once its students are changed to them', async () => {
    const [, s2, s3] = fx.studentIds;
    const patched = await server.call('patchSpecialGroup', { method: 'PATCH', url: `/v1/examanalysis/special-group/${fx.specialGroupId}`, token: admin, payload: { student_ids: [s2, s3] } });
    expect(patched.status, patched.body.msg).toBe(200);
    const answer = await get('getSpecialGroupAnalysis', 'special-group', '', admin);
    expect(answer.body.data.may_edit).toBe(true);
    // 12.5 and 7: mean 9.75 (42.39 %), 2.75 below the grade; s3 is below 9.2
    expect(answer.body.data.subjects[0].groups).toEqual([
      { group_id: fx.specialGroupId, name: '培优组', ...figures(2, 9.75, 42.39, 12.5, 7, [0, 0, 0, 50]), average_gap: -2.75, average_rank: 1 },
    ]);
  });
});

