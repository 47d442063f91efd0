/** The open group's figures (footer and panels): refreshed after a push, a problem paper, a return to the window. */
import { rate } from '../../../domain/marking-rules.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import * as calls from '../marking-api.ts';
import { loadPartitions, refreshTests } from './lists.ts';

/** Pushed progress is fetched at most this often. */
const PROGRESS_REFRESH_MS = 1500;

/** The live push says a group moved on: refresh its figures (gathered for a moment, quietly). */
export function progressPushed(partitionId: number): void {
  if (state.group?.partitionId !== partitionId || state.progressRefreshDue) return;
  state.progressRefreshDue = true;
  setTimeout(() => {
    state.progressRefreshDue = false;
    void refreshProgress();
  }, PROGRESS_REFRESH_MS);
}

/** The marker came back to the window: the figures that may have moved meanwhile are fetched again. */
export function refreshFigures(): void {
  if (state.group) void refreshProgress();
  if (state.selection.panelOpen) {
    void refreshTests();
    void loadPartitions(true);
  }
}

/** The open group's figures from the server. */
export async function refreshProgress(): Promise<void> {
  const group = state.group;
  if (!group) return;
  try {
    const data = await calls.partitionProgress(group.testId, group.partitionId, 1, 1, true);
    const figures = data.partitions.find((p) => p.id === group.partitionId);
    if (!figures || state.group !== group) return;
    if (group.markProgress) Object.assign(group.markProgress, { mark_num: figures.mark_num, mark_total: figures.mark_total, mark_rate: figures.mark_rate, wrong_num: figures.wrong_num });
    if (group.judgeProgress) {
      Object.assign(group.judgeProgress, { decided_num: figures.decided_num, judge_total: figures.judge_total, decided_rate: rate(figures.decided_num, figures.judge_total) });
    }
  } catch {
    // the figures catch up with the next push or submit
  }
}
