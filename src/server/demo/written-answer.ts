/**
 * Something a student writes in a blank, and the share of the blank's marks it deserves. Its own
 * file because the papers (papers.ts) list the answers of the response files, which name this
 * type: the response files import it from here, not from the papers.
 */
export interface WrittenAnswer {
  share: number;
  text: string;
}

/** An answer as the response files list it: the share it deserves, then what is written. */
export type GradedRow = readonly [share: number, text: string];

/** A blank's answers from their rows, in the order listed (full marks first). */
export const graded = (rows: readonly GradedRow[]): WrittenAnswer[] => rows.map(([share, text]) => ({ share, text }));
