import { describe, expect, it } from 'vitest';
import { finishEstimate, perHour } from './marking-speed.ts';

describe('marking speed', () => {
  it('tells the marks of the last hour per hour', () => {
    expect(perHour(0)).toBe(0);
    expect(perHour(42)).toBe(42);
  });

  it('estimates the finish from what is left at the current speed', () => {
    const now = new Date('2026-05-01T08:00:00Z');
    expect(finishEstimate(30, 20, now)).toEqual({ hoursLeft: 1.5, finishAt: new Date('2026-05-01T09:30:00Z') });
    expect(finishEstimate(10, 3, now)?.hoursLeft).toBe(3.33);
  });

  it('has no estimate when nothing is left or nobody marks', () => {
    expect(finishEstimate(0, 20, new Date())).toBeNull();
    expect(finishEstimate(5, 0, new Date())).toBeNull();
  });
});
