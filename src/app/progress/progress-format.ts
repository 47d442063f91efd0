/** How the progress pages write figures (spec 001 §9: "Marking progress rates shown with 2 decimals"). */
export function rateText(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** "user (real name)" — the real name in brackets when there is one (spec 002 §2). */
export function teacherName(teacher: { user_name: string; real_name: string }): string {
  return teacher.real_name ? `${teacher.user_name}（${teacher.real_name}）` : teacher.user_name;
}

/** The share a progress bar shows, 0–100. */
export function percentOf(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((done / total) * 10000) / 100) : 0;
}
