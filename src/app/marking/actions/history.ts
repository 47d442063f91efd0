/** My earlier records of the group (spec 000 §4 history): previous, next, a chosen record, back to live. */
import { markingSession as state } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { loadInto } from './group.ts';
import { notify } from './notices.ts';

export async function goPrevious(): Promise<void> {
  const fromLogId = state.history.active ? (state.queue[0]?.marking_log_id ?? 0) : 0;
  await loadInto({ kind: 'neighbour', direction: 'previous', fromLogId });
}

export async function goNext(): Promise<void> {
  if (!state.history.active) return;
  const fromLogId = state.queue[0]?.marking_log_id ?? 0;
  if (!state.history.hasLater) {
    await resumeLiveAtLastRecord();
    return;
  }
  await loadInto({ kind: 'neighbour', direction: 'after', fromLogId });
}

export async function openRecord(logId: number): Promise<void> {
  await loadInto({ kind: 'record', logId });
}

/** Spec 000 §4 "continue marking (back to live, 5 occupied, history flags cleared)". */
export async function continueMarking(): Promise<void> {
  state.history.active = false;
  await loadInto({ kind: 'continue' });
}

/** Spec 000 §4: "at the last record a warning appears and live marking resumes". */
export async function resumeLiveAtLastRecord(): Promise<void> {
  notify.warning(t.marking.messages.lastRecord);
  await continueMarking();
}
