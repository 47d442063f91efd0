/**
 * The server catalogue holds each text once: a sentence two areas answer with lives under one key
 * (msg.exam.notFound, msg.common.saved …) and both refer to it, so that changing it changes every
 * answer that says it.
 */
import { describe, expect, it } from 'vitest';
import { msg } from './server.ts';

/** Every fixed text of the catalogue with the keys that hold it. */
function keysByText(node: object, path: string, into = new Map<string, string[]>()): Map<string, string[]> {
  for (const [key, value] of Object.entries(node)) {
    const at = `${path}.${key}`;
    if (typeof value === 'string') into.set(value, [...(into.get(value) ?? []), at]);
    else if (value && typeof value === 'object') keysByText(value as object, at, into);
  }
  return into;
}

describe('the server catalogue', () => {
  it('holds each text under one key only', () => {
    const repeated = [...keysByText(msg, 'msg')].filter(([, keys]) => keys.length > 1).map(([text, keys]) => `${text}: ${keys.join(', ')}`);
    expect(repeated).toEqual([]);
  });
});
