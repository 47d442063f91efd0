/**
 * Bad requests for every operation of openapi/platform.yaml, derived from the contract itself:
 * malformed path ids, bad query values, bad bodies (wrong types, huge strings, deep nesting,
 * broken JSON, form-encoded, foreign content types, texts just outside their length bounds) and
 * bad headers. A seeded generator picks among the cases, so a run is repeatable and its size is
 * bounded.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../../src/server/app.ts';
import { Random } from '../../src/server/demo/random.ts';

type Schema = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface FuzzOperation {
  operationId: string;
  method: Method;
  /** the path template, `/v1/user/login/{id}` */
  path: string;
  parameters: FuzzParameter[];
  bodyTypes: string[];
  bodySchema?: Schema;
  /** the security schemes that admit a caller (webToken, markingToken); none for open operations */
  schemes: string[];
  /** the success answer is a file (an image, a download), not the envelope */
  answersFile: boolean;
}

export interface FuzzRequest {
  operationId: string;
  /** what the case does to the request, for the failure report */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Schema;

function lookup(ref: string): Schema {
  let node: unknown = contract;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Schema)[part];
  return node as Schema;
}

/** The schema with every local $ref replaced by what it names (the contract has no cycles). */
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Schema).$ref;
  if (typeof ref === 'string') return inline(lookup(ref));
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
}

export function contractOperations(): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths as Record<string, Schema>)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const [method, raw] of Object.entries(item)) {
      if (method === 'parameters') continue;
      const op = inline(raw) as Schema;
      const parameters = [...(inline(shared) as Schema[]), ...((op.parameters as Schema[] | undefined) ?? [])].map((p) => ({
        name: p.name as string,
        in: p.in as FuzzParameter['in'],
        required: p.required === true,
        schema: (p.schema as Schema | undefined) ?? {},
      }));
      const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema?: Schema }>;
      const success = ((op.responses as Record<string, Schema>)['200']?.content ?? {}) as Record<string, unknown>;
      operations.push({
        operationId: op.operationId as string,
        method: method.toUpperCase() as Method,
        path,
        parameters,
        bodyTypes: Object.keys(content),
        bodySchema: content['application/json']?.schema ?? Object.values(content)[0]?.schema,
        schemes: ((op.security ?? contract.security) as Record<string, unknown>[]).flatMap((requirement) => Object.keys(requirement)),
        answersFile: Object.keys(success).length > 0 && !('application/json' in success),
      });
    }
  }
  return operations;
}

/** A value the schema accepts, as small as the schema allows. */
export function sampleOf(schema: Schema, random: Random): unknown {
  if (schema.enum) return (schema.enum as unknown[])[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.allOf) return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => sampleOf(part, random)));
  if (schema.oneOf || schema.anyOf) return sampleOf(((schema.oneOf ?? schema.anyOf) as Schema[])[0], random);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const low = (schema.minimum as number | undefined) ?? 1;
      const high = (schema.maximum as number | undefined) ?? low + 10;
      return Math.min(high, Math.max(low, 1));
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date-time') return '2026-03-18T08:00:00Z';
      if (schema.format === 'date') return '2026-03-18';
      const length = Math.min((schema.maxLength as number | undefined) ?? 16, Math.max((schema.minLength as number | undefined) ?? 1, 16));
      return 'abcdefghijklmnop'.repeat(Math.ceil(length / 16)).slice(0, length);
    }
    case 'array': {
      const count = Math.max((schema.minItems as number | undefined) ?? 0, 1);
      return Array.from({ length: count }, () => sampleOf((schema.items as Schema | undefined) ?? {}, random));
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (!schema.properties && schema.type !== 'object') return 1;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        if (required.has(name) || random.next() < 0.5) result[name] = sampleOf(property, random);
      }
      return result;
    }
  }
}

/** Values a careless or hostile client sends where a number or a short text belongs. */
export const MALFORMED_IDS = ['2147483648', '-1', '1e99', 'abc', ''];
const MALFORMED_SCALARS = [
  ...MALFORMED_IDS,
  '0',
  '2147483647',
  '-2147483649',
  '9223372036854775808',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  '１',
  '\u0000',
  'null',
  '[]',
  '{}',
  '[2147483648]',
  '[-1,"a",null]',
  '{"$gt":1}',
  '[[[[[[[[[[1]]]]]]]]]]',
  "1' OR '1'='1",
  'x'.repeat(5000),
];

function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

const WRONG_VALUES: unknown[] = [
  null,
  true,
  'abc',
  '',
  '\u0000',
  2147483648,
  -1,
  1e99,
  -1e99,
  1.5,
  0,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [2147483648],
  { a: 1 },
  'x'.repeat(100_000),
  deep(400),
];

const FOREIGN_BODIES: { type: string; payload: string | Buffer }[] = [
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: '\u0000' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', payload: `${'[{"a":'.repeat(5000)}1${'}]'.repeat(5000)}` },
  { type: 'application/json', payload: `{"a":"${'x'.repeat(9 * 1024 * 1024)}"}` },
  { type: 'application/json; charset=latin1', payload: '{}' },
  { type: 'application/x-www-form-urlencoded', payload: 'a[]=1&a[]=2&a=%00&%zz=1' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { type: 'image/png', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
  { type: 'application/pdf', payload: '%PDF-1.4' },
  { type: '!!!', payload: '{}' },
];

const BAD_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: `Bearer ${'a'.repeat(4000)}` },
  { authorization: 'Bearer a b c' },
  { authorization: 'Bearer \u00e9\u00e8' },
  { appname: 'x'.repeat(200), platform: '', appversion: '\u00ff' },
  { 'x-forwarded-for': 'not an address, ::::' },
  { accept: 'application/xml' },
  { 'accept-version': '9.9.9' },
  { 'content-length': '0' },
];

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random.next() * items.length)];
}

function asQueryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function formOf(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `value=${encodeURIComponent(asQueryValue(body))}`;
  return new URLSearchParams(Object.entries(body).map(([key, value]) => [key, asQueryValue(value)])).toString();
}

/** Sets a value at a random place inside a sampled body (top level or nested). */
function mutate(body: unknown, value: unknown, random: Random): { body: unknown; where: string } {
  if (!body || typeof body !== 'object') return { body: value, where: '(body)' };
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = Object.keys(copy);
  if (keys.length === 0 || random.next() < 0.15) {
    copy[pick(random, ['unknown_field', 'id', '__proto__'])] = value;
    return { body: copy, where: 'extra field' };
  }
  const key = pick(random, keys);
  const inner = copy[key];
  if (inner && typeof inner === 'object' && random.next() < 0.5) {
    const nested = mutate(inner, value, random);
    copy[key] = nested.body;
    return { body: copy, where: `${key}.${nested.where}` };
  }
  copy[key] = value;
  return { body: copy, where: key };
}

export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

/** A request the contract accepts (with made-up ids), the base every bad case varies. */
export function validParts(op: FuzzOperation, random: Random): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, headers: {} };
  for (const p of op.parameters) {
    if (p.in !== 'path' && !p.required && random.next() < 0.5) continue;
    const value = asQueryValue(sampleOf(p.schema, random));
    if (p.in === 'path') parts.path[p.name] = value;
    else if (p.in === 'query') parts.query[p.name] = value;
    else parts.headers[p.name.toLowerCase()] = value;
  }
  if (op.bodySchema) parts.body = sampleOf(op.bodySchema, random);
  return parts;
}

export function toRequest(op: FuzzOperation, label: string, parts: RequestParts, body?: { type: string; payload: string | Buffer }): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parts.path[name] ?? ''));
  const query = new URLSearchParams(parts.query).toString();
  const headers = { ...parts.headers };
  let payload: string | Buffer | undefined;
  if (body) {
    headers['content-type'] = body.type;
    payload = body.payload;
  } else if (parts.body !== undefined && op.bodyTypes.length > 0) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(parts.body);
  }
  return { operationId: op.operationId, label, method: op.method, url: query ? `${path}?${query}` : path, headers, payload };
}

/**
 * The bad requests for one operation: every malformed id in every path parameter, then `count`
 * more drawn by the generator from bad query values, bad bodies and bad headers.
 */
export function badRequests(op: FuzzOperation, random: Random, count: number): FuzzRequest[] {
  const requests: FuzzRequest[] = [toRequest(op, 'valid', validParts(op, random))];
  if (op.bodySchema) requests.push(toRequest(op, 'no body', { ...validParts(op, random), body: undefined }));
  for (const p of op.parameters.filter((q) => q.in === 'path')) {
    for (const id of MALFORMED_IDS) {
      const parts = validParts(op, random);
      parts.path[p.name] = id;
      requests.push(toRequest(op, `path ${p.name}=${JSON.stringify(id)}`, parts));
    }
  }
  const queryParameters = op.parameters.filter((p) => p.in === 'query');
  const headerParameters = op.parameters.filter((p) => p.in === 'header');
  const kinds = ['query', 'query', 'body', 'body', 'body', 'form', 'foreign', 'header'].filter(
    (kind) => (kind !== 'query' || queryParameters.length > 0) && (!['body', 'form'].includes(kind) || op.bodySchema),
  );
  for (let i = 0; i < count; i++) {
    const parts = validParts(op, random);
    const kind = pick(random, kinds);
    if (kind === 'query') {
      const p = pick(random, queryParameters);
      const value = random.next() < 0.8 ? pick(random, MALFORMED_SCALARS) : asQueryValue(pick(random, WRONG_VALUES));
      parts.query[random.next() < 0.1 ? `${p.name}[]` : p.name] = value;
      requests.push(toRequest(op, `query ${p.name}=${JSON.stringify(value.slice(0, 40))}`, parts));
    } else if (kind === 'body' || kind === 'form') {
      const { body, where } = mutate(parts.body, pick(random, WRONG_VALUES), random);
      const label = `${kind} ${where}`;
      if (kind === 'body') requests.push(toRequest(op, label, parts, { type: 'application/json', payload: JSON.stringify(body) }));
      else requests.push(toRequest(op, label, parts, { type: 'application/x-www-form-urlencoded', payload: formOf(body) }));
    } else if (kind === 'foreign') {
      const body = pick(random, FOREIGN_BODIES);
      requests.push(toRequest(op, `content ${body.type} ${String(body.payload).slice(0, 30)}`, parts, body));
    } else {
      const headers = headerParameters.length > 0 && random.next() < 0.3
        ? { [pick(random, headerParameters).name.toLowerCase()]: pick(random, MALFORMED_SCALARS) }
        : pick(random, BAD_HEADERS);
      parts.headers = { ...parts.headers, ...headers };
      requests.push(toRequest(op, `headers ${Object.keys(headers).join(',')}`, parts));
    }
  }
  requests.push(...boundBreakingBodies(op, validParts(op, new Random(0))));
  return requests;
}

/**
 * For every text field of the body with a length bound (the marking submit's idempotency_key:
 * 8 to 80 characters, a field of the body since no header carries it), the body with that field
 * one character too short and one too long. Built without the operation's generator, so the
 * cases drawn before them stay as they were.
 */
function boundBreakingBodies(op: FuzzOperation, parts: RequestParts): FuzzRequest[] {
  if (!op.bodySchema || !parts.body || typeof parts.body !== 'object' || Array.isArray(parts.body)) return [];
  const properties = (op.bodySchema.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).flatMap(([name, property]) => {
    if (property.type !== 'string' || property.enum || property.format) return [];
    const lengths = [typeof property.minLength === 'number' && property.minLength > 0 ? property.minLength - 1 : undefined, typeof property.maxLength === 'number' ? property.maxLength + 1 : undefined];
    return lengths.flatMap((length) => {
      if (length === undefined) return [];
      const body = { ...(parts.body as Record<string, unknown>), [name]: 'k'.repeat(length) };
      return [toRequest(op, `body ${name} of ${length} characters`, parts, { type: 'application/json', payload: JSON.stringify(body) })];
    });
  });
}

/** Requests outside the contract's operations: unknown paths, other methods, broken URLs. */
export function strayRequests(operations: FuzzOperation[]): FuzzRequest[] {
  const stray = (label: string, method: string, url: string, headers: Record<string, string> = {}): FuzzRequest => ({
    operationId: '(none)',
    label,
    method,
    url,
    headers,
  });
  const requests = [
    stray('unknown path', 'GET', '/v1/no-such-thing'),
    stray('unknown path', 'POST', '/v1'),
    stray('broken escape', 'GET', '/v1/examination/mark-list/%zz'),
    stray('long parameter', 'GET', `/v1/examination/mark-list/${'9'.repeat(300)}`),
    stray('OPTIONS', 'OPTIONS', '/v1/user/login'),
    stray('websocket without upgrade', 'GET', '/v1/ws/marking?token=x&uid=abc'),
    stray('websocket without upgrade', 'POST', '/v1/ws/marking'),
  ];
  for (const op of operations) {
    const taken = new Set(operations.filter((o) => o.path === op.path).map((o) => o.method));
    const other = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).find((m) => !taken.has(m));
    if (other) requests.push(stray(`method ${other}`, other, op.path.replace(/\{\w+\}/g, '1')));
  }
  return requests;
}
