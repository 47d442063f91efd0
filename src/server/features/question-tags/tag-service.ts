/**
 * The knowledge-tag tree (/v1/question/tag-tree, spec 001 §7.3): each subject with the knowledge
 * tags its bank questions carry and how many questions carry each, from the public bank and the
 * caller's schools' own questions (every school's for the super administrator, as the access
 * layer answers). Tags are flat in the bank, so the tree has two levels: subject, then tag.
 */
import { subjectName } from '../../../domain/enums.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './tag-repository.ts';

export class TagService {
  constructor(private readonly database: Database) {}

  tree(who: AuthContext, subjectId: number | undefined) {
    return this.database.run(async (db) => {
      const counts = await repo.tagCounts(db, await accessOf(db, who).visibleSchoolIds(), subjectId);
      const subjects = [...new Set(counts.map((c) => c.subjectId))];
      return {
        result: subjects.map((id) => ({
          id,
          name: subjectName(id),
          children: counts.filter((c) => c.subjectId === id).map((c) => ({ id: c.id, name: c.name, question_count: c.questionCount })),
        })),
      };
    });
  }
}
