/**
 * What the marking footer shows of the open group's progress (spec 000 §2), as the texts it
 * shows: the averages, the progress bar and its count, the marker's own workload and the problem
 * papers — marking figures, or under adjudication the adjudication ones. A dash stands where no
 * group, or no progress yet, gives a figure.
 */
import { formatScore } from '../../domain/score-entry.ts';
import type { GroupState } from '../../state/marking-session.ts';

const NONE = '-';

export interface FooterFigures {
  judge: 0 | 1;
  personalAverage: string;
  groupAverage: string;
  /** the progress bar, in percent */
  percent: number;
  /** done / to do */
  progress: string;
  workload: string;
  problemPapers: string;
}

export function footerFigures(group: GroupState | undefined): FooterFigures {
  const mark = group?.markProgress;
  const decided = group?.judgeProgress;
  const judge = group?.judge ?? 0;
  const marked = (n: number | undefined) => (mark ? formatScore(n ?? 0) : NONE);
  const common = { judge, personalAverage: marked(mark?.teacher_progress.mark_average), groupAverage: marked(mark?.mark_average), problemPapers: String(mark?.wrong_num ?? 0) };
  if (judge === 1) {
    return { ...common, percent: decided?.decided_rate ?? 0, progress: `${decided?.decided_num ?? 0}/${decided?.judge_total ?? 0}`, workload: group ? String(decided?.teacher_progress.decided_num ?? 0) : NONE };
  }
  const own = mark?.teacher_progress;
  return { ...common, percent: mark?.mark_rate ?? 0, progress: `${mark?.mark_num ?? 0}/${mark?.mark_total ?? 0}`, workload: group ? `${own?.mark_num ?? 0}/${own?.mark_task || NONE}` : NONE };
}
