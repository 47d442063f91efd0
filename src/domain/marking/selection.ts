/**
 * Rules of the marking window's selection panel (spec 000 §4): exam and paper status, the
 * group rows of the three modes, and which group may be opened. The rows are the contract's
 * PartitionRow; only the fields a rule reads are named here.
 */

/** The group list's three-way switch: ordinary marking, adjudication, blank papers. */
export type MarkingMode = 0 | 1 | 2;
export const MarkingModes = { ordinary: 0, adjudication: 1, blank: 2 } as const;
/** Exam list tabs: unfinished (1) and finished (2). */
export type ExamTab = 1 | 2;

export type StatusKey = 'notStarted' | 'inProgress' | 'ended';

/** A group row's figures as the rules read them. */
export interface GroupProgressRow {
  progress: { mark_total: number; mark_rate: number; blank_volume_num: number; judge_total: number; decided_num: number; decided_rate: number };
}

/** Spec 000 §4: "Paper/exam status display: 0 not started, 1 in progress, else ended". */
export function statusKey(status: number): StatusKey {
  if (status === 0) return 'notStarted';
  if (status === 1) return 'inProgress';
  return 'ended';
}

/** Spec 000 §4: "Clicking an ended paper (status above 1) offers to open analysis". */
export function isEndedPaper(test: { status: number }): boolean {
  return test.status > 1;
}

/** The percent a group row shows in a mode; 100 styles the row complete. */
export function groupRate(row: GroupProgressRow, mode: MarkingMode): number {
  if (mode === MarkingModes.adjudication) return row.progress.judge_total > 0 ? row.progress.decided_rate : 0;
  return row.progress.mark_rate;
}

export function isGroupComplete(row: GroupProgressRow, mode: MarkingMode): boolean {
  if (mode === MarkingModes.blank) return row.progress.blank_volume_num === 0 && row.progress.mark_rate >= 100;
  if (mode === MarkingModes.adjudication) return row.progress.judge_total > 0 && row.progress.decided_num >= row.progress.judge_total;
  return row.progress.mark_total > 0 && row.progress.mark_rate >= 100;
}

/**
 * Spec 000 §5: a group cannot be opened while its block division is empty, unless the paper's
 * sub-division is flagged finished.
 */
export function canOpenGroup(row: { divided: boolean }, subDivisionFinished: boolean): boolean {
  return row.divided || subDivisionFinished;
}

/** The group's name as lists show it: its alias when it has one. */
export function groupName(row: { name: string; alias: string }): string {
  return row.alias ? `${row.name} ${row.alias}` : row.name;
}

/** Whether the teacher's own quota is done (the finished icon of the workload column). */
export function quotaDone(row: { teacher_progress: { mark_num: number; mark_task: number; mark_ended: boolean } }): boolean {
  const { mark_num, mark_task, mark_ended } = row.teacher_progress;
  return mark_ended && mark_task > 0 && mark_num >= mark_task;
}
