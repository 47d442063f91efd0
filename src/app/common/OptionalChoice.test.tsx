// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { OptionalChoice } from './OptionalChoice.tsx';

const root = freshRootPerTest();

/** A score filter as the marking record shows it, reporting each value it hands back. */
function ScoreFilter({ handed }: { handed: (number | undefined)[] }) {
  const [score, setScore] = useState<number | undefined>();
  return (
    <OptionalChoice
      empty="全部分数"
      label="按分数"
      width={130}
      value={score}
      onChange={(value) => {
        handed.push(value);
        setScore(value);
      }}
      options={[
        { value: 0, label: '0' },
        { value: 5, label: '5' },
      ]}
    />
  );
}

const select = () => root.container.querySelector<HTMLElement>('.ant-select')!;

describe('OptionalChoice', () => {
  it('shows what no choice means, names itself for screen readers, and hands back the value chosen and undefined once cleared', async () => {
    const handed: (number | undefined)[] = [];
    await root.render(<ScoreFilter handed={handed} />);
    expect(select().textContent).toBe('全部分数');
    expect(root.container.querySelector('[aria-label="按分数"]')).not.toBeNull();
    await act(async () => {
      (select().querySelector<HTMLElement>('.ant-select-selector') ?? select()).dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitUntil(() => document.querySelector('.ant-select-item-option[title="5"]') !== null);
    await act(async () => document.querySelector<HTMLElement>('.ant-select-item-option[title="5"]')!.click());
    expect(handed).toEqual([5]);
    expect(select().textContent).toBe('5');
    await act(async () => {
      root.container.querySelector<HTMLElement>('.ant-select-clear')!.click();
    });
    expect(handed).toEqual([5, undefined]);
    expect(select().textContent).toBe('全部分数');
  });
});
