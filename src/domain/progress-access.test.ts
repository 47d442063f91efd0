import { describe, expect, it } from 'vitest';
import { mayFollowMarkers, mayReadAdjudications, progressPagesOf, type PaperStanding } from './progress-access.ts';

const nobody: PaperStanding = { administrator: false, schoolLeader: false, assigned: false };

describe('progressPagesOf', () => {
  it('offers a class head who only follows their classes none of the pages (they would answer 无权访问)', () => {
    expect(progressPagesOf(nobody)).toEqual({ group_progress: false, workload: false, judge_records: false });
  });

  it('offers a marker or adjudicator of the paper every page', () => {
    expect(progressPagesOf({ ...nobody, assigned: true })).toEqual({ group_progress: true, workload: true, judge_records: true });
  });

  it('offers an administrator every page, marking or not', () => {
    expect(progressPagesOf({ administrator: true, schoolLeader: true, assigned: false })).toEqual({ group_progress: true, workload: true, judge_records: true });
  });

  it('offers a school leader who does not mark the adjudication records only', () => {
    expect(progressPagesOf({ ...nobody, schoolLeader: true })).toEqual({ group_progress: false, workload: false, judge_records: true });
  });

  it('is the rule the calls apply', () => {
    for (const administrator of [false, true])
      for (const schoolLeader of [false, true])
        for (const assigned of [false, true]) {
          const standing = { administrator, schoolLeader, assigned };
          const pages = progressPagesOf(standing);
          expect(pages.group_progress).toBe(mayFollowMarkers(standing));
          expect(pages.workload).toBe(mayFollowMarkers(standing));
          expect(pages.judge_records).toBe(mayReadAdjudications(standing));
        }
  });
});
