/** The students a task covers: the ones it names, else those of its classes who sat a paper of the exam. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import type { TaskScope } from '../../features/tasks/task-scope.ts';

export interface ScopeStudent {
  id: number;
  name: string;
  examNumber: string;
  classId: number;
  className: string;
}

export async function studentsOfScope(db: Db, scope: TaskScope): Promise<ScopeStudent[]> {
  const testIds = scope.tests.map((t) => t.id);
  const list = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = await query<{ id: number; name: string; exam_number: string; class_id: number; class_name: string }>(
    db,
    sql`SELECT s.id, s.name, s.exam_number, s.class_id, c.name AS class_name
        FROM students s JOIN classes c ON c.id = s.class_id
        WHERE s.id IN (SELECT u.student_id FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id IN (${list(testIds)})
                       UNION SELECT o.student_id FROM objective_answers o WHERE o.test_id IN (${list(testIds)}))
          ${scope.classes ? (scope.classes.length ? sql`AND s.class_id IN (${list(scope.classes.map((c) => c.id))})` : sql`AND false`) : sql``}
          ${scope.studentIds ? sql`AND s.id IN (${list(scope.studentIds)})` : sql``}
        ORDER BY c.name, s.exam_number`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, examNumber: r.exam_number, classId: Number(r.class_id), className: r.class_name }));
}
