/**
 * How a final score was decided, as the marking record and the adjudication history answer it
 * (spec 000 §2). The rule itself is src/domain/final-score-rule.ts; here it meets the rounds a
 * caller may see: scores only, never who gave them (blind double marking). While the answer still
 * waits for a mark, a marker sees only their own rounds: another marker's score would tell them
 * which way to change theirs (records stay editable).
 */
import type { components } from '../../../contract/schema.d.ts';
import type { MarkingPolicy } from '../../../domain/double-marking.ts';
import { finalScoreRule, type RoundScore } from '../../../domain/final-score-rule.ts';
import type { Db } from '../../db/database.ts';
import { roundsOfLogs } from './marking-log-repository.ts';

export type FinalScoreDecisionAnswer = components['schemas']['FinalScoreDecision'];
export type RoundScoreAnswer = components['schemas']['RoundScore'];

/** The double-marking rule of a group. */
export interface GroupPolicy {
  policy: MarkingPolicy;
  tolerance: number;
}

export function decisionAnswer(group: GroupPolicy, rounds: readonly RoundScore[]): FinalScoreDecisionAnswer {
  const { rule, rounds: deciding } = finalScoreRule(group.policy, group.tolerance, rounds);
  return { rule, rounds: deciding, policy: group.policy, tolerance: group.tolerance };
}

/** A mark of an answer with who gave it, which never leaves the server. */
export interface GivenMark {
  round: number;
  totalScore: number;
  teacherId: number;
}

/** The rounds a viewer is shown: all once the final score is decided, otherwise their own. */
export function roundsSeen(decision: FinalScoreDecisionAnswer, marks: readonly GivenMark[], viewerId: number): RoundScoreAnswer[] {
  const decided = decision.rounds.length > 0;
  return marks
    .filter((m) => decided || m.teacherId === viewerId)
    .map((m) => ({ round: m.round, score: m.totalScore }))
    .sort((a, b) => a.round - b.round);
}

/** My marking records of a group, each with the rounds of its answer and how its final score was decided. */
export async function withDecisions<T extends { id: number }>(db: Db, group: GroupPolicy, viewerId: number, records: readonly T[]) {
  const marks = await roundsOfLogs(db, records.map((r) => r.id));
  return records.map((record) => {
    const given = marks.filter((m) => m.logId === record.id);
    const decision = decisionAnswer(
      group,
      given.map((m) => ({ round: m.round, total: m.totalScore })),
    );
    return { ...record, rounds: roundsSeen(decision, given, viewerId), decision };
  });
}
