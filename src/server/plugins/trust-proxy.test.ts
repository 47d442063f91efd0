import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustedProxies, TrustProxyError } from './trust-proxy.ts';

/** The client address a server configured with TRUST_PROXY=value sees for one request. */
async function clientAddress(value: string | undefined, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustedProxies(value) });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  try {
    const response = await app.inject({ url: '/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
    return (JSON.parse(response.body) as { ip: string }).ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or 0: the connection is the client, whatever the header says', async () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('0')).toBe(false);
    expect(await clientAddress(undefined, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await clientAddress('0', '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  it('1 means a proxy on this machine only: a remote client cannot forge its address', async () => {
    expect(trustedProxies('1')).toEqual(['loopback']);
    expect(await clientAddress('1', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    // behind the local proxy the client is the address the proxy appended, not what it forged
    expect(await clientAddress('1', '127.0.0.1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('1', '::1', '203.0.113.8')).toBe('203.0.113.8');
  });

  it('takes a list of proxy addresses and CIDR ranges', async () => {
    expect(trustedProxies(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8')).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    // two proxies in a row: both skipped, the client before them counts
    expect(await clientAddress('10.0.0.5,10.1.0.0/16', '10.0.0.5', '192.0.2.1, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(await clientAddress('10.0.0.5', '10.0.0.6', '192.0.2.1')).toBe('10.0.0.6');
  });

  it('refuses anything else at start, naming the entry', () => {
    for (const bad of ['true', '2', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1']) {
      expect(() => trustedProxies(bad)).toThrow(TrustProxyError);
    }
    expect(() => trustedProxies('10.0.0.5,nope')).toThrow(/「nope」/);
  });
});
