/**
 * What an objective answer earns against the key (spec 001 §2.1, answer keys with the 少选 rule):
 * a single choice or true/false question its full mark for exactly the key; a multiple-choice
 * question its full mark for exactly the key's options, its 少选 score for some of them and no
 * wrong one, nothing otherwise. Nothing chosen earns nothing.
 */

/**
 * The options an answer sheet's reading holds: keys run together ("AC"), or separated by commas
 * when the keys are longer than one character (as objective_answers.chosen stores them).
 */
export function chosenOptions(chosen: string): string[] {
  const text = chosen.trim();
  if (text === '') return [];
  return text.includes(',') ? text.split(',').map((key) => key.trim()).filter(Boolean) : [...text];
}

export interface ObjectiveKey {
  questionType: string;
  fullMark: number;
  answer: readonly string[];
  partialScore: number | null;
}

export function objectiveScore(key: ObjectiveKey, chosen: readonly string[]): number {
  const picked = [...new Set(chosen)];
  if (picked.length === 0 || key.answer.length === 0) return 0;
  const allRight = picked.every((option) => key.answer.includes(option));
  if (!allRight) return 0;
  if (picked.length === key.answer.length) return key.fullMark;
  return key.questionType === 'multiple_more' ? (key.partialScore ?? 0) : 0;
}
