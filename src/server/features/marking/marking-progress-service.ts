/**
 * The progress of a test's marking as its administrators, markers and adjudicators follow it
 * (spec 000 §2 question-group progress dialog, spec 002 §3 teacher workload row): the figures of
 * each question group, and each marker's workload — marks given, their task, their average,
 * whether they are marking right now.
 */
import { average, rate } from '../../../domain/marking-rules.ts';
import { requireMarkingFollower } from '../../access/marking-access.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { partitionCounts, type WorkloadFilter, workloadPage, type WorkloadRow } from './marking-progress-repository.ts';
import { partitionsOfTest } from './partition-repository.ts';

/** Rows per page of the progress and workload lists when the caller does not say. */
const PAGE_SIZE = 10;

export interface WorkloadQuery {
  partition_id?: number;
  standard?: number;
  on_line?: number;
  order_rule?: number;
  page_no?: number;
  page_size?: number;
}

function pageOf(q: { page_no?: number; page_size?: number }) {
  const limit = q.page_size ?? PAGE_SIZE;
  return { limit, offset: ((q.page_no ?? 1) - 1) * limit };
}

/** A yes/no filter of the contract (1 yes, 0 no, anything else: no filter). */
function yesNo(value: number | undefined): boolean | undefined {
  return value === 1 ? true : value === 0 ? false : undefined;
}

function workloadAnswer(r: WorkloadRow) {
  return {
    teacher: { user_name: r.username, real_name: r.realName },
    partition_id: r.partitionId,
    partition_name: r.partitionName,
    mark_num: r.marks,
    mark_task: r.markTask,
    mark_rate: rate(r.marks, r.markTask > 0 ? r.markTask : r.units),
    mark_average: average(r.scoreSum, r.marks),
    on_line: r.online,
  };
}

export class MarkingProgress {
  constructor(private readonly database: Database) {}

  /** Each question group's figures, and a page of the markers' workload (of one group when asked). */
  async progress(auth: AuthContext, testId: number, q: { partition_id?: number; page_no?: number; page_size?: number }) {
    return this.database.run(async (db) => {
      await requireMarkingFollower(db, auth, testId);
      const parts = await partitionsOfTest(db, testId);
      const counts = await partitionCounts(db, parts.map((p) => p.id));
      const workload = await workloadPage(db, { testId, partitionId: q.partition_id }, pageOf(q));
      return {
        partitions: parts.map((p) => {
          const c = counts.get(p.id)!;
          return { id: p.id, name: p.name, mark_num: c.markNum, mark_total: c.markTotal, mark_rate: rate(c.markNum, c.markTotal), wrong_num: c.wrongNum, judge_total: c.judgeTotal, decided_num: c.decidedNum };
        }),
        result: workload.rows.map(workloadAnswer),
        total: workload.total,
      };
    });
  }

  /** A page of the markers' workload, filtered by task reached and by marking now, in the order asked for. */
  async workload(auth: AuthContext, testId: number, q: WorkloadQuery) {
    return this.database.run(async (db) => {
      await requireMarkingFollower(db, auth, testId);
      const filter: WorkloadFilter = { testId, partitionId: q.partition_id, standard: yesNo(q.standard), online: yesNo(q.on_line), order: q.order_rule };
      const { rows, total } = await workloadPage(db, filter, pageOf(q));
      return { result: rows.map(workloadAnswer), total };
    });
  }
}
