/**
 * The stored transcripts of the bank after trigramTranscript changed (TRANSCRIPT_VERSION): the
 * questions saved before keep their old transcript, which a keyword's new transcript is not found
 * in, until this writes them again. It runs when the server starts, before it serves, in batches
 * of one statement each, so that a large bank is rewritten without one long transaction; a
 * question saved meanwhile keeps what its save wrote, and several servers starting at once write
 * the same values. The dead rows (and the trigram-index entries of the old transcripts) are then
 * vacuumed away.
 */
import type { Database } from '../../db/database.ts';
import { staleTranscripts, transcriptOf, vacuumBank, writeTranscripts } from './bank-repository.ts';

export const TRANSCRIPT_BATCH = 2000;

/** Writes every outdated transcript again; answers how many questions were written. */
export async function rewriteStaleTranscripts(database: Database, batch = TRANSCRIPT_BATCH): Promise<number> {
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = await database.run((db) => staleTranscripts(db, after, batch));
    if (rows.length === 0) break;
    written += await database.run((db) => writeTranscripts(db, rows.map((row) => ({ id: row.id, transcript: transcriptOf(row.text) }))));
    after = rows[rows.length - 1].id;
  }
  if (written > 0) await database.run((db) => vacuumBank(db));
  return written;
}
