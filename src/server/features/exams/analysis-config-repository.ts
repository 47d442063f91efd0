/** The SQL of an exam's analysis settings (analysis-config/{id}). */
import { eq } from 'drizzle-orm';
import type { AnalysisConfig } from '../../../domain/exam-setup/analysis-config.ts';
import type { Db } from '../../db/database.ts';
import { examAnalysisConfigs } from '../../db/schema.ts';

/** The exam's own settings, or undefined when it keeps the defaults. */
export async function analysisConfigOf(db: Db, examId: number): Promise<AnalysisConfig | undefined> {
  const rows = await db.select().from(examAnalysisConfigs).where(eq(examAnalysisConfigs.examId, examId));
  if (rows.length === 0) return undefined;
  const { examId: _exam, ...config } = rows[0];
  return config;
}

export async function saveAnalysisConfig(db: Db, examId: number, config: AnalysisConfig): Promise<void> {
  await db.insert(examAnalysisConfigs).values({ examId, ...config }).onConflictDoUpdate({ target: examAnalysisConfigs.examId, set: config });
}
