import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCAN_ADDRESS_LIFETIME_MS, ScanAddresses, type ScanRef } from './scan-url.ts';

const addresses = new ScanAddresses(randomBytes(32));
const piece: ScanRef = { kind: 'piece', partitionId: 11, studentId: 42, index: 1 };
const sheet: ScanRef = { kind: 'sheet', testId: 3, studentId: 42, side: 2 };
const page: ScanRef = { kind: 'page', pageId: 42 };
const NOW = Date.UTC(2026, 3, 28, 8, 7, 0);
const tokenOf = (url: string) => url.slice('/v1/files/scans/'.length);

describe('sealed scan addresses', () => {
  it('name the scan for the user they were made for', () => {
    for (const ref of [piece, sheet, page]) {
      const url = addresses.url(7, ref, NOW);
      expect(url).toMatch(/^\/v1\/files\/scans\/[A-Za-z0-9_-]{63}$/);
      expect(addresses.open(tokenOf(url), 7, NOW)?.ref).toEqual(ref);
    }
  });

  it('are refused to another user, after they expire, altered or forged', () => {
    const token = tokenOf(addresses.url(7, piece, NOW));
    expect(addresses.open(token, 8, NOW)).toBeUndefined();
    expect(addresses.open(token, 7, NOW + SCAN_ADDRESS_LIFETIME_MS + 15 * 60_000)).toBeUndefined();
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect(addresses.open(altered, 7, NOW)).toBeUndefined();
    expect(addresses.open('A'.repeat(63), 7, NOW)).toBeUndefined();
    expect(addresses.open('t3-p11-s42-0.png', 7, NOW)).toBeUndefined();
    expect(new ScanAddresses(randomBytes(32)).open(token, 7, NOW)).toBeUndefined();
  });

  it('work at least their lifetime and stay the same within a quarter of an hour', () => {
    const url = addresses.url(7, piece, NOW);
    const opened = addresses.open(tokenOf(url), 7, NOW)!;
    expect(opened.expiresAt - NOW).toBeGreaterThanOrEqual(SCAN_ADDRESS_LIFETIME_MS);
    expect(opened.expiresAt - NOW).toBeLessThanOrEqual(SCAN_ADDRESS_LIFETIME_MS + 15 * 60_000);
    expect(addresses.url(7, piece, NOW + 60_000)).toBe(url);
    expect(addresses.url(7, piece, NOW + 20 * 60_000)).not.toBe(url);
    expect(addresses.url(8, piece, NOW)).not.toBe(url);
    expect(addresses.url(7, { ...piece, index: 0 }, NOW)).not.toBe(url);
  });
});
