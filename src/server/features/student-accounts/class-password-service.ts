/**
 * Resetting a class's passwords (spec 001 §7.3 PATCH /v1/admin/manage/{id}): the class's students
 * sign in again with the initial password (src/domain/student-login.ts), and their accounts'
 * sessions end in every server process. For the administrators of the class's school.
 */
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext, AuthService } from '../auth/auth-service.ts';
import * as repo from './student-account-repository.ts';

export class ClassPasswordService {
  constructor(
    private readonly database: Database,
    private readonly auth: AuthService,
  ) {}

  async reset(who: AuthContext, classId: number): Promise<{ class_id: number; reset: number; had_own_password: number }> {
    const outcome = await this.database.tx(async (db) => {
      const schoolId = await repo.schoolOfClass(db, classId);
      if (schoolId === undefined) throw notFound(msg.organisation.classNotFound);
      if (!(await accessOf(db, who).administersSchool(schoolId))) throw forbidden(msg.organisation.notSchoolAdmin);
      return repo.resetClassPasswords(db, classId);
    });
    for (const userId of outcome.userIds) this.auth.sessionsChanged(userId);
    return { class_id: classId, reset: outcome.students, had_own_password: outcome.hadOwnPassword };
  }
}
