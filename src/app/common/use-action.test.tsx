// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { useAction } from './use-action.ts';

const root = freshRootPerTest();

/** A button that runs the work it is given as a screen action. */
function Probe({ work }: { work: () => Promise<void> }) {
  const action = useAction();
  return (
    <button data-busy={String(action.busy)} onClick={() => void action.run(work)}>
      go
    </button>
  );
}

const busy = () => root.container.querySelector('button')?.dataset.busy;

const show = (work: () => Promise<void>) =>
  root.render(
    <App>
      <Probe work={work} />
    </App>,
  );

async function click() {
  await act(async () => root.container.querySelector('button')?.click());
}
const messages = () => [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);

describe('useAction', () => {
  it('is busy while the action runs and not after', async () => {
    let finish!: () => void;
    await show(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(busy()).toBe('false');
    await click();
    expect(busy()).toBe('true');
    await act(async () => finish());
    expect(busy()).toBe('false');
  });

  it('shows a failure as a message with its text, and is no longer busy', async () => {
    await show(async () => Promise.reject(new Error('两次输入的新密码不一致')));
    await click();
    expect(busy()).toBe('false');
    expect(messages()).toContain('两次输入的新密码不一致');
  });
});
