/**
 * The progress the marking window shows beside the paper (spec 000 §2, footer): the group's
 * figures, mine, the workload warning of my task, and whether a previous or next record of
 * mine exists — in ordinary marking (judge 0) or in adjudication (judge 1).
 */
import type { components } from '../../../contract/schema.d.ts';
import { average, quotaState, rate } from '../../../domain/marking-rules.ts';
import type { Db } from '../../db/database.ts';
import type { PartitionContext } from './partition-context.ts';
import type { ProgressCounts } from './progress-counts.ts';
import { neighbourLog } from './marking-log-repository.ts';
import { partitionCounts } from './marking-progress-repository.ts';
import { msg } from '../../../i18n/server.ts';

export type MarkProgress = components['schemas']['MarkProgress'];

/** The workload warning of quotaState with the sentence the marking window shows (empty without a warning). */
function quotaWarning(done: number, task: number, strict: boolean): MarkProgress['marking_warn'] {
  const quota = quotaState(done, task, strict);
  const content = !quota.warn ? '' : quota.ended ? msg.marking.quotaEnded(done, task) : msg.marking.quotaReached(done, task);
  return { ...quota, content };
}

export type JudgeProgress = components['schemas']['JudgeProgress'];

/** The window's progress with my marks (`mine`) in the group, live or in history (`currentLogId`: the record open). */
export async function windowProgress(
  db: Db,
  kept: ProgressCounts,
  context: PartitionContext,
  teacherId: number,
  judge: number,
  markTask: number,
  mine: { count: number; sum: number },
  currentLogId: number,
  history: boolean,
) {
  const counts = await kept.get(context.id, () => partitionCounts(db, [context.id]).then((m) => m.get(context.id)!));
  // in history, previous/after are relative to the open record; in live marking "previous" is my latest record
  const previous = history ? Boolean(await neighbourLog(db, context.id, teacherId, judge, currentLogId, 'previous')) : mine.count > 0;
  const after = history && currentLogId > 0 ? Boolean(await neighbourLog(db, context.id, teacherId, judge, currentLogId, 'after')) : false;
  const markProgress: MarkProgress = {
    mark_rate: rate(counts.markNum, counts.markTotal),
    mark_num: counts.markNum,
    mark_total: counts.markTotal,
    mark_average: average(counts.markSum, counts.markNum),
    wrong_num: counts.wrongNum,
    previous: judge === 0 && previous,
    after: judge === 0 && after,
    teacher_progress: { mark_average: judge === 0 ? average(mine.sum, mine.count) : 0, mark_num: judge === 0 ? mine.count : 0, mark_task: markTask },
    marking_warn: judge === 0 && !history ? quotaWarning(mine.count, markTask, context.quotaStrict) : quotaWarning(0, 0, false),
  };
  const judgeProgress: JudgeProgress = {
    decided_rate: rate(counts.decidedNum, counts.judgeTotal),
    decided_num: counts.decidedNum,
    judge_total: counts.judgeTotal,
    previous: judge === 1 && previous,
    after: judge === 1 && after,
    teacher_progress: { decided_num: judge === 1 ? mine.count : 0, decided_rate: rate(judge === 1 ? mine.count : 0, counts.judgeTotal) },
  };
  return { mark_progress: markProgress, judge_progress: judgeProgress };
}
