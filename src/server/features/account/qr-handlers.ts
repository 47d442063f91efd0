/** Contract operations of the QR password change (/v1/wechat/scan-qrcode). */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { publicOriginOf } from '../../http/public-origin.ts';
import { bearerToken, requireAuth } from '../../plugins/auth.ts';
import { type QrPasswordService } from './qr-service.ts';
import { msg } from '../../../i18n/server.ts';

export function qrHandlers(qr: QrPasswordService): Handlers {
  return {
    async issueQrCode(request) {
      return ok(await qr.issue(requireAuth(request), request.query.scene, publicOriginOf(request)));
    },
    async getQrScene(request) {
      return ok(await qr.scene(requireAuth(request), request.params.token));
    },
    async scanQrCode(request) {
      return ok(await qr.scan(request.params.token, bearerToken(request)), msg.account.qrScanned);
    },
    async setPasswordByQrCode(request) {
      await qr.setPassword(requireAuth(request), request.params.token, request.body.old_password, request.body.password);
      return ok(null, msg.common.changed);
    },
  };
}
