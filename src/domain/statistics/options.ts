/**
 * Option analysis of objective questions: how many students chose each option, as a share of
 * the students who have an answer row for the question. A multiple-answer choice counts for
 * every option in it, so the rates of a multiple-answer question may add up to more than 100.
 */
import { percent } from './rates.ts';

export interface OptionStatistics {
  key: string;
  count: number;
  rate: number;
  /** positions (in the given choices) of the students who chose this option */
  students: number[];
}

export interface OptionAnalysis {
  options: OptionStatistics[];
  /** students with an answer row but no option chosen */
  unanswered_count: number;
  unanswered_rate: number;
}

/**
 * The option keys in a stored choice. Choices are the keys run together ("AC") or separated by
 * commas ("A,C") when keys are longer than one character; case and spaces do not matter.
 */
export function chosenKeys(chosen: string | null | undefined): string[] {
  const text = (chosen ?? '').replace(/\s+/g, '').toUpperCase();
  if (text === '') return [];
  const keys = text.includes(',') ? text.split(',').filter((k) => k !== '') : [...text];
  return [...new Set(keys)];
}

/**
 * `choices[i]` is student i's stored choice; undefined means the student has no answer row and
 * is not counted. Keys the question does not offer are still listed (after the offered ones),
 * so a mis-read option is visible rather than lost.
 */
export function optionStatistics(optionKeys: readonly string[], choices: readonly (string | null | undefined)[]): OptionAnalysis {
  const byKey = new Map<string, number[]>(optionKeys.map((k) => [k.toUpperCase(), []]));
  let answered = 0;
  let unanswered = 0;
  choices.forEach((choice, position) => {
    if (choice === undefined) return;
    answered++;
    const keys = chosenKeys(choice);
    if (keys.length === 0) unanswered++;
    for (const key of keys) {
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key)!.push(position);
    }
  });
  return {
    options: [...byKey].map(([key, students]) => ({ key, count: students.length, rate: percent(students.length, answered), students })),
    unanswered_count: unanswered,
    unanswered_rate: percent(unanswered, answered),
  };
}
