/**
 * Scans on the demo school: an address is a sealed note for one user, never the storage key;
 * a teacher of another subject reads no maths answer, neither by a marker's address nor by the
 * key; a marker reads an answer while they may mark it, and no longer once it went to another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoGroup, type DemoSchoolApp } from '../support/demo-school.ts';
import { msg } from '../../src/i18n/server.ts';

let demo: DemoSchoolApp;
let single: DemoGroup;

beforeAll(async () => {
  demo = await openDemoSchool(40);
  single = demo.mathsGroups.find((g) => g.marking_policy === 'single')!;
});

afterAll(async () => {
  await demo?.close();
});

const fetchScan = (url: string, token: string) => demo.testApp.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const envelope = (response: { body: string }) => JSON.parse(response.body) as { code: number; msg: string };
const load = (token: string, count: number) =>
  demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${demo.mathsTestId}&partition_id=${single.id}&occupy_student_count=${count}`, token });
const release = (token: string) =>
  demo.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${demo.mathsTestId}?partition_ids=[${single.id}]`, token });

describe('scan addresses', () => {
  it('refuses an English teacher a maths answer, by the marker’s address and by its storage key', async () => {
    const held = await load(demo.marking.marker01, 1);
    const url: string = held.body.data.students[0].partition_pics[0].url;
    expect(url).toMatch(/^\/v1\/files\/scans\/[A-Za-z0-9_-]{63}$/);
    const mine = await fetchScan(url, demo.marking.marker01);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toMatch(/^private, max-age=\d+/);

    for (const token of [demo.web.teacher01, demo.marking.teacher01, demo.marking.marker04, demo.marking.arbiter01]) {
      const refused = await fetchScan(url, token);
      expect(refused.statusCode).toBe(404);
      expect(envelope(refused).msg).toBe(msg.files.unknownScanAddress);
    }
    const [{ storage_key: key }] = await demo.testApp.database.query<{ storage_key: string }>('SELECT storage_key FROM scan_pieces WHERE partition_id = $1 ORDER BY id LIMIT 1', [single.id]);
    for (const token of [demo.web.teacher01, demo.marking.marker01]) expect((await fetchScan(`/v1/files/scans/${key}`, token)).statusCode).toBe(404);
    await release(demo.marking.marker01);
  });

  it('answers a forged or altered address with 404', async () => {
    const held = await load(demo.marking.marker01, 1);
    const url: string = held.body.data.students[0].partition_pics[0].url;
    const token = url.slice('/v1/files/scans/'.length);
    const altered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    expect((await fetchScan(`/v1/files/scans/${altered}`, demo.marking.marker01)).statusCode).toBe(404);
    expect((await fetchScan(`/v1/files/scans/${'A'.repeat(63)}`, demo.marking.marker01)).statusCode).toBe(404);
    await release(demo.marking.marker01);
  });

  it('lets a marker read an answer while they may mark it, not after it went to another marker', async () => {
    const held = await load(demo.marking.marker01, 1);
    const url: string = held.body.data.students[0].partition_pics[0].url;
    expect((await fetchScan(url, demo.marking.marker01)).statusCode).toBe(200);
    await release(demo.marking.marker01);
    // back in the queue: still one a marker of the group could be handed
    expect((await fetchScan(url, demo.marking.marker01)).statusCode).toBe(200);
    // marker02 takes every free answer at the head of the queue, this one first
    expect((await load(demo.marking.marker02, 20)).status).toBe(200);
    const refused = await fetchScan(url, demo.marking.marker01);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).msg).toBe(msg.access.scanNotAllowed);
    expect((await fetchScan(url, demo.web.schooladmin)).statusCode).toBe(404);
    await release(demo.marking.marker02);
  });

  it('hands an administrator addresses of their own, which they may read', async () => {
    const problems = await demo.call('listBlankVolumes', { url: `/v1/examination/test-blank-volume?test_id=${demo.mathsTestId}&partition_ids=[${single.id}]`, token: demo.web.schooladmin });
    const [url] = (problems.body.data.result[0].url[0] as string).split(',');
    expect((await fetchScan(url, demo.web.schooladmin)).statusCode).toBe(200);
    expect((await fetchScan(url, demo.marking.marker01)).statusCode).toBe(404);
  });
});
