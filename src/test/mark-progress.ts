/**
 * A group's marking progress as the marking window's calls answer it (mark_progress): by default
 * nothing marked yet of 240, the marker's task 80, no warning; a test names what differs.
 */
import type { components } from '../contract/schema.d.ts';

type MarkProgress = components['schemas']['MarkProgress'];

export const markProgress = (changes: Partial<MarkProgress> = {}): MarkProgress => ({
  mark_rate: 0,
  mark_num: 0,
  mark_total: 240,
  mark_average: 0,
  wrong_num: 0,
  previous: false,
  after: false,
  teacher_progress: { mark_average: 0, mark_num: 0, mark_task: 80 },
  marking_warn: { warn: false, ended: false, content: '' },
  ...changes,
});
