/**
 * Poppler's command-line tools (pdftotext, pdftoppm) read the PDFs the tests export where the
 * machine has them; without them a test checks what it can by other means.
 */
import { execFileSync } from 'node:child_process';

export type PopplerTool = 'pdftotext' | 'pdftoppm';

/** Whether `tool` is installed: every Poppler tool answers -v with its version. */
export function hasPopplerTool(tool: PopplerTool): boolean {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
