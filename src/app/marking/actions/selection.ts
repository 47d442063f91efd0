/**
 * What the marker picks in the selection panel (spec 000 §4): an exam, a paper, the mode, a
 * group; and opening and closing the panel.
 */
import { canOpenGroup, MarkingModes, type MarkingMode } from '../../../domain/marking/selection.ts';
import { markingSession as state, type PartitionRow } from '../../../state/marking-session.ts';
import * as calls from '../marking-api.ts';
import { startGroup } from './group.ts';
import { releaseGroup } from './holding.ts';
import { chooseExam, loadExams, loadPartitions } from './lists.ts';
import { messageOf, notify } from './notices.ts';

/** Spec 000 §4: "an exam with exactly one paper has it chosen automatically". */
export async function selectExam(examId: number): Promise<void> {
  const selection = state.selection;
  chooseExam(examId);
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

/** The occupied-groups dialog of a paper row. */
export function showOccupied(testId: number): void {
  state.selection.testId = testId;
  state.dialog = 'occupied';
}
