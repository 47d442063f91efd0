// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { SubmitDialog, type SubmitDialogProps } from './SubmitDialog.tsx';

const root = freshRootPerTest();
let calls: string[];

beforeEach(() => {
  calls = [];
});

const show = (props: Partial<SubmitDialogProps> = {}) =>
  root.render(
    <SubmitDialog title="报告问题卷" busy={false} onSubmit={async () => void calls.push('submit')} onClose={() => calls.push('close')} {...props}>
      <p data-testid="asked">内容</p>
    </SubmitDialog>,
  );

/** the dialog's footer buttons by their text (antd spaces two-character texts: 确 定) */
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find((b) => b.textContent?.replace(/\s/g, '') === text);

describe('SubmitDialog', () => {
  it('shows what it asks with 确定 and 取消; 确定 submits, 取消 closes without submitting', async () => {
    await show();
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('报告问题卷');
    expect(document.querySelector('[data-testid="asked"]')).not.toBeNull();
    await act(async () => button('确定')?.click());
    expect(calls).toEqual(['submit']);
    await act(async () => button('取消')?.click());
    expect(calls).toEqual(['submit', 'close']);
  });

  it('names its action on the OK button when given one, and spins it while the submit is under way', async () => {
    await show({ submitText: '生成', busy: true });
    const ok = button('生成');
    expect(ok).toBeDefined();
    expect(ok?.classList.contains('ant-btn-loading')).toBe(true);
  });

  it('shows nothing while closed', async () => {
    await show({ open: false });
    expect(document.querySelector('[data-testid="asked"]')).toBeNull();
  });
});
