/**
 * The marking window's store (spec 000 §2–§4): what is selected (exam, paper, question group,
 * mode), the group being marked, the student on screen and the claimed students behind it, the
 * history flags, the lock, the score-column settings and the panel layout.
 *
 * Scores are not kept here: they live on the canvas as shapes and are read from there. The
 * rules of this state are in src/domain/marking; what the browser keeps of it is in
 * marking-session-storage.ts.
 */
import { proxy } from 'valtio';
import type { components } from '../contract/schema.d.ts';
import { DEVTOOLS_COUNTDOWN_S } from '../domain/marking/limits.ts';
import { bringToFront, clampPanel, defaultPanels, readPanels, type PanelBox, type PanelId, type PanelLayout, type Viewport } from '../domain/marking/panels.ts';
import { MarkingModes, type ExamTab, type MarkingMode } from '../domain/marking/selection.ts';
import { readSettings, type ScoreSettings } from '../domain/marking/settings.ts';
import type { ImageState } from '../domain/marking/submit.ts';
import { LICENCE_MARK_CORNER } from '../canvas/licence.ts';
import { loadStored, MarkingStorageKey, saveStored } from './marking-session-storage.ts';

type Schemas = components['schemas'];
export type ExamRow = Schemas['ExamRow'];
export type TestRow = Schemas['TestRow'];
export type PartitionRow = Schemas['PartitionRow'];
export type PartitionQuestion = Schemas['PartitionQuestion'];
export type StudentToMark = Schemas['StudentToMark'];
export type MarkProgress = Schemas['MarkProgress'];
export type JudgeProgress = Schemas['JudgeProgress'];
export type FeedbackTag = Schemas['FeedbackTag'];
export type MarkingWarn = Schemas['MarkingWarn'];

export type AccessState = 'verifying' | 'ready' | 'failed';

export interface GroupState {
  testId: number;
  partitionId: number;
  judge: 0 | 1;
  /** the group's row from the list, if it came from there */
  row: PartitionRow | undefined;
  questions: PartitionQuestion[];
  feedbackList: FeedbackTag[];
  markProgress: MarkProgress | undefined;
  judgeProgress: JudgeProgress | undefined;
}

export interface MarkingSessionState {
  access: AccessState;
  devtools: { open: boolean; secondsLeft: number };
  selection: {
    examTab: ExamTab;
    exams: ExamRow[];
    examId: number | undefined;
    tests: TestRow[];
    testId: number | undefined;
    partitions: PartitionRow[];
    subDivisionFinished: boolean;
    partitionId: number | undefined;
    mode: MarkingMode;
    panelOpen: boolean;
  };
  group: GroupState | undefined;
  /** queue[0] is the student on screen; the others are claimed and prefetched */
  queue: StudentToMark[];
  /** in history: an earlier record of mine exists, a later one exists */
  history: { active: boolean; hasEarlier: boolean; hasLater: boolean };
  image: ImageState;
  locked: boolean;
  pushing: boolean;
  /** no student left for me in the group: the empty state */
  finished: boolean;
  /**
   * The student whose hold the server no longer keeps for me (its lease ran out and it went to
   * another marker, or it was released): while that student is on screen, the paper says so.
   */
  leaseLost: number | undefined;
  workloadWarning: MarkingWarn | undefined;
  settings: ScoreSettings;
  panels: PanelLayout;
  /** when the student on screen appeared, for spend_time */
  shownAt: number;
  /** the point value picked for step, bonus and reduce marks */
  picked: number | null;
  /** how the paper is shown: pieces one under another or side by side, turned by quarter turns */
  view: { layout: 'vertical' | 'horizontal'; rotation: 0 | 90 | 180 | 270; expanded: boolean };
  /** which dialog is open */
  dialog: MarkingDialog | undefined;
  /** messages for the marker, shown (and taken off this list) by the screen */
  notices: MarkingNotice[];
  /**
   * The idempotency key of each student's mark until the server acknowledges it (by
   * `studentKey`): a student submitted again after a refusal sends the same key, so a mark the
   * server stored without the answer arriving is never counted twice.
   */
  submitKeys: Record<string, string>;
  /** pushed progress is due to be fetched (pushes are gathered for a moment) */
  progressRefreshDue: boolean;
  /** a lease renewal is on its way */
  leaseRenewing: boolean;
}

export interface MarkingNotice {
  kind: 'success' | 'warning' | 'error';
  text: string;
  /** how long it stays; the message's own default when absent */
  seconds?: number;
}

export type MarkingDialog =
  | 'records'
  | 'wrongCause'
  | 'problem'
  | 'original'
  | 'password'
  | 'quality'
  | 'progress'
  | 'reference'
  | 'typical'
  | 'blank'
  | 'occupied'
  | 'examTree'
  | 'questionError';

/** The panels' first layout, clear of the canvas library's licence mark (src/canvas/licence.ts). */
function defaultLayout(viewport: Viewport): PanelLayout {
  return defaultPanels(viewport, LICENCE_MARK_CORNER);
}

const INITIAL_VIEWPORT: Viewport =
  typeof window === 'undefined' ? { width: 1440, height: 900 } : { width: window.innerWidth || 1440, height: window.innerHeight || 900 };

export const markingSession = proxy<MarkingSessionState>({
  access: 'verifying',
  devtools: { open: false, secondsLeft: DEVTOOLS_COUNTDOWN_S },
  selection: {
    examTab: 1,
    exams: [],
    examId: undefined,
    tests: [],
    testId: undefined,
    partitions: [],
    subDivisionFinished: false,
    partitionId: undefined,
    mode: MarkingModes.ordinary,
    panelOpen: true,
  },
  group: undefined,
  queue: [],
  history: { active: false, hasEarlier: false, hasLater: false },
  image: 'idle',
  locked: false,
  pushing: false,
  finished: false,
  leaseLost: undefined,
  workloadWarning: undefined,
  settings: readSettings(loadStored(MarkingStorageKey.settings)),
  panels: readPanels(loadStored(MarkingStorageKey.panels), defaultLayout(INITIAL_VIEWPORT), INITIAL_VIEWPORT),
  shownAt: 0,
  picked: null,
  view: { layout: 'vertical', rotation: 0, expanded: false },
  dialog: undefined,
  notices: [],
  submitKeys: {},
  progressRefreshDue: false,
  leaseRenewing: false,
});

export function openDialog(dialog: MarkingDialog | undefined): void {
  markingSession.dialog = dialog;
}

export function updateSettings(change: Partial<ScoreSettings>): void {
  Object.assign(markingSession.settings, change);
  saveStored(MarkingStorageKey.settings, JSON.stringify(markingSession.settings));
}

export function savePanels(): void {
  saveStored(MarkingStorageKey.panels, JSON.stringify(markingSession.panels));
}

export function setPanel(id: PanelId, box: Partial<PanelBox>, viewport: Viewport): void {
  markingSession.panels[id] = clampPanel(id, { ...markingSession.panels[id], ...box }, viewport);
  savePanels();
}

export function focusPanel(id: PanelId): void {
  const next = bringToFront(markingSession.panels, id);
  if (next !== markingSession.panels) markingSession.panels[id].z = next[id].z;
}

export function resetPanels(viewport: Viewport): void {
  markingSession.panels = defaultLayout(viewport);
  savePanels();
}
