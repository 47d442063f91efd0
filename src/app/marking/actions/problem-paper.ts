/** A problem paper (spec 000 §2, §5): the student on screen is reported and the next one shown. */
import { PROBLEM_PAPER_OCCUPY_STUDENT_COUNT } from '../../../domain/marking/limits.ts';
import { queueAfterSubmit } from '../../../domain/marking/queue.ts';
import { problemComment } from '../../../domain/marking-rules.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import * as calls from '../marking-api.ts';
import { finishGroup } from './group.ts';
import { messageOf, notify } from './notices.ts';
import { showCurrent } from './on-screen.ts';
import { refreshProgress } from './progress.ts';

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
      occupy_student_count: PROBLEM_PAPER_OCCUPY_STUDENT_COUNT,
    });
    notify.success(t.marking.messages.problemSubmitted);
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
