/**
 * Kept analysis answers (answer-cache.ts) through the product's calls: callers who see different
 * classes get their own answers and the access rules hold on every request, however often an
 * answer was kept; a mark edited through the marking call shows in the next answer of every kept
 * call, across the exam's papers and in the comparisons with earlier exams too; saved analysis
 * settings show at once. Six students of the analysis fixture in two classes; Q13 of student s1
 * goes 10 → 6.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAnalysisFixture, FIXTURE_PASSWORD, markKeptExam, type AnalysisFixture } from '../fixtures/analysis-fixture.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { updateTeachers } from '../support/staff.ts';
import { openTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openTestApp());
let fx: AnalysisFixture;
let principal: string;
/** marker 1 teaches class (1) only */
let teacher: string;
/** a school administrator, who saves the analysis settings */
let admin: string;
const tokens: string[] = [];
let record: { token: string; paper: number; logId: number; version: number };

const get = (operation: string, url: string, token: string) => server.call(operation, { url, token });
const paper = () => `examination_id=${fx.examId}&test_id=${fx.testId}`;

/** The students 学生成绩 lists, with their totals, for a caller and a scope. */
async function listed(token: string, scope = ''): Promise<Record<number, number>> {
  const answer = await get('listAnalysisStudents', `/v1/examanalysis/student-list?${paper()}${scope}&page_size=999`, token);
  expect(answer.status, answer.body.msg).toBe(200);
  return Object.fromEntries((answer.body.data.result as { student_id: number; total_score: number }[]).map((s) => [s.student_id, s.total_score]));
}

beforeAll(async () => {
  fx = await buildAnalysisFixture(server, 'acache');
  principal = (await signIn(server.call, fx.principal.username, FIXTURE_PASSWORD)).token;
  teacher = (await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD)).token;
  admin = fx.admin.token;
  for (const marker of fx.markers) tokens.push(await markingTokenOf(server.call, (await signIn(server.call, marker.username, FIXTURE_PASSWORD)).token));
  record = (await markKeptExam(server, fx, tokens)).find((g) => g.studentId === fx.studentIds[0])!;
});

describe('kept analysis answers', () => {
  it('give each caller the answer of their own scope, and ask the access rules on every request', async () => {
    const [s1, s2, s3, s4] = fx.studentIds;
    const classA = `&class_id=${fx.classIds[0]}`;
    const classB = `&class_id=${fx.classIds[1]}`;
    for (let round = 0; round < 2; round++) {
      expect(await listed(principal, classB)).toEqual({ [s4]: 20, [fx.studentIds[4]]: 4.5, [fx.studentIds[5]]: 11 });
      expect(await listed(teacher, classA)).toEqual({ [s1]: 20, [s2]: 12.5, [s3]: 7 });
      expect(Object.keys(await listed(teacher))).toHaveLength(6);
      // the principal's kept answer of class (2) is never handed to the teacher of class (1)
      const refused = await get('listAnalysisStudents', `/v1/examanalysis/student-list?${paper()}${classB}&page_size=999`, teacher);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('您只能查看自己任教班级的分析');
    }
    const outsider = (await signIn(server.call, fx.outsider.username, FIXTURE_PASSWORD)).token;
    expect((await get('listAnalysisStudents', `/v1/examanalysis/student-list?${paper()}&page_size=999`, outsider)).status).toBe(403);

    // once the teacher no longer teaches class (1), its kept answer is refused to them too
    const firstMarker = { username: fx.markers[0].username, name: `${fx.markers[0].username}老师`, positions: ['任课老师'], subjects: ['数学'] };
    await updateTeachers(server.call, admin, fx.schoolId, [firstMarker]);
    expect((await get('listAnalysisStudents', `/v1/examanalysis/student-list?${paper()}${classA}&page_size=999`, teacher)).status).toBe(403);
    await updateTeachers(server.call, admin, fx.schoolId, [{ ...firstMarker, teaches: ['高一(1)班'] }]);
    expect(await listed(teacher, classA)).toEqual({ [s1]: 20, [s2]: 12.5, [s3]: 7 });
  });

  it('show a mark edited through the marking call in the next answer of every kept call', async () => {
    const s1 = fx.studentIds[0];
    const strengths = () => get('getAdvantageInferiority', `/v1/examanalysis/advantage-inferiority?examination_id=${fx.examId}`, principal);
    const ranks = () => get('getStudentPreviousRankComparison', `/v1/examanalysis/student-previous-rank-comparison?examination_id=${fx.examId}&class_id=${fx.classIds[0]}`, teacher);
    const paperTotal = async () => ((await strengths()).body.data.students as { student_id: number; scores: { score: number | null }[] }[]).find((s) => s.student_id === s1)?.scores[0].score;
    const rankOf = async () => ((await ranks()).body.data.students as { student_id: number; score: number; rank: number }[]).find((s) => s.student_id === s1);
    for (let round = 0; round < 2; round++) {
      expect((await listed(principal))[s1]).toBe(20);
      expect((await listed(teacher, `&class_id=${fx.classIds[0]}`))[s1]).toBe(20);
      expect(await paperTotal()).toBe(20);
      expect(await rankOf()).toMatchObject({ score: 20, rank: 1 });
    }

    const edited = await server.call('submitMarking', {
      method: 'POST',
      url: `/v1/examination/marking/${fx.testId}`,
      token: record.token,
      payload: { partition_id: fx.partitionIds[0], student_id: record.paper, marking_log_id: record.logId, version: record.version, question_score: { [fx.layout[0].showOrder]: { '1': 6 } }, return_next_student: 0 },
    });
    expect(edited.status, edited.body.msg).toBe(200);

    expect((await listed(principal))[s1]).toBe(16);
    expect((await listed(teacher, `&class_id=${fx.classIds[0]}`))[s1]).toBe(16);
    expect(await paperTotal()).toBe(16);
    // s4 (20) is first now; s1 (16) second
    expect(await rankOf()).toMatchObject({ score: 16, rank: 2 });
  });

  it('show saved analysis settings in the next answer', async () => {
    const coincidence = () => get('getCoincidenceDegree', `/v1/examanalysis/coincidence-degree?examination_id=${fx.examId}`, principal);
    const before = await coincidence();
    expect(before.status, before.body.msg).toBe(200);
    expect(before.body.data.line_percent).toBe(60);
    const saved = await server.call('saveAnalysisConfig', {
      method: 'PUT',
      url: `/v1/examination/analysis-config/${fx.examId}`,
      token: admin,
      payload: { excellent_rate: 90, good_rate: 75, pass_rate: 50, low_rate: 30, top_n: 20, potential_margin: 3 },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const after = await coincidence();
    expect(after.body.data.line_percent).toBe(50);
    expect(after.body.data.total.line_score).toBeLessThan(before.body.data.total.line_score);
  });
});
