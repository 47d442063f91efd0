/** Contract operations of the QR password change (/v1/wechat/scan-qrcode). */
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { bearerToken, requireAuth } from '../../plugins/auth.ts';
import { QrMessage, type QrPasswordService } from './qr-service.ts';

/**
 * The address the phone opens. PUBLIC_ORIGIN names it when the server sits behind a proxy whose
 * address the request does not show; otherwise it is the address the desktop used.
 */
function originOf(request: FastifyRequest): string {
  const configured = process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}

export function qrHandlers(qr: QrPasswordService): Handlers {
  return {
    async issueQrCode(request) {
      return ok(await qr.issue(requireAuth(request), request.query.scene, originOf(request)));
    },
    async getQrScene(request) {
      return ok(await qr.scene(requireAuth(request), request.params.token));
    },
    async scanQrCode(request) {
      return ok(await qr.scan(request.params.token, bearerToken(request)), QrMessage.scanned);
    },
    async setPasswordByQrCode(request) {
      await qr.setPassword(requireAuth(request), request.params.token, request.body.old_password, request.body.password);
      return ok(null, QrMessage.changed);
    },
  };
}
