/**
 * The students of the marking window as a marker receives them: each answer's scan pieces as
 * sealed addresses, the student as the group's marker may see them (in a blind group by paper
 * number, the name masked; src/domain/student-visibility.ts), and for adjudication the scores
 * of every round — never who gave them — with how the final score is decided.
 */
import type { components } from '../../../contract/schema.d.ts';
import { MASKED_TEXT, mayIdentifyStudent } from '../../../domain/student-visibility.ts';
import type { Database, Db } from '../../db/database.ts';
import { describePiece, scanAddresses, type ScanAddresses } from '../files/scan-url.ts';
import { decisionAnswer } from './final-score-answers.ts';
import type { DescribedUnit } from './hot-statements-repository.ts';
import { paperNumbers, type PaperNumbers } from './paper-numbers.ts';
import type { PartitionContext } from './partition-context.ts';
import { historyOfUnits, type LogRow } from './marking-log-repository.ts';
import { unitsWithPieces } from './marking-unit-repository.ts';

export type StudentToMark = components['schemas']['StudentToMark'];

/** The marks of some answers by round, as historyOfUnits reads them. */
export type RoundsOfUnits = Awaited<ReturnType<typeof historyOfUnits>>;

/** The teacher students are described for, and the addresses of their scans. */
export interface Seer {
  teacherId: number;
  scans: ScanAddresses;
  papers: PaperNumbers;
}

/** What a marker is shown of a unit. */
export type StudentPart = Pick<DescribedUnit, 'unitId' | 'studentId' | 'name' | 'pieces'>;

/** The students of the given units, in that order, with their scan pieces (one query). */
export async function describeUnits(db: Db, context: PartitionContext, seer: Seer, unitIds: number[], withHistory: boolean, leaseUntil?: Date): Promise<StudentToMark[]> {
  if (unitIds.length === 0) return [];
  const rows = await unitsWithPieces(db, unitIds);
  const history = withHistory ? await historyOfUnits(db, unitIds) : [];
  const units = new Map<number, StudentPart>();
  for (const row of rows) {
    let unit = units.get(row.unitId);
    if (!unit) units.set(row.unitId, (unit = { unitId: row.unitId, studentId: row.studentId, name: row.name, pieces: [] }));
    if (row.storageKey) unit.pieces.push({ storageKey: row.storageKey, width: row.width!, height: row.height!, x: row.x!, y: row.y! });
  }
  return studentsOf(context, seer, unitIds, [...units.values()], history, leaseUntil);
}

/** What the students are described with for one teacher (made before any transaction: it may read the server secret). */
export async function seerOf(database: Database, teacherId: number): Promise<Seer> {
  return { teacherId, scans: await scanAddresses(database), papers: await paperNumbers(database) };
}

/** Units as the marker receives them, in the order of `unitIds`. */
export function studentsOf(context: PartitionContext, seer: Seer, unitIds: number[], units: readonly StudentPart[], history: RoundsOfUnits, leaseUntil?: Date): StudentToMark[] {
  const byUnit = new Map(units.map((u) => [u.unitId, u]));
  return unitIds.flatMap((id) => {
    const unit = byUnit.get(id);
    if (!unit) return [];
    const rounds = history.filter((h) => h.unitId === id);
    // the marking window shows a student as the group's marker sees them (src/domain/student-visibility.ts)
    const identified = mayIdentifyStudent('marker', { showsStudent: context.showStudent });
    const student: StudentToMark = {
      student_id: identified ? unit.studentId : seer.papers.numberOf(context.id, unit.studentId),
      marking_log_id: 0,
      version: 0,
      student_name: identified && unit.name ? unit.name : MASKED_TEXT,
      partition_pics: unit.pieces.map((piece, index) => describePiece(seer.scans, seer.teacherId, { partitionId: context.id, studentId: unit.studentId }, piece, index)),
      question_score: {},
      score_marks: [],
      feedback_ids: '',
      // the adjudicator sees every round's score, never who gave it, and how the score is decided
      marking_history: rounds.map((h) => ({ round: h.round, scores: h.totalScore, question_score: h.questionScore })),
      ...(rounds.length > 0 ? { decision: decisionAnswer(context, rounds.map((h) => ({ round: h.round, total: h.totalScore }))) } : {}),
      ...(leaseUntil ? { lease_expires_at: leaseUntil.toISOString() } : {}),
    };
    return [student];
  });
}

export async function studentsFromLogs(db: Db, context: PartitionContext, seer: Seer, logs: LogRow[]): Promise<StudentToMark[]> {
  const described = await describeUnits(db, context, seer, logs.map((l) => l.unitId), logs.some((l) => l.judge === 1));
  const named = (studentId: number) => (mayIdentifyStudent('marker', { showsStudent: context.showStudent }) ? studentId : seer.papers.numberOf(context.id, studentId));
  return logs.map((log) => {
    const base = described.find((s) => s.student_id === named(log.studentId))!;
    return {
      ...base,
      marking_log_id: log.id,
      version: log.version,
      student_total_score: log.totalScore,
      question_score: log.questionScore,
      score_marks: log.scoreMarks,
      feedback_ids: log.feedbackIds,
    };
  });
}
