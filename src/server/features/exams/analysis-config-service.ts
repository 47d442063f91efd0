/**
 * An exam's analysis settings (spec 002 §7 analysis-config/{id}): read with the defaults when the
 * exam has set none, and saved whole by its school administrators at any stage of the exam.
 * Score lines out of order are refused naming both lines; nothing is saved then.
 */
import { DEFAULT_ANALYSIS_CONFIG, scoreLineProblem, type AnalysisConfig } from '../../../domain/exam-setup/analysis-config.ts';
import type { components } from '../../../contract/schema.d.ts';
import { msg } from '../../../i18n/server.ts';
import { examSetupWork } from '../../access/exam-work.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './analysis-config-repository.ts';

/** The settings as the contract's PUT sends them (percentages of the full mark, N, margin). */
export type AnalysisConfigBody = components['schemas']['AnalysisConfigBody'];

function describe(examId: number, config: AnalysisConfig, custom: boolean) {
  return {
    examination_id: examId,
    excellent_rate: config.excellentPercent,
    good_rate: config.goodPercent,
    pass_rate: config.passPercent,
    low_rate: config.lowPercent,
    top_n: config.topN,
    potential_margin: config.potentialMargin,
    custom,
  };
}

export class AnalysisConfigService {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, examId: number) {
    return examSetupWork(this.database, auth, examId, 'read', async (db) => {
      const own = await repo.analysisConfigOf(db, examId);
      return describe(examId, own ?? DEFAULT_ANALYSIS_CONFIG, own !== undefined);
    });
  }

  async save(auth: AuthContext, examId: number, body: AnalysisConfigBody) {
    return examSetupWork(this.database, auth, examId, 'change', async (db) => {
      const config: AnalysisConfig = {
        excellentPercent: body.excellent_rate,
        goodPercent: body.good_rate,
        passPercent: body.pass_rate,
        lowPercent: body.low_rate,
        topN: body.top_n,
        potentialMargin: body.potential_margin,
      };
      const problem = scoreLineProblem(config);
      if (problem) throw badRequest(msg.exam.scoreLinesOutOfOrder(msg.exam.scoreLine[problem.higher], msg.exam.scoreLine[problem.lower]));
      await repo.saveAnalysisConfig(db, examId, config);
      return describe(examId, config, true);
    });
  }
}
