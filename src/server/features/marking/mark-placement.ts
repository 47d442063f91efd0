/**
 * Where a new mark puts its answer: the double-marking rule (src/domain/double-marking.ts)
 * applied to the unit as last seen, what the submit write stores, how the group's counts move,
 * and why a mark is refused (already marked by the teacher, not held, or the answer moved on).
 */
import { resolveMarks, Round, type Mark } from '../../../domain/double-marking.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import type { SubmitRead, SubmitWrite, SubmitWritten, UnitState } from './hot-statements-repository.ts';
import type { PartitionContext } from './partition-context.ts';
import type { CountsDelta } from './progress-counts.ts';
import { msg } from '../../../i18n/server.ts';

/** 'quota': my strict quota is met (a mark sent late, from students I held before it was) */
export type Refusal = 'already-marked' | 'not-held' | 'state-changed' | 'taken' | 'quota';

/** A new mark as submitted, before the double-marking rule has placed it. */
export type MarkToWrite = Omit<SubmitWrite, 'unitId' | 'version' | 'state' | 'marksNeeded' | 'finalScore' | 'finalQuestionScore' | 'round'>;

/** A mark written, with the change of its partition's counts. */
export interface WrittenMark {
  written: SubmitWritten;
  delta: CountsDelta;
  unitId: number;
}

/**
 * A new mark placed on the unit as given (its state, version and marks) by the double-marking
 * rule: what to write, and how the partition's counts change once it is written.
 */
export function planMark(context: PartitionContext, unit: UnitState, mark: MarkToWrite): { write: SubmitWrite; delta: CountsDelta } {
  const round = mark.judge === 1 ? Round.adjudication : unit.logs.filter((l) => l.judge === 0).length + 1;
  const next = unitAfter(context, unit, [...unit.logs, { round, questionScore: mark.questionScore }]);
  const delta: CountsDelta = { ...next.delta };
  if (mark.judge === 1) delta.decidedNum = 1;
  else Object.assign(delta, { markNum: 1, markSum: mark.totalScore });
  return {
    write: { ...mark, unitId: unit.unitId, version: unit.version, state: next.state, marksNeeded: next.marksNeeded, finalScore: next.finalScore, finalQuestionScore: next.finalQuestionScore, round },
    delta,
  };
}

/** One marker in one partition and mode (judge 1: adjudication). */
export const markerKey = (partitionId: number, teacherId: number, judge: number) => `${partitionId}:${teacherId}:${judge}`;

export const markedBy = (unit: Pick<UnitState, 'logs'>, teacherId: number) => unit.logs.some((l) => l.teacherId === teacherId);

/** The state a unit is marked in: adjudication (judge 1) or ordinary marking. */
export const stateFor = (judge: number) => (judge === 1 ? 'judge' : 'open');

/**
 * Why a new mark on this unit is refused, if it is, or 'late' when I hold no claim on it but
 * may still mark it if I held it once: the unit still waits for a mark in my mode (nobody
 * scored the place meanwhile). Whether my claim lapsed is checked by the late write
 * (late-mark-repository.ts), and for 'taken' by the caller.
 */
export function refusalOf(read: SubmitRead, teacherId: number, judge: number): Refusal | 'late' | undefined {
  if (markedBy(read, teacherId)) return 'already-marked';
  if (read.claimJudge === null) {
    if (read.state === stateFor(judge)) return 'late';
    // the places were scored by others meanwhile (or adjudicated, or the paper went elsewhere)
    return read.state === 'done' || read.state === 'judge' ? 'taken' : 'state-changed';
  }
  // a claim row reserves the place, even past its lease until the next sweep gives it back
  if (read.claimJudge !== judge) return 'not-held';
  if (read.state !== stateFor(judge)) return 'state-changed';
  return undefined;
}

/** The refusal's answer; a met quota is the marker's part in the group ending (403), with the counts. */
export function refusalError(refusal: Refusal, quota: { done: number; task: number } = { done: 0, task: 0 }) {
  if (refusal === 'quota') return forbidden(msg.marking.quotaRefused(quota.done, quota.task));
  if (refusal === 'already-marked') return conflict(msg.marking.alreadyMarked);
  if (refusal === 'not-held') return conflict(msg.marking.notHeld);
  if (refusal === 'taken') return conflict(msg.marking.takenMeanwhile);
  return conflict(msg.marking.unitStateChanged);
}

/** The unit's state after the double-marking rule has seen all its marks, and how the partition's counts change. */
export function unitAfter(context: PartitionContext, unit: { state: string; marksNeeded: number }, logs: readonly Mark[]) {
  const resolution = resolveMarks(context.policy, context.tolerance, logs, context.blankSteps);
  const wasJudge = unit.state === 'judge' ? 1 : 0;
  if (resolution.kind === 'final') {
    return { state: 'done' as const, marksNeeded: unit.marksNeeded, finalScore: resolution.total, finalQuestionScore: resolution.questionScore, delta: { judgeTotal: -wasJudge } as CountsDelta };
  }
  if (resolution.kind === 'need-adjudicator') {
    return { state: 'judge' as const, marksNeeded: unit.marksNeeded, finalScore: null, finalQuestionScore: null, delta: { judgeTotal: 1 - wasJudge } as CountsDelta };
  }
  const marksNeeded = Math.max(unit.marksNeeded, resolution.round);
  return { state: 'open' as const, marksNeeded, finalScore: null, finalQuestionScore: null, delta: { markTotal: marksNeeded - unit.marksNeeded, judgeTotal: -wasJudge } as CountsDelta };
}
