import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fillRect, grayImage } from '../../domain/recognition/index.ts';
import { msg } from '../../i18n/server.ts';
import { cropPng, partitionCrops } from './crops.ts';
import { decodeScan, grayInput } from './decode.ts';

/** A 40×30 colour picture: white with a red square and a black one. */
async function colourPicture(): Promise<Sharp> {
  const image = sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } });
  const black = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } }).png().toBuffer();
  const red = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return image.composite([
    { input: black, left: 5, top: 5 },
    { input: red, left: 25, top: 5 },
  ]);
}
type Sharp = ReturnType<typeof sharp>;

describe('decodeScan', () => {
  it('decodes PNG, JPEG and TIFF to one grey byte per pixel', async () => {
    for (const format of ['png', 'jpeg', 'tiff'] as const) {
      const bytes = await (await colourPicture()).toFormat(format).toBuffer();
      const [page, ...more] = await decodeScan(bytes);
      expect(more).toEqual([]);
      expect(page.width).toBe(40);
      expect(page.height).toBe(30);
      expect(page.data.length).toBe(40 * 30);
      expect(page.data[10 * 40 + 10]).toBeLessThan(30);
      expect(page.data[25 * 40 + 35]).toBeGreaterThan(230);
      // red is a mid grey in luminance, neither paper nor ink
      expect(page.data[10 * 40 + 30]).toBeGreaterThan(40);
      expect(page.data[10 * 40 + 30]).toBeLessThan(160);
    }
  });

  it('keeps the grey of a grey page scanned in colour, as a grey file would give it', async () => {
    const colour = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: 120, g: 120, b: 120 } } }).png().toBuffer();
    const grey = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: 120, g: 120, b: 120 } } }).toColourspace('b-w').png().toBuffer();
    const [fromColour] = await decodeScan(colour);
    const [fromGrey] = await decodeScan(grey);
    expect(fromColour.data[55]).toBe(120);
    expect([...fromColour.data]).toEqual([...fromGrey.data]);
  });

  it('tells the resolution the file states, and none when it states none', async () => {
    const stated = await (await colourPicture()).withMetadata({ density: 300 }).png().toBuffer();
    expect((await decodeScan(stated))[0].dpi).toBe(300);
    expect((await decodeScan(await (await colourPicture()).png().toBuffer()))[0].dpi).toBeNull();
  });

  it('lays a transparent scan on white paper', async () => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const [page] = await decodeScan(bytes);
    expect(page.data.every((value) => value === 255)).toBe(true);
  });

  it('reads every page of a multi-page TIFF', async () => {
    const first = grayImage(20, 10, 255);
    const second = grayImage(20, 10, 0);
    const stacked = await sharp(Buffer.concat([Buffer.from(first.data), Buffer.from(second.data)]), { raw: { width: 20, height: 20, channels: 1, pageHeight: 10 } })
      .tiff()
      .toBuffer();
    const pages = await decodeScan(stacked);
    expect(pages.map((page) => [page.width, page.height, page.data[0]])).toEqual([
      [20, 10, 255],
      [20, 10, 0],
    ]);
  });

  it('answers 400 with a message naming the formats for a file that is no picture, and for an empty one', async () => {
    await expect(decodeScan(new TextEncoder().encode('not a scan at all'))).rejects.toMatchObject({ code: 400, message: msg.recognition.unreadableImage });
    await expect(decodeScan(new Uint8Array(0))).rejects.toMatchObject({ code: 400, message: msg.recognition.emptyImage });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
    await expect(decodeScan(gif)).rejects.toMatchObject({ code: 400, message: msg.recognition.unreadableImage });
  });
});

describe('crops', () => {
  const page = grayImage(100, 80, 250);
  fillRect(page, 20, 10, 30, 20, 0);

  it('cuts a rectangle out as a PNG of its size and content', async () => {
    const png = await cropPng(page, { x: 20, y: 10, width: 30, height: 20 });
    expect((await sharp(png).metadata()).channels).toBe(1);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([30, 20]);
    expect(data.every((value) => value === 0)).toBe(true);
    const pieces = await partitionCrops(page, [{ partition: 2, rects: [{ x: 0, y: 0, width: 10, height: 10 }, { x: 90, y: 70, width: 10, height: 10 }] }]);
    expect(pieces.map((piece) => [piece.partition, piece.pngs.length])).toEqual([[2, 2]]);
  });

  it('refuses a rectangle reaching outside the scan', async () => {
    await expect(cropPng(page, { x: 90, y: 0, width: 20, height: 10 })).rejects.toMatchObject({ code: 400, message: msg.recognition.cropOutside });
  });

  it('gives sharp the grey array as it is', async () => {
    const { info } = await grayInput(page).png().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 80]);
  });
});
