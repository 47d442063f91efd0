/**
 * My marking records (spec 000 §2 "阅卷记录"): the list of the marks I gave in a question group,
 * filtered by score and ordered as asked, each with how its answer's final score was decided,
 * and the distinct scores the filters offer.
 */
import { DEFAULT_LOG_ORDER } from '../../../domain/marking-rules.ts';
import { sumScores } from '../../../domain/scoring.ts';
import { MASKED_TEXT, mayIdentifyStudent } from '../../../domain/student-visibility.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { withDecisions } from './final-score-answers.ts';
import { logPage, scoresOfLogs, type ScoreFilter } from './marking-log-repository.ts';
import type { MarkingService } from './marking-service.ts';

/** Records per page when the caller does not say. */
const RECORD_PAGE_SIZE = 10;

export interface RecordQuery {
  partition_id: number;
  judge?: number;
  page_no?: number;
  page_size?: number;
  order_id?: number;
  /** the blank a score filter means when the filter names none */
  emptys_number?: string;
  q_score_record?: ScoreFilter[];
}

/** The distinct scores of my records: per total, and per question its totals and each blank's scores, ascending. */
export interface RecordScores {
  total_scores: number[];
  question_scores: Record<string, { emptys: Record<string, number[]>; total_scores: number[] }>;
}

export class MarkingHistory {
  constructor(
    private readonly database: Database,
    private readonly marking: MarkingService,
  ) {}

  async records(auth: AuthContext, testId: number, q: RecordQuery) {
    const judge = q.judge ?? 0;
    const { context } = await this.marking.authorise(auth, testId, q.partition_id, judge);
    const filters = (q.q_score_record ?? []).map((f) => ({ ...f, key: f.key ?? q.emptys_number ?? undefined }));
    const pageNo = q.page_no ?? 1;
    const pageSize = q.page_size ?? RECORD_PAGE_SIZE;
    // my own records, seen as the group's marker (src/domain/student-visibility.ts)
    const identified = mayIdentifyStudent('marker', { showsStudent: context.showStudent });
    return this.database.run(async (db) => {
      const { rows, total } = await logPage(
        db,
        { partitionId: context.id, teacherId: auth.userId, judge, filters, order: q.order_id ?? DEFAULT_LOG_ORDER },
        { limit: pageSize, offset: (pageNo - 1) * pageSize },
      );
      const result = rows.map((r, i) => ({
        id: r.id,
        no: (pageNo - 1) * pageSize + i + 1,
        student_name: identified && r.studentName ? r.studentName : MASKED_TEXT,
        finished_time: r.finishedTime.toISOString(),
        total_score: r.totalScore,
        round: r.round,
      }));
      // each record says how its answer's final score was decided
      return { total, result: await withDecisions(db, context, auth.userId, result) };
    });
  }

  async scoreValues(auth: AuthContext, testId: number, q: { partition_id: number; judge?: number }): Promise<RecordScores> {
    const judge = q.judge ?? 0;
    const { context } = await this.marking.authorise(auth, testId, q.partition_id, judge);
    const rows = await this.database.run((db) => scoresOfLogs(db, context.id, auth.userId, judge));
    const totals = new Set<number>();
    const questions: Record<string, { emptys: Record<string, Set<number>>; total_scores: Set<number> }> = {};
    for (const row of rows) {
      totals.add(row.totalScore);
      for (const [showOrder, byKey] of Object.entries(row.questionScore)) {
        const entry = (questions[showOrder] ??= { emptys: {}, total_scores: new Set() });
        entry.total_scores.add(sumScores(Object.values(byKey)));
        for (const [key, score] of Object.entries(byKey)) (entry.emptys[key] ??= new Set()).add(score);
      }
    }
    const sorted = (values: Set<number>) => [...values].sort((a, b) => a - b);
    return {
      total_scores: sorted(totals),
      question_scores: Object.fromEntries(
        Object.entries(questions).map(([showOrder, entry]) => [
          showOrder,
          { emptys: Object.fromEntries(Object.entries(entry.emptys).map(([k, v]) => [k, sorted(v)])), total_scores: sorted(entry.total_scores) },
        ]),
      ),
    };
  }
}
