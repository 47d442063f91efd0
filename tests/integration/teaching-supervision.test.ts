/**
 * Teaching supervision (teaching-supervision/{id}) on the demo school's ended exam, through the
 * calls only: a maths teacher's classes on the maths paper against the grade — averages,
 * differences, ranks among the classes, rates on the lines the exam's settings set and the
 * contribution in grade SDs — as a reader computes them from the paper's student list; who may
 * ask for whom; bad requests are refused.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { signIn } from '../support/api.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

interface Listed {
  student_id: number;
  class_id: number;
  total_score: number;
  complete: boolean;
}
interface ClassFigures {
  class_id: number;
  student_count: number;
  average: number | null;
  excellent_rate: number;
  pass_rate: number;
  difference: number | null;
  rank: number | null;
  contribution: number | null;
}
interface Supervision {
  has_data: boolean;
  teacher: { user_id: number; real_name: string };
  excellent_percent: number;
  pass_percent: number;
  papers: { test_id: number; full_mark_score: number; grade: { student_count: number; average: number; standard_deviation: number }; class_count: number; classes: ClassFigures[] }[];
  teachers: { user_id: number; real_name: string }[];
}

const demo = sharedByFile(() => openDemoSchool(16));
// halves away from zero, as the analysis rounds them
const round = (x: number, d: number) => (Math.sign(x) * Math.round(Math.abs(x) * 10 ** d)) / 10 ** d || 0;
const rate = (n: number, of: number) => (of === 0 ? 0 : round((n / of) * 100, 2));
const reaches = (score: number, full: number, percent: number) => score >= (full * percent) / 100 - 1e-9;

const get = (teacherId: number, token: string, examId = demo.endedExamId) =>
  demo.call('getTeachingSupervision', { url: `/v1/examanalysis/teaching-supervision/${teacherId}?examination_id=${examId}`, token });

async function uidOf(username: string) {
  return (await signIn(demo.call, username, DEMO_PASSWORD)).uid;
}

/** The maths paper's classes as a reader computes them from the student list. */
async function reader(excellent: number, pass: number) {
  const scope = `examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}`;
  const token = demo.web.schooladmin;
  const full = (await demo.call('getScoreRangeRate', { url: `/v1/examanalysis/score-range-rate?${scope}`, token })).body.data.full_mark_score as number;
  const list = ((await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${scope}&page_size=999`, token })).body.data.result as Listed[]).filter((s) => s.complete);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const gradeMean = mean(list.map((s) => s.total_score));
  const sd = Math.sqrt(mean(list.map((s) => (s.total_score - gradeMean) ** 2)));
  const classIds = [...new Set(list.map((s) => s.class_id))];
  const averages = new Map(classIds.map((id) => [id, mean(list.filter((s) => s.class_id === id).map((s) => s.total_score))]));
  const figures = (id: number) => {
    const mine = list.filter((s) => s.class_id === id).map((s) => s.total_score);
    const average = averages.get(id)!;
    return {
      class_id: id,
      student_count: mine.length,
      average: round(average, 2),
      excellent_rate: rate(mine.filter((x) => reaches(x, full, excellent)).length, mine.length),
      pass_rate: rate(mine.filter((x) => reaches(x, full, pass)).length, mine.length),
      difference: round(average - gradeMean, 2),
      rank: 1 + [...averages.values()].filter((a) => a > average + 1e-9).length,
      contribution: round((average - gradeMean) / sd, 3),
    };
  };
  return { full, gradeCount: list.length, gradeMean, sd, classCount: classIds.length, figures };
}

describe('teaching supervision of the ended exam', () => {
  it('sets a maths teacher’s classes against the grade on the maths paper, on the lines the exam sets', async () => {
    const saved = await demo.call('saveAnalysisConfig', {
      method: 'PUT',
      url: `/v1/examination/analysis-config/${demo.endedExamId}`,
      token: demo.web.schooladmin,
      payload: { excellent_rate: 80, good_rate: 65, pass_rate: 50, low_rate: 30, top_n: 20, potential_margin: 3 },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const marker = await uidOf('marker01');
    const own = (await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web.marker01 })).body.data.own_class_ids as number[];
    const r = await reader(80, 50);
    const answer = await get(marker, demo.web.schooladmin);
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Supervision;
    expect(data.has_data).toBe(true);
    expect(data.teacher.user_id).toBe(marker);
    expect([data.excellent_percent, data.pass_percent]).toEqual([80, 50]);
    expect(data.papers.map((p) => p.test_id)).toEqual([demo.endedMathsTestId]);
    const [maths] = data.papers;
    expect(maths.full_mark_score).toBe(r.full);
    expect(maths.grade).toMatchObject({ student_count: r.gradeCount, average: round(r.gradeMean, 2), standard_deviation: round(r.sd, 2) });
    expect(maths.class_count).toBe(r.classCount);
    // the maths teacher teaches maths in every class they may open (class head of one of them)
    expect(maths.classes.map((c) => c.class_id)).toEqual(own.filter((id) => r.figures(id).student_count > 0).sort((a, b) => a - b));
    expect(maths.classes.length).toBeGreaterThan(0);
    for (const c of maths.classes) expect(c).toMatchObject(r.figures(c.class_id));
    // a leader picks among every teacher of the exam's subjects; the English teacher has no paper here
    const teachers = data.teachers.map((t) => t.user_id);
    expect(teachers).toEqual(expect.arrayContaining([marker, await uidOf('marker02')]));
    expect(teachers).not.toContain(await uidOf('teacher01'));
  });

  it('lets a teacher read their own supervision only', async () => {
    const marker = await uidOf('marker01');
    const mine = await get(marker, demo.web.marker01);
    expect(mine.status, mine.body.msg).toBe(200);
    expect((mine.body.data as Supervision).teachers.map((t) => t.user_id)).toEqual([marker]);
    const other = await get(marker, demo.web.teacher01);
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('您只能查看自己的教学督导');
    // the super administrator, in no school, opens on themselves: no papers, every teacher to pick
    const admin = (await get(await uidOf('admin'), demo.web.admin)).body.data as Supervision;
    expect(admin.papers).toEqual([]);
    expect(admin.teachers.map((t) => t.user_id)).toContain(marker);
  });

  it('answers an English teacher without a paper of their subject with no papers', async () => {
    const teacher = await uidOf('teacher01');
    const data = (await get(teacher, demo.web.teacher01)).body.data as Supervision;
    const tests = (await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web.schooladmin })).body.data.tests as { subject_id: number }[];
    expect(data.papers.length).toBe(tests.filter((t) => t.subject_id === 3).length);
  });

  it('refuses an unknown exam and someone who is no member of the school', async () => {
    expect((await get(await uidOf('marker01'), demo.web.schooladmin, 999999)).status).toBe(404);
    const stranger = await get(999999, demo.web.schooladmin);
    expect(stranger.status).toBe(404);
    expect(stranger.body.msg).toBe('该老师不是本校教师');
  });
});
