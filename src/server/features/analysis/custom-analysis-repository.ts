/** The SQL of the custom analyses teachers save for an exam (custom-analysis[/{id}]). */
import { and, desc, eq } from 'drizzle-orm';
import type { CustomFigure } from '../../../domain/statistics/custom-figures.ts';
import type { Db } from '../../db/database.ts';
import { customAnalyses } from '../../db/schema.ts';

export interface NewCustomAnalysis {
  examId: number;
  userId: number;
  name: string;
  classIds: number[];
  testIds: number[];
  figures: CustomFigure[];
}

export interface CustomAnalysisRow extends NewCustomAnalysis {
  id: number;
  createdAt: Date;
}

export async function insertCustomAnalysis(db: Db, row: NewCustomAnalysis): Promise<number> {
  const [{ id }] = await db.insert(customAnalyses).values(row).returning({ id: customAnalyses.id });
  return id;
}

/** A user's saved analyses of an exam, newest first. */
export async function customAnalysesOf(db: Db, examId: number, userId: number): Promise<CustomAnalysisRow[]> {
  const rows = await db
    .select()
    .from(customAnalyses)
    .where(and(eq(customAnalyses.examId, examId), eq(customAnalyses.userId, userId)))
    .orderBy(desc(customAnalyses.createdAt), desc(customAnalyses.id));
  return rows as CustomAnalysisRow[];
}

export async function customAnalysisById(db: Db, id: number): Promise<CustomAnalysisRow | undefined> {
  const rows = await db.select().from(customAnalyses).where(eq(customAnalyses.id, id));
  return rows[0] as CustomAnalysisRow | undefined;
}

export async function deleteCustomAnalysis(db: Db, id: number): Promise<void> {
  await db.delete(customAnalyses).where(eq(customAnalyses.id, id));
}
