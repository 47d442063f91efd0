/**
 * Checks answers against the contract: every response body an integration test receives must
 * match the schema that openapi/platform.yaml declares for that operation and status.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../../src/server/app.ts';

interface Operation {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

const spec = parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, { content: Record<string, { schema: unknown }> }> };
};

const ajv = new Ajv({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv) => void)(ajv);
ajv.addSchema({ $id: 'contract', components: spec.components }, 'contract');

const operations = new Map<string, Operation>();
for (const methods of Object.values(spec.paths)) for (const op of Object.values(methods)) if (op.operationId) operations.set(op.operationId, op);

/** Rewrites local refs (#/components/…) so that they resolve inside the added document. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : rebase(v)]),
    );
  }
  return schema;
}

const cache = new Map<string, ValidateFunction>();

export function contractErrors(operationId: string, status: number, body: unknown): string | undefined {
  const op = operations.get(operationId);
  if (!op) return `unknown operation ${operationId}`;
  let response = op.responses[String(status)];
  if (!response) return `${operationId} declares no ${status} response`;
  if (response.$ref) response = spec.components.responses[response.$ref.split('/').pop()!];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const key = `${operationId} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(rebase(schema) as object);
    cache.set(key, validate);
  }
  return validate(body) ? undefined : ajv.errorsText(validate.errors);
}

export function operationIds(): string[] {
  return [...operations.keys()];
}
