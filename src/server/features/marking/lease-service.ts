/**
 * Lease renewal for an open marking screen. A claim holds a student for CLAIM_LEASE_MS; loads
 * and submits renew it, but a marker who reads a long answer (or steps away with the screen
 * open) submits nothing for a while. The window therefore renews while it is visible and shows
 * a student, and learns at once when the student on screen is no longer held, so it can say so
 * before the marker scores instead of when the submit is refused. While the network is down the
 * marks already made wait in the browser's outbox; the window names their students, so their
 * places stay with the marker until the marks arrive.
 */
import { CLAIM_LEASE_MS } from '../../../domain/marking-rules.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { holdPendingClaims, renewHeldClaims } from './lease-repository.ts';
import type { MarkingService } from './marking-service.ts';
import { msg } from '../../../i18n/server.ts';

export interface LeaseRenewal {
  partition_id: number;
  student_id?: number;
  judge?: 0 | 1;
  /** students I scored whose marks wait in the browser's outbox */
  pending_student_ids?: number[];
}

export interface RenewedLease {
  lease_expires_at: string;
  held_student_ids: number[];
  /** pending students whose places could not be kept for me */
  lost_student_ids: number[];
}

export class MarkingLeases {
  constructor(
    private readonly database: Database,
    private readonly marking: MarkingService,
  ) {}

  /**
   * Renews every student I hold in the group (in this mode) and answers the new expiry and who
   * they are; refused (409) when the student on screen is not among them. The places of my
   * pending marks are kept too: taken again where their claims ran out and nobody else has
   * taken or scored them (holdPendingClaims); the others are answered as lost, so the window
   * can say so against those students before their marks are refused.
   */
  async renew(auth: AuthContext, testId: number, body: LeaseRenewal): Promise<RenewedLease> {
    const judge = body.judge ?? 0;
    const { context } = await this.marking.authorise(auth, testId, body.partition_id, judge);
    if (body.student_id === undefined && (body.pending_student_ids ?? []).length === 0) throw badRequest(msg.marking.pendingRequired);
    // a blind group names its papers by number, both ways (paper-numbers.ts)
    const onScreen = body.student_id === undefined ? undefined : await this.marking.studentOfPaper(context, body.student_id);
    const pending: number[] = [];
    for (const paper of body.pending_student_ids ?? []) pending.push(await this.marking.studentOfPaper(context, paper));
    const expiresAt = new Date(Date.now() + CLAIM_LEASE_MS);
    const { held, marked } = await this.database.tx(async (db) => {
      const marked = pending.length > 0 ? await holdPendingClaims(db, context.id, auth.userId, judge, pending, expiresAt) : [];
      return { marked, held: await renewHeldClaims(db, context.id, auth.userId, judge, expiresAt) };
    });
    if (onScreen !== undefined && !held.includes(onScreen)) throw conflict(msg.marking.notHeld);
    const lost = pending.filter((id) => !held.includes(id) && !marked.includes(id));
    // in ascending order of what the marker is shown: the order of the student ids would tell something
    const ascending = async (ids: number[]) => (await this.marking.papersOf(context, ids)).sort((a, b) => a - b);
    return { lease_expires_at: expiresAt.toISOString(), held_student_ids: await ascending(held), lost_student_ids: await ascending(lost) };
  }
}
