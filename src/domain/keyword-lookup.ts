/**
 * How the bank search looks a keyword up (spec 002 §7: search the bank by keyword). A keyword's
 * matches are the newest questions whose transcript contains the keyword's transcript; what
 * differs is how they are found, and that depends on how common the keyword is:
 *
 * - a common keyword is in so many questions that reading the newest questions one by one and
 *   keeping those that contain it reaches KEYWORD_RANKED matches quickly ('newest');
 * - a rarer one is found through the trigram index ('index'). The index intersects the posting
 *   lists of every trigram it is given, and a long keyword's transcript has four trigrams per
 *   letter, those of common letters among them, each a long list. So the index is given only the
 *   keyword's rarest pieces — at most two pairs of neighbouring letters, in the keyword's order —
 *   and the questions it finds are then checked for the whole keyword.
 *
 * How common a keyword or a piece is, is estimated from the transcripts of a random sample of the
 * bank's questions, which the server keeps for a while.
 */
import { TRANSCRIPT_CODE } from './question-bank.ts';

/** A transcript's words, each as its letters' codes. */
function wordsOf(transcript: string): string[][] {
  return transcript
    .split(' ')
    .map((word) => word.match(TRANSCRIPT_CODE) ?? [])
    .filter((codes) => codes.length > 0);
}

/**
 * The transcripts of a random sample of the bank's questions, and how many questions the bank
 * holds, indexed once by the letters and pairs of neighbouring letters each text contains, so
 * that estimating a keyword or a piece costs a lookup, not a pass over every text.
 */
export class TranscriptSample {
  /** letter, or pair of neighbouring letters → the sample texts (by number) that contain it */
  private readonly holders = new Map<string, number[]>();

  constructor(
    readonly texts: readonly string[],
    readonly bankSize: number,
  ) {
    texts.forEach((text, n) => {
      for (const codes of wordsOf(text)) {
        codes.forEach((code, i) => {
          this.hold(code, n);
          if (i > 0) this.hold(codes[i - 1] + code, n);
        });
      }
    });
  }

  private hold(piece: string, n: number): void {
    const list = this.holders.get(piece);
    if (!list) this.holders.set(piece, [n]);
    else if (list.at(-1) !== n) list.push(n);
  }

  private scaled(hits: number): number {
    return this.texts.length === 0 ? 0 : (hits / this.texts.length) * this.bankSize;
  }

  /** How many questions of the bank the sample says contain this piece (a letter, or two neighbouring letters). */
  pieceMatches(piece: string): number {
    return this.scaled(this.holders.get(piece)?.length ?? 0);
  }

  /** How many questions of the bank the sample says contain this transcript: its texts that hold the rarest piece, tested whole. */
  matches(transcript: string): number {
    let fewest: readonly number[] | undefined;
    for (const codes of wordsOf(transcript)) {
      codes.forEach((code, i) => {
        const held = this.holders.get(i > 0 ? codes[i - 1] + code : code) ?? [];
        if (!fewest || held.length < fewest.length) fewest = held;
      });
    }
    return this.scaled((fewest ?? []).filter((n) => this.texts[n].includes(transcript)).length);
  }
}

export type KeywordLookup =
  /** read the newest questions and keep those containing the keyword */
  | { by: 'newest' }
  /** the questions containing these pieces of the keyword's transcript, in order (through the trigram index), then checked for the whole */
  | { by: 'index'; pieces: string[] };

/**
 * Whether reading the newest questions finds `ranked` matches faster than the index: reading
 * newest first goes through about ranked × bankSize / matches questions, each a cheap test; the
 * index hands back every match, each read from the table, sorted and tested again, about
 * PER_MATCH_COST times as dear. The two meet where matches² = ranked × bankSize / PER_MATCH_COST
 * (about 3 200 matches in a bank of 200 000 questions, ranking 200).
 */
const PER_MATCH_COST = 4;

export function readsNewestFirst(matches: number, bankSize: number, ranked: number): boolean {
  return matches > 0 && matches * matches * PER_MATCH_COST >= ranked * bankSize;
}

interface Piece {
  /** where the piece starts, counted in letters (codes) across the keyword, a word break counting as one */
  at: number;
  /** how many letters it spans */
  span: number;
  text: string;
  /** how many questions the sample says hold the piece, and its letters each (summed) */
  matches: number;
  letterMatches: number;
}

/** Rarer first: fewer questions holding the piece, then fewer holding its letters, then earlier in the keyword. */
function byRarity(a: Piece, b: Piece): number {
  return a.matches - b.matches || a.letterMatches - b.letterMatches || a.at - b.at;
}

/** The keyword's pieces: every pair of neighbouring letters of a word, and a word of one letter alone. */
function piecesOf(transcript: string, sample: TranscriptSample): Piece[] {
  const pieces: Piece[] = [];
  const hits = (text: string) => sample.pieceMatches(text);
  let at = 0;
  for (const codes of wordsOf(transcript)) {
    if (codes.length === 1) pieces.push({ at, span: 1, text: codes[0], matches: hits(codes[0]), letterMatches: 0 });
    for (let i = 0; i + 1 < codes.length; i++) {
      const text = codes[i] + codes[i + 1];
      pieces.push({ at: at + i, span: 2, text, matches: hits(text), letterMatches: hits(codes[i]) + hits(codes[i + 1]) });
    }
    at += codes.length + 1;
  }
  return pieces;
}

/**
 * How to look up a keyword (given as its transcript) among `ranked` newest matches: 'newest' when
 * the sample says it is common, else through the index with its two rarest pieces that do not
 * overlap (the whole transcript when it has a single piece).
 */
export function keywordLookup(transcript: string, sample: TranscriptSample, ranked: number): KeywordLookup {
  if (readsNewestFirst(sample.matches(transcript), sample.bankSize, ranked)) return { by: 'newest' };
  const pieces = piecesOf(transcript, sample);
  if (pieces.length <= 1) return { by: 'index', pieces: [transcript] };
  const rarest = [...pieces].sort(byRarity);
  const [first] = rarest;
  const second = rarest.find((p) => p.at >= first.at + first.span || p.at + p.span <= first.at);
  const chosen = second ? [first, second].sort((a, b) => a.at - b.at) : [first];
  return { by: 'index', pieces: chosen.map((p) => p.text) };
}
