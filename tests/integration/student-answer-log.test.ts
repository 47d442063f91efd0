/**
 * A student's answers across exams (学生作答记录) on the demo school, with a newer exam made through
 * the product's calls: its card, five filled sheets scanned and recognised (the objective answers),
 * the written question marked through the marking calls, the exam ended and its analysis opened.
 * A teacher reads a student's score, the class's score rate, the chosen option and the key of each
 * question and opens the answer piece; a teacher of another class is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/i18n/server.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { scanMarkAndOpen, scanPaperOf, type ScanPaper } from '../support/scan-paper.ts';

interface LogQuestion {
  label: string;
  full_mark: number;
  score: number | null;
  class_score_rate: number | null;
  objective: boolean;
  chosen: string | null;
  answer_key: string | null;
  pieces: { url: string }[];
}
interface LogPaper {
  test_id: number;
  subject_name: string;
  total_score: number;
  full_mark: number;
  complete: boolean;
  class_average: number | null;
  questions: LogQuestion[];
}
interface Log {
  has_data: boolean;
  student: { id: number; class_id: number };
  exams: { examination_id: number; name: string; papers: LogPaper[] }[];
}

const EXAM_NAME = '高一下学期5月作答记录月考';
/** Objective answers (1: C, 5 points; 2: A and C, 4, 少选 2; 3: T, 2) and the written question 4 (9 points) of each sheet. */
const SHEETS = [
  { answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] }, written: 1, scores: [5, 4, 2, 1] },
  { answers: { 1: ['C'], 2: ['A'], 3: ['T'] }, written: 9, scores: [5, 2, 2, 9] },
  { answers: { 1: ['B'], 2: ['B'], 3: ['F'] }, written: 2, scores: [0, 0, 0, 2] },
  { answers: { 1: ['A'], 2: ['A', 'C'], 3: ['T'] }, written: 6, scores: [0, 4, 2, 6] },
  { answers: { 1: ['B'], 2: ['D'], 3: ['F'] }, written: 8, scores: [0, 0, 0, 8] },
];

let demo: DemoSchoolApp;
let admin: string;
let paper: ScanPaper;
let sitting: ScanPaper['roster'];

const answerLog = (token: string, studentId: number | string, subject = '') =>
  demo.call('getStudentAnswerLog', { url: `/v1/examanalysis/student-answer-log?student_id=${studentId}${subject}`, token });
const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

beforeAll(async () => {
  demo = await openDemoSchool(12);
  admin = demo.web.schooladmin;
  paper = await scanPaperOf(demo, EXAM_NAME);
  const dated = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${paper.examId}`, token: admin, payload: { start_date: '2026-05-20' } });
  expect(dated.status, dated.body.msg).toBe(200);
  sitting = paper.roster.slice(0, SHEETS.length);
  await scanMarkAndOpen(demo, paper, sitting, SHEETS);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

describe("a student's answer log", () => {
  it('shows the new exam first with each question’s score, the class’s score rate, the chosen option, the key and the answer piece', async () => {
    const classOf = new Map(sitting.map((s) => [s.student_id, (s as unknown as { class_id: number }).class_id]));
    for (const [i, s] of sitting.entries()) {
      const answer = await answerLog(admin, s.student_id);
      expect(answer.status, answer.body.msg).toBe(200);
      const log = answer.body.data as Log;
      expect(log.has_data).toBe(true);
      expect(log.student.id).toBe(s.student_id);
      expect(log.exams[0]).toMatchObject({ examination_id: paper.examId, name: EXAM_NAME });
      const [maths] = log.exams[0].papers;
      expect(maths).toMatchObject({ test_id: paper.testId, subject_name: '数学', full_mark: 20, complete: true, total_score: SHEETS[i].scores.reduce((a, b) => a + b, 0) });
      const classmates = SHEETS.filter((_, j) => classOf.get(sitting[j].student_id) === classOf.get(s.student_id));
      expect(maths.class_average).toBeCloseTo(average(classmates.map((c) => c.scores.reduce((a, b) => a + b, 0))), 2);
      expect(maths.questions.map((q) => q.label)).toEqual(['1', '2', '3', '4']);
      maths.questions.forEach((q, qi) => {
        expect(q.score).toBe(SHEETS[i].scores[qi]);
        expect(q.class_score_rate).toBeCloseTo((average(classmates.map((c) => c.scores[qi])) / q.full_mark) * 100, 2);
      });
      expect(maths.questions[0]).toMatchObject({ objective: true, chosen: SHEETS[i].answers[1].join(''), answer_key: 'C', pieces: [] });
      expect(maths.questions[1].answer_key).toBe('AC');
      expect(maths.questions[3]).toMatchObject({ objective: false, chosen: null, answer_key: null });
      expect(maths.questions[3].pieces.length).toBeGreaterThan(0);
      // the demo's ended exam, older, follows
      expect(log.exams.map((e) => e.examination_id).indexOf(demo.endedExamId)).toBeGreaterThan(0);
    }
  });

  it('lets the class head open the scans of their class’s students and refuses the students of other classes', async () => {
    const classes = await demo.call('listAnswerLogClasses', { url: '/v1/examanalysis/student-answer-log/classes', token: demo.web.teacher01 });
    expect(classes.status, classes.body.msg).toBe(200);
    const own = classes.body.data.result as { id: number; students: { id: number }[] }[];
    expect(own.length).toBeGreaterThan(0);
    const ownIds = new Set(own.flatMap((c) => c.students.map((s) => s.id)));
    const all = (await demo.call('listAnswerLogClasses', { url: '/v1/examanalysis/student-answer-log/classes', token: admin })).body.data.result as { id: number; students: { id: number }[] }[];
    expect(all.length).toBeGreaterThan(own.length);

    const mine = sitting.find((s) => ownIds.has(s.student_id))!;
    const answer = await answerLog(demo.web.teacher01, mine.student_id);
    expect(answer.status, answer.body.msg).toBe(200);
    const log = answer.body.data as Log;
    // a teacher reads exams whose analysis is open only: the new one and the demo's ended exam
    expect(log.exams.map((e) => e.examination_id)).toEqual([paper.examId, demo.endedExamId]);
    const piece = log.exams[0].papers[0].questions[3].pieces[0];
    const image = await demo.testApp.app.inject({ url: piece.url, headers: { authorization: `Bearer ${demo.web.teacher01}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);

    const other = all.flatMap((c) => c.students).find((s) => !ownIds.has(s.id))!;
    const refused = await answerLog(demo.web.teacher01, other.id);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(msg.access.ownClassesOnly);
  });

  it('keeps one subject with subject_id and refuses an unknown or malformed student', async () => {
    const chinese = await answerLog(admin, sitting[0].student_id, '&subject_id=5');
    expect(chinese.status, chinese.body.msg).toBe(200);
    const papers = (chinese.body.data as Log).exams.flatMap((e) => e.papers);
    expect(papers.every((p) => p.subject_name === '语文')).toBe(true);
    expect((chinese.body.data as Log).exams.map((e) => e.examination_id)).not.toContain(paper.examId);

    const unknown = await answerLog(admin, 99999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(msg.assignment.studentNotFound);
    const malformed = await answerLog(admin, 'abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
