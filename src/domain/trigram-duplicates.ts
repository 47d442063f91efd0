/**
 * The likely duplicates of imported questions among a subject's bank questions, by pg_trgm's
 * similarity of their transcripts (trigramTranscript), computed here as pg_trgm computes it so
 * that a whole paper is compared with the bank in one pass instead of one trigram-index search
 * per question. A transcript holds only a–z, 0–9 and spaces: its words are the runs between
 * spaces, each read as "  word " in trigrams; a text's trigrams are counted once each; the
 * similarity of two texts is shared / (first + second − shared) in single precision (float4).
 */

/** One bank question: its id and transcript. */
export interface Transcribed {
  id: number;
  transcript: string;
}

export interface Duplicate {
  id: number;
  similarity: number;
}

const SYMBOLS = 37;
const CODES = SYMBOLS ** 3;

/** 0 for a word break (space or anything not a–z / 0–9), 1–36 for a letter or digit. */
function symbolOf(char: number): number {
  if (char >= 48 && char <= 57) return char - 47;
  if (char >= 97 && char <= 122) return char - 86;
  return 0;
}

/** Calls `each` once for every distinct trigram of the transcript, with the trigram as a number below CODES. */
function forEachTrigram(transcript: string, seen: Uint32Array, stamp: number, each: (code: number) => void): void {
  let first = 0;
  let second = 0;
  let inWord = false;
  const emit = (code: number) => {
    if (seen[code] === stamp) return;
    seen[code] = stamp;
    each(code);
  };
  for (let i = 0; i <= transcript.length; i++) {
    const symbol = i < transcript.length ? symbolOf(transcript.charCodeAt(i)) : 0;
    if (symbol === 0) {
      // the word's end: its last two letters and the padding space
      if (inWord) emit(first * SYMBOLS * SYMBOLS + second * SYMBOLS);
      inWord = false;
      continue;
    }
    if (!inWord) {
      first = 0;
      second = 0;
      inWord = true;
    }
    emit(first * SYMBOLS * SYMBOLS + second * SYMBOLS + symbol);
    first = second;
    second = symbol;
  }
}

/** pg_trgm's similarity() from the shared and the two texts' trigram counts. */
function similarityOf(shared: number, first: number, second: number): number {
  return first === 0 || second === 0 ? 0 : Math.fround(shared / (first + second - shared));
}

/**
 * For each text, the bank questions at least `floor` similar to it, most similar first (newer
 * first among equals), at most `limit`, as `similarity(a, b) >= floor ORDER BY similarity DESC,
 * id DESC` would answer them.
 */
export function trigramDuplicates(texts: readonly string[], bank: readonly Transcribed[], floor: number, limit: number): Duplicate[][] {
  const seen = new Uint32Array(CODES);
  let stamp = 0;
  // for every trigram, the texts that have it
  const holders: number[][] = Array.from({ length: CODES }, () => []);
  const sizes = texts.map((text, index) => {
    let size = 0;
    forEachTrigram(text, seen, ++stamp, (code) => {
      holders[code].push(index);
      size++;
    });
    return size;
  });
  const least = Math.fround(floor);
  const found: Duplicate[][] = texts.map(() => []);
  const shared = new Int32Array(texts.length);
  for (const question of bank) {
    shared.fill(0);
    let size = 0;
    forEachTrigram(question.transcript, seen, ++stamp, (code) => {
      size++;
      for (const index of holders[code]) shared[index]++;
    });
    for (let index = 0; index < texts.length; index++) {
      if (shared[index] === 0) continue;
      const similarity = similarityOf(shared[index], sizes[index], size);
      if (similarity >= least) keepBest(found[index], { id: question.id, similarity }, limit);
    }
  }
  return found;
}

const before = (a: Duplicate, b: Duplicate) => a.similarity > b.similarity || (a.similarity === b.similarity && a.id > b.id);

/** Puts the duplicate in its place in the list, best first, keeping at most `limit`. */
function keepBest(list: Duplicate[], duplicate: Duplicate, limit: number): void {
  let place = list.length;
  while (place > 0 && before(duplicate, list[place - 1])) place--;
  if (place >= limit) return;
  list.splice(place, 0, duplicate);
  if (list.length > limit) list.pop();
}
