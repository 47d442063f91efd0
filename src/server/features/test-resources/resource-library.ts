/**
 * 校本试卷 (/teachers/paperWork): the files attached to the papers of the caller's schools'
 * exams — question papers, answer keys, listening audio — in one list, narrowed by name, subject
 * and grade, newest first, a page at a time. A file is listed only where the caller may open it
 * (Access.resourceReader, the rule of the paper's own list).
 */
import { subjectName } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeResource } from './test-resource-service.ts';
import * as repo from './test-resource-repository.ts';

export interface LibraryQuery {
  keyword?: string;
  subject_id?: number;
  grade_id?: number;
  page_no?: number;
  page_size?: number;
}

/** A keyword names files by 1 to 50 characters of their name. */
const KEYWORD_MAX = 50;

export async function resourceLibrary(database: Database, auth: AuthContext, q: LibraryQuery) {
  const keyword = q.keyword?.trim() ?? '';
  if (keyword.length > KEYWORD_MAX) throw badRequest(msg.testResources.keywordTooLong(KEYWORD_MAX));
  return database.run(async (db) => {
    const access = accessOf(db, auth);
    const schoolIds = await access.schoolIds();
    const readers = new Map(await Promise.all(schoolIds.map(async (id) => [id, await access.resourceReader(id)] as const)));
    const rows = (await repo.libraryResources(db, schoolIds, { keyword: keyword || undefined, subjectId: q.subject_id, gradeId: q.grade_id })).filter((row) =>
      readers.get(row.schoolId)?.(row),
    );
    const pageSize = q.page_size ?? 20;
    const start = ((q.page_no ?? 1) - 1) * pageSize;
    return {
      total: rows.length,
      result: rows.slice(start, start + pageSize).map((row) => ({
        ...describeResource(row),
        examination_id: row.examId,
        examination_name: row.examName,
        examination_date: row.examDate,
        grade_id: row.gradeId,
        test_name: row.testName,
        subject_id: row.subjectId,
        subject_name: subjectName(row.subjectId),
      })),
    };
  });
}
