/** Contract operations of sign-in and account: parse, call the service, answer. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { AuthService, ClientApp } from './auth-service.ts';
import { SignInGate } from './sign-in-gate.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { msg } from '../../../i18n/server.ts';

function clientApp(headers: Record<string, string | string[] | undefined>): ClientApp {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  return { appName: first(headers.appname).slice(0, 64), platform: first(headers.platform).slice(0, 64) };
}

export function authHandlers(auth: AuthService): Handlers {
  const signIns = new SignInGate();
  return {
    async getPublicKey() {
      return ok({ public_key: auth.publicKey });
    },
    async login(request) {
      const info = await signIns.run(() => auth.login(request.body.username, request.body.password, request.ip, clientApp(request.headers)));
      return ok(info, msg.auth.loggedIn);
    },
    async logout(request) {
      await auth.logout(requireAuth(request));
      return ok(null, msg.auth.loggedOut);
    },
    async getUserInfo(request) {
      return ok(await auth.userInfo(requireAuth(request), request.params.id));
    },
    async switchGroup(request) {
      return ok(await auth.switchGroup(requireAuth(request), request.body.group_id), msg.auth.roleSwitched);
    },
    async changePassword(request) {
      await auth.changePassword(requireAuth(request), request.body.old_password, request.body.password);
      return ok(null, msg.common.changed);
    },
    async changePasswordPost(request) {
      await auth.changePassword(requireAuth(request), request.body.old_password, request.body.password);
      return ok(null, msg.common.changed);
    },
    async lockScreen(request) {
      await auth.lockScreen(requireAuth(request), request.params.id);
      return ok(null, msg.auth.locked);
    },
    async unlockScreen(request) {
      await auth.unlockScreen(requireAuth(request), request.params.id, request.body.password);
      return ok(null, msg.auth.unlocked);
    },
    async issueMarkingToken(request) {
      return ok(await auth.issueMarkingToken(requireAuth(request), clientApp(request.headers)));
    },
    async checkMarkingToken(request) {
      return ok(await auth.markingTokenInfo(requireAuth(request)));
    },
    async renewMarkingToken(request) {
      return ok(await auth.renewMarkingToken(requireAuth(request)));
    },
  };
}
