/**
 * The address a phone opens from a QR code (the password change of spec 002). It must not come
 * from what a request claims: a forged Host header would point the user's phone at another site
 * with a live token in the link. In order:
 * 1. PUBLIC_ORIGIN, the address the operator configured (needed behind a reverse proxy);
 * 2. the request's host (Host, or X-Forwarded-Host from a trusted proxy) when ALLOWED_HOSTS
 *    lists it — names with a port match that port only, names without one any port;
 * 3. the address the connection reached on this server (on a school network, the address the
 *    desktop typed, which the phone reaches too);
 * 4. http://localhost:PORT when there is no connection (calls made in process).
 */
import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';

type Environment = Record<string, string | undefined>;

const HOST_FORMAT = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function allowedHostsOf(environment: Environment): string[] {
  return (environment.ALLOWED_HOSTS ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

function withoutPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

/** Whether the allow-list admits the host (`name` or `name:port`, lower case). */
export function isAllowedHost(host: string, allowed: string[]): boolean {
  if (!HOST_FORMAT.test(host)) return false;
  return allowed.some((entry) => entry === host || (!/:\d+$/.test(entry) && entry === withoutPort(host)));
}

function socketOrigin(request: FastifyRequest): string | undefined {
  const { localAddress, localPort } = request.raw.socket;
  if (!localAddress || !localPort) return undefined;
  const address = localAddress.replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  const scheme = (request.raw.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  return `${scheme}://${host}:${localPort}`;
}

export function publicOriginOf(request: FastifyRequest, environment: Environment = process.env): string {
  const configured = environment.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const host = (request.host ?? '').toLowerCase();
  if (isAllowedHost(host, allowedHostsOf(environment))) return `${request.protocol}://${host}`;
  return socketOrigin(request) ?? `http://localhost:${environment.PORT || 8080}`;
}
