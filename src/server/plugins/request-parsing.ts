/**
 * How the server reads what clients send. Query strings: a value that looks like a JSON array
 * or object is that array or object (`type_ids=[1,2,8]`). Form bodies: the same rule per field,
 * so form clients can send nested scores.
 */
import { parse as parseQueryString } from 'node:querystring';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

function decodeJsonish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if ((trimmed.startsWith('[') && trimmed.endsWith(']')) || (trimmed.startsWith('{') && trimmed.endsWith('}'))) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

export function parseParams(text: string): Record<string, unknown> {
  const raw = parseQueryString(text);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    // `a[]=1&a[]=2` is also accepted as an array
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    result[name] = Array.isArray(value) ? value.map(decodeJsonish) : decodeJsonish(value);
  }
  return result;
}

/**
 * JSON bodies; an empty one counts as no body (clients send the JSON content type on calls
 * that have no body), and the contract decides whether a body was required.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('invalid JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
}

export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseParams(String(body)));
  });
}

/** The largest body the server reads, and the largest file of a multipart form. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Images (scans, pictures), workbooks (roster imports) and files of any kind (a paper's attached
 * files, told by their first bytes) travel as raw bytes; the contract decides where they are accepted.
 */
const RAW_TYPES = ['image/png', 'image/jpeg', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'];
/** File types the server sends (task downloads) but never accepts as a request body. */
const SENT_ONLY_TYPES = ['application/pdf'];

export function registerBinaryBodies(app: FastifyInstance): void {
  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // known to the contract, so the routes are built without a warning; refused like any other unsupported body
  app.addContentTypeParser(SENT_ONLY_TYPES, (_request, _payload, done) => {
    done(Object.assign(new Error('unsupported media type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
  });
}

/**
 * Multipart forms (spec 001 §7.5 sends a paper's original as one): the form's parts become the
 * body's fields, a file part as its bytes, before the contract checks them, so an operation
 * declares the form's fields like any other body and reads `body.file` as a Buffer. One file of
 * at most MAX_BODY_BYTES and a few fields: a larger file answers 413 (FST_REQ_FILE_TOO_LARGE)
 * before any feature sees it. Registered before the body rules, which then see the parsed form.
 */
export async function registerMultipartBodies(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: MAX_BODY_BYTES, files: 1, fields: 8, parts: 9 } });
}
