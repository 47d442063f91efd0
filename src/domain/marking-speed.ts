/**
 * Live marking speed and the finishing estimate of the monitoring pages (spec 001 §7.5): speed
 * is the marks given in the last SPEED_WINDOW_MINUTES, told per hour; what is left divided by that
 * speed is the time still needed. Without a mark in the window there is no estimate.
 */

/** The window the speed is measured over. */
export const SPEED_WINDOW_MINUTES = 60;

/** Marks per hour from the marks given in the window. */
export function perHour(marksInWindow: number): number {
  return (marksInWindow * 60) / SPEED_WINDOW_MINUTES;
}

export interface FinishEstimate {
  hoursLeft: number;
  finishAt: Date;
}

/** When the marks left will be given at this speed; null when nothing is left or nobody is marking. */
export function finishEstimate(left: number, marksPerHour: number, now: Date): FinishEstimate | null {
  if (left <= 0 || marksPerHour <= 0) return null;
  const hoursLeft = left / marksPerHour;
  return { hoursLeft: Math.round(hoursLeft * 100) / 100, finishAt: new Date(now.getTime() + hoursLeft * 3_600_000) };
}
