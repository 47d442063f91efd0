/**
 * Changing the password by scanning a QR code (spec 002 §2 change-password dialog tab 2, §4
 * "QR password reset", §7, §9). The code opens the product's own confirmation page on a phone.
 */
/** The scene name the dialog asks for (spec 002 §7: scene=wechatQrcodeChangePwd). */
export const QR_CHANGE_PASSWORD_SCENE = 'wechatQrcodeChangePwd';

export const QrScene = {
  waiting: 'waiting',
  scanned: 'scanned',
  unbound: 'unbound',
  operated: 'operated',
  expired: 'expired',
} as const;
export type QrScene = (typeof QrScene)[keyof typeof QrScene];

/** How long a code is valid; the refresh default below is the same 300 000 ms (spec 002 §4). */
export const QR_CODE_TTL_SECONDS = 300;
/** Spec 002 §4: "The scan result scene is polled every 1 s." */
export const QR_POLL_INTERVAL_MS = 1000;
/** Spec 002 §4: "refreshed on a timer of expire_seconds minus 10 s, else 300000 ms by default". */
export const QR_REFRESH_MARGIN_SECONDS = 10;
export const QR_DEFAULT_REFRESH_MS = 300_000;
/** Spec 002 §9: "QR code width 200, margin 2". */
export const QR_IMAGE_WIDTH = 200;
export const QR_IMAGE_MARGIN = 2;

/** When the dialog fetches a new code: 10 s before the old one expires. */
export function qrRefreshDelayMs(expireSeconds: number | undefined): number {
  if (!expireSeconds || !Number.isFinite(expireSeconds) || expireSeconds <= QR_REFRESH_MARGIN_SECONDS) return QR_DEFAULT_REFRESH_MS;
  return (expireSeconds - QR_REFRESH_MARGIN_SECONDS) * 1000;
}

/** A user name shown to a device that is not signed in as that user: its ends only. */
export function maskUserName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 4) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}

/** A real name shown to such a device: the family name only. */
export function maskRealName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}
