/**
 * A student's answers across exams (学生作答记录, /v1/examanalysis/student-answer-log): for each
 * paper of the student's school they answered, newest exam first, their final scores question by
 * question against their class's, the options they chose and the key, and their answer pieces.
 * Scores are read as the exam analysis reads them (test-scores.ts), so both always agree. Teachers
 * other than the school's administrators see only exams whose analysis is open: that is when
 * scan-access.ts lets them fetch the pieces too.
 */
import { subjectName } from '../../../domain/enums.ts';
import { studentTotals } from '../../../domain/statistics/paper.ts';
import { percent, roundTo, SCORE_STATISTIC_DECIMALS } from '../../../domain/statistics/rates.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describePiece, scanAddresses, type ScanAddresses } from '../files/scan-url.ts';
import { piecesOf } from './analysis-repository.ts';
import { paperScoresOf } from './exam-scores.ts';
import * as repo from './student-answer-log-repository.ts';
import type { TestScores } from './test-scores.ts';

const known = (x: number) => (x === x ? x : null);

/** The mean of the known values at `positions`, with how many were known. */
function meanAt(values: ArrayLike<number>, positions: readonly number[]): { mean: number; count: number } {
  let sum = 0;
  let count = 0;
  for (const p of positions) {
    if (values[p] !== values[p]) continue;
    sum += values[p];
    count++;
  }
  return { mean: count > 0 ? sum / count : NaN, count };
}

export class StudentAnswerLog {
  constructor(private readonly database: Database) {}

  /** The classes (and their students) the caller may open an answer log of. */
  async classes(auth: AuthContext) {
    return this.database.read(async (db) => ({ result: await repo.classesWithStudents(db, await accessOf(db, auth).answerLogClasses()) }));
  }

  async get(auth: AuthContext, studentId: number, subjectId: number) {
    const scans = await scanAddresses(this.database);
    return this.database.read(async (db) => {
      const { administrator } = await accessOf(db, auth).requireStudentAnswers(studentId);
      const student = (await repo.studentWithClass(db, studentId))!;
      const papers = await repo.answeredPapers(db, studentId, { analysisOpenOnly: !administrator, subjectId });
      const exams: { examination_id: number; name: string; start_date: string; papers: Awaited<ReturnType<typeof describePaper>>[] }[] = [];
      for (const paper of papers) {
        let exam = exams.at(-1);
        if (exam?.examination_id !== paper.examId) {
          exam = { examination_id: paper.examId, name: paper.examName, start_date: paper.startDate, papers: [] };
          exams.push(exam);
        }
        // the class's scores only: the class figures need no one else's
        const data = await paperScoresOf(db, paper.testId, student.classId);
        const described = await describePaper(db, { scans, userId: auth.userId }, paper, data, student);
        if (described) exam.papers.push(described);
      }
      const withScores = exams.filter((e) => e.papers.length > 0);
      return {
        has_data: withScores.length > 0,
        student: { id: student.id, name: student.name, exam_number: student.examNumber, class_id: student.classId, class_name: student.className },
        exams: withScores,
      };
    });
  }
}

/** One paper of the log; undefined when the student has no final score on it yet. */
async function describePaper(
  db: Db,
  seer: { scans: ScanAddresses; userId: number },
  paper: { testId: number; testName: string; subjectId: number },
  data: TestScores,
  student: { id: number },
) {
  const at = data.students.findIndex((s) => s.id === student.id);
  if (at === -1 || !data.scores.some((column) => column[at] === column[at])) return undefined;
  // `data` holds the student's class alone
  const classmates = data.students.map((_, i) => i);
  const totals = studentTotals(
    data.questions.map((q, qi) => ({ fullMark: q.row.fullMark, scores: data.scores[qi] })),
    data.students.length,
  );
  const classTotal = meanAt(totals, classmates);
  const piecesByGroup = new Map<number, Awaited<ReturnType<typeof piecesOf>>>();
  for (const partitionId of new Set(data.questions.map((q) => q.row.partitionId).filter((id) => id !== null))) {
    piecesByGroup.set(partitionId, await piecesOf(db, partitionId, [student.id]));
  }
  const questions = data.questions.map((q, qi) => {
    const classScore = meanAt(data.scores[qi], classmates);
    const pieces = q.row.partitionId === null ? [] : (piecesByGroup.get(q.row.partitionId) ?? []);
    return {
      question_id: q.row.id,
      label: q.row.label,
      full_mark: q.row.fullMark,
      score: known(data.scores[qi][at]),
      class_score_rate: classScore.count > 0 && q.row.fullMark > 0 ? percent(classScore.mean, q.row.fullMark) : null,
      objective: q.objective,
      chosen: q.objective ? (data.choices[qi][at] ?? null) : null,
      answer_key: q.objective && q.row.answer ? q.row.answer.join('') : null,
      pieces: pieces.map((piece, index) => describePiece(seer.scans, seer.userId, piece, piece, index)),
    };
  });
  return {
    test_id: paper.testId,
    name: paper.testName,
    subject_id: paper.subjectId,
    subject_name: subjectName(paper.subjectId),
    total_score: roundTo(questions.reduce((sum, q) => sum + (q.score ?? 0), 0), SCORE_STATISTIC_DECIMALS),
    full_mark: data.fullMark,
    complete: questions.every((q) => q.score !== null),
    class_average: classTotal.count > 0 ? roundTo(classTotal.mean, SCORE_STATISTIC_DECIMALS) : null,
    questions,
  };
}
