/**
 * The three demo exams — one not started, one being marked, one ended with its analysis open —
 * each with the maths and Chinese papers of papers.ts: tests, question groups with their block
 * division, questions with reference answers, blanks, and who marks and adjudicates what.
 */
import { initialMarksNeeded } from '../../domain/double-marking.ts';
import { ExamStatus, ExamType, SubjectId } from '../../domain/enums.ts';
import type { Db } from '../db/database.ts';
import { blanks, examClasses, exams, partitions, partitionTeachers, questions, tests } from '../db/schema.ts';
import { DEMO_PAPERS, difficultyOf, fullMarkOf, paperTotal, PIECE_HEIGHT, PIECE_WIDTH, type PaperDef, type PartitionDef } from './papers.ts';
import { DEMO_GRADE, type DemoAccounts, type DemoSchool } from './school.ts';

export type DemoExamKey = 'ended' | 'running' | 'upcoming';

export interface DemoExamSpec {
  key: DemoExamKey;
  name: string;
  status: number;
  examinationType: number;
  startDate: string;
}

export const DEMO_EXAMS: readonly DemoExamSpec[] = [
  { key: 'ended', name: '高一下学期3月月考', status: ExamStatus.analysisViewable, examinationType: ExamType.monthly, startDate: '2026-03-18' },
  { key: 'running', name: '高一下学期期中考试', status: ExamStatus.inProgress, examinationType: ExamType.midTerm, startDate: '2026-04-28' },
  { key: 'upcoming', name: '高一下学期期末考试', status: ExamStatus.notStarted, examinationType: ExamType.final, startDate: '2026-07-01' },
];

export interface SeededPartition {
  id: number;
  def: PartitionDef;
  index: number;
  markers: number[];
  judgeId: number | undefined;
}

export interface SeededTest {
  id: number;
  paper: PaperDef;
  paperIndex: number;
  partitions: SeededPartition[];
}

export interface SeededExam {
  id: number;
  spec: DemoExamSpec;
  tests: SeededTest[];
}

// ── The answer-sheet template: an A3 sheet, two answer columns per side ──────────────────────
/** Template size in pixels (A3 landscape as the scanner delivers it). */
const TEMPLATE = { width: 1700, height: 1200 } as const;
const COLUMN_X = [50, 850] as const;
/** The head of side A holds the barcode, the name, the exam number and the choice grid. */
const FIRST_COLUMN_TOP = 420;
const COLUMN_TOP = 60;
const COLUMN_BOTTOM = 1150;

export const TEMPLATE_INFO = {
  temp_width: TEMPLATE.width,
  temp_height: TEMPLATE.height,
  barcodeRect: { x: 480, y: 70, width: 330, height: 120, side: 'a' },
  nameRect: { x: 60, y: 80, width: 380, height: 50, side: 'a' },
  numberRect: { x: 60, y: 150, width: 380, height: 50, side: 'a' },
} as const;

type TemplateRect = { x: number; y: number; width: number; height: number; page: number };

/**
 * Where each partition's pieces sit on the sheet: down the columns in order, a new column when
 * a piece does not fit. A partition of two pieces is an answer area that runs on from the foot
 * of one column to the head of the next, so its second piece always opens a column.
 */
export function templateRects(paper: PaperDef): TemplateRect[][] {
  let column = 0;
  let y = FIRST_COLUMN_TOP;
  return paper.partitions.map((partition) =>
    Array.from({ length: partition.pieces }, (_, piece) => {
      if (piece > 0 || y + PIECE_HEIGHT > COLUMN_BOTTOM) {
        column++;
        y = COLUMN_TOP;
      }
      const rect = { x: COLUMN_X[column % 2], y, width: PIECE_WIDTH, height: PIECE_HEIGHT, page: Math.floor(column / 2) + 1 };
      y += PIECE_HEIGHT + 20;
      return rect;
    }),
  );
}

export async function insertExam(db: Db, spec: DemoExamSpec, school: DemoSchool, accounts: DemoAccounts): Promise<SeededExam> {
  const total = DEMO_PAPERS.reduce((sum, paper) => sum + paperTotal(paper), 0);
  const [exam] = await db
    .insert(exams)
    .values({ schoolId: school.id, name: spec.name, status: spec.status, examinationType: spec.examinationType, gradeId: DEMO_GRADE, totalScore: total, startDate: spec.startDate })
    .returning({ id: exams.id });
  await db.insert(examClasses).values(school.classes.map((k) => ({ examId: exam.id, classId: k.id })));
  const seededTests: SeededTest[] = [];
  for (const [paperIndex, paper] of DEMO_PAPERS.entries()) {
    seededTests.push(await insertTest(db, exam.id, spec.status, paper, paperIndex, school.students.length, accounts));
  }
  return { id: exam.id, spec, tests: seededTests };
}

/** A test's status follows its exam's. */
async function insertTest(db: Db, examId: number, status: number, paper: PaperDef, paperIndex: number, studentCount: number, accounts: DemoAccounts): Promise<SeededTest> {
  const [test] = await db
    .insert(tests)
    .values({ examId, subjectId: paper.subjectId, name: paper.name, status, correctType: paper.correctType, totalScore: paperTotal(paper), templateInfo: TEMPLATE_INFO })
    .returning({ id: tests.id });
  await db.insert(questions).values(
    paper.objective.map((q) => ({
      testId: test.id,
      partitionId: null,
      showOrder: q.showOrder,
      label: String(q.showOrder),
      questionType: 'multiple_one',
      fullMark: q.fullMark,
      text: q.text,
      options: q.options.map((value, i) => ({ key: 'ABCD'[i], value })),
      answer: [q.answer],
      jieda: q.jieda,
      difficulty: difficultyOf(q.scoreRate),
    })),
  );
  const rects = templateRects(paper);
  const seeded: SeededPartition[] = [];
  for (const [index, def] of paper.partitions.entries()) {
    const [partition] = await db
      .insert(partitions)
      .values({
        testId: test.id,
        name: def.name,
        alias: def.alias,
        showOrder: def.questions[0].showOrder,
        testCorrectType: paper.correctType,
        markingPolicy: def.policy,
        tolerance: def.tolerance,
        rectDivide: rects[index],
      })
      .returning({ id: partitions.id });
    for (const q of def.questions) {
      const [question] = await db
        .insert(questions)
        .values({
          testId: test.id,
          partitionId: partition.id,
          showOrder: q.showOrder,
          label: String(q.showOrder),
          questionType: q.questionType,
          fullMark: fullMarkOf(q),
          text: q.text,
          answer: q.answer,
          jieda: q.jieda,
          difficulty: difficultyOf(q.scoreRate),
        })
        .returning({ id: questions.id });
      await db.insert(blanks).values(
        q.blanks.map((b, i) => ({ questionId: question.id, key: String(i + 1), label: b.label, fullMark: b.fullMark, step: b.step, x: b.rect.x, y: b.rect.y, width: b.rect.width, height: b.rect.height })),
      );
    }
    const markers = paper.subjectId === SubjectId.math ? accounts.mathMarkers : accounts.chineseMarkers;
    // an adjudicator settles the groups whose double marking can end in disagreement
    const judgeId = def.policy === '2+1' || def.policy === '2+1+1' ? accounts.arbiter : undefined;
    // each marker's fair share; a double-marked group needs two marks per student
    const markTask = Math.ceil((studentCount * initialMarksNeeded(def.policy)) / markers.length);
    await db.insert(partitionTeachers).values([
      ...markers.map((userId) => ({ partitionId: partition.id, userId, role: 'marker' as const, markTask })),
      ...(judgeId ? [{ partitionId: partition.id, userId: judgeId, role: 'judge' as const, markTask: 0 }] : []),
    ]);
    seeded.push({ id: partition.id, def, index, markers, judgeId });
  }
  return { id: test.id, paper, paperIndex, partitions: seeded };
}
