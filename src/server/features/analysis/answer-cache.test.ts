import { describe, expect, it } from 'vitest';
import { heldMaker } from '../../../../tests/support/held-maker.ts';
import { EVERY_CLASS } from '../../access/analysis-viewer.ts';
import { VersionedCache } from '../../db/versioned-cache.ts';
import { answerKey, keptBody } from './answer-cache.ts';

const bodies = (maxBytes = 10_000) => new VersionedCache<string, Buffer>(maxBytes, (body) => body.length);
const read = (body: Buffer) => JSON.parse(body.toString()) as { average: number };

describe('kept analysis answers', () => {
  it('answers the kept body while the stamps hold, without computing it again', async () => {
    const cache = bodies();
    let made = 0;
    const make = async () => ({ average: 70 + ++made });
    expect(read(await keptBody(cache, 'k', '1:-1:3', make))).toEqual({ average: 71 });
    expect(read(await keptBody(cache, 'k', '1:-1:3', make))).toEqual({ average: 71 });
    expect(made).toBe(1);
  });

  it('computes the answer again once a stamp changes, and keeps the new figure', async () => {
    const cache = bodies();
    let average = 70;
    const make = async () => ({ average });
    await keptBody(cache, 'k', '1:5:3', make);
    average = 71;
    expect(read(await keptBody(cache, 'k', '1:5:4', make))).toEqual({ average: 71 });
    average = 99;
    expect(read(await keptBody(cache, 'k', '1:5:4', make))).toEqual({ average: 71 });
  });

  it('computes an answer once for callers asking at once', async () => {
    const cache = bodies();
    const maker = heldMaker(() => ({ average: 80 }));
    const answers = Promise.all([keptBody(cache, 'k', 'v', maker.make), keptBody(cache, 'k', 'v', maker.make), keptBody(cache, 'k', 'v', maker.make)]);
    maker.release();
    expect((await answers).map(read)).toEqual([{ average: 80 }, { average: 80 }, { average: 80 }]);
    expect(maker.made).toBe(1);
  });

  it('lets the least recently used answer go when the budget is full', async () => {
    const body = `{"average":${'1'.repeat(30)}}`.length;
    const cache = bodies(body * 2);
    let made = 0;
    const make = async () => {
      made++;
      return { average: Number('1'.repeat(30)) };
    };
    await keptBody(cache, 'a', 'v', make);
    await keptBody(cache, 'b', 'v', make);
    await keptBody(cache, 'a', 'v', make);
    await keptBody(cache, 'c', 'v', make);
    expect(made).toBe(3);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    await keptBody(cache, 'b', 'v', make);
    expect(made).toBe(4);
  });

  it('computes every time without a cache (within a transaction)', async () => {
    let made = 0;
    await keptBody(undefined, 'k', 'v', async () => ({ average: ++made }));
    await keptBody(undefined, 'k', 'v', async () => ({ average: ++made }));
    expect(made).toBe(2);
  });

  it('keys answers by the caller’s view: a class head never shares the answer of another view', () => {
    const query = { examination_id: 3, class_id: 7 };
    const classHead = answerKey('GET /x', { classIds: new Set([7, 2]) }, { query });
    expect(classHead).toBe(answerKey('GET /x', { classIds: new Set([2, 7]) }, { query }));
    expect(classHead).not.toBe(answerKey('GET /x', { classIds: new Set([7]) }, { query }));
    expect(classHead).not.toBe(answerKey('GET /x', EVERY_CLASS, { query }));
    expect(answerKey('GET /x', EVERY_CLASS, { query: {} })).not.toBe(answerKey('GET /x', { classIds: new Set() }, { query: {} }));
  });

  it('keys answers by the call and its parameters, in whatever order they came', () => {
    const key = answerKey('GET /x', EVERY_CLASS, { query: { examination_id: 3, test_id: 4 } });
    expect(key).toBe(answerKey('GET /x', EVERY_CLASS, { query: { test_id: 4, examination_id: 3 } }));
    expect(key).not.toBe(answerKey('GET /y', EVERY_CLASS, { query: { examination_id: 3, test_id: 4 } }));
    expect(key).not.toBe(answerKey('GET /x', EVERY_CLASS, { query: { examination_id: 3, test_id: 5 } }));
    expect(answerKey('GET /x/{id}', EVERY_CLASS, { params: { id: 1 }, query: { examination_id: 3 } })).not.toBe(
      answerKey('GET /x/{id}', EVERY_CLASS, { params: { id: 2 }, query: { examination_id: 3 } }),
    );
  });
});
