/** The only code that reads and writes QR password tickets. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qrTickets } from '../../db/schema.ts';

export type QrTicketRow = typeof qrTickets.$inferSelect;
export type QrTicketState = QrTicketRow['state'];

export async function insertTicket(db: Db, values: { tokenHash: string; userId: number; sessionId: number; scene: string; expiresAt: Date }): Promise<QrTicketRow> {
  return (await db.insert(qrTickets).values(values).returning())[0];
}

export async function ticketByHash(db: Db, tokenHash: string): Promise<QrTicketRow | undefined> {
  return (await db.select().from(qrTickets).where(eq(qrTickets.tokenHash, tokenHash)))[0];
}

/** Moves an unused ticket to a new state; false when it was used meanwhile. */
export async function setTicketState(db: Db, id: number, state: QrTicketState): Promise<boolean> {
  const rows = await db
    .update(qrTickets)
    .set({ state })
    .where(and(eq(qrTickets.id, id), ne(qrTickets.state, 'operated')))
    .returning({ id: qrTickets.id });
  return rows.length > 0;
}
