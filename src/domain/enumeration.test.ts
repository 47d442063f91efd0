import { describe, expect, it } from 'vitest';
import { enumeration } from './enumeration.ts';

describe('enumeration', () => {
  const texts = { red: '红', green: '绿', blue: '蓝', purple: '紫' };
  const colours = enumeration({ red: 1, green: 3, blue: 'b' }, texts);

  it('gives each member its value under its name in code', () => {
    expect(colours.values).toEqual({ red: 1, green: 3, blue: 'b' });
    expect(colours.values.green).toBe(3);
  });

  it('names each member by its value, and nothing else (a text without a member is left out)', () => {
    expect(colours.names).toEqual({ 1: '红', 3: '绿', b: '蓝' });
    expect(Object.hasOwn(colours.names, 2)).toBe(false);
  });
});
