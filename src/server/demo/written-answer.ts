/**
 * Something a student writes in a blank, and the share of the blank's marks it deserves. Its own
 * file because the papers (papers.ts) list the answers of the response files, which name this
 * type: the response files import it from here, not from the papers.
 */
export interface WrittenAnswer {
  share: number;
  text: string;
}
