/** The only code that reads and writes QR password tickets. */
import { and, eq, gt, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qrTickets, sessions } from '../../db/schema.ts';

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

/** Signs the user out everywhere except the given web sessions (the phone and the desktop). */
export async function revokeWebSessionsExcept(db: Db, userId: number, keep: number[]): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'password' })
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'web'), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), notInArray(sessions.id, keep)));
}
