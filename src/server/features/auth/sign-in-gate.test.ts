import { describe, expect, it } from 'vitest';
import { SignInGate } from './sign-in-gate.ts';

/** A sign-in that stays in progress until the test lets it finish. */
function heldSignIn(outcome: 'ok' | 'fails' = 'ok') {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      await held;
      if (outcome === 'fails') throw new Error('wrong password');
      return 'signed in';
    },
    finish: () => finish(),
  };
}

describe('the sign-in gate', () => {
  it('refuses with 429 while the limit is in progress, and lets the next in once one ends', async () => {
    const gate = new SignInGate(2);
    const first = heldSignIn();
    const second = heldSignIn('fails');
    const running = [gate.run(first.run), gate.run(second.run).catch((error: Error) => error.message)];
    await expect(gate.run(async () => 'third')).rejects.toMatchObject({ statusCode: 429, message: '登录人数过多，请稍后再试' });
    second.finish();
    // a failed sign-in frees its place as well
    expect(await running[1]).toBe('wrong password');
    expect(await gate.run(async () => 'third')).toBe('third');
    first.finish();
    expect(await running[0]).toBe('signed in');
  });
});
