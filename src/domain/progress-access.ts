/**
 * Which marking-progress pages of a paper a user may open (spec 000 §2: question-group progress,
 * teacher workload, adjudication records). The server refuses the calls of a page by these rules,
 * and the progress pages offer a page's button only when the rule lets the user in — a class head
 * who follows their classes' papers sees the class analysis, not buttons that lead to 无权访问.
 */

/** How a user stands to one paper (test) of an exam. */
export interface PaperStanding {
  /** the super administrator, or an administrator (role 5) of the exam's school */
  administrator: boolean;
  /** analyses the whole school (school leaders and administrators) and the exam is of their school */
  schoolLeader: boolean;
  /** marks or adjudicates some question group of the paper */
  assigned: boolean;
}

/**
 * Question-group progress and teacher workload show every marker of the paper with their
 * figures: for the paper's administrators and the teachers who mark or adjudicate in it.
 */
export function mayFollowMarkers(standing: Pick<PaperStanding, 'administrator' | 'assigned'>): boolean {
  return standing.administrator || standing.assigned;
}

/**
 * Adjudication records are part of the marking: for the paper's markers and adjudicators, the
 * school's leaders and administrators — not for teachers who only follow their classes.
 */
export function mayReadAdjudications(standing: PaperStanding): boolean {
  return standing.administrator || standing.schoolLeader || standing.assigned;
}

/** The progress pages of a paper a user may open, as the progress pages offer them. */
export interface ProgressPages {
  group_progress: boolean;
  workload: boolean;
  judge_records: boolean;
}

export function progressPagesOf(standing: PaperStanding): ProgressPages {
  const markers = mayFollowMarkers(standing);
  return { group_progress: markers, workload: markers, judge_records: mayReadAdjudications(standing) };
}
