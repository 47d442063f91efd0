/**
 * The designer's calls: the designs saved on the server (the card list lists them), the design
 * saved for a test (with the version it was loaded at, so that a save over someone else's newer
 * one is refused), and the recognition template from which the test's question groups are made.
 * Each answers the envelope's data or throws ApiError with a message ready to show.
 */
import { api, call } from '../../api/client.ts';
import type { paths } from '../../contract/schema.d.ts';
import { buildTemplate, layoutCard, type AnswerCard, type CardLayout } from '../../domain/answer-card/index.ts';

type TemplateInfoBody = paths['/v1/examination/test-template-info/{test_id}']['patch']['requestBody']['content']['application/json']['template_info'];

/** A saved design as the card list shows it (its card is loaded when it is opened). */
type DesignList = NonNullable<paths['/v1/examination/answer-card-designs']['get']['responses']['200']['content']['application/json']['data']>;
export type ListedDesign = DesignList['result'][number];

/** One page of the designs saved for the user's schools, the newest save first. */
export async function listServerDesigns(pageNo: number, pageSize: number): Promise<DesignList> {
  return call(api.GET('/v1/examination/answer-card-designs', { params: { query: { page_no: pageNo, page_size: pageSize } } }));
}

export interface ServerDesign {
  card: AnswerCard;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

export async function loadServerDesign(testId: number): Promise<ServerDesign | null> {
  const data = await call(api.GET('/v1/examination/answer-card-design/{test_id}', { params: { path: { test_id: testId } } }));
  return data ? { card: data.card as unknown as AnswerCard, version: data.version, updatedBy: data.updated_by, updatedAt: data.updated_at } : null;
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
