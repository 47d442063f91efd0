import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutCard, pageElements } from '../../../domain/answer-card/index.ts';
import { sampleCard } from '../../../domain/answer-card/sample-cards.ts';
import { cardPageSvg } from './card-svg.ts';

const layout = layoutCard(sampleCard({ isPageQRcode: 1 }));
const DPI = 100;
const px = (mm: number) => Math.floor((mm * DPI) / 25.4);

async function raster(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#fff' }).grayscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, at: (xMm: number, yMm: number) => data[px(yMm) * info.width + px(xMm)] };
}

describe('cardPageSvg', () => {
  it('draws the page at the scan size with the anchors where the layout puts them', async () => {
    const page = layout.pages[0];
    const image = await raster(cardPageSvg(page, [], DPI));
    expect(image.width).toBe(Math.round((page.width * DPI) / 25.4));
    for (const anchor of page.anchors) expect(image.at(anchor.x + anchor.width / 2, anchor.y + anchor.height / 2)).toBeLessThan(40);
    expect(image.at(page.width / 2, 5)).toBeGreaterThan(240);
  });

  it('draws a pencil fill over a bubble', async () => {
    const page = layout.pages[0];
    const bubble = pageElements(page).find((element) => element.type === 'bubble' && element.purpose === 'objective');
    if (bubble?.type !== 'bubble') throw new Error('the sample card has objective bubbles');
    const mark = { kind: 'fill' as const, x: bubble.x, y: bubble.y, width: bubble.width, height: bubble.height, grey: 40, opacity: 1 };
    const empty = await raster(cardPageSvg(page, [], DPI));
    const filled = await raster(cardPageSvg(page, [mark], DPI));
    const centre = [bubble.x + bubble.width * 0.3, bubble.y + bubble.height / 2] as const;
    expect(empty.at(...centre)).toBeGreaterThan(200);
    expect(filled.at(...centre)).toBeLessThan(80);
  });

  it('draws light pencil as graphite specks on a pale tint, which a black-and-white threshold keeps as dots', async () => {
    const page = layout.pages[0];
    const bubble = pageElements(page).find((element) => element.type === 'bubble' && element.purpose === 'objective');
    if (bubble?.type !== 'bubble') throw new Error('the sample card has objective bubbles');
    const specks = [
      { x: 0.1, y: 0.15, r: 0.1 },
      { x: 0.4, y: 0.3, r: 0.1 },
      { x: 0.2, y: 0.5, r: 0.1 },
    ];
    const mark = { kind: 'fill' as const, x: bubble.x, y: bubble.y, width: bubble.width, height: bubble.height, grey: 175, opacity: 1, grain: { tile: 0.6, grey: 70, specks } };
    const dpi = 300;
    const { data, info } = await sharp(Buffer.from(cardPageSvg(page, [mark], dpi)), { density: 72 }).grayscale().raw().toBuffer({ resolveWithObject: true });
    const at = (mm: number) => Math.floor((mm * dpi) / 25.4);
    let dots = 0;
    let pixels = 0;
    // the left third of the bubble, clear of its printed letter
    for (let y = at(bubble.y + bubble.height * 0.3); y < at(bubble.y + bubble.height * 0.7); y++) {
      for (let x = at(bubble.x + bubble.width * 0.15); x < at(bubble.x + bubble.width * 0.35); x++) {
        pixels++;
        if (data[y * info.width + x] < 150) dots++;
      }
    }
    expect(dots / pixels).toBeGreaterThan(0.1);
    expect(dots / pixels).toBeLessThan(0.6);
  });
});
