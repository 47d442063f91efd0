/**
 * The lists of the selection panel (spec 000 §4): exams of a tab, the papers of the chosen exam
 * and the groups of the chosen paper, loaded and refreshed. What the marker picks is in
 * selection.ts.
 */
import type { ExamTab } from '../../../domain/marking/selection.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import * as calls from '../marking-api.ts';
import { messageOf, notify } from './notices.ts';

/** An exam chosen (or none): its papers and groups are listed afresh. */
export function chooseExam(examId: number | undefined): void {
  const selection = state.selection;
  selection.examId = examId;
  selection.tests = [];
  selection.testId = undefined;
  selection.partitions = [];
  selection.partitionId = undefined;
}

export async function loadExams(tab: ExamTab = state.selection.examTab): Promise<void> {
  const selection = state.selection;
  selection.examTab = tab;
  try {
    // spec 000 §9: "page_no reset to 1 on tab change"
    const data = await calls.listExams(tab, 1);
    selection.exams = data.result;
    // the paper and group lists belong to the chosen exam: fresh figures when it is still
    // listed, empty lists when this tab does not list it
    if (selection.examId !== undefined && !data.result.some((exam) => exam.id === selection.examId)) chooseExam(undefined);
    else void refreshTests();
  } catch (error) {
    selection.exams = [];
    notify.error(messageOf(error));
  }
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
