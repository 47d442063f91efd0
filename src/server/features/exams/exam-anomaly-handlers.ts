/** Contract operation listing an exam's anomalies (examination-abnormal). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ExamAnomalyService } from './exam-anomaly-service.ts';

export function examAnomalyHandlers(anomalies: ExamAnomalyService): Handlers {
  return {
    listExamAnomalies: signedIn((caller, { query }) => anomalies.list(caller, query.examination_id)),
    resolveExamAnomalies: signedIn(
      (caller, { params, body }) => anomalies.resolve(caller, params.id, body),
      (data) => msg.exam.anomalyResolved(data.resolved),
    ),
    replaceExamAnomalies: signedIn(
      (caller, { params, body }) => anomalies.resolve(caller, params.id, body),
      (data) => msg.exam.anomalyResolved(data.resolved),
    ),
  };
}
