/**
 * How often a password may be tried. The specification gives no figures, so they are decided
 * here. Every check of an account's password — sign-in, screen unlock, password change, the QR
 * confirmation — counts against the account: a few wrong passwords close the account to further
 * guesses for the rest of the window, whoever sends them and from wherever. Sign-ins also count
 * against the client address, with a bound well above what a whole school of teachers behind one
 * NAT mistypes, so that one address cannot spray a guess over many accounts.
 *
 * The attempt is counted before the password is looked at (one statement adds it and answers
 * the count), so a burst of concurrent guesses cannot all pass a check made before any of them
 * was recorded; an attempt refused or with the right password is given back. The counters live
 * in the database, so every server process sees the same ones.
 */
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from '../../http/app-error.ts';
import * as repo from './attempt-repository.ts';
import { msg } from '../../../i18n/server.ts';

/** Wrong passwords an account may receive in one window. */
export const ACCOUNT_ATTEMPT_LIMIT = 5;
/** Failed sign-ins one client address may make in one window (all accounts together). */
export const ADDRESS_ATTEMPT_LIMIT = 200;
/** The window both limits count in; it starts with its first attempt. */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** Counters idle this long are deleted. */
const ATTEMPT_KEEP_MS = 24 * 60 * 60 * 1000;


export const accountKey = (username: string) => `account:${username}`;
export const addressKey = (address: string) => `address:${address}`;

/** Attempts counted for one check; given back when the password was right. */
export type CountedAttempts = readonly repo.CountedAttempt[];

export class PasswordAttempts {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts one attempt against the account (and the address, for sign-ins). Throws 429 when
   * either is over its limit: the password is then not looked at.
   */
  async count(username: string, address?: string): Promise<CountedAttempts> {
    const now = this.now();
    const keys = address === undefined ? [accountKey(username)] : [accountKey(username), addressKey(address)];
    const counted = await this.database.run((db) => repo.countAttempts(db, keys, now, ATTEMPT_WINDOW_MS));
    if (counted.some((c) => c.attempts === 1)) {
      // a window started: a good moment to forget the counters nobody uses any more
      await this.database.run((db) => repo.pruneAttempts(db, new Date(now.getTime() - ATTEMPT_KEEP_MS)));
    }
    const account = counted.find((c) => c.key === keys[0]);
    const addressCount = counted.find((c) => c.key === keys[1]);
    const refusal =
      account && account.attempts > ACCOUNT_ATTEMPT_LIMIT
        ? msg.auth.accountLockedFor(this.minutesLeft(account, now))
        : addressCount && addressCount.attempts > ADDRESS_ATTEMPT_LIMIT
          ? msg.auth.addressLockedFor(this.minutesLeft(addressCount, now))
          : undefined;
    if (refusal) {
      // a refused attempt was never checked: it is given back, so that the counts stay the
      // checked wrong passwords (plus those being checked) — hammering one closed account from
      // a school's address does not use up the address's bound for everyone behind it
      await this.giveBack(counted);
      throw tooManyRequests(refusal);
    }
    return counted;
  }

  /** The password was right: its attempt does not count. */
  async giveBack(counted: CountedAttempts): Promise<void> {
    await this.database.run((db) => repo.giveBackAttempts(db, counted));
  }

  private minutesLeft(counted: repo.CountedAttempt, now: Date): number {
    const left = counted.windowStart.getTime() + ATTEMPT_WINDOW_MS - now.getTime();
    return Math.max(1, Math.ceil(left / 60_000));
  }
}
