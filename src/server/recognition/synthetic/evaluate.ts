/**
 * A recognition run scored against the synthetic ground truth: wrong definite bubble decisions
 * (the one thing recognition must never produce), bubbles sent to review, exam numbers read
 * right, flagged or wrong, and each expected exception found or missed.
 */
import type { ExceptionType } from '../../../domain/enums.ts';
import type { PageRecognition } from '../../../domain/recognition/index.ts';
import type { PageTruth } from './generate.ts';

/** What scoring reads of a page's reading: a ScanReading, or one rebuilt from a recognition thread's answer. */
export interface ScoredReading {
  pageKey: string | null;
  recognition: Pick<PageRecognition, 'exceptions' | 'turned' | 'examNumber' | 'objective'>;
}

/** Pages expecting an exception of one type, and how many of them it was found on. */
export interface ExceptionRecall {
  expected: number;
  found: number;
}

export interface Accuracy {
  pages: number;
  bubbles: number;
  /** a definite mark where the pupil made none, or blank where the pupil filled the bubble */
  wrongDefinite: string[];
  /** bubbles of questions sent to review */
  reviewed: number;
  /** light pencil marks read blank in a question not sent to review */
  lightMissed: string[];
  examNumbersRight: number;
  examNumbersFlagged: number;
  examNumbersWrong: string[];
  exceptionsExpected: number;
  exceptionsMissed: string[];
  /** by exception type: pages expecting it and pages it was found on */
  recall: Map<ExceptionType, ExceptionRecall>;
  /** exceptions on pages that expected none of that type */
  exceptionsUnexpected: string[];
  turnedMissed: string[];
}

export function scoreReadings(truths: readonly PageTruth[], readings: readonly ScoredReading[]): Accuracy {
  const accuracy: Accuracy = {
    pages: truths.length,
    bubbles: 0,
    wrongDefinite: [],
    reviewed: 0,
    lightMissed: [],
    examNumbersRight: 0,
    examNumbersFlagged: 0,
    examNumbersWrong: [],
    exceptionsExpected: 0,
    exceptionsMissed: [],
    recall: new Map(),
    exceptionsUnexpected: [],
    turnedMissed: [],
  };
  truths.forEach((truth, i) => {
    const { recognition, pageKey } = readings[i];
    for (const expected of truth.expectedExceptions) {
      accuracy.exceptionsExpected++;
      const recall = accuracy.recall.get(expected) ?? { expected: 0, found: 0 };
      recall.expected++;
      if (recognition.exceptions.includes(expected)) recall.found++;
      else accuracy.exceptionsMissed.push(`${truth.file}: ${expected}`);
      accuracy.recall.set(expected, recall);
    }
    for (const found of recognition.exceptions) {
      if (!truth.expectedExceptions.includes(found)) accuracy.exceptionsUnexpected.push(`${truth.file}: ${found}`);
    }
    if (truth.page === null) return;
    if (pageKey !== truth.pageKey) accuracy.exceptionsUnexpected.push(`${truth.file}: page ${pageKey ?? 'unread'}`);
    if (truth.distortion.turned !== recognition.turned) accuracy.turnedMissed.push(truth.file);
    if (truth.examNumber !== null) {
      const read = recognition.examNumber;
      if (read?.status === 'ok' && truth.examNumberReadable && read.examNumber === truth.examNumber) accuracy.examNumbersRight++;
      else if (read?.status !== 'ok' && recognition.exceptions.length > 0) accuracy.examNumbersFlagged++;
      else accuracy.examNumbersWrong.push(`${truth.file}: ${truth.examNumber} read ${JSON.stringify(read)}`);
    }
    const byQuestion = new Map(recognition.objective.map((reading) => [reading.qNum, reading]));
    for (const question of truth.questions) {
      const reading = byQuestion.get(question.qNum);
      for (const [option, bubble] of Object.entries(question.bubbles)) {
        accuracy.bubbles++;
        if (!reading) continue;
        if (reading.status === 'review') {
          accuracy.reviewed++;
          if (bubble !== 'solid' && reading.marked.includes(option)) accuracy.wrongDefinite.push(`${truth.file} q${question.qNum}${option}: ${bubble} read marked`);
          continue;
        }
        const marked = reading.marked.includes(option);
        if (marked && bubble !== 'solid' && bubble !== 'light') accuracy.wrongDefinite.push(`${truth.file} q${question.qNum}${option}: ${bubble} read marked`);
        if (!marked && bubble === 'solid') accuracy.wrongDefinite.push(`${truth.file} q${question.qNum}${option}: solid read blank`);
        if (!marked && bubble === 'light') accuracy.lightMissed.push(`${truth.file} q${question.qNum}${option}`);
      }
    }
  });
  return accuracy;
}
