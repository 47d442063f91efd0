/**
 * One-time setup links: a school starts from an empty database without the demo. `npm start`
 * with SEED_DEMO=0 on an empty database, or `npm run setup -- --school 名称 --admin 用户名`,
 * makes a link that creates the school and its first administrator once. Only the token's hash
 * is stored; a newer link replaces an older one; a link lasts SETUP_LINK_DAYS.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import * as repo from './setup-repository.ts';

/** How long a setup link works (any number: long enough to pass it on, short enough not to linger). */
export const SETUP_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

export function hashSetupToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface SetupLinkOptions {
  schoolName?: string;
  adminUsername?: string;
  now?: Date;
}

/** A new link's token (the only time it is seen in clear). */
export async function createSetupLink(database: Database, options: SetupLinkOptions = {}): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = options.now ?? new Date();
  await database.run((db) =>
    repo.savePendingSetup(db, {
      tokenHash: hashSetupToken(token),
      schoolName: options.schoolName ?? null,
      adminUsername: options.adminUsername ?? null,
      expiresAt: new Date(now.getTime() + SETUP_LINK_DAYS * DAY_MS).toISOString(),
    }),
  );
  return token;
}

/** At a start without the demo: a link when the database is still empty, else nothing. */
export async function setupLinkIfEmpty(database: Database): Promise<string | undefined> {
  return (await database.run((db) => repo.isEmpty(db))) ? createSetupLink(database) : undefined;
}

/** The address an administrator opens. */
export function setupAddress(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}/setup?token=${encodeURIComponent(token)}`;
}
