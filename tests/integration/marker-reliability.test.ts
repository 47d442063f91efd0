/**
 * Marker reliability on the demo school (GET /v1/examination/marker-reliability): five answers of
 * the 2+1+1 group (第19题, one region worth 12, tolerance 2) marked through the marking calls by
 * marker01 (round 1), marker02 (round 2), marker03 (third marker) and arbiter01 (adjudicator),
 * then re-scored by the school administrator in a spot check. Every figure is checked against
 * the arithmetic written next to it. Only administrators and exam leaders may read it.
 */
import { describe, expect, it } from 'vitest';
import { formatSchoolTime } from '../../src/domain/school-time.ts';
import type { MarkerReliability } from '../../src/domain/statistics/group-reliability.ts';
import { signIn } from '../support/api.ts';
import { holdOne, markRegion } from '../support/demo-marking.ts';
import { DEMO_PASSWORD, demoGroupsOf, openDemoSchool, type DemoGroup } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const demo = sharedByFile(() => openDemoSchool(24));
const [single, adjudicated] = demoGroupsOf(demo, 'single', '2+1+1');

interface Group {
  partition_id: number;
  markers: MarkerReliability[];
  [figure: string]: unknown;
}

const load = async (token: string, group: DemoGroup, judge = 0) => (await holdOne(demo, token, group, judge)).student_id;
const mark = (token: string, group: DemoGroup, studentId: number, score: number, judge = 0) => markRegion(demo, token, group, studentId, '19', score, judge);
/** One answer through the rounds given: round 1, round 2, then the third marker and the adjudicator when named. */
async function markAnswer(scores: { first: number; second: number; third?: number; adjudicator?: number }) {
  const student = await load(demo.marking.marker01!, adjudicated);
  await mark(demo.marking.marker01!, adjudicated, student, scores.first);
  expect(await load(demo.marking.marker02!, adjudicated)).toBe(student);
  await mark(demo.marking.marker02!, adjudicated, student, scores.second);
  if (scores.third !== undefined) {
    expect(await load(demo.marking.marker03!, adjudicated)).toBe(student);
    await mark(demo.marking.marker03!, adjudicated, student, scores.third);
  }
  if (scores.adjudicator !== undefined) {
    expect(await load(demo.marking.arbiter01!, adjudicated, 1)).toBe(student);
    await mark(demo.marking.arbiter01!, adjudicated, student, scores.adjudicator, 1);
  }
  return student;
}
const reliability = (token: string, query = '') =>
  demo.call<{ band_percent: number; time_zone: string; groups: Group[] }>('getMarkerReliability', {
    url: `/v1/examination/marker-reliability?test_id=${demo.mathsTestId}${query}`,
    token,
  });

/**
 *        round 1  round 2  third  adjudicator | final
 *   A       8       10       —        —       |   9   within tolerance: the mean
 *   B       4        6       —        —       |   5
 *   C       2        8       8        —       |   8   the third mark agrees with round 2
 *   D       3        9       6        6       |   6   the third mark is 3 from both: adjudicated
 *   E      10       10       —        —       |  10
 */
const plan = [
  { first: 8, second: 10, final: 9 },
  { first: 4, second: 6, final: 5 },
  { first: 2, second: 8, third: 8, final: 8 },
  { first: 3, second: 9, third: 6, adjudicator: 6, final: 6 },
  { first: 10, second: 10, final: 10 },
];

describe('marker reliability of a double-marked group', () => {
  const ids: Record<string, number> = {};

  it('pairs the blind rounds: agreement, κ, ICC, third-marker and adjudication rates', async () => {
    for (const name of ['marker01', 'marker02', 'marker03', 'arbiter01']) ids[name] = (await signIn(demo.call, name, DEMO_PASSWORD)).uid;
    for (const answer of plan) await markAnswer(answer);
    const answer = await reliability(demo.web.schooladmin!);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ band_percent: 5, time_zone: 'Asia/Shanghai' });
    const group = answer.body.data.groups.find((g) => g.partition_id === adjudicated.id)!;
    expect(group).toMatchObject({
      marking_policy: '2+1+1',
      tolerance: 2,
      full_mark: 12,
      final_answers: 5,
      double_marked: 5,
      exact_agreement_rate: 20, // E
      tolerance_agreement_rate: 60, // A, B, E differ by 2 or less
      // a = 8 4 2 3 10 (mean 5.4, Σd² = 47.2), b = 10 6 8 9 10 (mean 8.6, Σd² = 11.2), Σ d_a d_b = 14.8
      // κ = 2 × 14.8/5 / (47.2/5 + 11.2/5 + 3.2²) = 5.92 / 21.92 = 0.270
      weighted_kappa: 0.27,
      // grand mean 7, row means 9 5 5 6 10: SSR = 2 × 22 = 44, SST = 60 + 24 = 84, SSC = 5 × 2 × 1.6² = 25.6, SSE = 14.4
      // MSR = 11, MSC = 25.6, MSE = 3.6 → (11 − 3.6) / (11 + 3.6 + 2 × 22 / 5) = 7.4 / 23.4 = 0.316
      icc: 0.316,
      third_marker_count: 2,
      third_marker_rate: 40,
      adjudication_count: 1,
      adjudication_rate: 20,
      spot_checked: 0,
      severity_band: 0.6, // 5 % of 12
      flagged_count: 2,
    });
    expect(group.answers).toBeGreaterThanOrEqual(5);
  });

  it("gives each marker's severity with its interval, consistency and drift; the adjudicator is not a marker here", async () => {
    const group = (await reliability(demo.web.schooladmin!)).body.data.groups.find((g) => g.partition_id === adjudicated.id)!;
    expect(group.markers.map((m) => m.user_id).sort()).toEqual([ids.marker01, ids.marker02, ids.marker03].sort());
    const of = (name: string) => group.markers.find((m) => m.user_id === ids[name])!;
    // marker01: −1 −1 −6 −3 0 → mean −2.2; Σ(d − mean)² = 22.8 → SD √5.7 = 2.387; t(.975, 4) = 2.776445 → ± 2.964
    expect(of('marker01')).toMatchObject({ marks: 5, severity: -2.2, severity_lower: -5.16, severity_upper: 0.76, consistency: 2.39, flagged: true });
    // marker02: +1 +1 0 +3 0 → mean 1; Σ(d − mean)² = 6 → SD √1.5 = 1.225 → ± 2.776445 × 1.225 / √5 = 1.521
    expect(of('marker02')).toMatchObject({ marks: 5, severity: 1, severity_lower: -0.52, severity_upper: 2.52, consistency: 1.22, flagged: true });
    // marker03: C 8 − 8, D 6 − 6
    expect(of('marker03')).toMatchObject({ marks: 2, severity: 0, severity_lower: 0, severity_upper: 0, consistency: 0, flagged: false });
    const hour = Number(formatSchoolTime(new Date(), 'Asia/Shanghai').slice(11, 13));
    for (const marker of group.markers) {
      expect(marker.drift.reduce((sum, h) => sum + h.marks, 0)).toBe(marker.marks);
      // the marks were all given moments ago (at most across one change of hour)
      for (const h of marker.drift) expect([hour, (hour + 23) % 24]).toContain(h.hour);
    }
  });

  it('takes the band from the caller: at 10 % (1.2 points) only marker01 is flagged', async () => {
    const answer = await reliability(demo.web.schooladmin!, '&band_percent=10');
    expect(answer.body.data.band_percent).toBe(10);
    const group = answer.body.data.groups.find((g) => g.partition_id === adjudicated.id)!;
    expect(group).toMatchObject({ severity_band: 1.2, flagged_count: 1 });
    expect(group.markers.filter((m) => m.flagged).map((m) => m.user_id)).toEqual([ids.marker01]);
  });

  it("compares the markers with a leader's spot-check scores", async () => {
    const admin = demo.web.schooladmin!;
    const check = await demo.call('createSpotCheck', { method: 'POST', url: '/v1/examination/partition-spot-check', token: admin, payload: { partition_id: adjudicated.id, count: 50 } });
    expect(check.status).toBe(200);
    const papers = check.body.data.papers as { seq: number }[];
    expect(papers).toHaveLength(5);
    // the leader gives every paper 7
    const scores = papers.map((p) => ({ seq: p.seq, score: 7 }));
    expect((await demo.call('scoreSpotCheck', { method: 'PUT', url: `/v1/examination/partition-spot-check/${check.body.data.id}`, token: admin, payload: { scores } })).status).toBe(200);
    const group = (await reliability(admin)).body.data.groups.find((g) => g.partition_id === adjudicated.id)!;
    expect(group.spot_checked).toBe(5);
    const of = (name: string) => group.markers.find((m) => m.user_id === ids[name])!;
    expect(of('marker01')).toMatchObject({ spot_checked: 5, spot_check_deviation: -1.6 }); // (8 + 4 + 2 + 3 + 10) / 5 − 7
    expect(of('marker02')).toMatchObject({ spot_checked: 5, spot_check_deviation: 1.6 }); // (10 + 6 + 8 + 9 + 10) / 5 − 7
    expect(of('marker03')).toMatchObject({ spot_checked: 2, spot_check_deviation: 0 }); // (8 + 6) / 2 − 7
  });

  it('has no paired figures on a single-marked group', async () => {
    const group = (await reliability(demo.web.schooladmin!)).body.data.groups.find((g) => g.partition_id === single.id)!;
    expect(group).toMatchObject({ marking_policy: 'single', double_marked: 0, exact_agreement_rate: null, weighted_kappa: null, icc: null, third_marker_rate: null, adjudication_rate: null, markers: [] });
  });
});

describe('who may read it', () => {
  it('refuses a marker and a teacher, and names an unknown paper', async () => {
    for (const token of [demo.web.marker01!, demo.web.teacher01!]) {
      const refused = await reliability(token);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('只有学校管理员和该校的校长、教研组长、备课组长以及本年级的年级主任可以查看评卷信度');
    }
    const unknown = await demo.call('getMarkerReliability', { url: '/v1/examination/marker-reliability?test_id=999999', token: demo.web.schooladmin! });
    expect(unknown.status).toBe(404);
  });

  it('refuses a band outside 0.1–100 % with a clear message', async () => {
    const answer = await reliability(demo.web.schooladmin!, '&band_percent=0');
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
