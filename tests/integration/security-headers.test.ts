/**
 * Security headers on every answer, and a QR-code link whose host a forged Host header cannot
 * choose: PUBLIC_ORIGIN when configured, a Host the ALLOWED_HOSTS list names, otherwise the
 * address the connection reached.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { signIn } from '../support/api.ts';
import { sharedByFile, openDemoTestApp } from './helpers.ts';

const QR_SCENE = 'wechatQrcodeChangePwd';
const testApp = sharedByFile(() => openDemoTestApp(6));
let token: string;

beforeAll(async () => {
  token = (await signIn(testApp.call, 'marker01', DEMO_PASSWORD)).token;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The link of a new QR code, asked for with the given Host header. */
async function qrLink(host: string): Promise<string> {
  const answer = await testApp.app.inject({ url: `/v1/wechat/scan-qrcode?scene=${QR_SCENE}`, headers: { host, authorization: `Bearer ${token}` } });
  expect(answer.statusCode).toBe(200);
  return (JSON.parse(answer.body) as { data: { url: string } }).data.url;
}

describe('security headers', () => {
  it('come with API answers and error answers alike', async () => {
    for (const url of ['/v1/user/public-key', '/v1/no-such-thing']) {
      const answer = await testApp.app.inject({ url });
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      // the scan screen calls the local scanner service on the teacher's computer
      expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:7000/);
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('the QR-code link', () => {
  it('ignores a forged Host header when nothing is configured', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', '');
    vi.stubEnv('ALLOWED_HOSTS', '');
    const link = await qrLink('evil.example');
    expect(new URL(link).host).not.toBe('evil.example');
    expect(link).toMatch(/^http:\/\/localhost:\d+\/auth\/qrcode\/[\w-]+$/);
  });

  it('uses the address the connection reached on this server, whatever the Host header says', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', '');
    vi.stubEnv('ALLOWED_HOSTS', '');
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (testApp.app.server.address() as AddressInfo).port;
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: `/v1/wechat/scan-qrcode?scene=${QR_SCENE}`, headers: { host: 'evil.example', authorization: `Bearer ${token}` } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end();
    });
    const link = (JSON.parse(body) as { data: { url: string } }).data.url;
    expect(link.startsWith(`http://127.0.0.1:${port}/auth/qrcode/`)).toBe(true);
  });

  it('takes the Host header only when ALLOWED_HOSTS names it', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', '');
    vi.stubEnv('ALLOWED_HOSTS', 'school.example, yuejuan.example:8443');
    expect(await qrLink('school.example:8080')).toMatch(/^http:\/\/school\.example:8080\/auth\/qrcode\//);
    expect(await qrLink('yuejuan.example:8443')).toMatch(/^http:\/\/yuejuan\.example:8443\/auth\/qrcode\//);
    expect(new URL(await qrLink('yuejuan.example:9999')).host).not.toBe('yuejuan.example:9999');
    expect(new URL(await qrLink('school.example.evil.example')).host).not.toBe('school.example.evil.example');
    expect(new URL(await qrLink('evil.example/@school.example')).host).not.toContain('evil');
  });

  it('is PUBLIC_ORIGIN when configured', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://yuejuan.example.edu.cn/');
    vi.stubEnv('ALLOWED_HOSTS', 'school.example');
    expect(await qrLink('school.example')).toMatch(/^https:\/\/yuejuan\.example\.edu\.cn\/auth\/qrcode\//);
  });
});
