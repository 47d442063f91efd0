/**
 * What the task list shows and offers for a task (spec 002 §2, §4, §8, §9), as pure functions:
 * the state's label and colour, the actions of each state, the analysis a finished task opens,
 * the file name of a download and how downloads are batched.
 */
import { canTaskViewAnalysis, TaskState, TaskUserState } from '../../domain/tasks.ts';
import { downloads } from '../../i18n/zh-CN/downloads.ts';

/** Spec 002 §9: "Task list page size 10; refresh interval 10 s." */
export const TASK_PAGE_SIZE = 10;
export const TASK_REFRESH_MS = 10_000;
/** Progress of queued and running tasks is read this often while any is on the page. */
export const TASK_PROGRESS_POLL_MS = 2_000;
/** Spec 002 §7: "batches of 10 concurrent downloads are used". */
export const DOWNLOAD_BATCH_SIZE = 10;

/** The analysis screen a finished task opens (spec 002 §2: named route analysisExaminationMain). */
export const ANALYSIS_MAIN_PATH = '/analysis/examination/index';

export interface TaskRef {
  id: number;
  name?: string;
}

export interface TaskView {
  id: number;
  name: string;
  type_id: number;
  state: number;
  user_state: number;
  waiting_number: number;
  progress?: number;
  message?: string;
  result?: { url?: string };
  param?: {
    exams?: TaskRef[];
    tests?: TaskRef[];
    classes?: TaskRef[];
    special_groups?: TaskRef[];
    created_exam?: { id: number; name: string } | null;
    [key: string]: unknown;
  };
}

export type TaskAction = 'close' | 'download' | 'viewAnalysis' | 'markRead';

export function stateLabel(state: number): string {
  return downloads.states[state] ?? downloads.unknownState;
}

/** antd Tag colours; spec 002 §4: "Any other state is shown grey." */
export function stateColour(state: number): string {
  switch (state) {
    case TaskState.queued:
      return 'gold';
    case TaskState.generating:
      return 'processing';
    case TaskState.done:
      return 'success';
    case TaskState.cancelled:
      return 'default';
    default:
      return 'default';
  }
}

export function hasFile(task: Pick<TaskView, 'result'>): boolean {
  return Boolean(task.result?.url);
}

/**
 * Spec 002 §4: queued → close; done → download, view analysis (types 8, 17, 22, 26), mark read
 * while not acted on. A running task can be closed too (its output is then discarded).
 */
export function actionsOf(task: TaskView): TaskAction[] {
  if (task.state === TaskState.queued || task.state === TaskState.generating) return ['close'];
  const actions: TaskAction[] = [];
  if (task.state === TaskState.done) {
    if (hasFile(task)) actions.push('download');
    if (canTaskViewAnalysis(task.type_id) && task.param?.exams?.[0]) actions.push('viewAnalysis');
  }
  if (task.user_state === TaskUserState.notActedOn) actions.push('markRead');
  return actions;
}

export function isOpen(task: Pick<TaskView, 'state'>): boolean {
  return task.state === TaskState.queued || task.state === TaskState.generating;
}

/**
 * The address of the analysis a finished task opens (spec 002 §2): examinationid and
 * active=index, testid when the task covers exactly one paper, classid of its first class and
 * specialGroupid of its first special group.
 */
export function analysisUrl(task: TaskView): string | null {
  const exam = task.param?.exams?.[0];
  if (!exam) return null;
  const query = new URLSearchParams({ examinationid: String(exam.id), active: 'index' });
  const tests = task.param?.tests ?? [];
  if (tests.length === 1) query.set('testid', String(tests[0].id));
  const klass = task.param?.classes?.[0];
  if (klass) query.set('classid', String(klass.id));
  const group = task.param?.special_groups?.[0];
  if (group) query.set('specialGroupid', String(group.id));
  return `${ANALYSIS_MAIN_PATH}?${query.toString()}`;
}

/** Spec 002 §8: the name in "downloading file: …" has its dots replaced by full-width dots. */
export function downloadingName(name: string): string {
  return name.replace(/\./g, '．');
}

/** The name a downloaded file is saved under: the server's, else the task's name with the file's extension. */
export function fileNameOf(task: Pick<TaskView, 'name'>, contentDisposition: string | null, contentType: string | null): string {
  const star = contentDisposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // a malformed name falls back to the task's
    }
  }
  const extension = contentType?.includes('pdf') ? '.pdf' : contentType?.includes('spreadsheet') ? '.xlsx' : '';
  return `${task.name}${extension}`;
}

/** Runs `work` over the items, at most `size` at a time, in order of the list. */
export async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/** The local badge count after `n` tasks were closed or read (spec 002 §4: "not below 0"). */
export function lowerCount(count: number, n = 1): number {
  return Math.max(0, count - n);
}
