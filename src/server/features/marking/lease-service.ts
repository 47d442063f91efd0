/**
 * Lease renewal for an open marking screen. A claim holds a student for CLAIM_LEASE_MS; loads
 * and submits renew it, but a marker who reads a long answer (or steps away with the screen
 * open) submits nothing for a while. The window therefore renews while it is visible and shows
 * a student, and learns at once when the student on screen is no longer held, so it can say so
 * before the marker scores instead of when the submit is refused.
 */
import { CLAIM_LEASE_MS } from '../../../domain/marking-rules.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { renewHeldClaims } from './lease-repository.ts';
import type { MarkingService } from './marking-service.ts';
import { msg } from '../../../i18n/server.ts';

export interface LeaseRenewal {
  partition_id: number;
  student_id: number;
  judge?: 0 | 1;
}

export interface RenewedLease {
  lease_expires_at: string;
  held_student_ids: number[];
}

export class MarkingLeases {
  constructor(
    private readonly database: Database,
    private readonly marking: MarkingService,
  ) {}

  /**
   * Renews every student I hold in the group (in this mode) and answers the new expiry and who
   * they are; refused (409) when the student on screen is not among them.
   */
  async renew(auth: AuthContext, testId: number, body: LeaseRenewal): Promise<RenewedLease> {
    const judge = body.judge ?? 0;
    const { context } = await this.marking.authorise(auth, testId, body.partition_id, judge);
    // a blind group names its papers by number, both ways (paper-numbers.ts)
    const onScreen = await this.marking.studentOfPaper(context, body.student_id);
    const expiresAt = new Date(Date.now() + CLAIM_LEASE_MS);
    const held = await this.database.run((db) => renewHeldClaims(db, context.id, auth.userId, judge, expiresAt));
    if (!held.includes(onScreen)) throw conflict(msg.marking.notHeld);
    // in ascending order of what the marker is shown: the order of the student ids would tell something
    return { lease_expires_at: expiresAt.toISOString(), held_student_ids: (await this.marking.papersOf(context, held)).sort((a, b) => a - b) };
  }
}
