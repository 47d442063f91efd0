/** Small rules of the marking dialogs (spec 000 §3, §5). */

/** Spec 000 §5: "chosen error types … joined with a full-width comma, description appended". */
export function questionReportMessage(types: readonly string[], otherText: string, otherLabel: string, description: string): string {
  const parts = types.map((type) => (type === otherLabel && otherText.trim() ? `${otherLabel}：${otherText.trim()}` : type));
  const text = description.trim();
  return [...parts, ...(text ? [text] : [])].join('，');
}

/** Spec 000 §3: a blank-volume image url whose last two comma parts carry width and height. */
export function parseBlankImage(entry: string): { url: string; width: number; height: number } {
  const parts = entry.split(',');
  if (parts.length >= 3) {
    const height = Number(parts[parts.length - 1]);
    const width = Number(parts[parts.length - 2]);
    if (Number.isFinite(width) && Number.isFinite(height)) return { url: parts.slice(0, -2).join(','), width, height };
  }
  return { url: entry, width: 0, height: 0 };
}

/** Spec 000 §8: a marking log row shows *** for a student without a name. */
export function studentLabel(name: string | undefined): string {
  return name && name.trim() ? name : '***';
}

/** "user name (real name)" as the progress dialog names a teacher. */
export function teacherLabel(userName: string, realName: string): string {
  return realName ? `${userName}（${realName}）` : userName;
}

/** Spec 000 §9: "Black ratio 0-50", marks every 10. */
export const BLACK_RATE_RANGE: [number, number] = [0, 50];
export const BLACK_RATE_MARKS: Record<number, string> = { 0: '0', 10: '10', 20: '20', 30: '30', 40: '40', 50: '50' };

/** Batch buttons need a selection; row buttons are off while several rows are chosen. */
export function blankButtons(selected: number): { batch: boolean; row: boolean } {
  return { batch: selected > 0, row: selected <= 1 };
}

/** Spec 000 §5: a group whose questions carry no answer at all has no reference answer. */
export function hasReferenceAnswer(questions: readonly { readonly answer?: readonly string[] }[]): boolean {
  return questions.some((q) => (q.answer ?? []).some((a) => a.trim() !== ''));
}
