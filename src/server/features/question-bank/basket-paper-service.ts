/**
 * Papers saved from the question basket (试卷篮, /teachers/examinationBasket): a teacher keeps the
 * basket's questions, scores and big questions under a title, opens the paper in the basket again
 * on any browser, and may share it with the colleagues of their school. The questions are checked
 * as the test-paper download checks them (basketEntries); opening a paper reads them again as the
 * caller may use them now, so a question since removed or closed is left out and counted.
 */
import type { operations } from '../../../contract/schema.d.ts';
import { subjectName } from '../../../domain/enums.ts';
import { accessOf, type Access } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './basket-paper-repository.ts';
import type { BasketPaperRow, PaperReader } from './basket-paper-repository.ts';
import { usableQuestions } from './bank-repository.ts';
import { describeAll, schoolOf } from './bank-service.ts';
import { basketEntries } from './test-paper-service.ts';
import { msg } from '../../../i18n/server.ts';

const DEFAULT_PAGE_SIZE = 20;

export type BasketPaperBody = NonNullable<operations['saveBasketPaper']['requestBody']>['content']['application/json'];

async function readerOf(access: Access): Promise<PaperReader> {
  return { userId: access.who.userId, schoolIds: await access.visibleSchoolIds() };
}

function summary(row: BasketPaperRow, userId: number) {
  return {
    id: row.id,
    title: row.title,
    subject_id: row.subjectId,
    subject_name: subjectName(row.subjectId),
    question_count: row.questionIds.length,
    total_score: row.scores.reduce((sum, score) => sum + score, 0),
    shared: row.shared,
    mine: row.userId === userId,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

export class BasketPaperService {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, q: { subject_id?: number; page_no?: number; page_size?: number }) {
    const pageSize = q.page_size ?? DEFAULT_PAGE_SIZE;
    return this.database.run(async (db) => {
      const reader = await readerOf(accessOf(db, auth));
      const { total, rows } = await repo.listBasketPapers(db, reader, { subjectId: q.subject_id, limit: pageSize, offset: ((q.page_no ?? 1) - 1) * pageSize });
      return { total, result: rows.map((row) => summary(row, auth.userId)) };
    });
  }

  async save(auth: AuthContext, body: BasketPaperBody) {
    const title = body.title.trim();
    if (!title) throw badRequest(msg.bank.paperTitleRequired);
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      const entries = await basketEntries(db, auth, body, body.subject_id);
      const schoolId = await schoolOf(access, undefined);
      const id = await repo.insertBasketPaper(db, {
        schoolId,
        userId: auth.userId,
        subjectId: body.subject_id,
        title,
        questionIds: entries.map((entry) => entry.question.id),
        scores: entries.map((entry) => entry.score),
        groups: entries.map((entry) => entry.group),
        shared: body.shared ?? false,
      });
      return summary((await repo.readableBasketPaper(db, await readerOf(access), id))!, auth.userId);
    });
  }

  async open(auth: AuthContext, id: number) {
    return this.database.run(async (db) => {
      const access = accessOf(db, auth);
      const row = await repo.readableBasketPaper(db, await readerOf(access), id);
      if (!row) throw notFound(msg.bank.paperNotFound);
      const schoolIds = await access.visibleSchoolIds();
      const usable = await usableQuestions(db, schoolIds && { schoolIds }, row.questionIds);
      const kept = row.questionIds.flatMap((questionId, i) => {
        const question = usable.get(questionId);
        return question ? [{ question, score: row.scores[i], group: row.groups[i] }] : [];
      });
      const described = await describeAll(access, kept.map((entry) => entry.question));
      return {
        ...summary(row, auth.userId),
        missing_count: row.questionIds.length - kept.length,
        items: kept.map((entry, i) => ({ question: described[i], score: entry.score, group: entry.group })),
      };
    });
  }

  async remove(auth: AuthContext, id: number) {
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      const row = await repo.readableBasketPaper(db, await readerOf(access), id);
      if (!row) throw notFound(msg.bank.paperNotFound);
      if (row.userId !== auth.userId && !(await access.administersSchool(row.schoolId))) throw forbidden(msg.bank.paperNotYours);
      await repo.deleteBasketPaper(db, id);
      return { id };
    });
  }
}
