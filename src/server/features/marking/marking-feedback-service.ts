/**
 * Wrong-cause feedback (spec 000 §2 "错因"): a marker tags an answer they hold or have marked
 * with the school's wrong-cause tags and words of their own; the tags feed the typical-paper
 * dialogs of the analysis.
 */
import { CUSTOM_FEEDBACK_MAX, customFeedbackText } from '../../../domain/marking-rules.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { choosableTagCount, customTagId, saveFeedback } from './feedback-repository.ts';
import type { MarkingService } from './marking-service.ts';
import { unitOf } from './marking-unit-repository.ts';
import { myLogOfUnit } from './marking-log-repository.ts';
import { myClaim } from './claim-repository.ts';
import { msg } from '../../../i18n/server.ts';


export interface FeedbackBody {
  partition_id: number;
  student_id: number;
  judge?: number;
  feedback: { custom?: string; system?: number[] };
}

export class MarkingFeedback {
  constructor(
    private readonly database: Database,
    private readonly marking: MarkingService,
  ) {}

  async tag(auth: AuthContext, testId: number, body: FeedbackBody): Promise<{ feedback: { feedbackids: string } }> {
    const { context } = await this.marking.authorise(auth, testId, body.partition_id, body.judge ?? 0);
    const custom = customFeedbackText(body.feedback.custom ?? '');
    if (custom.length > CUSTOM_FEEDBACK_MAX) throw badRequest(msg.marking.customTagTooLong(CUSTOM_FEEDBACK_MAX));
    const system = [...new Set(body.feedback.system ?? [])];
    if (custom.length === 0 && system.length === 0) throw badRequest(msg.marking.tagsCleared);
    const studentId = await this.marking.studentOfPaper(context, body.student_id);
    const ids = await this.database.tx(async (db) => {
      const unit = await unitOf(db, context.id, studentId);
      if (!unit) throw notFound(msg.marking.unitNotFound);
      const mayTag = (await myClaim(db, unit.id, auth.userId)) || (await myLogOfUnit(db, unit.id, auth.userId));
      if (!mayTag) throw conflict(msg.marking.notHeld);
      if (system.length > 0 && (await choosableTagCount(db, system, context.schoolId)) !== system.length) throw badRequest(msg.marking.unknownTag);
      const tagIds = [...system];
      if (custom) tagIds.push(await customTagId(db, context.schoolId, custom));
      await saveFeedback(db, unit.id, auth.userId, tagIds);
      return tagIds;
    });
    return { feedback: { feedbackids: ids.join(',') } };
  }
}
