/**
 * Objective review (spec 002 §7 object-abnormal): recognition never guesses an uncertain bubble —
 * a marginal mark, or several marks on a single choice, leaves the question unscored and in
 * review (domain/recognition/sheet-objectives.ts). Here a person sees those answers with the crop
 * of their bubbles on the whole sheet and decides the options marked; the answer is then scored
 * against the key by the same rule as every other (objectiveScore), and a person may correct a
 * bubble read with certainty the same way (a corrected bubble re-scores).
 */
import type { ObjectiveTemplate, RecognitionTemplate } from '../../../domain/answer-card/index.ts';
import { objectiveScore } from '../../../domain/exam-setup/objective-score.ts';
import { chosenText } from '../../../domain/recognition/index.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { scanAddresses } from '../files/scan-url.ts';
import { usableTemplate } from './recognition-job.ts';
import * as recognition from './recognition-repository.ts';
import * as repo from './objective-review-repository.ts';

/** Room around a question's bubbles in its crop, in sheet pixels (the question number and a stray mark beside show). */
const CROP_MARGIN_PX = 24;

const TRUE_FALSE_OPTIONS = ['T', 'F'];

export type ReviewState = 'pending' | 'decided' | 'all';

function cropOf(boxes: ObjectiveTemplate['options'], template: RecognitionTemplate) {
  if (boxes.length === 0) return null;
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - CROP_MARGIN_PX);
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y)) - CROP_MARGIN_PX);
  const right = Math.min(template.temp_width, Math.max(...boxes.map((b) => b.x + b.width)) + CROP_MARGIN_PX);
  const bottom = Math.min(template.temp_height, Math.max(...boxes.map((b) => b.y + b.height)) + CROP_MARGIN_PX);
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** The options a question offers as its card prints them (a true/false question: T and F). */
export function optionsOf(question: recognition.ObjectiveQuestion, printed: ObjectiveTemplate | undefined): string[] {
  if (printed && printed.options.length > 0) return printed.options.map((box) => box.option);
  return question.questionType === 'true_false' ? TRUE_FALSE_OPTIONS : [];
}

export class ObjectiveReviewService {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, testId: number, state: ReviewState = 'pending') {
    const addresses = await scanAddresses(this.database);
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'scan');
      const template = usableTemplate((await recognition.paperOf(db, testId))?.templateInfo);
      const keys = new Map<number, recognition.ObjectiveQuestion>();
      for (const question of await recognition.objectiveQuestions(db, testId)) {
        const qNum = Number(question.label);
        if (Number.isInteger(qNum)) keys.set(qNum, question);
      }
      // a page scanned again replaces the earlier one, as the sheet was written
      const latest = new Map<string, repo.SheetReadings>();
      for (const page of await repo.sheetReadings(db, testId)) latest.set(`${page.studentId}:${page.page}`, page);
      const answers = new Map((await repo.objectiveAnswersOf(db, testId)).map((a) => [`${a.studentId}:${a.questionId}`, a]));
      const items = [...latest.values()].flatMap((page) =>
        page.objective.flatMap((reading) => {
          const question = keys.get(reading.qNum);
          if (!question || (reading.status !== 'review' && reading.status !== 'multiple')) return [];
          const printed = template?.objective.find((o) => o.qNum === reading.qNum);
          const answer = answers.get(`${page.studentId}:${question.id}`);
          const side = printed ? printed.page + 1 : null;
          return [
            {
              student_id: page.studentId,
              name: page.name,
              exam_number: page.examNumber,
              question_id: question.id,
              label: question.label,
              reason: reading.status === 'review' ? ('marginal' as const) : ('multiple' as const),
              options: optionsOf(question, printed),
              marked: reading.marked,
              marginal: reading.marginal,
              chosen: answer?.chosen ?? null,
              score: answer?.score ?? null,
              sheet_url: side === 1 || side === 2 ? addresses.url(auth.userId, { kind: 'sheet', testId, studentId: page.studentId, side }) : null,
              crop: printed && template ? cropOf(printed.options, template) : null,
            },
          ];
        }),
      );
      const pending = items.filter((item) => item.chosen === null).length;
      const shown = items.filter((item) => state === 'all' || (state === 'pending') === (item.chosen === null));
      shown.sort((a, b) => Number(a.chosen !== null) - Number(b.chosen !== null) || a.exam_number.localeCompare(b.exam_number) || Number(a.label) - Number(b.label));
      return { test_id: testId, pending, result: shown };
    });
  }

  async decide(auth: AuthContext, body: { test_id: number; student_id: number; question_id: number; chosen: string[] }) {
    return this.database.tx(async (db) => {
      await accessOf(db, auth).requireTest(body.test_id, 'scan');
      // the paper's lock: a sheet being rewritten by recognition and a decision do not interleave
      await recognition.lockTest(db, body.test_id);
      if (!(await repo.hasSheet(db, body.test_id, body.student_id))) throw notFound(msg.scanExceptions.noSheet);
      const question = (await recognition.objectiveQuestions(db, body.test_id)).find((q) => q.id === body.question_id);
      if (!question) throw notFound(msg.scanExceptions.notObjective);
      const template = usableTemplate((await recognition.paperOf(db, body.test_id))?.templateInfo);
      const options = optionsOf(question, template?.objective.find((o) => o.qNum === Number(question.label)));
      const picked = [...new Set(body.chosen.map((option) => option.trim()))];
      const unknown = picked.find((option) => !options.includes(option));
      if (unknown !== undefined) throw badRequest(msg.scanExceptions.unknownOption(unknown));
      if (question.questionType !== 'multiple_more' && picked.length > 1) throw badRequest(msg.scanExceptions.singleChoiceMany);
      const ordered = options.filter((option) => picked.includes(option));
      const answer = { questionId: question.id, studentId: body.student_id, chosen: chosenText(ordered), score: objectiveScore(question, ordered) };
      await repo.saveObjectiveAnswer(db, { testId: body.test_id, decidedBy: auth.userId, ...answer });
      return { student_id: answer.studentId, question_id: answer.questionId, chosen: answer.chosen, score: answer.score };
    });
  }
}
