/**
 * Strong and weak subjects (advantage-inferiority) on the demo school's ended exam, through the
 * calls only: each student's z-score per paper as a reader computes it from the paper's student
 * list (population SD over the exam), each class's as its students' mean, and the papers at least
 * the threshold above or below the student's or class's own mean z; bad requests are refused.
 */
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

interface Listed {
  student_id: number;
  class_id: number;
  total_score: number;
  complete: boolean;
}
interface Judged {
  balance: number | null;
  advantages: number[];
  inferiorities: number[];
}
interface Strengths {
  has_data: boolean;
  threshold: number;
  papers: { test_id: number; student_count: number; average: number; standard_deviation: number }[];
  classes: (Judged & { class_id: number; student_count: number; z: (number | null)[] })[];
  students: (Judged & { student_id: number; class_id: number; scores: { test_id: number; score: number | null; z: number | null }[] })[];
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const get = (query = '') => demo.call('getAdvantageInferiority', { url: `/v1/examanalysis/advantage-inferiority?examination_id=${demo.endedExamId}${query}`, token: token() });

/** Per paper: z by student, as a reader computes it from the student list. */
async function readerZ() {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: token() });
  const papers: { testId: number; mean: number; sd: number; z: Map<number, number>; classOf: Map<number, number> }[] = [];
  for (const test of exam.body.data.tests as { id: number }[]) {
    const list = (await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${demo.endedExamId}&test_id=${test.id}&page_size=999`, token: token() })).body.data.result as Listed[];
    const done = list.filter((s) => s.complete);
    const mean = done.reduce((s, x) => s + x.total_score, 0) / done.length;
    const sd = Math.sqrt(done.reduce((s, x) => s + (x.total_score - mean) ** 2, 0) / done.length);
    papers.push({ testId: test.id, mean, sd, z: new Map(done.map((s) => [s.student_id, (s.total_score - mean) / sd])), classOf: new Map(list.map((s) => [s.student_id, s.class_id])) });
  }
  return papers;
}

/** The reader's judgement: papers at least `threshold` above or below the mean of the known z. */
function judge(zs: (number | undefined)[], testIds: number[], threshold: number) {
  const known = zs.map((z, i) => [z, i] as const).filter((x): x is readonly [number, number] => x[0] !== undefined);
  const balance = known.reduce((s, [z]) => s + z, 0) / known.length;
  if (known.length < 2) return { balance, advantages: [], inferiorities: [] };
  return {
    balance,
    advantages: known.filter(([z]) => z - balance >= threshold - 1e-9).map(([, i]) => testIds[i]),
    inferiorities: known.filter(([z]) => balance - z >= threshold - 1e-9).map(([, i]) => testIds[i]),
  };
}

describe('strong and weak subjects of the ended exam', () => {
  it("standardises each paper over the exam and judges each student and class against its own mean", async () => {
    const papers = await readerZ();
    const testIds = papers.map((p) => p.testId);
    const answer = await get('&threshold=0.2');
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Strengths;
    expect(data.has_data).toBe(true);
    expect(data.threshold).toBe(0.2);
    data.papers.forEach((p, i) => {
      expect(p.test_id).toBe(testIds[i]);
      expect(p.student_count).toBe(papers[i].z.size);
      expect(p.average).toBeCloseTo(papers[i].mean, 2);
      expect(p.standard_deviation).toBeCloseTo(papers[i].sd, 2);
    });
    let flagged = 0;
    for (const s of data.students) {
      const zs = papers.map((p) => p.z.get(s.student_id));
      s.scores.forEach((x, i) => (zs[i] === undefined ? expect(x.z).toBeNull() : expect(x.z).toBeCloseTo(zs[i]!, 2)));
      const want = judge(zs, testIds, 0.2);
      expect(s.balance).toBeCloseTo(want.balance, 2);
      expect(s.advantages).toEqual(want.advantages);
      expect(s.inferiorities).toEqual(want.inferiorities);
      flagged += s.advantages.length + s.inferiorities.length;
    }
    expect(flagged).toBeGreaterThan(0);
    for (const c of data.classes) {
      const members = [...papers[0].classOf].filter(([, classId]) => classId === c.class_id).map(([id]) => id);
      const zs = papers.map((p) => {
        const known = members.filter((id) => p.z.has(id)).map((id) => p.z.get(id)!);
        return known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : undefined;
      });
      c.z.forEach((z, i) => expect(z).toBeCloseTo(zs[i]!, 2));
      const want = judge(zs, testIds, 0.2);
      expect(c.advantages).toEqual(want.advantages);
      expect(c.inferiorities).toEqual(want.inferiorities);
    }
  });

  it('keeps the z-scores of the whole exam for a class target, and a higher threshold flags fewer papers', async () => {
    const wide = (await get()).body.data as Strengths;
    expect(wide.threshold).toBe(0.3);
    const classId = wide.classes[0].class_id;
    const narrow = (await get(`&class_id=${classId}`)).body.data as Strengths;
    expect(narrow.classes).toEqual(wide.classes.filter((c) => c.class_id === classId));
    expect(narrow.students).toEqual(wide.students.filter((s) => s.class_id === classId));
    const strict = (await get('&threshold=3')).body.data as Strengths;
    const count = (d: Strengths) => d.students.reduce((n, s) => n + s.advantages.length + s.inferiorities.length, 0);
    expect(count(strict)).toBeLessThan(count(wide));
  });

  it('refuses an unknown exam and a threshold out of range', async () => {
    expect((await demo.call('getAdvantageInferiority', { url: '/v1/examanalysis/advantage-inferiority?examination_id=999999', token: token() })).status).toBe(404);
    const bad = await get('&threshold=0');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
