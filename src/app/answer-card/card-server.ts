/**
 * The designer's calls: the design saved on the server for a test (with the version it was
 * loaded at, so that a save over someone else's newer one is refused), and the recognition
 * template from which the test's question groups are made. Each answers the envelope's data or
 * throws ApiError with a message ready to show.
 */
import { api, call } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { buildTemplate, layoutCard, type AnswerCard, type CardLayout } from '../../domain/answer-card/index.ts';

type TemplateInfoBody = paths['/v1/examination/test-template-info/{test_id}']['patch']['requestBody']['content']['application/json']['template_info'];

export interface ServerDesign {
  card: AnswerCard;
  version: number;
  updatedBy: string;
}

export async function loadServerDesign(testId: number): Promise<ServerDesign | null> {
  const data = await call(api.GET('/v1/examination/answer-card-design/{test_id}', { params: { path: { test_id: testId } } }));
  return data ? { card: data.card as unknown as AnswerCard, version: data.version, updatedBy: data.updated_by } : null;
}

/** Saves over `version` (0 for the first save); answers the new version. */
export async function saveServerDesign(testId: number, card: AnswerCard, version: number): Promise<number> {
  const data = await call(
    api.PUT('/v1/examination/answer-card-design/{test_id}', { params: { path: { test_id: testId } }, body: { card: card as unknown as Record<string, unknown>, version } }),
  );
  return data.version;
}

/** Sends the card's recognition template; the server makes the question groups from it. */
export async function submitTemplate(testId: number, card: AnswerCard, layout: CardLayout = layoutCard(card)) {
  const template = buildTemplate(card, layout);
  return call(
    api.PATCH('/v1/examination/test-template-info/{test_id}', {
      params: { path: { test_id: testId } },
      body: { template_info: template as unknown as TemplateInfoBody },
    }),
  );
}
