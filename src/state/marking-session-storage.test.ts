// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptWorkload, MarkingStorageKey, rememberedGroup, rememberGroup, workloadAccepted } from './marking-session-storage.ts';

beforeEach(() => localStorage.clear());

describe('what the marking window keeps in the browser', () => {
  it('remembers the groups where the marker went on past the workload warning, once each', () => {
    expect(workloadAccepted(14)).toBe(false);
    acceptWorkload(14);
    acceptWorkload(14);
    acceptWorkload(15);
    expect(workloadAccepted(14)).toBe(true);
    expect(JSON.parse(localStorage.getItem(MarkingStorageKey.workloadContinue) ?? '')).toEqual([14, 15]);
  });

  it('starts a fresh list over what is not one', () => {
    localStorage.setItem(MarkingStorageKey.workloadContinue, '{broken');
    expect(workloadAccepted(14)).toBe(false);
    acceptWorkload(14);
    expect(workloadAccepted(14)).toBe(true);
  });

  it('gives back the group opened last only when what is stored names one', () => {
    expect(rememberedGroup()).toBeUndefined();
    rememberGroup({ testId: 3, partitionId: 12, judge: 1 });
    expect(rememberedGroup()).toEqual({ testId: 3, partitionId: 12, judge: 1 });
    localStorage.setItem(MarkingStorageKey.lastGroup, JSON.stringify({ testId: '3', partitionId: 12 }));
    expect(rememberedGroup()).toBeUndefined();
    localStorage.setItem(MarkingStorageKey.lastGroup, 'not json');
    expect(rememberedGroup()).toBeUndefined();
  });
});
