import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';

describe('settings', () => {
  it('defaults to plain scoring with the full-score habit and a list up to 5', () => {
    expect(readSettings(null)).toMatchObject({ scoreType: 'common', habit: 'full', listMax: 5, stepPoint: false });
  });

  it('keeps what was stored and refuses what makes no sense', () => {
    expect(readSettings(JSON.stringify({ scoreType: 'reduce_points', listMax: 2.5, habit: 'zero', isBar: true }))).toMatchObject({ scoreType: 'reduce_points', listMax: 2.5, habit: 'zero', isBar: true });
    expect(readSettings(JSON.stringify({ scoreType: 'double', listMax: 40, habit: 'half' }))).toMatchObject({ scoreType: 'common', listMax: 5, habit: 'full' });
    expect(readSettings('{not json')).toMatchObject({ scoreType: 'common' });
  });
});
