/** Contract operation of choosing between two sheets of one student (spec 002 §7 repeat-student-question). */
import { msg } from '../../../i18n/server.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { RepeatSheetService } from './repeat-sheet-service.ts';

export function repeatSheetHandlers(repeats: RepeatSheetService): Handlers {
  return {
    resolveRepeatStudentSheet: signedIn((caller, { params, body }) => repeats.resolve(caller, params.id, body), msg.scanExceptions.repeatResolved),
  };
}
