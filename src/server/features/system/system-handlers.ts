import { ErrorCode } from '../../../domain/errors.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { msg } from '../../../i18n/server.ts';

export function systemHandlers(database: Database): Handlers {
  return {
    async getHealth() {
      try {
        await database.query('SELECT 1');
      } catch {
        throw new AppError(ErrorCode.serviceUnavailable, msg.common.databaseUnavailable);
      }
      return ok({ status: 'ok' as const, database: database.driver });
    },
  };
}
