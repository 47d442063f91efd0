/** What the marking benchmarks share: percentiles, and marking sessions made without signing in. */
import { sessions } from '../src/server/db/schema.ts';
import type { Database } from '../src/server/db/database.ts';
import { hashToken, newToken } from '../src/server/features/auth/tokens.ts';
import type { MarkingFixture } from '../tests/fixtures/marking-fixture.ts';

/** The p-th percentile (nearest rank below); NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Marking sessions made directly: the benchmarks measure marking, not password hashing. */
export async function markingTokens(database: Database, fx: MarkingFixture, lifetimeMs = 3600_000): Promise<string[]> {
  const tokens = fx.markers.map(() => newToken());
  await database.run((db) =>
    db.insert(sessions).values(
      fx.markers.map((m, i) => ({ userId: m.id, kind: 'marking' as const, tokenHash: hashToken(tokens[i]), groupId: 11, expiresAt: new Date(Date.now() + lifetimeMs) })),
    ),
  );
  return tokens;
}
