import { describe, expect, it } from 'vitest';
import { writeRows, writeText, type PenStyle, type Row } from './glyphs.ts';
import { Random } from './random.ts';
import { Raster } from './raster.ts';

const PAPER = 255;
/** A student's pen as penOf makes them: lean, tremor, a grainy pencil. */
const HAND: PenStyle = { size: 24, slant: 0.18, width: 2.9, ink: 60, jitter: 0.04, grain: 40 };
/** The same size written clean: the font's own shapes. */
const PRINT: PenStyle = { size: 24, slant: 0, width: 2.2, ink: 0, jitter: 0 };

const CELL = 64;

function written(char: string, pen: PenStyle, random?: Random): Raster {
  const raster = new Raster(CELL, CELL, PAPER);
  writeText(raster, char, 14, 46, pen, random);
  return raster;
}

/** Ink (0 paper … 1 black) of the pixel at x, y, or paper outside the raster. */
const inkAt = (r: Raster, x: number, y: number) => (x < 0 || y < 0 || x >= r.width || y >= r.height ? 0 : (PAPER - r.data[y * r.width + x]) / PAPER);

/** The best Pearson correlation of two ink images over small shifts of one against the other. */
function likeness(a: Raster, b: Raster, reach = 5): number {
  let best = -1;
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      const n = a.width * a.height;
      for (let y = 0; y < a.height; y++) {
        for (let x = 0; x < a.width; x++) {
          const va = inkAt(a, x, y);
          const vb = inkAt(b, x + dx, y + dy);
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const cov = sab - (sa * sb) / n;
      const spread = Math.sqrt((saa - (sa * sa) / n) * (sbb - (sb * sb) / n));
      if (spread > 0) best = Math.max(best, cov / spread);
    }
  }
  return best;
}

describe('handwritten Chinese', () => {
  const chars = [...'师者传道受业解惑不耻相师天高'];
  const distinct = [...new Set(chars)];
  // print with the hand's own lean: what remains between the two is the hand's unevenness
  const print = new Map(distinct.map((c) => [c, written(c, { ...PRINT, slant: HAND.slant })]));

  it('writes the very characters asked for: each is most like its own print', () => {
    const random = new Random(20260318);
    for (const char of chars) {
      const hand = written(char, HAND, random);
      const own = likeness(hand, print.get(char)!);
      const others = distinct.filter((c) => c !== char).map((c) => likeness(hand, print.get(c)!));
      expect(own, char).toBeGreaterThan(0.6);
      expect(own - Math.max(...others), char).toBeGreaterThan(0.08);
    }
  });

  it('writes every character differently each time, never as print', () => {
    const random = new Random(7);
    const first = written('道', HAND, random);
    const second = written('道', HAND, random);
    expect(first.data).not.toEqual(second.data);
    expect(likeness(first, print.get('道')!, 0)).toBeLessThan(0.95);
  });

  it('gives the same image for the same seed and another for another seed', () => {
    const page = (seed: number) => {
      const raster = new Raster(400, 120, 246);
      writeRows(raster, '因此无论贵贱长幼，道理存在的地方，就是老师存在的地方。', () => [20, 58, 96].map((b) => ({ left: 12, right: 388, baseline: b })), HAND, new Random(seed));
      return raster.data;
    };
    expect(page(5)).toEqual(page(5));
    expect(page(5)).not.toEqual(page(6));
  });

  it('keeps the ink inside the answer area, writing smaller rather than spilling over', () => {
    const area = { x: 40, y: 30, width: 300, height: 80 };
    const raster = new Raster(420, 160, PAPER);
    const rows = (): Row[] => [{ left: area.x + 10, right: area.x + area.width - 10, baseline: area.y + 34 }, { left: area.x + 10, right: area.x + area.width - 10, baseline: area.y + 72 }];
    const text = '不同意。原标题既指“我”回到故乡，也指心灵回到亲情的港湾，一语双关，含蓄隽永。';
    const scale = writeRows(raster, text, rows, HAND, new Random(3));
    expect(scale).toBeLessThan(1);
    let inside = 0;
    for (let y = 0; y < raster.height; y++) {
      for (let x = 0; x < raster.width; x++) {
        if (raster.data[y * raster.width + x] >= 160) continue;
        expect(x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height, `ink at ${x},${y}`).toBe(true);
        inside++;
      }
    }
    // about forty characters of a couple of hundred ink pixels each
    expect(inside).toBeGreaterThan(40 * 60);
  });

  it('writes maths with the pen and the font together: digits, signs and Chinese on one line', () => {
    const raster = new Raster(600, 60, PAPER);
    const end = writeText(raster, '∵sinB≠0 ∴cosA=1/2，由正弦定理', 10, 40, HAND, new Random(1));
    expect(end).toBeGreaterThan(300);
    expect(raster.darkShare(128)).toBeGreaterThan(2);
  });
});
