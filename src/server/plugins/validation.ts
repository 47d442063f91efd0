/**
 * Request validation against the contract's schemas. Bodies coerce scalars only ("5" → 5, as
 * form bodies need) so that a wrong shape, such as an array for a string, stays an error;
 * query strings, path and header parameters may also wrap a lone value into an array.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/app-error.ts';
import { msg } from '../../i18n/server.ts';
import { contractDocument } from './contract-document.ts';

function makeAjv(coerceTypes: Options['coerceTypes']): Ajv {
  // unknown fields must answer 400, not vanish
  const ajv = new Ajv({ coerceTypes, removeAdditional: false, useDefaults: true, allErrors: false, strict: false });
  (addFormats as unknown as (instance: Ajv) => void)(ajv);
  return ajv;
}

/**
 * A compiler of the schemas of one kind of request part, keeping each compiled schema by its
 * text: every app a process builds (a test file builds several) compiles a route's schema once.
 */
function keptCompiler(coerceTypes: Options['coerceTypes']): (schema: object) => ValidateFunction {
  const ajv = makeAjv(coerceTypes);
  const compiled = new Map<string, ValidateFunction>();
  return (schema) => {
    const text = JSON.stringify(schema);
    let validate = compiled.get(text);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(text, validate);
    }
    return validate;
  };
}

const compileBody = keptCompiler(true);
const compileParameters = keptCompiler('array');

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? compileBody : compileParameters)(schema));
}

/** The operations whose request body the contract marks as required. */
function operationsRequiringBody(contractPath: string): Set<string> {
  const contract = contractDocument(contractPath);
  const ids = new Set<string>();
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) if (operation.operationId && operation.requestBody?.required) ids.add(operation.operationId);
  }
  return ids;
}

interface RouteBodySchema {
  operationId?: string;
  body?: { content?: Record<string, unknown> };
}

/**
 * Fastify checks a body against the schema of its content type only, and lets a body of any
 * other type (text/plain, a picture) through unchecked. So: a body whose type the operation
 * does not declare answers 415, and a missing body where the contract requires one answers 400.
 */
export function registerBodyRules(app: FastifyInstance, contractPath: string): void {
  const required = operationsRequiringBody(contractPath);
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as RouteBodySchema | undefined;
    const declared = schema?.body?.content;
    if (!declared) return;
    if (request.body === undefined || request.body === null) {
      if (schema.operationId && required.has(schema.operationId)) throw badRequest(msg.request.bodyRequired);
      return;
    }
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!(mediaType in declared)) {
      throw Object.assign(new Error('unsupported media type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    }
  });
}

/**
 * Where a value holds a NUL character (U+0000), as `body.a.b`: PostgreSQL text cannot store
 * one, so such input is refused before it reaches a query. Walked without recursion, as bodies
 * may nest deeply.
 */
export function nulCharacterAt(value: unknown, root: string): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push([entry, `${path}.${index}`]));
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes('\u0000')) return path;
        pending.push([entry, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = nulCharacterAt(request.params, 'path') ?? nulCharacterAt(request.query, 'query') ?? nulCharacterAt(request.body, 'body');
    if (where) throw badRequest(msg.common.field(where.replace(/^(path|query|body)\./, ''), msg.request.nulCharacter));
  });
}
