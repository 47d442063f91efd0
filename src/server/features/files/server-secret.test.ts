import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { oncePerDatabase } from './server-secret.ts';

// Only the identity of a database matters here: it is the key the value is kept under.
const databaseA = {} as Database;
const databaseB = {} as Database;

describe('oncePerDatabase', () => {
  it('makes the value once per database and hands every caller the same one', async () => {
    let made = 0;
    const valueOf = oncePerDatabase(async () => ++made);
    const [first, second] = [valueOf(databaseA), valueOf(databaseA)];
    expect(first).toBe(second);
    expect(await first).toBe(1);
    expect(await valueOf(databaseB)).toBe(2);
    expect(await valueOf(databaseA)).toBe(1);
    expect(made).toBe(2);
  });

  it('tries a failed value again for the next caller', async () => {
    let attempts = 0;
    const valueOf = oncePerDatabase(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('database away');
      return 'secret';
    });
    await expect(valueOf(databaseA)).rejects.toThrow('database away');
    expect(await valueOf(databaseA)).toBe('secret');
    expect(attempts).toBe(2);
  });
});
