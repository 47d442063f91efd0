/**
 * What the marking window does (spec 000 §4): verify the marking token, walk the selection,
 * open a group, show a student, submit and move on, browse history, report problem papers, tag
 * wrong causes, lock the screen, release held students. Screens call these; the state they
 * change is src/state/marking-session.ts, the paper is `paper`.
 */
import { ApiError, markingApi } from '../../api/client.ts';
import { encryptPassword, fetchPublicKey } from '../../api/encrypt-password.ts';
import { problemComment, customFeedbackText } from '../../domain/marking-rules.ts';
import { allScored, formatScore, totalScoreOf, withUnscoredAsZero, type ScoreType, type StepProblem } from '../../domain/score-entry.ts';
import { acceptWorkload, rememberedGroup, rememberGroup, workloadAccepted } from '../../state/marking-session-storage.ts';
import { blanksOf } from '../../domain/marking/blanks.ts';
import { canOpenGroup, MarkingModes, type ExamTab, type MarkingMode } from '../../domain/marking/selection.ts';
import { isHistoryEntry, isLeaseLost, loadQueryFor, queueAfterSubmit, shouldWarnWorkload, type LoadEntry } from '../../domain/marking/queue.ts';
import { markingSession as state, updateSettings, type PartitionRow, type StudentToMark } from '../../state/marking-session.ts';
import { submitBlock, type SubmitBlock } from '../../domain/marking/submit.ts';
import {
  flagLoggedInElsewhere,
  flagMarkingTokenMissing,
  getToken,
  hasSession,
  resetMarkingFlags,
  session,
  setToken,
} from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import * as calls from './marking-api.ts';
import { paper } from './paper-controller.ts';
import { nextRotation, type PaperLayout } from './paper-layout.ts';
import type { PaperContent } from './paper-scene.ts';
import { ScanCache } from './scan-cache.ts';
import { acceptTypedScore } from './typed-score.ts';

const texts = t.marking;

/** How the window shows a message (antd's message API, registered by the screen). */
export interface Notifier {
  success(text: string): void;
  warning(text: string, seconds?: number): void;
  error(text: string): void;
}

let notify: Notifier = { success: () => undefined, warning: () => undefined, error: () => undefined };

export function setNotifier(notifier: Notifier): void {
  notify = notifier;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Spec 000 §9: "score message display 1 s". */
const SCORE_MESSAGE_SECONDS = 1;

export const scans = new ScanCache((url) => calls.fetchScan(url));

// ── the marking token ──────────────────────────────────────────────────────────────────────

/** Where the marking window sends a user whose marking token check answers something unexpected. */
export const TEACHER_PATH = '/teachers';

/**
 * Spec 000 §8: no marking token → one is issued; a stored one is checked. 401 → token missing,
 * 4000 → logged in elsewhere, anything else → the teacher page in a new window.
 */
export async function verifyAccess(): Promise<void> {
  state.access = 'verifying';
  try {
    if (!getToken('marking')) {
      setToken('marking', await calls.issueMarkingToken());
    } else {
      try {
        await calls.checkMarkingToken();
      } catch (error) {
        // an expired marking token of a live session is simply replaced
        if (!(error instanceof ApiError) || error.status !== 401 || error.code === 4000 || !hasSession()) throw error;
        setToken('marking', await calls.issueMarkingToken());
      }
    }
    resetMarkingFlags();
    state.access = 'ready';
  } catch (error) {
    state.access = 'failed';
    if (error instanceof ApiError && error.code === 4000) flagLoggedInElsewhere();
    else if (error instanceof ApiError && error.status === 401) flagMarkingTokenMissing();
    else window.open(TEACHER_PATH, '_blank', 'noopener');
  }
}

/** "Log in again here": a fresh marking token supersedes the other window's. */
export async function takeOverMarking(): Promise<void> {
  setToken('marking', '');
  resetMarkingFlags();
  await verifyAccess();
  if (state.access === 'ready') window.location.reload();
}

export function renewToken(): void {
  void calls.renewMarkingToken().catch(() => undefined);
}

// ── selection ──────────────────────────────────────────────────────────────────────────────

export async function loadExams(tab: ExamTab = state.selection.examTab): Promise<void> {
  const selection = state.selection;
  selection.examTab = tab;
  try {
    // spec 000 §9: "page_no reset to 1 on tab change"
    const data = await calls.listExams(tab, 1);
    selection.exams = data.result;
    // the paper and group lists belong to the chosen exam: fresh figures when it is still
    // listed, empty lists when this tab does not list it
    if (selection.examId !== undefined && !data.result.some((exam) => exam.id === selection.examId)) clearExamChoice();
    else void refreshTests();
  } catch (error) {
    selection.exams = [];
    notify.error(messageOf(error));
  }
}

function clearExamChoice(): void {
  const selection = state.selection;
  selection.examId = undefined;
  selection.tests = [];
  selection.testId = undefined;
  selection.partitions = [];
  selection.partitionId = undefined;
}

/** The papers of the chosen exam again, with their progress (quietly, the choice stays). */
export async function refreshTests(): Promise<void> {
  const selection = state.selection;
  const examId = selection.examId;
  if (examId === undefined) return;
  try {
    const data = await calls.listTests(examId, true);
    if (selection.examId === examId) selection.tests = data.result;
  } catch {
    // the list keeps its figures until the next refresh
  }
}

export async function selectExam(examId: number): Promise<void> {
  const selection = state.selection;
  selection.examId = examId;
  selection.tests = [];
  selection.testId = undefined;
  selection.partitions = [];
  selection.partitionId = undefined;
  try {
    const data = await calls.listTests(examId);
    if (selection.examId !== examId) return;
    selection.tests = data.result;
    if (data.result.length === 1) await selectTest(data.result[0].id);
  } catch (error) {
    notify.error(messageOf(error));
  }
}

export async function selectTest(testId: number): Promise<void> {
  const selection = state.selection;
  selection.testId = testId;
  selection.partitionId = undefined;
  await loadPartitions();
}

export async function loadPartitions(quiet = false): Promise<void> {
  const selection = state.selection;
  const testId = selection.testId;
  if (testId === undefined) return;
  try {
    const data = await calls.listPartitions(testId, selection.mode, quiet);
    if (selection.testId !== testId) return;
    selection.partitions = data.result;
    selection.subDivisionFinished = data.is_sub_finish_divide ?? false;
  } catch (error) {
    if (!quiet) notify.error(messageOf(error));
  }
}

/** Spec 000 §4: switching the mode releases what the window holds. */
export async function setMode(mode: MarkingMode): Promise<void> {
  if (state.selection.mode === mode) return;
  const group = state.group;
  if (group) void releaseGroup(group);
  state.selection.mode = mode;
  state.selection.partitions = [];
  await loadPartitions();
}

export type GroupClick = 'opened' | 'division-incomplete' | 'blank-list' | 'panel-closed';

/** A click on a group row of the selection panel (spec 000 §4 "Group click"). */
export async function clickGroup(row: PartitionRow): Promise<GroupClick> {
  const selection = state.selection;
  if (!canOpenGroup(row, selection.subDivisionFinished)) return 'division-incomplete';
  if (selection.mode === MarkingModes.blank) {
    selection.partitionId = row.id;
    return 'blank-list';
  }
  const judge = selection.mode === MarkingModes.adjudication ? 1 : 0;
  const open = state.group;
  if (open && open.partitionId === row.id && open.judge === judge && selection.partitionId === row.id) {
    selection.panelOpen = false;
    return 'panel-closed';
  }
  if (selection.testId === undefined) return 'panel-closed';
  selection.partitionId = row.id;
  await startGroup(selection.testId, row, judge);
  return 'opened';
}

// ── a group ────────────────────────────────────────────────────────────────────────────────

let socketSubscribe: ((partitionIds: number[]) => void) | undefined;

/** The live push tells the window which groups to follow. */
export function setLiveSubscriber(subscribe: ((partitionIds: number[]) => void) | undefined): void {
  socketSubscribe = subscribe;
  if (subscribe && state.group) subscribe([state.group.partitionId]);
}

export async function startGroup(testId: number, row: PartitionRow, judge: 0 | 1, entry: LoadEntry = { kind: 'fresh' }): Promise<void> {
  const previous = state.group;
  if (previous && (previous.partitionId !== row.id || previous.judge !== judge)) void releaseGroup(previous);
  state.group = {
    testId,
    partitionId: row.id,
    judge,
    row,
    questions: row.questions,
    feedbackList: [],
    markProgress: undefined,
    judgeProgress: undefined,
  };
  state.history.active = false;
  state.finished = false;
  state.queue = [];
  state.workloadWarning = undefined;
  paper.show(undefined);
  rememberGroup({ testId, partitionId: row.id, judge });
  socketSubscribe?.([row.id]);
  const loaded = await loadInto(entry);
  if (loaded) state.selection.panelOpen = false;
}

async function loadInto(entry: LoadEntry): Promise<boolean> {
  const group = state.group;
  if (!group) return false;
  let data: Awaited<ReturnType<typeof calls.loadMarking>>;
  try {
    data = await calls.loadMarking(loadQueryFor(entry, group));
  } catch (error) {
    // spec 000 §8: "group load failure: 'loaded failed' plus msg, then occupied students released"
    notify.error(texts.messages.loadFailed(messageOf(error)));
    void releaseGroup(group);
    return false;
  }
  if (state.group !== group) return false;
  if (data.questions) group.questions = data.questions;
  if (data.feedback_list) group.feedbackList = data.feedback_list;
  if (data.mark_progress) group.markProgress = data.mark_progress;
  if (data.judge_progress) group.judgeProgress = data.judge_progress;

  const history = isHistoryEntry(entry);
  if (history && data.students.length === 0) {
    notify.warning(entry.kind === 'neighbour' && entry.direction === 'previous' ? texts.messages.firstRecord : texts.messages.lastRecord);
    return false;
  }
  const progress = group.judge === 1 ? data.judge_progress : data.mark_progress;
  state.history.hasEarlier = progress?.previous ?? false;
  state.history.hasLater = history && (progress?.after ?? false);
  state.history.active = history;
  state.queue = data.students;
  state.leaseLost = undefined;
  state.finished = !history && data.students.length === 0;
  showCurrent();
  checkWorkload();
  return true;
}

function checkWorkload(): void {
  const group = state.group;
  if (!group) return;
  const exam = state.selection.exams.find((e) => e.id === state.selection.examId);
  const warn = group.markProgress?.marking_warn;
  const show = shouldWarnWorkload(warn, {
    classTeacherMarking: exam?.class_teacher_marking === 1,
    history: state.history.active,
    judge: group.judge,
    accepted: workloadAccepted(group.partitionId),
  });
  state.workloadWarning = show ? warn : undefined;
}

/** The marker goes on past the workload warning; remembered for this group. */
export function continuePastWorkload(): void {
  if (state.group) acceptWorkload(state.group.partitionId);
  state.workloadWarning = undefined;
}

/** Back to the selection panel (the workload warning's cancel, "choose a group"). */
export function backToList(): void {
  state.workloadWarning = undefined;
  const group = state.group;
  if (group) void releaseGroup(group);
  state.group = undefined;
  state.queue = [];
  state.finished = false;
  state.history.active = false;
  paper.show(undefined);
  state.selection.panelOpen = true;
  void refreshTests();
  void loadPartitions(true);
}

let showToken = 0;

function picturesOf(students: readonly StudentToMark[]): string[] {
  return students.flatMap((student) => student.partition_pics.map((piece) => piece.url));
}

/** The paper content of a student: the scans (object URLs), the group's blanks and earlier scores. */
function contentOf(student: StudentToMark, urls: readonly string[]): PaperContent {
  const group = state.group!;
  const regionMode = (group.row?.test_correct_type ?? 1) === 1;
  const blanks = blanksOf(group.questions);
  const pictureHeight = Math.max(0, ...student.partition_pics.map((p) => p.y + p.height));
  const pictureWidth = Math.max(0, ...student.partition_pics.map((p) => p.x + p.width));
  return {
    pieces: student.partition_pics.map((piece, i) => ({ url: urls[i], x: piece.x, y: piece.y, width: piece.width, height: piece.height })),
    // a blank the division left without a rectangle covers the whole picture
    blanks: blanks.map((blank) => (blank.rect.width > 0 && blank.rect.height > 0 ? blank : { ...blank, rect: { x: 0, y: 0, width: pictureWidth, height: pictureHeight } })),
    variant: regionMode ? 'region' : 'blank',
    questionScore: student.question_score,
    scoreMarks: student.score_marks,
  };
}

/**
 * Puts the first student of the queue on the paper. Its scans are usually here already (they
 * were fetched when the student was claimed), and then it happens at once.
 */
export function showCurrent(): void {
  const token = ++showToken;
  const student = state.queue[0];
  const wanted = picturesOf(state.queue);
  scans.retainOnly(wanted);
  scans.prefetch(wanted);
  if (!student || !state.group) {
    paper.show(undefined);
    state.image = 'idle';
    return;
  }
  const ready = student.partition_pics.map((piece) => scans.peek(piece.url));
  if (ready.every((url): url is string => url !== undefined)) {
    paper.show(contentOf(student, ready));
    state.image = 'loaded';
    state.shownAt = Date.now();
    return;
  }
  state.image = 'loading';
  Promise.all(student.partition_pics.map((piece) => scans.load(piece.url))).then(
    (urls) => {
      if (token !== showToken) return;
      paper.show(contentOf(student, urls));
      state.image = 'loaded';
      state.shownAt = Date.now();
    },
    () => {
      if (token !== showToken) return;
      state.image = 'error';
    },
  );
}

// ── submitting ─────────────────────────────────────────────────────────────────────────────

export function blockMessage(block: SubmitBlock): string {
  switch (block) {
    case 'image':
      return texts.messages.imageLoading;
    case 'locked':
      return texts.messages.locked;
    case 'elsewhere':
      return texts.security.elsewhereText;
    case 'token':
      return texts.security.tokenMissingText;
    case 'pushing':
      return texts.messages.pushing;
    case 'lease-lost':
      return texts.lease.lostText;
    default:
      return texts.messages.noStudent;
  }
}

export function currentBlock(): SubmitBlock | undefined {
  return submitBlock({
    hasStudent: state.queue.length > 0,
    image: state.image,
    locked: state.locked,
    loggedInElsewhere: session.loggedInElsewhere,
    tokenMissing: session.markingTokenMissing,
    pushing: state.pushing,
    leaseLost: isLeaseLost(state),
  });
}

/** Whether marks count from a start (step points, bonus, reduce): then right click submits. */
export function isStepMode(): boolean {
  return state.settings.stepPoint || state.settings.scoreType !== 'common';
}

export function isRegionMode(): boolean {
  return (state.group?.row?.test_correct_type ?? 1) === 1;
}

const idempotencyKeys = new Map<string, string>();

function idempotencyKeyFor(studentId: number, logId: number): string {
  const id = `${studentId}:${logId}`;
  let key = idempotencyKeys.get(id);
  if (!key) idempotencyKeys.set(id, (key = crypto.randomUUID()));
  return key;
}

export type SubmitKind = 'normal' | 'quick' | 'auto';

/**
 * Submits the student on screen (spec 000 §4). In live marking the next student appears at
 * once; if the server refuses, the submitted student comes back with the marker's scores.
 */
export async function submitCurrent(kind: SubmitKind = 'normal'): Promise<boolean> {
  acceptTypedScore();
  const block = currentBlock();
  if (block) {
    notify.warning(blockMessage(block), SCORE_MESSAGE_SECONDS);
    return false;
  }
  const group = state.group!;
  const student = state.queue[0];
  const history = state.history.active;
  const order = paper.blankOrder();
  let scores = paper.scores(state.settings.scoreType);
  if (kind === 'quick' || (isStepMode() && isRegionMode())) {
    scores = withUnscoredAsZero(order, scores);
  } else if (!allScored(order, scores)) {
    notify.warning(texts.messages.unscoredGroups, SCORE_MESSAGE_SECONDS);
    return false;
  }
  const submission = paper.submission(scores);
  if (!submission) return false;
  const total = totalScoreOf(order.map((id) => scores.get(id)));
  const body: calls.SubmitScore = {
    partition_id: group.partitionId,
    student_id: student.student_id,
    judge: group.judge,
    total_score: total,
    question_score: submission.questionScore,
    score_marks: submission.scoreMarks,
    spend_time: Math.min(86_400, Math.max(0, Math.round((Date.now() - state.shownAt) / 1000))),
    return_next_student: history ? 0 : 1,
    occupy_student_count: history ? 1 : 5,
    idempotency_key: idempotencyKeyFor(student.student_id, student.marking_log_id),
    ...(history ? { marking_log_id: student.marking_log_id, version: student.version } : {}),
  };

  state.pushing = true;
  if (!history) {
    // the next student is already claimed and downloaded: show it now
    state.queue = state.queue.slice(1);
    showCurrent();
  }
  try {
    const result = await calls.submitScore(group.testId, body);
    idempotencyKeys.delete(`${student.student_id}:${student.marking_log_id}`);
    if (state.group !== group) return true;
    if (result.mark_progress) group.markProgress = result.mark_progress;
    if (result.judge_progress) group.judgeProgress = result.judge_progress;
    if (history) {
      state.pushing = false;
      if (state.history.hasLater) await loadInto({ kind: 'neighbour', direction: 'after', fromLogId: student.marking_log_id });
      else {
        notify.warning(texts.messages.lastRecord);
        await continueMarking();
      }
      return true;
    }
    const onScreen = state.queue[0]?.student_id;
    const next = queueAfterSubmit(
      result.students.filter((s) => s.student_id !== student.student_id),
      onScreen,
    );
    state.queue = next;
    state.history.hasEarlier = true;
    if (next[0]?.student_id !== onScreen) showCurrent();
    else scans.prefetch(picturesOf(next));
    if (next.length === 0) finishGroup();
    else checkWorkload();
    return true;
  } catch (error) {
    notify.error(messageOf(error));
    if (!history && state.group === group) {
      const conflict = error instanceof ApiError && error.status === 409;
      if (conflict) {
        // the student is no longer mine (lease taken, state changed): go on with what I hold
        await loadInto({ kind: 'continue' });
      } else {
        const restored: StudentToMark = { ...student, question_score: submission.questionScore, score_marks: submission.scoreMarks };
        state.queue = [restored, ...state.queue.filter((s) => s.student_id !== student.student_id)];
        showCurrent();
      }
    }
    return false;
  } finally {
    state.pushing = false;
  }
}

function finishGroup(): void {
  const group = state.group;
  state.finished = true;
  state.image = 'idle';
  state.workloadWarning = undefined;
  notify.success(texts.messages.groupFinished);
  if (group) void releaseGroup(group);
  void loadPartitions(true);
}

/** What a score-point problem tells the marker (shown 1 s). */
export function stepProblemMessage(problem: StepProblem): string {
  return problem.kind === 'below-zero' ? texts.messages.belowZero : texts.messages.aboveFull(formatScore(problem.fullMark));
}

export function showScoreMessage(text: string): void {
  notify.warning(text, SCORE_MESSAGE_SECONDS);
}

// ── history ────────────────────────────────────────────────────────────────────────────────

export async function goPrevious(): Promise<void> {
  const fromLogId = state.history.active ? (state.queue[0]?.marking_log_id ?? 0) : 0;
  await loadInto({ kind: 'neighbour', direction: 'previous', fromLogId });
}

export async function goNext(): Promise<void> {
  if (!state.history.active) return;
  const fromLogId = state.queue[0]?.marking_log_id ?? 0;
  if (!state.history.hasLater) {
    notify.warning(texts.messages.lastRecord);
    await continueMarking();
    return;
  }
  await loadInto({ kind: 'neighbour', direction: 'after', fromLogId });
}

export async function openRecord(logId: number): Promise<void> {
  await loadInto({ kind: 'record', logId });
}

export async function continueMarking(): Promise<void> {
  state.history.active = false;
  await loadInto({ kind: 'continue' });
}

// ── around the student ─────────────────────────────────────────────────────────────────────

export async function reportProblemPaper(comment: string, reloadText: string | undefined): Promise<boolean> {
  const group = state.group;
  const student = state.queue[0];
  if (!group || !student) return false;
  try {
    const result = await calls.submitProblemPaper(group.testId, {
      partition_id: group.partitionId,
      marking_log_id: student.marking_log_id,
      student_id: student.student_id,
      comment: problemComment(comment, reloadText),
      judge: group.judge,
      return_next_student: 1,
      occupy_student_count: 1,
    });
    notify.success(texts.messages.problemSubmitted);
    // the footer's problem-paper count includes this one now
    void refreshProgress();
    state.queue = queueAfterSubmit(
      result.students.filter((s) => s.student_id !== student.student_id),
      state.queue[1]?.student_id,
    );
    showCurrent();
    if (state.queue.length === 0) finishGroup();
    return true;
  } catch (error) {
    notify.error(messageOf(error));
    return false;
  }
}

/** Wrong-cause tags of the student on screen; answers the tag ids now stored. */
export async function tagWrongCause(system: number[], custom: string, successText: string = texts.messages.feedbackMarked): Promise<boolean> {
  const group = state.group;
  const student = state.queue[0];
  if (!group || !student) return false;
  const text = customFeedbackText(custom);
  if (system.length === 0 && text === '') {
    notify.warning(texts.messages.feedbackCancelled);
    return false;
  }
  try {
    const result = await calls.submitFeedback(group.testId, {
      partition_id: group.partitionId,
      marking_log_id: student.marking_log_id,
      student_id: student.student_id,
      judge: group.judge,
      feedback: { system, ...(text ? { custom: text } : {}) },
    });
    if (state.queue[0]?.student_id === student.student_id) state.queue[0].feedback_ids = result.feedback.feedbackids;
    if (text && !group.feedbackList.some((tag) => tag.name === text)) {
      const ids = result.feedback.feedbackids.split(',').map(Number).filter(Number.isFinite);
      const newId = ids.find((id) => !group.feedbackList.some((tag) => tag.id === id) && !system.includes(id));
      if (newId !== undefined) group.feedbackList.push({ id: newId, name: text });
    }
    notify.success(successText);
    return true;
  } catch (error) {
    notify.error(messageOf(error));
    return false;
  }
}

/** The tag ids the student on screen carries. */
export function currentFeedbackIds(): number[] {
  const raw = state.queue[0]?.feedback_ids ?? '';
  return raw
    .split(',')
    .map((id) => Number(id))
    .filter((id) => Number.isInteger(id) && id > 0);
}

// ── holding students ───────────────────────────────────────────────────────────────────────

export async function releaseGroup(group: { testId: number; partitionId: number; judge: 0 | 1 }): Promise<void> {
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
  if (!group) return;
  void markingApi.DELETE('/v1/examination/test-partition-occupy/{test_id}', {
    params: { path: { test_id: group.testId }, query: { partition_ids: [group.partitionId], judge: group.judge } },
    keepalive: true,
    loading: false,
  });
}

// ── progress ───────────────────────────────────────────────────────────────────────────────

let progressTimer: ReturnType<typeof setTimeout> | undefined;
/** Pushed progress is fetched at most this often. */
const PROGRESS_REFRESH_MS = 1500;

/** The live push says a group moved on: refresh its figures (throttled, quietly). */
export function progressPushed(partitionId: number): void {
  if (state.group?.partitionId !== partitionId || progressTimer) return;
  progressTimer = setTimeout(() => {
    progressTimer = undefined;
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

/** The open group's figures from the server (after a problem paper, a push, a return to the window). */
export async function refreshProgress(): Promise<void> {
  const group = state.group;
  if (!group) return;
  try {
    const data = await calls.partitionProgress(group.testId, group.partitionId, 1, 1, true);
    const figures = data.partitions.find((p) => p.id === group.partitionId);
    if (!figures || state.group !== group) return;
    if (group.markProgress) Object.assign(group.markProgress, { mark_num: figures.mark_num, mark_total: figures.mark_total, mark_rate: figures.mark_rate, wrong_num: figures.wrong_num });
    if (group.judgeProgress) {
      const decidedRate = figures.judge_total > 0 ? Math.round((figures.decided_num / figures.judge_total) * 10000) / 100 : 0;
      Object.assign(group.judgeProgress, { decided_num: figures.decided_num, judge_total: figures.judge_total, decided_rate: decidedRate });
    }
  } catch {
    // the figures catch up with the next push or submit
  }
}

// ── the lock ───────────────────────────────────────────────────────────────────────────────

export async function checkLock(): Promise<void> {
  const uid = session.user?.uid;
  if (!uid) return;
  try {
    const info = await calls.userInfo(uid);
    state.locked = info.locked_screen === 1;
  } catch {
    // the lock state is read again on the next lock or unlock
  }
}

export async function lock(): Promise<void> {
  const uid = session.user?.uid;
  try {
    if (!uid) throw new Error('no user');
    await calls.lockScreen(uid);
    state.locked = true;
  } catch {
    notify.error(texts.messages.lockFailed);
  }
}

export async function unlock(password: string): Promise<boolean> {
  if (password.trim() === '') {
    notify.warning(texts.messages.fillPassword);
    return false;
  }
  const uid = session.user?.uid;
  try {
    if (!uid) throw new Error('no user');
    const key = await fetchPublicKey(markingApi);
    const cipher = encryptPassword(key, password);
    if (!cipher) throw new Error('encrypt');
    await calls.unlockScreen(uid, cipher);
    state.locked = false;
    // a window opened while locked could not load its exams: it does so now
    if (state.selection.exams.length === 0) void loadExams();
    return true;
  } catch (error) {
    // too many wrong passwords: the server says how long the account waits
    notify.error(error instanceof ApiError && error.status === 429 ? error.message : texts.messages.unlockFailed);
    return false;
  }
}

// ── small changes of the screen ────────────────────────────────────────────────────────────

/** The point value of step, bonus and reduce marks; picking it again puts it down. */
export function pickPoint(value: number | null): void {
  state.picked = state.picked === value ? null : value;
}

/** A new score type: the marks of the old one would not add up with it. */
export function changeScoreType(scoreType: ScoreType): void {
  if (scoreType === state.settings.scoreType) return;
  paper.clearMarks();
  state.picked = null;
  updateSettings({ scoreType });
}

export function setPaperLayout(layout: PaperLayout): void {
  state.view.layout = layout;
  paper.setView(layout, state.view.rotation);
}

export function rotatePaper(): void {
  const rotation = nextRotation(state.view.rotation);
  state.view.rotation = rotation;
  paper.setView(state.view.layout, rotation);
}

export function toggleExpanded(): void {
  state.view.expanded = !state.view.expanded;
}

/** The paper view reset: upright, as scanned, fitted. */
export function resetPaperView(): void {
  state.view = { layout: 'vertical', rotation: 0, expanded: false };
  paper.setView('vertical', 0);
  paper.fit();
}

export function collapseSelection(): void {
  state.selection.panelOpen = false;
}

/** Back to the exam / paper / group lists, with fresh figures; the open group stays open. */
export function openSelection(): void {
  state.selection.panelOpen = true;
  // loadExams refreshes the papers of the chosen exam as well
  void loadExams();
  void loadPartitions(true);
}

export function flagDevtools(): void {
  state.devtools.open = true;
}

/** One second of the console countdown; answers the seconds left. */
export function tickDevtoolsCountdown(): number {
  state.devtools.secondsLeft = Math.max(0, state.devtools.secondsLeft - 1);
  return state.devtools.secondsLeft;
}

/** The occupied-groups dialog of a paper row. */
export function showOccupied(testId: number): void {
  state.selection.testId = testId;
  state.dialog = 'occupied';
}

/** A group chosen in a dialog (marking quality, the exam tree) opens in that mode. */
export async function openGroupFrom(testId: number, row: PartitionRow, judge: 0 | 1): Promise<void> {
  state.selection.mode = judge;
  state.selection.partitionId = row.id;
  await startGroup(testId, row, judge);
}
