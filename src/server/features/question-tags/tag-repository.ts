/** The SQL of the knowledge-tag tree: the tags the visible bank questions carry, counted per subject. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

export interface TagCount {
  subjectId: number;
  id: number;
  name: string;
  questionCount: number;
}

/** Tags of the public bank questions and of these schools' own (every school's when undefined), optionally of one subject. */
export async function tagCounts(db: Db, schoolIds: readonly number[] | undefined, subjectId: number | undefined): Promise<TagCount[]> {
  const visible =
    schoolIds === undefined
      ? sql`true`
      : sql`(qb.school_id IS NULL OR qb.school_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(schoolIds)}::jsonb))::int))`;
  return query<TagCount>(
    db,
    sql`SELECT qb.subject_id AS "subjectId", (t->>'id')::int AS id, t->>'name' AS name, count(*)::int AS "questionCount"
          FROM question_bank qb, jsonb_array_elements(qb.tags) AS t
         WHERE ${visible} ${subjectId === undefined ? sql`` : sql`AND qb.subject_id = ${subjectId}`}
         GROUP BY 1, 2, 3
         ORDER BY 1, 2`,
  );
}
