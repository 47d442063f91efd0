/**
 * The job queue's view of the embedded database. PGlite is one connection, and every unit of
 * work of this server goes through one serial queue (Database.run / tx / query): a job-queue
 * statement that ran in the middle of another unit's transaction would become part of it. So the
 * queue's statements go through the same serial queue, one statement (or one statement block)
 * per turn, and never interleave with anyone's transaction.
 *
 * Statements with parameters run as one prepared statement. Statements without parameters may
 * be a block of several (schema creation, `BEGIN … COMMIT` maintenance), which needs the simple
 * protocol: they run through `exec`, and the rows of every statement of the block are returned.
 * A failure inside a block rolls the connection back before the next turn, as a pooled driver
 * would by handing out a fresh connection.
 *
 * LISTEN is not offered: a LISTEN issued by the queue would have to leave the serial queue. The
 * workers poll instead (see task-queue.ts).
 */
import type { Db as IDatabase } from 'pg-boss';
import type { Database } from '../db/database.ts';

export function bossDatabaseOf(database: Database): IDatabase {
  const pglite = database.pglite;
  if (!pglite) throw new Error('the serial-queue adapter is for the embedded database only');
  return {
    executeSql(text, values) {
      return database.run(async () => {
        try {
          if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
          const results = await pglite.exec(text);
          return { rows: results.flatMap((result) => result.rows) };
        } catch (error) {
          // a failed statement inside BEGIN … COMMIT leaves the transaction aborted: end it here,
          // inside the same turn, so that the next unit of work starts on a clean connection
          await pglite.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
  };
}
