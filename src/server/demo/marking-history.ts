/**
 * The finished marking of the ended demo exam, as the marking engine would have left it:
 * blind first and second marks, third marks where two markers disagreed beyond the tolerance,
 * adjudications where even the third mark did not settle it, and the final scores by the
 * double-marking rule of src/domain. Markers differ a little: some are lenient, some strict.
 */
import { initialMarksNeeded, Judge, judgeOfRound, resolveMarks, Round, type BlankStep, type Mark } from '../../domain/double-marking.ts';
import { roundToStep, totalOf, type QuestionScore } from '../../domain/scoring.ts';
import type { StudentAnswer } from './answers.ts';
import type { PartitionDef } from './papers.ts';
import type { Random } from './random.ts';

export interface SimulatedLog {
  teacherId: number;
  judge: Judge;
  round: number;
  questionScore: QuestionScore;
  totalScore: number;
  scoreMarks: { x: number; y: number; score: string }[];
  spendTime: number;
  feedbackTagIds: number[];
  finishedTime?: Date;
}

export interface SimulatedUnit {
  logs: SimulatedLog[];
  marksNeeded: number;
  marksDone: number;
  finalScore: number;
  finalQuestionScore: QuestionScore;
}

interface FlatBlank {
  showOrder: string;
  key: string;
  fullMark: number;
  step: number;
  writing: string;
  rect: { x: number; y: number; width: number; height: number };
}

/** The blanks of a partition in partition order, with the keys the marking calls use. */
export function flatBlanks(partition: PartitionDef): FlatBlank[] {
  return partition.questions.flatMap((q) =>
    q.blanks.map((b, i) => ({ showOrder: String(q.showOrder), key: String(i + 1), fullMark: b.fullMark, step: b.step, writing: b.writing, rect: b.rect })),
  );
}

export class MarkerPool {
  private readonly load = new Map<number, number>();
  private readonly leniency = new Map<number, number>();

  constructor(
    readonly markerIds: readonly number[],
    random: Random,
  ) {
    // share of the full mark a marker adds or takes away on average
    for (const id of markerIds) {
      this.load.set(id, 0);
      this.leniency.set(id, random.float(-0.035, 0.035));
    }
  }

  /** The least busy marker who has not marked this answer yet (blind double marking). */
  choose(exclude: ReadonlySet<number>, random: Random): number {
    const free = this.markerIds.filter((id) => !exclude.has(id));
    if (free.length === 0) throw new Error('not enough markers for the marking policy');
    const least = Math.min(...free.map((id) => this.load.get(id)!));
    const chosen = random.pick(free.filter((id) => this.load.get(id) === least));
    this.load.set(chosen, least + 1);
    return chosen;
  }

  leniencyOf(id: number): number {
    return this.leniency.get(id) ?? 0;
  }
}

/** One marker's view of an answer: the deserved score, give or take the marker's judgement. */
function markScores(blanks: FlatBlank[], deserved: number[], leniency: number, precise: boolean, spread: number, random: Random): QuestionScore {
  const result: QuestionScore = {};
  blanks.forEach((blank, i) => {
    let score = deserved[i];
    if (!precise) {
      if (blank.writing === 'math-short' || blank.writing === 'hanzi-short') {
        // right-or-wrong answers: markers agree but for the odd slip
        if (random.chance(0.02)) score = score > 0 ? score - blank.step : blank.step;
      } else {
        score += random.normal(leniency * blank.fullMark, spread * blank.fullMark);
      }
    }
    (result[blank.showOrder] ??= {})[blank.key] = roundToStep(Math.min(blank.fullMark, Math.max(0, score)), blank.step);
  });
  return result;
}

/** Step marks on the scan (by-region marking): the question score in chunks, down the answer. */
function scoreMarksOf(blanks: FlatBlank[], questionScore: QuestionScore): SimulatedLog['scoreMarks'] {
  const marks: SimulatedLog['scoreMarks'] = [];
  for (const blank of blanks) {
    let left = questionScore[blank.showOrder][blank.key];
    let row = 0;
    do {
      const chunk = Math.min(left, 4);
      marks.push({ x: blank.rect.x + blank.rect.width - 70, y: blank.rect.y + 30 + row * 34, score: `+${chunk}` });
      left -= chunk;
      row++;
    } while (left > 0 && blank.rect.y + 30 + row * 34 < blank.rect.y + blank.rect.height - 20);
  }
  return marks;
}

/** Share of answers on which markers' judgements spread widely. */
const HARD_TO_JUDGE_SHARE = 0.15;

export interface MarkingSetup {
  partition: PartitionDef;
  byRegion: boolean;
  pool: MarkerPool;
  judgeId: number | undefined;
  /** system wrong-cause tags a marker may attach to a weak answer */
  feedbackTagIds: readonly number[];
}

export function markUnit(setup: MarkingSetup, answer: StudentAnswer, random: Random): SimulatedUnit {
  const { partition, pool } = setup;
  const blanks = flatBlanks(partition);
  const steps: BlankStep[] = blanks.map((b) => ({ showOrder: b.showOrder, key: b.key, step: b.step }));
  const fullMark = blanks.reduce((sum, b) => sum + b.fullMark, 0);
  const logs: SimulatedLog[] = [];
  const marks: Mark[] = [];
  const markedBy = new Set<number>();
  // most answers are clear; some are hard to read or half right, and markers disagree on them
  const spread = random.chance(HARD_TO_JUDGE_SHARE) ? 0.3 : 0.08;
  for (;;) {
    const resolution = resolveMarks(partition.policy, partition.tolerance, marks, steps);
    if (resolution.kind === 'final') {
      const ordinary = logs.filter((l) => l.judge === Judge.ordinary).length;
      return {
        logs,
        marksNeeded: Math.max(initialMarksNeeded(partition.policy), ordinary),
        marksDone: ordinary,
        finalScore: resolution.total,
        finalQuestionScore: resolution.questionScore,
      };
    }
    const adjudication = resolution.kind === 'need-adjudicator';
    if (adjudication && setup.judgeId === undefined) throw new Error(`partition ${partition.name} needs an adjudicator`);
    const teacherId = adjudication ? setup.judgeId! : pool.choose(markedBy, random);
    const round = adjudication ? Round.adjudication : resolution.round;
    // the adjudicator looks closely and gives what the answer deserves; nobody scores an empty page
    const precise = adjudication || answer.plan.state === 'blank';
    const questionScore = markScores(blanks, answer.deserved, pool.leniencyOf(teacherId), precise, spread, random);
    const totalScore = totalOf(questionScore);
    const weak = totalScore < 0.4 * fullMark && answer.plan.state === 'written';
    const feedbackTagIds = round === Round.first && weak && random.chance(0.35) ? random.sample(setup.feedbackTagIds, random.int(1, 2)).sort((a, b) => a - b) : [];
    logs.push({
      teacherId,
      judge: judgeOfRound(round),
      round,
      questionScore,
      totalScore,
      scoreMarks: setup.byRegion ? scoreMarksOf(blanks, questionScore) : [],
      spendTime: Math.round(answer.plan.state === 'blank' ? random.float(3, 8) : blanks.reduce((s, b) => s + b.fullMark * random.float(1.5, 5), 4)),
      feedbackTagIds,
    });
    marks.push({ round, questionScore });
    markedBy.add(teacherId);
  }
}

/** Marking happens in working hours, China time (UTC+8): 08:00 to 17:30. */
const WORKDAY_START_HOUR_UTC = 0;
const WORKDAY_END_HOUR_UTC = 9.5;

function advance(time: number, seconds: number): number {
  const next = time + seconds * 1000;
  const day = new Date(next);
  const hour = day.getUTCHours() + day.getUTCMinutes() / 60;
  if (hour < WORKDAY_END_HOUR_UTC) return next;
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1, WORKDAY_START_HOUR_UTC, 0, 0) + (seconds % 600) * 1000;
}

/**
 * Gives every log a finish time: each teacher works through their answers one after another;
 * third marks start once the first two rounds are through, adjudications after the third marks.
 */
export function scheduleLogs(unitsInOrder: SimulatedUnit[], start: Date, random: Random): void {
  const clocks = new Map<number, number>();
  const passOf = (round: number) => (round <= Round.second ? 0 : round === Round.third ? 1 : 2);
  let passStart = start.getTime();
  for (let pass = 0; pass <= 2; pass++) {
    for (const unit of unitsInOrder) {
      for (const log of unit.logs) {
        if (passOf(log.round) !== pass) continue;
        const from = Math.max(clocks.get(log.teacherId) ?? passStart + random.int(0, 40) * 60_000, passStart);
        const time = advance(from, log.spendTime + random.int(2, 25));
        clocks.set(log.teacherId, time);
        log.finishedTime = new Date(time);
      }
    }
    passStart = Math.max(passStart, ...clocks.values());
  }
}
