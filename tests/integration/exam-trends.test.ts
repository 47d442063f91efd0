/**
 * The calls across several exams of a grade (achievement-trend, stability-analysis,
 * average-comparison, rank-comparison[/{id}], examination-ranking-comparison,
 * target-ranking-contrast) on the demo school with a second ended exam made through the
 * product's calls, (tests/support/later-exam.ts). Every figure is worked out by a reader from the
 * two exams' student lists: totals, grade ranks, z-scores against everyone of the exam, class
 * averages and their ranks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../support/api.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { openLaterExam } from '../support/later-exam.ts';
import type { ScanPaper } from '../support/scan-paper.ts';

interface Listed {
  student_id: number;
  class_id: number;
  class_name: string;
  total_score: number;
  complete: boolean;
}

let demo: DemoSchoolApp;
let admin: string;
let paper: ScanPaper;


/** An exam as a reader sees it: each student's exam total (every paper complete) and class. */
interface Read {
  totals: Map<number, number>;
  classOf: Map<number, number>;
  className: Map<number, string>;
}

async function readExam(examId: number): Promise<Read> {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${examId}`, token: admin });
  expect(exam.status, exam.body.msg).toBe(200);
  const papers = exam.body.data.tests as { id: number }[];
  const scores = new Map<number, number[]>();
  const classOf = new Map<number, number>();
  const className = new Map<number, string>();
  for (const [i, test] of papers.entries()) {
    const list = await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${examId}&test_id=${test.id}&page_size=999`, token: admin });
    for (const s of list.body.data.result as Listed[]) {
      classOf.set(s.student_id, s.class_id);
      className.set(s.class_id, s.class_name);
      if (!s.complete) continue;
      if (!scores.has(s.student_id)) scores.set(s.student_id, new Array<number>(papers.length).fill(NaN));
      scores.get(s.student_id)![i] = s.total_score;
    }
  }
  const totals = new Map<number, number>();
  for (const [id, xs] of scores) if (xs.every((x) => x === x)) totals.set(id, xs.reduce((a, b) => a + b, 0));
  return { totals, classOf, className };
}

const rankIn = (values: number[], value: number) => 1 + values.filter((v) => v > value + 1e-9).length;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function zOf(read: Read, id: number): number {
  const all = [...read.totals.values()];
  const m = mean(all);
  const sd = Math.sqrt(mean(all.map((x) => (x - m) ** 2)));
  return (read.totals.get(id)! - m) / sd;
}
/** Each class's average total and its rank among the classes' averages. */
function classAverages(read: Read): Map<number, { average: number; rank: number }> {
  const byClass = new Map<number, number[]>();
  for (const [id, total] of read.totals) {
    const c = read.classOf.get(id)!;
    if (!byClass.has(c)) byClass.set(c, []);
    byClass.get(c)!.push(total);
  }
  const averages = new Map([...byClass].map(([c, xs]) => [c, mean(xs)]));
  return new Map([...averages].map(([c, a]) => [c, { average: a, rank: rankIn([...averages.values()], a) }]));
}

let now: Read;
let before: Read;
const get = (op: string, path: string, query = '') => demo.call(op, { url: `/v1/examanalysis/${path}?examination_id=${paper.examId}${query}`, token: admin });

beforeAll(async () => {
  demo = await openDemoSchool(12);
  admin = demo.web.schooladmin;
  paper = await openLaterExam(demo);
  now = await readExam(paper.examId);
  before = await readExam(demo.endedExamId);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

describe('achievement trend', () => {
  it("follows a student over the grade's two open exams: total, grade rank and z-score in each", async () => {
    const id = [...now.totals.keys()].find((s) => before.totals.has(s))!;
    const data = okData(await get('getAchievementTrend', `achievement-trend/${id}`, '&type=student'));
    expect(data).toMatchObject({ has_data: true, type: 'student', id });
    expect(data.points.map((p: { examination_id: number }) => p.examination_id)).toEqual([demo.endedExamId, paper.examId]);
    for (const [i, read] of [before, now].entries()) {
      const point = data.points[i];
      const all = [...read.totals.values()];
      expect(point.score).toBeCloseTo(read.totals.get(id)!, 2);
      expect(point.rank).toBe(rankIn(all, read.totals.get(id)!));
      expect(point.rank_of).toBe(all.length);
      expect(point.z).toBeCloseTo(zOf(read, id), 3);
      expect(point.grade_average).toBeCloseTo(mean(all), 2);
    }
  });

  it("follows a class: its average and the average's rank among the classes, and its mean z", async () => {
    const classId = now.classOf.get([...now.totals.keys()][0])!;
    const data = (await get('getAchievementTrend', `achievement-trend/${classId}`, '&type=class')).body.data;
    expect(data.name).toBe(now.className.get(classId));
    for (const [i, read] of [before, now].entries()) {
      const expected = classAverages(read).get(classId);
      const point = data.points[i];
      if (!expected) {
        expect(point.score).toBeNull();
        continue;
      }
      expect(point.score).toBeCloseTo(expected.average, 2);
      expect(point.rank).toBe(expected.rank);
      expect(point.rank_of).toBe(classAverages(read).size);
      const members = [...read.totals.keys()].filter((s) => read.classOf.get(s) === classId);
      expect(point.z).toBeCloseTo(mean(members.map((s) => zOf(read, s))), 3);
    }
  });

  it('holds no later exam, and refuses a student of none of the exams and a subject the exam has not', async () => {
    const id = [...now.totals.keys()].find((s) => before.totals.has(s))!;
    const endedOnly = (await demo.call('getAchievementTrend', { url: `/v1/examanalysis/achievement-trend/${id}?examination_id=${demo.endedExamId}&type=student`, token: admin })).body.data;
    expect(endedOnly.points.map((p: { examination_id: number }) => p.examination_id)).toEqual([demo.endedExamId]);
    const missing = await get('getAchievementTrend', `achievement-trend/999999`, '&type=student');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('该学生没有参加本年级这些考试中的任何一次');
    for (const bad of ['&type=teacher', '&exams=1', '&exams=21', '&subject_id=-1']) {
      const refused = await get('getAchievementTrend', `achievement-trend/${id}`, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const threshold = await get('getStabilityAnalysis', 'stability-analysis', '&threshold=0');
    expect(threshold.status).toBe(400);
    const subject = await get('getAchievementTrend', `achievement-trend/${id}`, '&type=student&subject_id=9');
    expect(subject.status).toBe(404);
    expect(subject.body.msg).toBe('本次考试没有该科目的试卷');
  });
});

describe('who may follow whom', () => {
  it("lets a class head follow their own class and its students only, as the other analysis calls do", async () => {
    const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${paper.examId}`, token: demo.web.teacher01 });
    expect(exam.status, exam.body.msg).toBe(200);
    const own = new Set(exam.body.data.own_class_ids as number[]);
    const ownStudent = [...now.totals.keys()].find((s) => own.has(now.classOf.get(s)!));
    const otherStudent = [...now.totals.keys()].find((s) => !own.has(now.classOf.get(s)!));
    const trend = (id: number, type: string) => demo.call('getAchievementTrend', { url: `/v1/examanalysis/achievement-trend/${id}?examination_id=${paper.examId}&type=${type}`, token: demo.web.teacher01 });
    if (ownStudent) expect((await trend(ownStudent, 'student')).status).toBe(200);
    if (otherStudent) {
      expect((await trend(otherStudent, 'student')).status).toBe(403);
      expect((await trend(now.classOf.get(otherStudent)!, 'class')).status).toBe(403);
    }
    expect(ownStudent ?? otherStudent).toBeDefined();
  });
});

describe('stability over the latest exams', () => {
  it('is the SD of each student’s z-scores, flagged above the threshold', async () => {
    const data = okData(await get('getStabilityAnalysis', 'stability-analysis', '&threshold=0.3'));
    expect(data.exams.map((e: { examination_id: number }) => e.examination_id)).toEqual([demo.endedExamId, paper.examId]);
    expect(data.students).toHaveLength(now.totals.size);
    let unstable = 0;
    for (const s of data.students as { student_id: number; ranks: (number | null)[]; z_sd: number | null; rank_sd: number | null; unstable: boolean }[]) {
      const rankNow = rankIn([...now.totals.values()], now.totals.get(s.student_id)!);
      if (!before.totals.has(s.student_id)) {
        expect(s.ranks).toEqual([null, rankNow]);
        expect(s.z_sd).toBeNull();
        expect(s.unstable).toBe(false);
        continue;
      }
      const rankThen = rankIn([...before.totals.values()], before.totals.get(s.student_id)!);
      expect(s.ranks).toEqual([rankThen, rankNow]);
      // the population SD of two values is half their distance
      const sd = Math.abs(zOf(now, s.student_id) - zOf(before, s.student_id)) / 2;
      expect(s.z_sd).toBeCloseTo(sd, 3);
      expect(s.rank_sd).toBeCloseTo(Math.abs(rankNow - rankThen) / 2, 2);
      expect(s.unstable).toBe(sd > 0.3);
      if (sd > 0.3) unstable++;
    }
    expect(data.summary.unstable).toBe(unstable);
    const zs = data.students.map((s: { z_sd: number | null }) => s.z_sd ?? -1);
    expect(zs).toEqual([...zs].sort((a: number, b: number) => b - a));
  });
});

describe('comparisons with an earlier exam', () => {
  it("sets each class's average and class rank on the total against the previous exam", async () => {
    const data = okData(await get('getAverageComparison', 'average-comparison'));
    expect(data.previous.id).toBe(demo.endedExamId);
    expect(data.columns[0]).toEqual({ subject_id: 0, name: '总分' });
    const nowClasses = classAverages(now);
    const thenClasses = classAverages(before);
    expect(data.classes.map((c: { class_id: number }) => c.class_id).sort()).toEqual([...new Set(now.classOf.values())].sort());
    for (const c of data.classes as { class_id: number; cells: { average: number | null; rank: number | null; previous_average: number | null; previous_rank: number | null; rank_change: number | null }[] }[]) {
      const total = c.cells[0];
      const a = nowClasses.get(c.class_id);
      const b = thenClasses.get(c.class_id);
      expect(total.average ?? NaN).toBeCloseTo(a?.average ?? NaN, 2);
      expect(total.rank).toBe(a?.rank ?? null);
      if (b) expect(total.previous_average).toBeCloseTo(b.average, 2);
      expect(total.previous_rank).toBe(b?.rank ?? null);
      expect(total.rank_change).toBe(a && b ? b.rank - a.rank : null);
    }
    expect(data.grade[0].average).toBeCloseTo(mean([...now.totals.values()]), 2);
    expect(data.grade[0].previous_average).toBeCloseTo(mean([...before.totals.values()]), 2);
  });

  it('counts the students in each top-N band now and then, against the previous or a chosen exam', async () => {
    const bandsOf = (read: Read, ids: number[], top: number) => ids.filter((id) => rankIn([...read.totals.values()], read.totals.get(id)!) <= top).length;
    const data = okData(await get('getRankComparison', 'rank-comparison', '&bands=3,1,5'));
    expect(data.previous.id).toBe(demo.endedExamId);
    expect(data.bands.map((b: { top: number }) => b.top)).toEqual([1, 3, 5]);
    for (const band of data.bands) {
      expect(band.count).toBe(bandsOf(now, [...now.totals.keys()], band.top));
      expect(band.previous_count).toBe(bandsOf(before, [...before.totals.keys()], band.top));
      expect(band.change).toBe(band.count - band.previous_count);
    }
    expect(data.earlier_exams.map((e: { id: number }) => e.id)).toEqual([demo.endedExamId]);
    // the two equal totals share rank 2: the top 3 holds three students
    expect(data.bands[1].count).toBe(3);
    const chosen = await demo.call('getRankComparisonWith', { url: `/v1/examanalysis/rank-comparison/${demo.endedExamId}?examination_id=${paper.examId}&bands=3,1,5`, token: admin });
    expect(chosen.body.data).toEqual(data);
    const later = await demo.call('getRankComparisonWith', { url: `/v1/examanalysis/rank-comparison/${paper.examId}?examination_id=${demo.endedExamId}`, token: admin });
    expect(later.status).toBe(404);
    expect(later.body.msg).toBe('只能与本年级更早的、已开放分析的考试比较');
    const running = await demo.call('getRankComparisonWith', { url: `/v1/examanalysis/rank-comparison/${demo.runningExamId}?examination_id=${paper.examId}`, token: admin });
    expect(running.status).toBe(404);
    for (const bad of ['0', '10,abc', '1,2,3,4,5,6,7,8,9,10,11']) {
      const refused = await get('getRankComparison', 'rank-comparison', `&bands=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('名次段须为 1 到 100000 之间的整数，用英文逗号分隔，最多 10 个');
    }
  });

  it("ranks the classes against the chosen exam and contrasts a class with the others", async () => {
    const data = (await get('getExaminationRankingComparison', 'examination-ranking-comparison', `&compare_examination_id=${demo.endedExamId}`)).body.data;
    expect(data.previous.id).toBe(demo.endedExamId);
    expect(data.earlier_exams.map((e: { id: number }) => e.id)).toEqual([demo.endedExamId]);
    const nowClasses = classAverages(now);
    expect(data.classes.map((c: { rank: number | null }) => c.rank)).toEqual([...nowClasses.values()].map((c) => c.rank).sort((a, b) => a - b));
    for (const c of data.classes) expect(c.previous_rank).toBe(classAverages(before).get(c.class_id)?.rank ?? null);
    const classId = now.classOf.get([...now.totals.keys()][0])!;
    const contrast = (await get('getTargetRankingContrast', 'target-ranking-contrast', `&class_id=${classId}`)).body.data;
    const ranked = contrast.targets.filter((t: { rank: number | null }) => t.rank !== null);
    expect(ranked.map((t: { target_id: number }) => t.target_id).sort()).toEqual([...nowClasses.keys()].sort());
    for (const t of ranked) {
      expect(t.average).toBeCloseTo(nowClasses.get(t.target_id)!.average, 2);
      expect(t.rank).toBe(nowClasses.get(t.target_id)!.rank);
      const totals = [...now.totals].filter(([s]) => now.classOf.get(s) === t.target_id).map(([, x]) => x);
      expect(t.highest).toBe(Math.max(...totals));
      expect(t.lowest).toBe(Math.min(...totals));
    }
    expect(contrast.targets.filter((t: { is_target: boolean }) => t.is_target).map((t: { target_id: number }) => t.target_id)).toEqual([classId]);
  });

  it('refuses to rank against a later, running or unknown exam and to contrast an unknown class or another teacher\'s', async () => {
    const rank = (compare: number) => get('getExaminationRankingComparison', 'examination-ranking-comparison', `&compare_examination_id=${compare}`);
    for (const compare of [paper.examId, demo.runningExamId, 999999]) {
      const refused = await rank(compare);
      expect([refused.status, refused.body.msg], String(compare)).toEqual([404, '只能与本年级更早的、已开放分析的考试比较']);
    }
    const unknownClass = await get('getTargetRankingContrast', 'target-ranking-contrast', '&class_id=999999');
    expect([unknownClass.status, unknownClass.body.msg]).toEqual([404, '班级不存在']);
    const exam = (await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${paper.examId}`, token: demo.web.teacher01 })).body.data as { classes: { id: number }[]; own_class_ids: number[] };
    const foreign = exam.classes.find((c) => !exam.own_class_ids.includes(c.id))!;
    const refused = await demo.call('getTargetRankingContrast', { url: `/v1/examanalysis/target-ranking-contrast?examination_id=${paper.examId}&class_id=${foreign.id}`, token: demo.web.teacher01 });
    expect([refused.status, refused.body.msg]).toEqual([403, '您只能查看自己任教班级的分析']);
  });

  it('says so when the exam has no earlier exam', async () => {
    const answer = await demo.call('getAverageComparison', { url: `/v1/examanalysis/average-comparison?examination_id=${demo.endedExamId}`, token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('本年级没有更早的、已开放分析的考试，无法比较名次');
    expect(answer.body.data.previous).toBeNull();
    expect(answer.body.data.classes[0].cells[0].previous_rank).toBeNull();
  });
});
