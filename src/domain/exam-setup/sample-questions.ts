import type { PaperQuestion } from './paper-rules.ts';

/**
 * A sample question of a paper, for tests: a 5-point written answer (big_spaces) marked in whole
 * points, with no options, key, partial score or optional group, unless `patch` says otherwise.
 */
export const paperQuestion = (label: string, patch: Partial<PaperQuestion> = {}): PaperQuestion => ({
  label,
  section: '',
  questionType: 'big_spaces',
  fullMark: 5,
  step: 1,
  options: [],
  answer: [],
  partialScore: null,
  optionalGroup: null,
  optionalPick: null,
  ...patch,
});
