/**
 * Blank papers on the demo school: only a group's markers score them, only answers recognised
 * as blank, never more than one page at once, and each decision is one round of the group's
 * double marking — a second marker still has to confirm it.
 */
import { describe, expect, it } from 'vitest';
import { BLANK_BLACK_RATE } from '../../src/server/features/marking/blank-volume-repository.ts';
import { BLANK_VOLUME_BATCH_MAX } from '../../src/server/features/marking/blank-volume-service.ts';
import { demoGroupsOf, openDemoSchool, type DemoGroup } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';
import { msg } from '../../src/i18n/server.ts';

const demo = sharedByFile(() => openDemoSchool(40));
/** 第13-16题 (single marking, the arbiter has no part in it) and 第18题 (2+1, adjudicated by arbiter01) */
const [single, double] = demoGroupsOf(demo, 'single', '2+1');

interface BlankRow {
  id: number;
  partition_id: number;
  black_rate: number;
}

const list = async (token: string, group: DemoGroup, range: [number, number], pageSize = 10) => {
  const answer = await demo.call<{ result: BlankRow[]; total: number }>('listBlankVolumes', {
    url: `/v1/examination/test-blank-volume?test_id=${demo.mathsTestId}&partition_ids=[${group.id}]&black_rate=[${range[0]},${range[1]}]&page_size=${pageSize}`,
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
/** below the recognition threshold: what the server takes for blank */
const BLANK_RANGE: [number, number] = [0, BLANK_BLACK_RATE - 0.01];
const submit = (token: string, ids: number[]) =>
  demo.call('submitBlankVolumes', { method: 'PATCH', url: `/v1/examination/test-blank-volume/${demo.mathsTestId}`, token, payload: { ids } });
const unitsOf = (ids: number[]) =>
  demo.testApp.database.query<{ id: number; state: string; marks_done: number; marks_needed: number; final_score: number | null }>(
    `SELECT id::int, state, marks_done, marks_needed, final_score FROM marking_units WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
const logsOf = (ids: number[]) =>
  demo.testApp.database.query<{ unit_id: number; username: string; round: number; total_score: number }>(
    `SELECT l.unit_id::int, u.username, l.round, l.total_score FROM marking_logs l JOIN users u ON u.id = l.teacher_id WHERE l.unit_id = ANY($1::bigint[]) ORDER BY l.unit_id, l.round`,
    [ids],
  );

describe('who decides on blank papers', () => {
  it('refuses the adjudicator of other groups a final 0 on an answer of a single-marked group', async () => {
    const [blank] = (await list(demo.web.schooladmin, single, BLANK_RANGE)).result;
    expect(blank).toBeDefined();
    const refused = await submit(demo.marking.arbiter01, [blank.id]);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(msg.access.blankScoringMarkersOnly);
    const ignored = await demo.call('ignoreBlankVolumes', { method: 'DELETE', url: `/v1/examination/test-blank-volume/${demo.mathsTestId}?ids=[${blank.id}]`, token: demo.marking.arbiter01 });
    expect(ignored.status).toBe(403);
    const listed = await demo.call('listBlankVolumes', { url: `/v1/examination/test-blank-volume?test_id=${demo.mathsTestId}&partition_ids=[${single.id}]`, token: demo.marking.arbiter01 });
    expect(listed.status).toBe(403);
    expect(await unitsOf([blank.id])).toEqual([{ id: blank.id, state: 'open', marks_done: 0, marks_needed: 1, final_score: null }]);
    expect(await logsOf([blank.id])).toEqual([]);
  });

  it('lets an administrator look but not score: a score is a mark, and marks come from markers', async () => {
    const [blank] = (await list(demo.web.schooladmin, single, BLANK_RANGE)).result;
    const refused = await submit(demo.web.schooladmin, [blank.id]);
    expect(refused.status).toBe(403);
    expect(await logsOf([blank.id])).toEqual([]);
  });

  it('refuses another subject’s teacher the list of a maths group', async () => {
    const refused = await demo.call('listBlankVolumes', { url: `/v1/examination/test-blank-volume?test_id=${demo.mathsTestId}`, token: demo.marking.marker04 });
    expect(refused.status).toBe(403);
  });
});

describe('what a marker may score as blank', () => {
  it('refuses twenty unmarked answers of a double-marked group in one call, and answers that are not blank', async () => {
    const page = await list(demo.marking.marker01, double, [0, 50], 20);
    expect(page.result).toHaveLength(20);
    const ids = page.result.map((r) => r.id);
    const tooMany = await submit(demo.marking.marker01, ids);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe(msg.marking.blankBatchTooLarge(BLANK_VOLUME_BATCH_MAX));

    const onePage = ids.slice(0, BLANK_VOLUME_BATCH_MAX);
    const written = page.result.slice(0, BLANK_VOLUME_BATCH_MAX).filter((r) => r.black_rate >= BLANK_BLACK_RATE).length;
    expect(written).toBeGreaterThan(0);
    const notBlank = await submit(demo.marking.marker01, onePage);
    expect(notBlank.status).toBe(400);
    expect(notBlank.body.msg).toBe(msg.marking.blankNotBlank(BLANK_BLACK_RATE, written));
    // the batch is decided as a whole: not even its blank answers were scored
    expect((await unitsOf(ids)).every((u) => u.state === 'open' && u.marks_done === 0)).toBe(true);
    expect(await logsOf(ids)).toEqual([]);
  });

  it('counts a blank decision as one round of double marking: a second marker confirms it', async () => {
    const blanks = (await list(demo.marking.marker01, double, BLANK_RANGE)).result.map((r) => r.id);
    expect(blanks.length).toBeGreaterThan(0);
    const first = await submit(demo.marking.marker01, blanks);
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(blanks.length);
    expect((await unitsOf(blanks)).map((u) => [u.state, u.marks_done, u.marks_needed])).toEqual(blanks.map(() => ['open', 1, 2]));

    // the same marker cannot give the second round; the answers left their list, not the others'
    expect((await list(demo.marking.marker01, double, BLANK_RANGE)).result.map((r) => r.id)).not.toEqual(expect.arrayContaining(blanks));
    const again = await submit(demo.marking.marker01, blanks);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(msg.marking.blankAlreadyMarked);
    expect((await list(demo.marking.marker02, double, BLANK_RANGE)).result.map((r) => r.id)).toEqual(expect.arrayContaining(blanks));

    const second = await submit(demo.marking.marker02, blanks);
    expect(second.status).toBe(200);
    expect((await unitsOf(blanks)).map((u) => [u.state, u.marks_done, u.final_score])).toEqual(blanks.map(() => ['done', 2, 0]));
    expect((await logsOf(blanks)).map((l) => [l.username, l.round, l.total_score])).toEqual(
      blanks.flatMap(() => [
        ['marker01', 1, 0],
        ['marker02', 2, 0],
      ]),
    );
  });

  it('scores a recognised blank answer of a single-marked group 0 at once, under the marker', async () => {
    const [blank] = (await list(demo.marking.marker01, single, BLANK_RANGE)).result;
    const done = await submit(demo.marking.marker01, [blank.id]);
    expect(done.status).toBe(200);
    expect(await unitsOf([blank.id])).toEqual([{ id: blank.id, state: 'done', marks_done: 1, marks_needed: 1, final_score: 0 }]);
    expect((await logsOf([blank.id])).map((l) => [l.username, l.round])).toEqual([['marker01', 1]]);
  });
});
