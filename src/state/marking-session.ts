/**
 * The marking window's state (spec 000 §2–§4): what is selected (exam, paper, question group,
 * mode), the group being marked, the student on screen and the claimed students behind it, the
 * history flags, the lock, the score-column settings and the panel layout.
 *
 * Scores are not kept here: they live on the canvas as shapes and are read from there.
 * The functions below the store are the rules of the state, pure so that tests can hold them.
 */
import { proxy } from 'valtio';
import type { components } from '../contract/schema.d.ts';
import {
  DEFAULT_SCORE_LIST_MAX,
  DEFAULT_SCORING_HABIT,
  SCORE_SLIDER,
  SCORE_TYPES,
  blankId,
  type ScoreType,
  type ScoringHabit,
} from '../domain/score-entry.ts';
import { HISTORY_OCCUPY_STUDENT_COUNT, OCCUPY_STUDENT_COUNT } from '../domain/marking-rules.ts';
import { LICENCE_MARK_CORNER } from '../canvas/licence.ts';

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

/** The group list's three-way switch: ordinary marking, adjudication, blank papers. */
export type MarkingMode = 0 | 1 | 2;
export const MarkingModes = { ordinary: 0, adjudication: 1, blank: 2 } as const;
/** Exam list tabs: unfinished (1) and finished (2). */
export type ExamTab = 1 | 2;
/** Spec 000 §4: "Paper status: 0 live, 1 history adjudication, 2 history marking". */
export type PaperStatus = 0 | 1 | 2;

/** Spec 000 §9: "Exam list page size 100". */
export const EXAM_PAGE_SIZE = 100;
/** Spec 000 §9: "Progress dialog page 10. Blank list page 10." */
export const DIALOG_PAGE_SIZE = 10;
/** Spec 000 §9: "Quick-submit throttle 1500 ms". */
export const QUICK_SUBMIT_THROTTLE_MS = 1500;
/** Spec 000 §9: "Throttled buttons disable 2000 ms after click". */
export const BUTTON_THROTTLE_MS = 2000;
/** Spec 000 §9: "score message display 1 s". */
export const SCORE_MESSAGE_MS = 1000;
/** Spec 000 §9: "Developer-tools countdown 30 s". */
export const DEVTOOLS_COUNTDOWN_S = 30;
/** Spec 000 §2: "drag top limit 55 px". */
export const PANEL_TOP_LIMIT = 55;

export type ImageState = 'idle' | 'loading' | 'loaded' | 'error';
export type AccessState = 'verifying' | 'ready' | 'failed';

/** The score column's settings (spec 000 §3), kept in the browser between sessions. */
export interface ScoreSettings {
  scoreType: ScoreType;
  stepPoint: boolean;
  autoSubmit: boolean;
  habit: ScoringHabit;
  /** the largest point value offered (the slider, 0.5 to 10) */
  listMax: number;
  floatPanel: boolean;
  floatSubmitBtn: boolean;
  isBar: boolean;
}

export const DEFAULT_SCORE_SETTINGS: ScoreSettings = {
  scoreType: 'common',
  stepPoint: false,
  autoSubmit: false,
  habit: DEFAULT_SCORING_HABIT,
  listMax: DEFAULT_SCORE_LIST_MAX,
  floatPanel: false,
  floatSubmitBtn: true,
  isBar: false,
};

export const PANEL_IDS = ['areaInfo', 'scoreDisplay', 'scoreRecord', 'scoreColumn', 'originalPaper', 'floatScores', 'floatSubmit'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

export interface PanelBox {
  x: number;
  y: number;
  w: number;
  h: number;
  visible: boolean;
  /** stacking order: the last panel clicked is on top */
  z: number;
}

export type PanelLayout = Record<PanelId, PanelBox>;

/** The smallest a panel may be resized to; the score column needs room for its buttons. */
export const PANEL_MIN_SIZE: Record<PanelId, { w: number; h: number }> = {
  areaInfo: { w: 320, h: 40 },
  scoreDisplay: { w: 150, h: 64 },
  scoreRecord: { w: 240, h: 120 },
  scoreColumn: { w: 280, h: 260 },
  originalPaper: { w: 320, h: 240 },
  floatScores: { w: 200, h: 56 },
  floatSubmit: { w: 88, h: 44 },
};

export interface Viewport {
  width: number;
  height: number;
}

/** Height of the window's header and footer, around the paper view. */
export const HEADER_HEIGHT = PANEL_TOP_LIMIT - 1;
export const FOOTER_HEIGHT = 36;
const GAP = 10;
/** Width of the right-hand column of panels in the default layout. */
export const RIGHT_COLUMN_WIDTH = 330;

export function defaultPanels(viewport: Viewport): PanelLayout {
  const { width, height } = viewport;
  const top = HEADER_HEIGHT + GAP;
  const bottom = height - FOOTER_HEIGHT - GAP;
  const right = width - RIGHT_COLUMN_WIDTH - GAP;
  const recordHeight = 190;
  // the canvas library's licence mark sits in the paper view's bottom-right corner and must stay
  // visible and usable (src/canvas/licence.ts): the right-hand column ends above it
  const columnBottom = height - FOOTER_HEIGHT - LICENCE_MARK_CORNER.height;
  const columnHeight = Math.max(PANEL_MIN_SIZE.scoreColumn.h, columnBottom - top - recordHeight - GAP);
  return {
    areaInfo: { x: GAP, y: top, w: Math.max(PANEL_MIN_SIZE.areaInfo.w, Math.min(720, right - 190 - GAP * 2)), h: 40, visible: true, z: 1 },
    scoreDisplay: { x: right - 180 - GAP, y: top, w: 180, h: 78, visible: true, z: 2 },
    scoreColumn: { x: right, y: top, w: RIGHT_COLUMN_WIDTH, h: columnHeight, visible: true, z: 3 },
    scoreRecord: { x: right, y: top + columnHeight + GAP, w: RIGHT_COLUMN_WIDTH, h: recordHeight, visible: true, z: 4 },
    originalPaper: { x: GAP, y: top + 50, w: 560, h: 440, visible: false, z: 5 },
    floatScores: { x: Math.max(GAP, right / 2 - 230), y: bottom - 64, w: 460, h: 60, visible: true, z: 6 },
    floatSubmit: { x: right - 120, y: bottom - 60, w: 104, h: 48, visible: true, z: 7 },
  };
}

/**
 * Keeps a panel inside the window: never above the header (55 px), never smaller than its
 * minimum, and always with a grip on screen.
 */
export function clampPanel(id: PanelId, box: PanelBox, viewport: Viewport): PanelBox {
  const min = PANEL_MIN_SIZE[id];
  const w = Math.max(min.w, Math.min(box.w, viewport.width));
  const h = Math.max(min.h, Math.min(box.h, viewport.height - PANEL_TOP_LIMIT));
  const x = Math.min(Math.max(box.x, 40 - w), viewport.width - 40);
  const y = Math.min(Math.max(box.y, PANEL_TOP_LIMIT), viewport.height - 30);
  return { ...box, x, y, w, h };
}

/** The panel clicked last comes to the front. */
export function bringToFront(layout: PanelLayout, id: PanelId): PanelLayout {
  const top = Math.max(...PANEL_IDS.map((panel) => layout[panel].z));
  if (layout[id].z === top) return layout;
  return { ...layout, [id]: { ...layout[id], z: top + 1 } };
}

/** A stored value from the browser, accepted only in the shape it should have. */
export function readSettings(raw: string | null): ScoreSettings {
  if (!raw) return { ...DEFAULT_SCORE_SETTINGS };
  let stored: Partial<Record<keyof ScoreSettings, unknown>>;
  try {
    stored = JSON.parse(raw) as typeof stored;
  } catch {
    return { ...DEFAULT_SCORE_SETTINGS };
  }
  if (!stored || typeof stored !== 'object') return { ...DEFAULT_SCORE_SETTINGS };
  const bool = (key: 'stepPoint' | 'autoSubmit' | 'floatPanel' | 'floatSubmitBtn' | 'isBar') =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : DEFAULT_SCORE_SETTINGS[key];
  const listMax = Number(stored.listMax);
  return {
    scoreType: SCORE_TYPES.includes(stored.scoreType as ScoreType) ? (stored.scoreType as ScoreType) : DEFAULT_SCORE_SETTINGS.scoreType,
    stepPoint: bool('stepPoint'),
    autoSubmit: bool('autoSubmit'),
    habit: stored.habit === 'zero' || stored.habit === 'full' ? stored.habit : DEFAULT_SCORE_SETTINGS.habit,
    listMax:
      Number.isFinite(listMax) && listMax >= SCORE_SLIDER.min && listMax <= SCORE_SLIDER.max
        ? Math.round(listMax / SCORE_SLIDER.step) * SCORE_SLIDER.step
        : DEFAULT_SCORE_SETTINGS.listMax,
    floatPanel: bool('floatPanel'),
    floatSubmitBtn: bool('floatSubmitBtn'),
    isBar: bool('isBar'),
  };
}

export function readPanels(raw: string | null, viewport: Viewport): PanelLayout {
  const defaults = defaultPanels(viewport);
  if (!raw) return defaults;
  try {
    const stored = JSON.parse(raw) as Partial<Record<PanelId, Partial<PanelBox>>>;
    const layout = { ...defaults };
    for (const id of PANEL_IDS) {
      const box = stored?.[id];
      if (!box) continue;
      const merged = { ...defaults[id] };
      for (const key of ['x', 'y', 'w', 'h', 'z'] as const) if (Number.isFinite(box[key])) merged[key] = Number(box[key]);
      if (typeof box.visible === 'boolean') merged.visible = box.visible;
      layout[id] = clampPanel(id, merged, viewport);
    }
    return layout;
  } catch {
    return defaults;
  }
}

/** Browser-storage keys of the marking window (this window's own preferences). */
export const MarkingStorageKey = {
  settings: 'yj.marking.scoreSettings',
  panels: 'yj.marking.panels',
  /** groups where the marker chose to go on past the workload warning */
  workloadContinue: 'yj.marking.workloadContinue',
  /** the group last opened, so its held students are released when the window opens again */
  lastGroup: 'yj.marking.lastGroup',
} as const;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function loadStored(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function saveStored(key: string, value: string): void {
  storage()?.setItem(key, value);
}

// ── Selection rules ──────────────────────────────────────────────────────────────────────

export type StatusKey = 'notStarted' | 'inProgress' | 'ended';

/** Spec 000 §4: "Paper/exam status display: 0 not started, 1 in progress, else ended". */
export function statusKey(status: number): StatusKey {
  if (status === 0) return 'notStarted';
  if (status === 1) return 'inProgress';
  return 'ended';
}

/** Spec 000 §4: "Clicking an ended paper (status above 1) offers to open analysis". */
export function isEndedPaper(test: Pick<TestRow, 'status'>): boolean {
  return test.status > 1;
}

/** The percent a group row shows in a mode; 100 styles the row complete. */
export function groupRate(row: PartitionRow, mode: MarkingMode): number {
  if (mode === MarkingModes.adjudication) return row.progress.judge_total > 0 ? row.progress.decided_rate : 0;
  return row.progress.mark_rate;
}

export function isGroupComplete(row: PartitionRow, mode: MarkingMode): boolean {
  if (mode === MarkingModes.blank) return row.progress.blank_volume_num === 0 && row.progress.mark_rate >= 100;
  if (mode === MarkingModes.adjudication) return row.progress.judge_total > 0 && row.progress.decided_num >= row.progress.judge_total;
  return row.progress.mark_total > 0 && row.progress.mark_rate >= 100;
}

/**
 * Spec 000 §5: a group cannot be opened while its block division is empty, unless the paper's
 * sub-division is flagged finished.
 */
export function canOpenGroup(row: Pick<PartitionRow, 'divided'>, subDivisionFinished: boolean): boolean {
  return row.divided || subDivisionFinished;
}

/** The group's name as lists show it: its alias when it has one. */
export function groupName(row: Pick<PartitionRow, 'name' | 'alias'>): string {
  return row.alias ? `${row.name} ${row.alias}` : row.name;
}

/** Whether the teacher's own quota is done (the finished icon of the workload column). */
export function quotaDone(row: PartitionRow): boolean {
  const { mark_num, mark_task, mark_ended } = row.teacher_progress;
  return mark_ended && mark_task > 0 && mark_num >= mark_task;
}

// ── Loading a group ──────────────────────────────────────────────────────────────────────

/** How a group is opened (spec 000 §4 "Marking session entry modes"). */
export type LoadEntry =
  | { kind: 'fresh' }
  | { kind: 'continue' }
  | { kind: 'neighbour'; direction: 'previous' | 'after'; fromLogId: number }
  | { kind: 'record'; logId: number };

export interface LoadQuery {
  test_id: number;
  partition_id: number;
  judge: 0 | 1;
  occupy_student_count: number;
  marking_log_id: number;
  get_log_type: '' | 'previous' | 'after';
}

export function loadQueryFor(entry: LoadEntry, group: { testId: number; partitionId: number; judge: 0 | 1 }): LoadQuery {
  const base = { test_id: group.testId, partition_id: group.partitionId, judge: group.judge };
  switch (entry.kind) {
    case 'neighbour':
      return { ...base, occupy_student_count: HISTORY_OCCUPY_STUDENT_COUNT, marking_log_id: entry.fromLogId, get_log_type: entry.direction };
    case 'record':
      return { ...base, occupy_student_count: HISTORY_OCCUPY_STUDENT_COUNT, marking_log_id: entry.logId, get_log_type: '' };
    default:
      return { ...base, occupy_student_count: OCCUPY_STUDENT_COUNT, marking_log_id: 0, get_log_type: '' };
  }
}

export function isHistoryEntry(entry: LoadEntry): boolean {
  return entry.kind === 'neighbour' || entry.kind === 'record';
}

export function paperStatusOf(history: boolean, judge: 0 | 1): PaperStatus {
  if (!history) return 0;
  return judge === 1 ? 1 : 2;
}

/**
 * The students after a submit: the server answers every student I hold, the one already on
 * screen among them; that one stays first so that the screen does not jump.
 */
export function queueAfterSubmit(held: readonly StudentToMark[], onScreen: number | undefined): StudentToMark[] {
  const index = onScreen === undefined ? -1 : held.findIndex((student) => student.student_id === onScreen);
  if (index <= 0) return [...held];
  return [held[index], ...held.slice(0, index), ...held.slice(index + 1)];
}

/**
 * Spec 000 §4: after a history submit, the last record ends history (a warning, then live
 * marking); otherwise the next record opens.
 */
export function afterHistorySubmit(hasLater: boolean): 'next-record' | 'resume-live' {
  return hasLater ? 'next-record' : 'resume-live';
}

/** Spec 000 §4: the workload warning is skipped for class-teacher marking, history and adjudication. */
export function shouldWarnWorkload(warn: MarkingWarn | undefined, context: { classTeacherMarking: boolean; history: boolean; judge: 0 | 1; accepted: boolean }): boolean {
  if (!warn?.warn) return false;
  if (context.classTeacherMarking || context.history || context.judge === 1) return false;
  // a quota that is ended cannot be continued, whatever was chosen before
  return warn.ended || !context.accepted;
}

// ── What the marker can do ───────────────────────────────────────────────────────────────

export interface ToolContext {
  hasStudent: boolean;
  history: boolean;
  judge: 0 | 1;
  regionMode: boolean;
  pieceCount: number;
  hasEarlier: boolean;
  hasLater: boolean;
}

/** Which toolbar buttons are disabled (spec 000 §4). */
export function disabledTools(context: ToolContext) {
  const noStudent = !context.hasStudent;
  return {
    examTree: context.history,
    groupTree: context.history,
    progress: context.history,
    quality: context.history,
    continueMarking: !context.history,
    previous: !context.hasEarlier,
    next: !context.history || !context.hasLater,
    lock: noStudent,
    password: noStudent,
    problemPaper: noStudent || context.history,
    typical: noStudent,
    wrongCause: noStudent,
    view: noStudent,
    layout: noStudent || !context.regionMode || context.pieceCount < 2,
  };
}

/** Why a submit cannot go now (spec 000 §4), or undefined when it can. */
export type SubmitBlock = 'image' | 'locked' | 'elsewhere' | 'token' | 'pushing' | 'no-student' | 'lease-lost';

export function submitBlock(state: {
  hasStudent: boolean;
  image: ImageState;
  locked: boolean;
  loggedInElsewhere: boolean;
  tokenMissing: boolean;
  pushing: boolean;
  /** the student on screen is no longer held for me: the server would refuse the marks */
  leaseLost?: boolean;
}): SubmitBlock | undefined {
  if (!state.hasStudent) return 'no-student';
  if (state.leaseLost) return 'lease-lost';
  if (state.loggedInElsewhere) return 'elsewhere';
  if (state.tokenMissing) return 'token';
  if (state.locked) return 'locked';
  if (state.pushing) return 'pushing';
  if (state.image !== 'loaded') return 'image';
  return undefined;
}

/** The blanks of a group in question order, with the rectangles of the block division. */
export function blanksOf(questions: readonly PartitionQuestion[]) {
  return [...questions]
    .sort((a, b) => a.show_order - b.show_order)
    .flatMap((question) =>
      question.emptys.map((blank) => ({
        id: blankId(question.show_order, blank.key),
        showOrder: String(question.show_order),
        key: blank.key,
        questionLabel: question.label,
        label: question.emptys.length > 1 ? `${question.label}${blank.label.startsWith('(') ? '' : '-'}${blank.label}` : question.label,
        fullMark: blank.full_mark,
        step: blank.step,
        rect: { x: blank.x ?? 0, y: blank.y ?? 0, width: blank.width ?? 0, height: blank.height ?? 0 },
      })),
    );
}

// ── The store ────────────────────────────────────────────────────────────────────────────

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
  panels: readPanels(loadStored(MarkingStorageKey.panels), INITIAL_VIEWPORT),
  shownAt: 0,
  picked: null,
  view: { layout: 'vertical', rotation: 0, expanded: false },
  dialog: undefined,
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
  markingSession.panels = defaultPanels(viewport);
  savePanels();
}

export function workloadAccepted(partitionId: number): boolean {
  try {
    const list = JSON.parse(loadStored(MarkingStorageKey.workloadContinue) ?? '[]') as unknown;
    return Array.isArray(list) && list.includes(partitionId);
  } catch {
    return false;
  }
}

export function acceptWorkload(partitionId: number): void {
  if (workloadAccepted(partitionId)) return;
  let list: number[] = [];
  try {
    const stored = JSON.parse(loadStored(MarkingStorageKey.workloadContinue) ?? '[]') as unknown;
    if (Array.isArray(stored)) list = stored.filter((id): id is number => typeof id === 'number');
  } catch {
    list = [];
  }
  saveStored(MarkingStorageKey.workloadContinue, JSON.stringify([...list, partitionId]));
}

export function currentStudent(state: Pick<MarkingSessionState, 'queue'>): StudentToMark | undefined {
  return state.queue[0];
}

/** Whether the student on screen is one whose hold was lost (see `leaseLost`). */
export function isLeaseLost(state: Pick<MarkingSessionState, 'queue' | 'leaseLost'>): boolean {
  return state.leaseLost !== undefined && state.queue[0]?.student_id === state.leaseLost;
}

/**
 * The queue after a lease renewal that asked about the students `asked`: the student on screen
 * stays (the screen does not change under the marker; it gets the lost-lease notice instead),
 * the others asked about only if the server still holds them for me, and students that came in
 * after the renewal was sent stay as they are.
 */
export function queueAfterRenewal(queue: readonly StudentToMark[], held: readonly number[], asked: readonly number[]): StudentToMark[] {
  const kept = new Set(held);
  const askedAbout = new Set(asked);
  return queue.filter((student, index) => index === 0 || !askedAbout.has(student.student_id) || kept.has(student.student_id));
}
