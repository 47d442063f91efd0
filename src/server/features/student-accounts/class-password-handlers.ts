/** Contract operation of resetting a class's student passwords (PATCH /v1/admin/manage/{id}). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ClassPasswordService } from './class-password-service.ts';

export function classPasswordHandlers(passwords: ClassPasswordService): Handlers {
  return {
    resetClassPasswords: signedIn(
      (caller, { params }) => passwords.reset(caller, params.id),
      (result) => msg.organisation.classPasswordsReset(result.reset),
    ),
  };
}
