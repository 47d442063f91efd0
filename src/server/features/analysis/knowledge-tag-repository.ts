/** The SQL of tagging a paper's questions with knowledge points (POST /v1/examanalysis/test-tag). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { questions } from '../../db/schema.ts';

export interface KnowledgeTag {
  id: number;
  name: string;
}

/** Replaces the knowledge tags of one question. */
export async function setQuestionTags(db: Db, questionId: number, tags: readonly KnowledgeTag[]): Promise<void> {
  await db.update(questions).set({ tags: [...tags] }).where(eq(questions.id, questionId));
}
