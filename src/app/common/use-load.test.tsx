// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n/zh-CN.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { errorText } from './error-text.ts';
import { LoadEmpty, LoadPending } from './LoadStatus.tsx';
import { useLoad, type LoadOptions } from './use-load.ts';

/** A call the test answers by hand, one per key asked for. */
class Calls {
  private pending = new Map<string, { resolve: (value: string) => void; reject: (error: unknown) => void }[]>();
  asked: string[] = [];

  load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      this.asked.push(key);
      this.pending.set(key, [...(this.pending.get(key) ?? []), { resolve, reject }]);
    });

  async answer(key: string, value: string) {
    const next = this.pending.get(key)?.shift();
    if (!next) throw new Error(`nothing asked for ${key}`);
    await act(async () => next.resolve(value));
  }

  async fail(key: string, error: unknown) {
    const next = this.pending.get(key)?.shift();
    if (!next) throw new Error(`nothing asked for ${key}`);
    await act(async () => next.reject(error));
  }
}

let calls: Calls;
const root = freshRootPerTest();

function Screen({ dataKey, options, empty }: { dataKey: string | null; options?: LoadOptions; empty?: boolean }) {
  const load = useLoad(dataKey, () => calls.load(dataKey ?? ''), options);
  if (empty) return <LoadEmpty load={load} empty="没有考试" />;
  return load.data === undefined ? <LoadPending load={load} /> : <p data-testid="data">{load.data}</p>;
}

const show = (props: Parameters<typeof Screen>[0]) => root.render(<Screen {...props} />);
const shown = () => root.container.querySelector('[data-testid="data"]')?.textContent ?? null;
const spinning = () => root.container.querySelector('.load-spin') !== null;
const failure = () => root.container.querySelector('[data-testid="load-failed"]');

beforeEach(() => {
  calls = new Calls();
});

describe('useLoad with LoadPending', () => {
  it('spins while the data loads, then shows it', async () => {
    await show({ dataKey: 'exam:1' });
    expect(spinning()).toBe(true);
    await calls.answer('exam:1', '期中考试');
    expect(shown()).toBe('期中考试');
    expect(spinning()).toBe(false);
  });

  it('shows a failure with its text and a retry button that loads again', async () => {
    await show({ dataKey: 'exam:1' });
    await calls.fail('exam:1', new Error('无权访问该考试'));
    expect(spinning()).toBe(false);
    expect(failure()?.textContent).toContain('无权访问该考试');
    const retry = failure()?.querySelector('button');
    expect(retry?.textContent?.replace(/\s/g, '')).toBe(t.common.retry);
    await act(async () => retry?.click());
    expect(calls.asked).toEqual(['exam:1', 'exam:1']);
    await calls.answer('exam:1', '期中考试');
    expect(shown()).toBe('期中考试');
    expect(failure()).toBeNull();
  });

  it('writes what was thrown when it is not an Error', async () => {
    await show({ dataKey: 'exam:1' });
    await calls.fail('exam:1', 'timeout');
    expect(failure()?.textContent).toContain('timeout');
    expect(errorText({ toString: () => '网络错误' })).toBe('网络错误');
  });

  it('loads nothing without a key', async () => {
    await show({ dataKey: null });
    expect(calls.asked).toEqual([]);
    expect(spinning()).toBe(true);
  });

  it('drops an answer that comes after the key moved on', async () => {
    await show({ dataKey: 'page:1' });
    await show({ dataKey: 'page:2' });
    await calls.answer('page:1', '第一页');
    expect(shown()).toBeNull();
    await calls.answer('page:2', '第二页');
    expect(shown()).toBe('第二页');
  });

  it('keeps the rows of the same list while its next page loads, and not those of another list', async () => {
    await show({ dataKey: 'page:1', options: { keepWithin: 'exams' } });
    await calls.answer('page:1', '第一页');
    await show({ dataKey: 'page:2', options: { keepWithin: 'exams' } });
    expect(shown()).toBe('第一页');
    await calls.answer('page:2', '第二页');
    expect(shown()).toBe('第二页');
    await show({ dataKey: 'papers:7', options: { keepWithin: 'papers' } });
    expect(shown()).toBeNull();
    expect(spinning()).toBe(true);
  });
});

describe('LoadEmpty', () => {
  it('says what an empty answer means, or why the load failed', async () => {
    await show({ dataKey: 'exams', empty: true });
    await calls.answer('exams', '');
    expect(root.container.querySelector('.ant-empty-description')?.textContent).toBe('没有考试');
    expect(failure()).toBeNull();
    expect(root.container.querySelector('button')).toBeNull();
    await show({ dataKey: 'exams:2', empty: true });
    await calls.fail('exams:2', new Error('服务器繁忙'));
    expect(failure()?.textContent).toContain('服务器繁忙');
  });
});
