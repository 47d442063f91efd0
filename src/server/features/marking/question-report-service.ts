/** Question error reports (题目纠错): a marker tells the school a question or its answer is wrong. */
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { insertQuestionReport, questionExists } from './question-report-repository.ts';
import { msg } from '../../../i18n/server.ts';


export class QuestionReports {
  constructor(private readonly database: Database) {}

  async report(auth: AuthContext, body: { subject_id: number; question_id: number; message: string }): Promise<void> {
    await this.database.run(async (db) => {
      if (!(await questionExists(db, body.question_id))) throw notFound(msg.marking.unknownQuestion);
      await insertQuestionReport(db, { userId: auth.userId, subjectId: body.subject_id, questionId: body.question_id, message: body.message.trim() });
    });
  }
}
