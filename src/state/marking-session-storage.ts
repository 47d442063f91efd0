/**
 * What the marking window keeps in the browser (this window's own preferences and the group it
 * held last): read and written here only, and never failing where storage is unavailable.
 */

/** Browser-storage keys of the marking window. */
export const MarkingStorageKey = {
  settings: 'yj.marking.scoreSettings',
  panels: 'yj.marking.panels',
  /** groups where the marker chose to go on past the workload warning */
  workloadContinue: 'yj.marking.workloadContinue',
  /** the group last opened, so its held students are released when the window opens again */
  lastGroup: 'yj.marking.lastGroup',
} as const;

type Key = (typeof MarkingStorageKey)[keyof typeof MarkingStorageKey];

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function loadStored(key: Key): string | null {
  return storage()?.getItem(key) ?? null;
}

export function saveStored(key: Key, value: string): void {
  storage()?.setItem(key, value);
}

function acceptedGroups(): number[] {
  try {
    const stored = JSON.parse(loadStored(MarkingStorageKey.workloadContinue) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether the marker chose to go on past the workload warning in this group. */
export function workloadAccepted(partitionId: number): boolean {
  return acceptedGroups().includes(partitionId);
}

export function acceptWorkload(partitionId: number): void {
  const list = acceptedGroups();
  if (!list.includes(partitionId)) saveStored(MarkingStorageKey.workloadContinue, JSON.stringify([...list, partitionId]));
}

export interface RememberedGroup {
  testId: number;
  partitionId: number;
  judge: 0 | 1;
}

export function rememberGroup(group: RememberedGroup): void {
  saveStored(MarkingStorageKey.lastGroup, JSON.stringify(group));
}

/** The group opened last, when what is stored names one. */
export function rememberedGroup(): RememberedGroup | undefined {
  const raw = loadStored(MarkingStorageKey.lastGroup);
  if (!raw) return undefined;
  try {
    const last = JSON.parse(raw) as { testId?: unknown; partitionId?: unknown; judge?: unknown };
    if (typeof last.testId !== 'number' || typeof last.partitionId !== 'number') return undefined;
    return { testId: last.testId, partitionId: last.partitionId, judge: last.judge === 1 ? 1 : 0 };
  } catch {
    return undefined;
  }
}
