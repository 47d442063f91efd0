/**
 * The questions of a question group as the marking calls answer them, and the scores a mark
 * must give them: every blank of the group a score within 0…full mark on its step.
 */
import { scoreProblem, type QuestionScore } from '../../../domain/scoring.ts';
import { badRequest } from '../../http/app-error.ts';
import type { PartitionContext } from './partition-context.ts';
import { msg } from '../../../i18n/server.ts';

export function describeQuestions(context: PartitionContext) {
  return context.questions.map((q) => ({
    question_id: q.id,
    show_order: q.showOrder,
    label: q.label,
    full_mark: q.fullMark,
    question_type: q.questionType,
    answer: q.answer,
    jieda: q.jieda,
    emptys: q.blanks.map((b) => ({
      key: b.key,
      label: b.label,
      full_mark: b.fullMark,
      step: b.step,
      ...(b.x !== null ? { x: b.x, y: b.y ?? 0, width: b.width ?? 0, height: b.height ?? 0 } : {}),
    })),
  }));
}

/**
 * Every blank of the group needs a score within 0…full on its step; unknown questions or blanks
 * are refused. Answers the scores restricted to the group's blanks.
 */
export function validateScores(context: PartitionContext, submitted: QuestionScore): QuestionScore {
  const known = new Set(context.blankSteps.map((b) => `${b.showOrder}\u0000${b.key}`));
  for (const [showOrder, byKey] of Object.entries(submitted)) {
    for (const key of Object.keys(byKey)) {
      if (!known.has(`${showOrder}\u0000${key}`)) throw badRequest(msg.marking.unknownBlank(showOrder, key));
    }
  }
  const result: QuestionScore = {};
  for (const question of context.questions) {
    const showOrder = String(question.showOrder);
    for (const blank of question.blanks) {
      const value = submitted[showOrder]?.[blank.key];
      const blankLabel = question.blanks.length > 1 ? blank.label : '';
      if (value === undefined || value === null) throw badRequest(msg.marking.unscored(question.label, blankLabel));
      const problem = scoreProblem(value, blank.fullMark, blank.step);
      if (problem === 'below-zero' || problem === 'not-a-number') throw badRequest(msg.marking.belowZero(question.label));
      if (problem === 'above-full') throw badRequest(msg.marking.aboveFull(question.label, blank.fullMark));
      if (problem === 'off-step') throw badRequest(msg.marking.offStep(question.label, blank.step));
      (result[showOrder] ??= {})[blank.key] = value;
    }
  }
  return result;
}
