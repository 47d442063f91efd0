/**
 * Work that need not hold up the next frame: it runs once the browser has painted the frame
 * after the current one's changes (the next animation frame, then a task after it). Without
 * animation frames (a hidden tab, a test's DOM) it runs in a task of its own.
 */
export function afterPaint(run: () => void): void {
  const inTask = () => setTimeout(run, 0);
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') requestAnimationFrame(inTask);
  else inTask();
}
