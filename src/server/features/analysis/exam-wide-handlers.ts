/** Contract operations of the exam analysis across the exam's papers (/v1/examanalysis). */
import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { msg } from '../../../i18n/server.ts';
import { keptAnswer } from './answer-cache.ts';
import { AdvantageInferiority } from './advantage-inferiority.ts';
import { CoincidenceDegree } from './coincidence-degree.ts';
import { CustomAnalysis } from './custom-analysis.ts';
import { DataMining } from './data-mining.ts';
import { FormerN } from './former-n.ts';
import { PotentialStudents } from './potential-students.ts';
import { RankComparison } from './rank-comparison.ts';
import { SchoolReport } from './school-report.ts';
import { SpecialGroupAnalysis } from './special-groups.ts';
import { StudentAnswerLog } from './student-answer-log.ts';
import { comparedMessage, noDataYet } from './answer-messages.ts';

export function examWideHandlers(database: Database): Handlers {
  const potential = new PotentialStudents(database);
  const ranks = new RankComparison(database);
  const formerN = new FormerN(database);
  const coincidence = new CoincidenceDegree(database);
  const strengths = new AdvantageInferiority(database);
  const schoolReport = new SchoolReport(database);
  const specialGroups = new SpecialGroupAnalysis(database);
  const mining = new DataMining(database);
  const custom = new CustomAnalysis(database);
  const answerLog = new StudentAnswerLog(database);
  return {
    getPotentialStudents: keptAnswer(database, 'exam', (caller, { query }) => potential.list(caller, query), noDataYet),
    // an exam without an earlier one to compare with says so
    getStudentPreviousRankComparison: keptAnswer(database, 'earlier', 
      (caller, { query }) => ranks.compare(caller, query),
      comparedMessage,
    ),
    getFormerNComparison: keptAnswer(database, 'earlier', (caller, { query }) => formerN.comparison(caller, query), noDataYet),
    getTargetFormerN: signedIn((caller, { params, query }) => formerN.list(caller, params.id, query), noDataYet),
    getCoincidenceDegree: keptAnswer(database, 'exam', (caller, { query }) => coincidence.get(caller, query), noDataYet),
    listCustomAnalyses: signedIn((caller, { query }) => custom.list(caller, query.examination_id)),
    createCustomAnalysis: signedIn((caller, { body }) => custom.create(caller, body), msg.analysis.custom.saved),
    getCustomAnalysis: signedIn((caller, { params }) => custom.open(caller, params.id), noDataYet),
    deleteCustomAnalysis: signedIn((caller, { params }) => custom.remove(caller, params.id), msg.analysis.custom.deleted),
    getDataMining: keptAnswer(database, 'exam', (caller, { query }) => mining.get(caller, query), noDataYet),
    getAdvantageInferiority: keptAnswer(database, 'exam', (caller, { query }) => strengths.get(caller, query), noDataYet),
    getSchoolReport: keptAnswer(database, 'exam', (caller, { query }) => schoolReport.get(caller, query), noDataYet),
    getSpecialGroupAnalysis: keptAnswer(database, 'exam', (caller, { query }) => specialGroups.get(caller, query.examination_id), noDataYet),
    listAnswerLogClasses: signedIn((caller) => answerLog.classes(caller)),
    getStudentAnswerLog: signedIn((caller, { query }) => answerLog.get(caller, query.student_id, query.subject_id ?? 0), noDataYet),
    getPreviousFormerN: signedIn(
      (caller, { params, query }) => formerN.againstPrevious(caller, params.id, query),
      comparedMessage,
    ),
  };
}
