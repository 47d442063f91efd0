/**
 * A test's final scores in memory, shaped for src/domain/statistics: one score array per
 * question and per blank, one slot per student who sat the test, NaN where the score is not final.
 * Subjective scores come from the marking units' final_question_score (show_order → blank key →
 * score); objective scores and the chosen options from objective_answers.
 */
import type { BlankRow, QuestionRow, StudentRow, UnitScoreRow } from './analysis-repository.ts';

/** Question types scored by the answer key rather than by a marker. */
export const OBJECTIVE_TYPES: ReadonlySet<string> = new Set(['multiple_one', 'multiple_more', 'true_false']);

/** A question as the analysis answers show it: its number, type, full mark, text, options, key, explanation and tags. */
export function describeQuestionContent(row: QuestionRow) {
  return {
    question_id: row.id,
    label: row.label,
    show_order: row.showOrder,
    question_type: row.questionType,
    full_mark_score: row.fullMark,
    text: row.text,
    options: row.options ?? [],
    answer: row.answer ?? [],
    jieda: row.jieda,
    tags: row.tags ?? [],
  };
}

export interface AnalysedQuestion {
  row: QuestionRow;
  blanks: BlankRow[];
  objective: boolean;
}

export interface TestScores {
  questions: AnalysedQuestion[];
  students: StudentRow[];
  /** per question: one score per student */
  scores: Float64Array[];
  /** per question, per blank (in the question's blank order): one score per student */
  blankScores: Float64Array[][];
  /** per question: the stored choice per student; undefined where the student has no answer row */
  choices: (string | undefined)[][];
  /** sum of the questions' full marks */
  fullMark: number;
  /** answers of the question groups: done / all */
  progress: { done: number; total: number };
}

export interface ObjectiveRow {
  questionId: number;
  studentId: number;
  chosen: string;
  score: number;
}

/** The questions of each question group (by partition id): their indexes in `questions`. */
export function questionsByPartition(questions: readonly AnalysedQuestion[]): Map<number, number[]> {
  const byPartition = new Map<number, number[]>();
  questions.forEach((q, qi) => {
    if (q.row.partitionId === null) return;
    if (!byPartition.has(q.row.partitionId)) byPartition.set(q.row.partitionId, []);
    byPartition.get(q.row.partitionId)!.push(qi);
  });
  return byPartition;
}

/**
 * Writes the final scores of the 'done' answers into the score columns of their questions (at
 * the students' positions); answers how many answers are done.
 */
export function applyUnits(
  questions: readonly AnalysedQuestion[],
  position: ReadonlyMap<number, number>,
  scores: Float64Array[],
  blankScores: Float64Array[][],
  units: readonly UnitScoreRow[],
  byPartition: ReadonlyMap<number, number[]>,
): number {
  let done = 0;
  for (const unit of units) {
    if (unit.state !== 'done') continue;
    done++;
    const at = position.get(unit.student_id);
    if (at === undefined || !unit.final_question_score) continue;
    for (const qi of byPartition.get(unit.partition_id) ?? []) {
      const q = questions[qi];
      const given = unit.final_question_score[String(q.row.showOrder)];
      if (!given) continue;
      if (q.blanks.length === 0) {
        scores[qi][at] = Object.values(given).reduce((s, v) => s + Number(v), 0);
        continue;
      }
      let total = 0;
      q.blanks.forEach((blank, bi) => {
        const value = given[blank.key];
        const score = typeof value === 'number' ? value : NaN;
        blankScores[qi][bi][at] = score;
        total += score;
      });
      scores[qi][at] = total;
    }
  }
  return done;
}

export function buildTestScores(
  questionRows: { question: QuestionRow; blanks: BlankRow[] }[],
  students: StudentRow[],
  units: UnitScoreRow[],
  objective: ObjectiveRow[],
): TestScores {
  const n = students.length;
  const position = new Map(students.map((s, i) => [s.id, i]));
  const questions = questionRows.map((q) => ({ row: q.question, blanks: q.blanks, objective: OBJECTIVE_TYPES.has(q.question.questionType) }));
  const scores = questions.map(() => new Float64Array(n).fill(NaN));
  const blankScores = questions.map((q) => q.blanks.map(() => new Float64Array(n).fill(NaN)));
  const choices = questions.map(() => new Array<string | undefined>(n));
  const byPartition = questionsByPartition(questions);
  const done = applyUnits(questions, position, scores, blankScores, units, byPartition);

  const questionIndex = new Map(questions.map((q, qi) => [q.row.id, qi]));
  for (const answer of objective) {
    const qi = questionIndex.get(answer.questionId);
    const at = position.get(answer.studentId);
    if (qi === undefined || at === undefined) continue;
    scores[qi][at] = answer.score;
    choices[qi][at] = answer.chosen;
  }

  return {
    questions,
    students,
    scores,
    blankScores,
    choices,
    fullMark: questions.reduce((s, q) => s + q.row.fullMark, 0),
    progress: { done, total: units.length },
  };
}

/** A student's total and whether every question of theirs has its final score. */
export function totalOf(data: TestScores, position: number): { total: number; complete: boolean; known: number } {
  let total = 0;
  let known = 0;
  for (const column of data.scores) {
    const x = column[position];
    if (x !== x) continue;
    total += x;
    known++;
  }
  return { total, complete: known === data.scores.length && known > 0, known };
}

/** The scores of the students at `positions`, in that order. */
export function gather(column: Float64Array, positions: Int32Array): Float64Array {
  const out = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i++) out[i] = column[positions[i]];
  return out;
}

export function gatherChoices(column: (string | undefined)[], positions: Int32Array): (string | undefined)[] {
  return Array.from(positions, (p) => column[p]);
}

export interface RankedStudent {
  /** position in the test's student list */
  position: number;
  total: number;
  complete: boolean;
  /** competition rank among complete papers (equal totals share a rank, the next rank skips); null while incomplete */
  rank: number | null;
}

/**
 * The students at `positions` who have any final score, highest total first, incomplete papers
 * last, equal totals by exam number.
 */
export function rankStudents(data: TestScores, positions: Int32Array): RankedStudent[] {
  const rows = Array.from(positions, (position) => ({ position, ...totalOf(data, position) })).filter((r) => r.known > 0);
  const examNumber = (r: { position: number }) => data.students[r.position].examNumber;
  rows.sort((a, b) => Number(b.complete) - Number(a.complete) || b.total - a.total || examNumber(a).localeCompare(examNumber(b)));
  let rank = 0;
  return rows.map((r, i) => {
    if (r.complete && (i === 0 || rows[i - 1].total !== r.total || !rows[i - 1].complete)) rank = i + 1;
    return { position: r.position, total: r.total, complete: r.complete, rank: r.complete ? rank : null };
  });
}
