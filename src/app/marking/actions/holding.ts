/**
 * The students the window holds (spec 000 §4 "Occupied students are released on mount, when
 * switching mode or group, on load failure and when a group finishes"), and on closing.
 */
import { markingApi } from '../../../api/client.ts';
import type { OpenGroup } from '../../../domain/marking/queue.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import { rememberedGroup } from '../../../state/marking-session-storage.ts';
import * as calls from '../marking-api.ts';
import { hasPendingIn } from '../marking-outbox.ts';

/**
 * Gives the group's held students back. Not while marks of the group wait in the outbox: their
 * places stay mine until the marks arrive (the others are given back when their leases run out).
 */
export async function releaseGroup(group: OpenGroup): Promise<void> {
  if (hasPendingIn(group)) return;
  try {
    await calls.releaseOccupied(group.testId, [group.partitionId], group.judge);
  } catch {
    // a release that fails ends with the lease anyway
  }
}

/** Spec 000 §4: the window releases what it held last time when it opens. */
export async function releaseRemembered(): Promise<void> {
  const last = rememberedGroup();
  if (last) await releaseGroup(last);
}

/** When the window closes, its held students go back to the queue without waiting for the lease. */
export function releaseOnUnload(): void {
  const group = state.group;
  if (!group || hasPendingIn(group)) return;
  void markingApi.DELETE('/v1/examination/test-partition-occupy/{test_id}', {
    params: { path: { test_id: group.testId }, query: { partition_ids: [group.partitionId], judge: group.judge } },
    keepalive: true,
    loading: false,
  });
}
