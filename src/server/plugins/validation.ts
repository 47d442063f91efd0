/**
 * Request validation against the contract's schemas. Bodies coerce scalars only ("5" → 5, as
 * form bodies need) so that a wrong shape, such as an array for a string, stays an error;
 * query strings, path and header parameters may also wrap a lone value into an array.
 */
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

function makeAjv(coerceTypes: Options['coerceTypes']): Ajv {
  // unknown fields must answer 400, not vanish
  const ajv = new Ajv({ coerceTypes, removeAdditional: false, useDefaults: true, allErrors: false, strict: false });
  (addFormats as unknown as (instance: Ajv) => void)(ajv);
  return ajv;
}

export function registerValidation(app: FastifyInstance): void {
  const forBody = makeAjv(true);
  const forParameters = makeAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? forBody : forParameters).compile(schema));
}
