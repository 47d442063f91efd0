/**
 * A student's original paper in the analysis (学生原卷, spec 001 §2.1 studentOriginalTest): who
 * the student is, their paper total and rank within the chosen target, every question's score
 * (and each blank's), and the scanned sides of their answer sheet with the scores burned in
 * (marked-sheet.ts), served through sealed scan addresses of the kind 'marked'. Scores are read
 * as every analysis call reads them (test-scores.ts), so they agree with the student list.
 *
 * Access: the caller must be able to open the exam's analysis and see the student's class
 * (src/server/access/analysis-viewer.ts); a side is listed only when its address will open for
 * the caller (scan-access.ts: administrators, and class teachers once the analysis is open).
 */
import { mayReadSheet } from '../../access/scan-access.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { scanAddresses } from '../files/scan-url.ts';
import * as repo from './analysis-repository.ts';
import { describeStudent, describeTarget, openTest, positionsOf, resolveTarget, type ScopeQuery } from './analysis-targets.ts';
import { testScoresOf } from './score-cache.ts';
import { rankStudents, totalOf } from './test-scores.ts';
import { msg } from '../../../i18n/server.ts';

const SIDES = [1, 2] as const;
const known = (x: number) => (x === x ? x : null);
const rounded = (x: number) => Math.round(x * 100) / 100;

export class StudentOriginalTests {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, q: ScopeQuery & { student_id: number }) {
    const opened = await this.database.run(async (db) => {
      const { exam, test, viewer } = await openTest(db, auth, q.examination_id, q.test_id);
      const target = await resolveTarget(db, exam, viewer, q);
      // the class rule first, so that whether a student of another class sat the paper stays unsaid
      await accessOf(db, auth).requireStudentAnswers(q.student_id);
      const data = await testScoresOf(db, test.id);
      const position = data.students.findIndex((s) => s.id === q.student_id);
      if (position === -1) throw notFound(msg.analysis.originalTest.notSitting);
      const student = data.students[position];
      if (!target.includes(student)) throw notFound(msg.analysis.originalTest.notInScope);
      const [sheet] = await repo.answerSheetsOf(db, test.id, [student.id]);
      const sides: (1 | 2)[] = [];
      for (const side of SIDES) {
        const stored = side === 1 ? sheet?.sideA : sheet?.sideB;
        if (stored && (await mayReadSheet(db, auth, { testId: test.id, studentId: student.id, side }))) sides.push(side);
      }
      return { test, target, data, position, student, sides };
    });
    const { test, target, data, position, student, sides } = opened;
    const ranked = rankStudents(data, positionsOf(data.students, target));
    const mine = ranked.find((r) => r.position === position);
    const { total, complete, known: scored } = totalOf(data, position);
    const addresses = await scanAddresses(this.database);
    return {
      has_data: scored > 0,
      target: describeTarget(target),
      student: describeStudent(student),
      full_mark_score: data.fullMark,
      total_score: rounded(total),
      complete,
      rank: mine?.rank ?? null,
      ranked_count: ranked.filter((r) => r.rank !== null).length,
      questions: data.questions.map((question, qi) => ({
        question_id: question.row.id,
        label: question.row.label,
        show_order: question.row.showOrder,
        question_type: question.row.questionType,
        objective: question.objective,
        full_mark_score: question.row.fullMark,
        score: known(data.scores[qi][position]),
        chosen: question.objective ? (data.choices[qi][position] ?? null) : null,
        blanks: question.blanks.map((blank, bi) => ({ key: blank.key, label: blank.label, full_mark_score: blank.fullMark, score: known(data.blankScores[qi][bi][position]) })),
      })),
      sides: sides.map((side) => ({ side, url: addresses.url(auth.userId, { kind: 'marked', testId: test.id, studentId: student.id, side }) })),
    };
  }
}
