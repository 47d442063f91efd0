import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grayImage } from '../../domain/recognition/index.ts';
import { readPageQr } from './page-qr.ts';

/** A white 600×400 page with the QR code of `value` at (450, 250), about 120 px wide. */
async function pageWithQr(value: string) {
  const qr = await QRCode.toBuffer(value, { errorCorrectionLevel: 'M', margin: 2, width: 120 });
  const { data, info } = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#fff' } })
    .composite([{ input: qr, left: 450, top: 250 }])
    .grayscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

afterEach(() => vi.unstubAllGlobals());

describe('readPageQr', () => {
  it('reads the page key from the whole page and from near where the template puts it, without the network', async () => {
    // the WebAssembly binary comes from the installed package: any fetch fails the test
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in recognition')));
    const page = await pageWithQr('42-2');
    expect(await readPageQr(page)).toBe('42-2');
    expect(await readPageQr(page, { x: 460, y: 260, width: 100, height: 100 })).toBe('42-2');
  });

  it('answers null where there is no QR code', async () => {
    const page = await pageWithQr('42-1');
    expect(await readPageQr(page, { x: 20, y: 20, width: 100, height: 100 })).toBeNull();
    expect(await readPageQr(grayImage(300, 200, 255))).toBeNull();
  });
});
