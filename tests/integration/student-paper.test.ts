/**
 * One student's paper question by question (student-test-question), on the demo school through
 * the calls only: on the ended exam the scores add up to the total the analysis lists for the
 * student, every question has its final score and each question's blanks add up to it; a student
 * who does not sit the paper's exam is refused naming them, and a marker may not look.
 */
import { describe, expect, it } from 'vitest';
import { openExamSetupSchool, setupExamOf } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

interface PaperOfStudent {
  student_id: number;
  name: string;
  total_score: number;
  full_mark: number;
  complete: boolean;
  questions: { label: string; full_mark: number; objective: boolean; score: number | null; blanks: { score: number | null }[] }[];
}

const demo = sharedByFile(() => openExamSetupSchool(6));

const paperOf = (testId: number, studentId: number, token = demo.admin) =>
  demo.call('getStudentPaperScores', { url: `/v1/examination/student-test-question?test_id=${testId}&student_id=${studentId}`, token });

describe("a student's paper question by question", () => {
  it('adds up to the total the analysis lists, question by question and blank by blank', async () => {
    const scope = `examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}`;
    const listed = (await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${scope}&page_size=999`, token: demo.admin })).body.data.result as {
      student_id: number;
      real_name: string;
      total_score: number;
      complete: boolean;
    }[];
    const student = listed.find((s) => s.complete)!;
    const answer = await paperOf(demo.endedMathsTestId, student.student_id);
    expect(answer.status).toBe(200);
    const paper = answer.body.data as PaperOfStudent;
    expect(paper).toMatchObject({ student_id: student.student_id, name: student.real_name, complete: true, total_score: student.total_score });
    expect(paper.questions.length).toBeGreaterThan(1);
    expect(paper.full_mark).toBeCloseTo(paper.questions.reduce((sum, q) => sum + q.full_mark, 0), 6);
    for (const q of paper.questions) {
      expect(q.score).not.toBeNull();
      expect(q.score!).toBeLessThanOrEqual(q.full_mark);
      if (!q.objective && q.blanks.length > 0) expect(q.blanks.reduce((sum, b) => sum + (b.score ?? 0), 0)).toBeCloseTo(q.score!, 6);
    }
  });

  it('refuses a student who does not sit the exam, and a marker', async () => {
    const running = await setupExamOf(demo, demo.runningExamId, demo.admin);
    const created = await demo.call('createExam', {
      method: 'POST',
      url: '/v1/examination/examination-info',
      token: demo.admin,
      payload: { name: '单班测验', examination_type: 10, grade_id: running.grade_id, class_ids: [running.class_ids[0]], tests: [{ subject_id: 1, total_score: 100 }] },
    });
    const testId = created.body.data.tests[0].id as number;
    const everyone = (await demo.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${demo.runningExamId}&page_size=999`, token: demo.admin })).body.data.result as { student_id: number; class_id: number }[];
    const outsider = everyone.find((s) => s.class_id !== running.class_ids[0])!;
    const refused = await paperOf(testId, outsider.student_id);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`学生 ${outsider.student_id} 没有参加该考试`);
    expect((await paperOf(demo.endedMathsTestId, outsider.student_id, demo.web.marker01)).status).toBe(403);
  });
});
