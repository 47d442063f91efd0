/**
 * The basket's test paper for printing (GET /v1/download/testpaper, issue 20): the questions
 * are read as the caller may use them (question/manage), put in the outline of the paper and
 * written as .docx or PDF, the students' version or the teachers' with answers and explanations.
 */
import { subjectName } from '../../../domain/enums.ts';
import { paperOutline } from '../../../domain/test-paper.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './bank-repository.ts';
import { testPaperDocx, testPaperPdf } from './test-paper-files.ts';
import { msg } from '../../../i18n/server.ts';

export interface TestPaperQuery {
  title: string;
  question_ids?: number[];
  scores?: number[];
  groups?: string[];
  format?: 'docx' | 'pdf';
  version?: 'student' | 'teacher';
}

/**
 * The basket's questions in its order, each with its score and big question (default its type
 * name), read from the bank the caller may use: refused when empty, when scores or groups are not
 * one per question, and naming a question that is unknown or not usable, or (given `subjectId`) of
 * another subject.
 */
export async function basketEntries(db: Db, auth: AuthContext, q: Pick<TestPaperQuery, 'question_ids' | 'scores' | 'groups'>, subjectId?: number) {
  const ids = q.question_ids ?? [];
  if (ids.length === 0) throw badRequest(msg.bank.emptyBasket);
  const scores = q.scores ?? [];
  const groups = q.groups ?? [];
  if (scores.length !== ids.length || (groups.length > 0 && groups.length !== ids.length)) throw badRequest(msg.bank.onePerQuestion);
  const schoolIds = await accessOf(db, auth).visibleSchoolIds();
  const questions = await repo.usableQuestions(db, schoolIds && { schoolIds }, ids);
  return ids.map((id, i) => {
    const question = questions.get(id);
    if (!question) throw notFound(msg.bank.questionNotFound(id));
    if (subjectId !== undefined && question.subjectId !== subjectId) throw badRequest(msg.exam.bankOtherSubject(i + 1, subjectName(subjectId)));
    return { question, score: scores[i], group: groups[i] ?? question.typeName };
  });
}

export const TEST_PAPER_MEDIA_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

export class TestPaperService {
  constructor(private readonly database: Database) {}

  async file(auth: AuthContext, q: TestPaperQuery): Promise<{ bytes: Buffer; mediaType: string; name: string }> {
    const entries = await this.database.run((db) => basketEntries(db, auth, q));
    const format = q.format ?? 'docx';
    const file = { title: q.title.trim(), sections: paperOutline(entries), teacher: q.version === 'teacher' };
    const bytes = format === 'pdf' ? await testPaperPdf(file) : await testPaperDocx(file);
    return { bytes, mediaType: TEST_PAPER_MEDIA_TYPES[format], name: `${file.title}${file.teacher ? msg.bank.teacherFileSuffix : ''}.${format}` };
  }
}
