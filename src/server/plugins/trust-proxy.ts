/**
 * Which connections may tell the client's address in `X-Forwarded-For` (TRUST_PROXY). Login
 * attempts are counted per client address, so trusting the header from anyone would let every
 * guess claim an address of its own. Unset or `0`: no proxy, the connection's own address
 * counts. `1`: a reverse proxy on this machine (loopback addresses). Otherwise a comma-separated
 * list of the proxies' addresses or CIDR ranges. The client address is then the last address in
 * the header that is not one of these proxies, so entries a client forged in front of its own
 * are never read.
 */
import { isIP } from 'node:net';
import { msg } from '../../i18n/server.ts';

/** proxy-addr's names for the loopback range (127.0.0.1/8, ::1/128). */
const LOOPBACK = 'loopback';

export class TrustProxyError extends Error {
  constructor(value: string, entry: string) {
    super(msg.startup.badTrustProxy(value, entry));
    this.name = 'TrustProxyError';
  }
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** The trusted proxies for Fastify's `trustProxy` option; false when there are none. */
export function trustedProxies(value: string | undefined): string[] | false {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (text === '1') return [LOOPBACK];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) if (!isAddressOrRange(entry)) throw new TrustProxyError(text, entry);
  return entries;
}
