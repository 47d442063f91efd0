/**
 * The marker-reliability figures of one question group, from its answers and every mark given
 * to them (marker-reliability.ts holds the formulas). What counts where:
 * - agreement, κ and ICC: the answers marked in both blind rounds (1 and 2), their totals paired;
 * - third-marker rate: answers with a round-3 mark over the answers marked in both blind rounds;
 *   adjudication rate: answers adjudicated or waiting for an adjudicator, over the same;
 * - severity, consistency and drift: the ordinary marks (rounds 1–3) on answers whose final score
 *   is decided; an adjudicator's mark is the final score itself and measures nothing;
 * - spot-check deviation: the marker's marks against the leader's score on the papers a leader
 *   re-scored (the latest score when a paper was checked more than once).
 * A marker is flagged when the severity lies outside ±band (a share of the group's full mark).
 */
import { Round } from '../double-marking.ts';
import { COEFFICIENT_DECIMALS, SCORE_STATISTIC_DECIMALS, percent, roundTo } from './rates.ts';
import {
  agreementWithin,
  driftOf,
  exactAgreement,
  icc21,
  outsideBand,
  quadraticWeightedKappa,
  severityBand,
  severityOf,
  type MarkDeviation,
  type RoundPair,
} from './marker-reliability.ts';

export interface ReliabilityMark {
  studentId: number;
  teacherId: number;
  teacherName: string;
  round: number;
  totalScore: number;
  /** hour of the school day the mark was given in, 0–23 */
  hour: number;
}

export interface ReliabilityAnswer {
  studentId: number;
  state: 'open' | 'problem' | 'blank' | 'judge' | 'done';
  finalScore: number | null;
}

export interface ReliabilityGroupInput {
  fullMark: number;
  tolerance: number;
  bandPercent: number;
  answers: readonly ReliabilityAnswer[];
  marks: readonly ReliabilityMark[];
  /** leaders' spot-check scores, oldest check first */
  spotChecks: readonly { studentId: number; leaderScore: number }[];
}

export interface MarkerReliability {
  user_id: number;
  real_name: string;
  /** ordinary marks on answers with a final score */
  marks: number;
  severity: number | null;
  severity_lower: number | null;
  severity_upper: number | null;
  consistency: number | null;
  spot_checked: number;
  spot_check_deviation: number | null;
  flagged: boolean;
  drift: { hour: number; marks: number; severity: number }[];
}

export interface GroupReliability {
  answers: number;
  final_answers: number;
  double_marked: number;
  exact_agreement_rate: number | null;
  tolerance_agreement_rate: number | null;
  weighted_kappa: number | null;
  icc: number | null;
  third_marker_count: number;
  third_marker_rate: number | null;
  adjudication_count: number;
  adjudication_rate: number | null;
  spot_checked: number;
  severity_band: number;
  flagged_count: number;
  markers: MarkerReliability[];
}

const points = (value: number | null) => (value === null ? null : roundTo(value, SCORE_STATISTIC_DECIMALS));
const coefficient = (value: number | null) => (value === null ? null : roundTo(value, COEFFICIENT_DECIMALS));
const rate = (count: number, of: number) => (of > 0 ? percent(count, of) : null);
const shareRate = (share: number | null) => (share === null ? null : roundTo(share * 100, 2));

export function groupReliability(input: ReliabilityGroupInput): GroupReliability {
  const finals = new Map<number, number>();
  for (const a of input.answers) if (a.state === 'done' && a.finalScore !== null) finals.set(a.studentId, a.finalScore);
  const byStudent = new Map<number, Map<number, ReliabilityMark>>();
  for (const m of input.marks) {
    let rounds = byStudent.get(m.studentId);
    if (!rounds) byStudent.set(m.studentId, (rounds = new Map()));
    rounds.set(m.round, m);
  }
  const pairs: RoundPair[] = [];
  let thirds = 0;
  let adjudications = 0;
  const waitingForAdjudicator = new Set(input.answers.filter((a) => a.state === 'judge').map((a) => a.studentId));
  for (const [studentId, rounds] of byStudent) {
    const first = rounds.get(Round.first);
    const second = rounds.get(Round.second);
    if (!first || !second) continue;
    pairs.push({ first: first.totalScore, second: second.totalScore });
    if (rounds.has(Round.third)) thirds++;
    if (rounds.has(Round.adjudication) || waitingForAdjudicator.has(studentId)) adjudications++;
  }

  const leader = new Map<number, number>();
  for (const c of input.spotChecks) leader.set(c.studentId, c.leaderScore);
  const band = severityBand(input.fullMark, input.bandPercent);
  const perMarker = new Map<number, { name: string; deviations: MarkDeviation[]; spot: number[] }>();
  for (const m of input.marks) {
    if (m.round === Round.adjudication) continue;
    let marker = perMarker.get(m.teacherId);
    if (!marker) perMarker.set(m.teacherId, (marker = { name: m.teacherName, deviations: [], spot: [] }));
    const finalScore = finals.get(m.studentId);
    if (finalScore !== undefined) marker.deviations.push({ score: m.totalScore, finalScore, hour: m.hour });
    const leaderScore = leader.get(m.studentId);
    if (leaderScore !== undefined) marker.spot.push(m.totalScore - leaderScore);
  }
  const markers = [...perMarker]
    .map(([userId, m]): MarkerReliability => {
      const s = severityOf(m.deviations);
      return {
        user_id: userId,
        real_name: m.name,
        marks: s.count,
        severity: points(s.severity),
        severity_lower: points(s.lower),
        severity_upper: points(s.upper),
        consistency: points(s.consistency),
        spot_checked: m.spot.length,
        spot_check_deviation: m.spot.length > 0 ? points(m.spot.reduce((sum, d) => sum + d, 0) / m.spot.length) : null,
        flagged: outsideBand(s.severity, band),
        drift: driftOf(m.deviations).map((h) => ({ hour: h.hour, marks: h.count, severity: roundTo(h.severity, SCORE_STATISTIC_DECIMALS) })),
      };
    })
    .sort((a, b) => a.user_id - b.user_id);

  return {
    answers: input.answers.length,
    final_answers: finals.size,
    double_marked: pairs.length,
    exact_agreement_rate: shareRate(exactAgreement(pairs)),
    tolerance_agreement_rate: shareRate(agreementWithin(pairs, input.tolerance)),
    weighted_kappa: coefficient(quadraticWeightedKappa(pairs)),
    icc: coefficient(icc21(pairs)),
    third_marker_count: thirds,
    third_marker_rate: rate(thirds, pairs.length),
    adjudication_count: adjudications,
    adjudication_rate: rate(adjudications, pairs.length),
    spot_checked: leader.size,
    severity_band: roundTo(band, SCORE_STATISTIC_DECIMALS),
    flagged_count: markers.filter((m) => m.flagged).length,
    markers,
  };
}
