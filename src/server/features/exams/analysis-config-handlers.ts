/** Contract operations of an exam's analysis settings (analysis-config/{id}). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { AnalysisConfigService } from './analysis-config-service.ts';

export function analysisConfigHandlers(configs: AnalysisConfigService): Handlers {
  return {
    getAnalysisConfig: signedIn((caller, { params }) => configs.get(caller, params.id)),
    saveAnalysisConfig: signedIn((caller, { params, body }) => configs.save(caller, params.id, body), msg.exam.analysisConfigSaved),
  };
}
