/**
 * The school of `npm run bench:analysis-api`: one school, STUDENTS students (default 10 000) in
 * classes of 40 on one campus, three exams of grade 10 with 9 papers of 25 questions each (15
 * objective questions of 3 points stored as objective answers, 10 written questions of 4–7
 * points, each its own question group): two earlier exams whose analysis is open and the current
 * one still being marked (so that a mark can still be changed through the marking call).
 *
 * The final marks are written the way the demo school's seed writes an ended exam (marking units
 * in state 'done' with their final scores, src/server/demo/seed.ts): straight into the tables, here
 * in one INSERT … SELECT per paper so that 7 million rows take a minute, not hours of simulated
 * marking. Each score is fixed by the student and the question (an ability per student and a
 * per-question spread), so every run measures the same exam. Only the last few answers of the
 * current exam's first question group are left unmarked, for the marker of the benchmark, whose
 * mark and its later edit go through the real marking calls.
 */
import type { Database } from '../src/server/db/database.ts';
import { blanks, campuses, classes, exams, partitions, partitionTeachers, questions, schools, sessions, students, teacherClasses, tests, userGroups, users, userSchools } from '../src/server/db/schema.ts';
import { hashToken, newToken } from '../src/server/features/auth/tokens.ts';
import { hashPassword } from '../src/server/features/auth/password.ts';

export const BENCH_PASSWORD = 'Bench@2026';
const CLASS_SIZE = 40;
const PAPERS = 9;
const OBJECTIVE = 15;
const WRITTEN_MARKS = [4, 4, 5, 5, 5, 6, 6, 6, 7, 7];
/** answers of the current exam's first group left for the benchmark's marker */
export const LEFT_OPEN = 5;

export interface BenchSchool {
  /** oldest first; the last is the current exam (marking) */
  examIds: number[];
  testIds: number[][];
  classIds: number[];
  /** web session tokens (sessions made directly: the benchmark measures analysis, not sign-in) */
  leaders: string[];
  classHeads: { token: string; classId: number }[];
  /** the marker's marking session */
  marker: string;
  /** the current exam's first paper and its first question group */
  markedTest: { testId: number; partitionId: number; showOrder: number };
}

export async function buildBenchSchool(database: Database, studentCount: number, heads: number, leaders: number): Promise<BenchSchool> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const school = await database.tx(async (db) => {
    const [s] = await db.insert(schools).values({ name: '基准测试中学' }).returning();
    const [campus] = await db.insert(campuses).values({ schoolId: s.id, name: '本部' }).returning();
    const classCount = Math.ceil(studentCount / CLASS_SIZE);
    const classRows = await db
      .insert(classes)
      .values(Array.from({ length: classCount }, (_, i) => ({ schoolId: s.id, campusId: campus.id, gradeId: 10, name: `高一(${i + 1})班` })))
      .returning({ id: classes.id });
    for (let from = 0; from < studentCount; from += 2000) {
      const part = Array.from({ length: Math.min(2000, studentCount - from) }, (_, k) => from + k);
      await db
        .insert(students)
        .values(part.map((i) => ({ schoolId: s.id, campusId: campus.id, classId: classRows[Math.floor(i / CLASS_SIZE)].id, name: `学生${i + 1}`, examNumber: `B${String(i + 1).padStart(6, '0')}` })));
    }
    const expiresAt = new Date(Date.now() + 6 * 3600_000);
    const user = async (username: string, groupId: number, kind: 'web' | 'marking' = 'web') => {
      const [u] = await db.insert(users).values({ username, realName: `${username}老师`, passwordHash }).returning({ id: users.id });
      await db.insert(userGroups).values({ userId: u.id, groupId });
      await db.insert(userSchools).values({ userId: u.id, schoolId: s.id });
      const token = newToken();
      await db.insert(sessions).values({ userId: u.id, kind, tokenHash: hashToken(token), groupId, expiresAt });
      return { id: u.id, token };
    };
    const leaderTokens: string[] = [];
    // a principal (6) and school administrators (5)
    for (let i = 0; i < leaders; i++) leaderTokens.push((await user(`bleader${i + 1}`, i === 0 ? 6 : 5)).token);
    const classHeads: BenchSchool['classHeads'] = [];
    for (let i = 0; i < heads; i++) {
      const classId = classRows[(i * 7) % classRows.length].id;
      const head = await user(`bhead${i + 1}`, 12);
      await db.insert(teacherClasses).values({ userId: head.id, classId, subjectId: 1 });
      classHeads.push({ token: head.token, classId });
    }
    const marker = await user('bmarker', 11, 'marking');
    return { id: s.id, classIds: classRows.map((c) => c.id), leaders: leaderTokens, classHeads, markerId: marker.id, markerToken: marker.token };
  });

  const examIds: number[] = [];
  const testIds: number[][] = [];
  let markedTest: BenchSchool['markedTest'] | undefined;
  for (const [e, date] of ['2026-03-18', '2026-04-28', '2026-06-10'].entries()) {
    const current = e === 2;
    const built = await database.tx(async (db) => {
      const [exam] = await db.insert(exams).values({ schoolId: school.id, name: `高一第${e + 1}次月考`, status: current ? 1 : 3, gradeId: 10, totalScore: 100 * PAPERS, startDate: date }).returning();
      const ids: number[] = [];
      let first: BenchSchool['markedTest'] | undefined;
      for (let p = 0; p < PAPERS; p++) {
        const [test] = await db.insert(tests).values({ examId: exam.id, subjectId: p + 1, name: `科目${p + 1}`, status: 1, correctType: 1, totalScore: 100 }).returning();
        ids.push(test.id);
        await db.insert(questions).values(
          Array.from({ length: OBJECTIVE }, (_, q) => ({
            testId: test.id,
            showOrder: q + 1,
            label: String(q + 1),
            questionType: 'multiple_one',
            fullMark: 3,
            options: ['A', 'B', 'C', 'D'].map((key) => ({ key, value: key })),
            answer: ['B'],
          })),
        );
        for (const [w, fullMark] of WRITTEN_MARKS.entries()) {
          const showOrder = OBJECTIVE + w + 1;
          const [partition] = await db
            .insert(partitions)
            .values({ testId: test.id, name: `第${showOrder}题`, showOrder, testCorrectType: 1, markingPolicy: 'single', rectDivide: [{ x: 0, y: 0, width: 800, height: 220, page: 1 }] })
            .returning();
          const [q] = await db.insert(questions).values({ testId: test.id, partitionId: partition.id, showOrder, label: String(showOrder), questionType: 'big_spaces', fullMark, answer: ['略'] }).returning();
          await db.insert(blanks).values({ questionId: q.id, key: '1', label: '(1)', fullMark, step: 1, x: 10, y: 10, width: 300, height: 50 });
          if (current && p === 0 && w === 0) {
            await db.insert(partitionTeachers).values({ partitionId: partition.id, userId: school.markerId, role: 'marker', markTask: 0 });
            first = { testId: test.id, partitionId: partition.id, showOrder };
          }
        }
      }
      return { examId: exam.id, ids, first };
    });
    examIds.push(built.examId);
    testIds.push(built.ids);
    if (built.first) markedTest = built.first;
    for (const testId of built.ids) await writeFinalMarks(database, school.id, testId, e, current && testId === markedTest?.testId ? markedTest.partitionId : 0);
  }
  return { examIds, testIds, classIds: school.classIds, leaders: school.leaders, classHeads: school.classHeads, marker: school.markerToken, markedTest: markedTest! };
}

/**
 * A paper's final marks: every student's objective answers and 'done' answers to every question
 * group; in `openPartition` the last LEFT_OPEN students' answers are left open.
 */
async function writeFinalMarks(database: Database, schoolId: number, testId: number, examIndex: number, openPartition: number): Promise<void> {
  // ability 0…1 per student, drifting a little between exams; spread per question
  const ability = `((s.id * 7919 + ${examIndex} * 37) % 1000) / 1000.0`;
  const spread = (question: string) => `((s.id * 104729 + ${question} * 1299709) % 1000) / 1000.0`;
  await database.query(`INSERT INTO objective_answers (test_id, student_id, question_id, chosen, score)
      SELECT q.test_id, s.id, q.id, CASE WHEN 0.6 * ${ability} + 0.4 * ${spread('q.id')} >= 0.45 THEN 'B' ELSE 'C' END,
             CASE WHEN 0.6 * ${ability} + 0.4 * ${spread('q.id')} >= 0.45 THEN 3 ELSE 0 END
      FROM questions q CROSS JOIN students s
      WHERE q.test_id = ${testId} AND q.partition_id IS NULL AND s.school_id = ${schoolId}`);
  await database.query(`INSERT INTO marking_units (partition_id, student_id, state, marks_needed, marks_done, final_score, final_question_score, version)
      SELECT q.partition_id, s.id, CASE WHEN x.open THEN 'open' ELSE 'done' END, 1, CASE WHEN x.open THEN 0 ELSE 1 END,
             CASE WHEN x.open THEN NULL ELSE x.score END,
             CASE WHEN x.open THEN NULL ELSE jsonb_build_object(q.show_order::text, jsonb_build_object('1', x.score)) END,
             CASE WHEN x.open THEN 0 ELSE 1 END
      FROM questions q CROSS JOIN students s
      CROSS JOIN LATERAL (SELECT least(q.full_mark, round((0.6 * ${ability} + 0.4 * ${spread('q.id')}) * (q.full_mark + 0.5))) AS score,
                                 q.partition_id = ${openPartition} AND s.id > (SELECT max(id) - ${LEFT_OPEN} FROM students WHERE school_id = ${schoolId}) AS open) x
      WHERE q.test_id = ${testId} AND q.partition_id IS NOT NULL AND s.school_id = ${schoolId}`);
}
