/**
 * Contract operations of how classes and subjects stand against the grade (/v1/examanalysis):
 * teaching supervision (教学督导), competitive power (竞争力), subject contribution (学科贡献率),
 * focus groups (关注群体) and the subjects compared (/v1/exam-analysis-upgrade).
 */
import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { keptAnswer } from './answer-cache.ts';
import { CompetitivePower } from './competitive-power.ts';
import { noDataYet } from './answer-messages.ts';
import { FocusGroup } from './focus-group.ts';
import { SubjectComparison } from './subject-comparison.ts';
import { SubjectContribution } from './subject-contribution.ts';
import { TeachingSupervision } from './teaching-supervision.ts';

export function standingHandlers(database: Database): Handlers {
  const supervision = new TeachingSupervision(database);
  const power = new CompetitivePower(database);
  const contribution = new SubjectContribution(database);
  const comparison = new SubjectComparison(database);
  const focus = new FocusGroup(database);
  return {
    getCompetitivePower: keptAnswer(database, 'exam', (caller, { params, query }) => power.get(caller, params.id, query), noDataYet),
    getChildContributionRate: keptAnswer(database, 'exam', (caller, { query }) => contribution.get(caller, query), noDataYet),
    getChildrenTestComparison: keptAnswer(database, 'exam', (caller, { query }) => comparison.get(caller, query), noDataYet),
    getFocusGroup: keptAnswer(database, 'exam', (caller, { query }) => focus.get(caller, query), noDataYet),
    getClassFocusGroup: keptAnswer(database, 'exam', (caller, { params, query }) => focus.ofClass(caller, params.id, query), noDataYet),
    getTeachingSupervision: signedIn((caller, { params, query }) => supervision.get(caller, params.id, query), noDataYet),
  };
}
