import { describe, expect, it } from 'vitest';
import { isStepMode, settleScores, spendTimeSeconds, submitBlock, submitTrigger, zeroesUnscored, type SubmitContext, type SubmitGesture } from './submit.ts';

const live: SubmitContext = { hasStudent: true, selectionOpen: false, stepMode: false, regionMode: true, history: false, autoSubmit: true, complete: true };
const GESTURES: SubmitGesture[] = ['button', 'quick', 'enter', 'enter-in-box', 'all-scored', 'right-click'];

/** What every gesture does in a context: s = submit (n normal, q quick, a auto), ask, - nothing. */
function table(context: SubmitContext): string {
  return GESTURES.map((gesture) => {
    const trigger = submitTrigger(gesture, context);
    return trigger.kind === 'submit' ? `s${trigger.submit[0]}` : trigger.kind === 'ask-for-button' ? 'ask' : '-';
  }).join(' ');
}

describe('which gesture submits', () => {
  //                                                  button quick enter box  auto right
  it('in plain marking by region: buttons, Enter, the last box and auto-submit, not the right button', () => {
    expect(table(live)).toBe('sn sq sn sn sa -');
  });

  it('in step-point marking by region: the right button and the buttons, never Enter nor auto-submit', () => {
    expect(table({ ...live, stepMode: true })).toBe('sn sq - - - sn');
  });

  it('by blank: the right button as well', () => {
    expect(table({ ...live, regionMode: false })).toBe('sn sq sn sn sa sn');
  });

  it('in history: never by itself; by blank, Enter asks for the submit button', () => {
    expect(table({ ...live, history: true })).toBe('sn sq sn sn - -');
    expect(table({ ...live, history: true, regionMode: false })).toBe('sn sq ask ask ask sn');
  });

  it('auto-submit only when it is switched on, Enter in the last box only when every blank is scored', () => {
    expect(table({ ...live, autoSubmit: false })).toBe('sn sq sn sn - -');
    expect(table({ ...live, complete: false })).toBe('sn sq sn - sa -');
  });

  it('Enter does nothing without a student or under the selection panel', () => {
    expect(submitTrigger('enter', { ...live, hasStudent: false })).toEqual({ kind: 'none' });
    expect(submitTrigger('enter', { ...live, selectionOpen: true })).toEqual({ kind: 'none' });
  });

  it('counts marks from a start with step points, bonus or reduce marking', () => {
    expect(isStepMode({ stepPoint: false, scoreType: 'common' })).toBe(false);
    expect(isStepMode({ stepPoint: true, scoreType: 'common' })).toBe(true);
    expect(isStepMode({ stepPoint: false, scoreType: 'reduce_points' })).toBe(true);
  });
});

describe('what blocks a submit', () => {
  it('blocks a submit while the image loads, while locked, elsewhere, without token or during a push', () => {
    const ready = { hasStudent: true, image: 'loaded' as const, locked: false, loggedInElsewhere: false, tokenMissing: false, pushing: false };
    expect(submitBlock(ready)).toBeUndefined();
    expect(submitBlock({ ...ready, image: 'loading' })).toBe('image');
    expect(submitBlock({ ...ready, locked: true })).toBe('locked');
    expect(submitBlock({ ...ready, loggedInElsewhere: true })).toBe('elsewhere');
    expect(submitBlock({ ...ready, tokenMissing: true })).toBe('token');
    expect(submitBlock({ ...ready, pushing: true })).toBe('pushing');
    expect(submitBlock({ ...ready, hasStudent: false })).toBe('no-student');
    expect(submitBlock({ ...ready, leaseLost: true })).toBe('lease-lost');
  });
});

describe('what a submit sends', () => {
  const order = ['13:1', '14:1', '15:1'];

  it('sends every score with the total of the same scores', () => {
    const settled = settleScores(order, new Map([['13:1', 4], ['14:1', 7.5], ['15:1', 0]]), false);
    expect(settled).toEqual({ scores: new Map([['13:1', 4], ['14:1', 7.5], ['15:1', 0]]), total: 11.5 });
  });

  it('refuses a paper with an unscored blank unless unscored blanks count 0', () => {
    const scores = new Map<string, number | undefined>([['13:1', 4], ['14:1', undefined]]);
    expect(settleScores(order, scores, false)).toBeUndefined();
    expect(settleScores(order, scores, true)).toEqual({ scores: new Map([['13:1', 4], ['14:1', 0], ['15:1', 0]]), total: 4 });
    expect(settleScores([], new Map(), false)).toBeUndefined();
  });

  it('counts unscored blanks 0 in a quick submit and in step-point marking by region', () => {
    expect(zeroesUnscored('quick', { stepMode: false, regionMode: true })).toBe(true);
    expect(zeroesUnscored('normal', { stepMode: true, regionMode: true })).toBe(true);
    expect(zeroesUnscored('normal', { stepMode: true, regionMode: false })).toBe(false);
    expect(zeroesUnscored('auto', { stepMode: false, regionMode: true })).toBe(false);
  });

  it('rounds the seconds spent and keeps them within one day', () => {
    expect(spendTimeSeconds(10_000, 22_600)).toBe(13);
    expect(spendTimeSeconds(10_000, 9_000)).toBe(0);
    expect(spendTimeSeconds(0, 200_000_000)).toBe(86_400);
  });
});
