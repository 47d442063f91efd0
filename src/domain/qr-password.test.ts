import { describe, expect, it } from 'vitest';
import { maskRealName, maskUserName, qrRefreshDelayMs } from './qr-password.ts';

describe('QR password codes', () => {
  it('are replaced 10 s before they expire, every 300 000 ms when the expiry is unknown', () => {
    expect(qrRefreshDelayMs(300)).toBe(290_000);
    expect(qrRefreshDelayMs(60)).toBe(50_000);
    expect(qrRefreshDelayMs(undefined)).toBe(300_000);
    expect(qrRefreshDelayMs(0)).toBe(300_000);
    expect(qrRefreshDelayMs(8)).toBe(300_000);
  });

  it('show a device that is not the user’s only the ends of the account', () => {
    expect(maskUserName('13812345678')).toBe('13*******78');
    expect(maskUserName('marker06')).toBe('ma****06');
    expect(maskUserName('abc')).toBe('a*c');
    expect(maskUserName('ab')).toBe('a*');
    expect(maskRealName('孙阳志')).toBe('孙**');
    expect(maskRealName('王')).toBe('王*');
    expect(maskRealName('')).toBe('');
  });
});
