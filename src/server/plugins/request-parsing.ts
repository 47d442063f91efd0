/**
 * How the server reads what clients send. Query strings: a value that looks like a JSON array
 * or object is that array or object (`type_ids=[1,2,8]`). Form bodies: the same rule per field,
 * so form clients can send nested scores.
 */
import { parse as parseQueryString } from 'node:querystring';
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

export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseParams(String(body)));
  });
}
