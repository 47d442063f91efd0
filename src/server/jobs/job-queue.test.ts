import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withoutClient } from './job-queue.ts';

describe('errors the job queue reports', () => {
  it('leave out the pg client that a failed pooled connection carries, and keep what says what happened', () => {
    const error = Object.assign(new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'), { code: '57P01' });
    // what pg-pool does to the error of an idle connection before the pool emits it
    Object.assign(error, { client: new pg.Client({ connectionString: 'postgres://marking:secret@db:5432/marking' }) });
    const reported = withoutClient(error) as Record<string, unknown>;
    expect(reported).not.toHaveProperty('client');
    expect(reported).toMatchObject({ message: 'terminating connection due to administrator command', code: '57P01' });
    expect(JSON.stringify(reported)).not.toContain('secret');
  });

  it('pass other errors on as they are', () => {
    const error = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    expect(withoutClient(error)).toBe(error);
    const workerFailure = { message: 'connect ECONNREFUSED', queue: 'report-task' };
    expect(withoutClient(workerFailure)).toBe(workerFailure);
  });
});
