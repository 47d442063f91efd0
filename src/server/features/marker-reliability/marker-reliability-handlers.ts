/** Contract operation of marker reliability (the marking-progress screens' reliability table). */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { MarkerReliabilityService } from './marker-reliability-service.ts';

export function markerReliabilityHandlers(reliability: MarkerReliabilityService): Handlers {
  return {
    getMarkerReliability: signedIn((caller, { query }) => reliability.ofTest(caller, query.test_id, query.band_percent)),
  };
}
