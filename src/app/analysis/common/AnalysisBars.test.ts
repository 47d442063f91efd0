import { describe, expect, it } from 'vitest';
import { AXIS_NAME_CHARS, axisName, barsOf, sidewaysRates } from './AnalysisBars.tsx';

describe('names on a category axis', () => {
  it('are whole up to the limit and cut with … past it', () => {
    expect(axisName('同角三角函数的基本关系')).toBe('同角三角函数的基本关系');
    const long = '函数零点与方程的根的关系及二分法';
    expect([...long].length).toBeGreaterThan(AXIS_NAME_CHARS);
    expect(axisName(long)).toBe('函数零点与方程的根的关…');
    expect([...axisName(long)].length).toBe(AXIS_NAME_CHARS);
  });
});

describe('a sideways chart of rates', () => {
  const points = [
    { name: '集合的运算', rate: 87.08 },
    { name: '三角函数模型的应用', rate: 42.64 },
    { name: '复数', rate: 68.17 },
  ];
  const chart = sidewaysRates(barsOf(points, (p) => p.name, { 掌握率: (p) => p.rate }));

  it('keeps the rows in their order from the top (nivo draws the first at the bottom)', () => {
    expect(chart.layout).toBe('horizontal');
    expect(chart.data.map((d) => d[chart.indexBy])).toEqual(['复数', '三角函数模型的应用', '集合的运算']);
    expect(chart.data.map((d) => d['掌握率'])).toEqual([68.17, 42.64, 87.08]);
  });

  it('leaves room on the left for the longest name and grows with the rows', () => {
    const oneShort = sidewaysRates(barsOf([points[2]], (p) => p.name, { 掌握率: (p) => p.rate }));
    expect(chart.margin.left).toBeGreaterThan(oneShort.margin.left);
    const many = sidewaysRates(barsOf([...points, ...points, ...points, ...points], (p) => p.name, { 掌握率: (p) => p.rate }));
    expect(many.height).toBeGreaterThan(chart.height);
    expect(chart.axisLeft.format('函数零点与方程的根的关系及二分法')).toBe('函数零点与方程的根的关…');
    expect(chart.axisBottom.format(40)).toBe('40%');
  });
});
