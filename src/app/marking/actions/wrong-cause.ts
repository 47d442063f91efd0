/** Wrong-cause tags of the student on screen (spec 000 §2, §3), the typical-paper marks among them. */
import { customFeedbackText } from '../../../domain/marking-rules.ts';
import { markingSession as state } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import * as calls from '../marking-api.ts';
import { messageOf, notify } from './notices.ts';

const texts = t.marking;

/** Tags the student on screen; answers whether the tags were stored. */
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
