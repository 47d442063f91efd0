// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { SecurityNotice, type NoticeKind } from './SecurityNotice.tsx';

const root = freshRootPerTest();

const shown = async (kind: NoticeKind) => {
  await root.render(<SecurityNotice kind={kind} />);
  const notice = root.container.querySelector<HTMLElement>(`[role="alert"][data-testid="notice-${kind}"]`)!;
  return { title: notice.querySelector('.ant-result-title')?.textContent, buttons: [...notice.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, '')) };
};

describe('the notices that replace the marking screen', () => {
  it('says the console was noticed, offers to reload and counts down to closing the window', async () => {
    expect(await shown('console')).toEqual({ title: '检测到非法操作', buttons: ['重新加载平台'] });
    expect(root.container.querySelector('[data-testid="console-countdown"]')?.textContent).toMatch(/^\d+ 秒后将自动关闭阅卷窗口$/);
  });

  it('sends a marker whose token is gone back to the sign-in page', async () => {
    expect(await shown('token')).toEqual({ title: '登录已失效', buttons: ['重新登录'] });
  });

  it('offers to take marking back here or close the window when the account marks elsewhere', async () => {
    expect(await shown('elsewhere')).toEqual({ title: '账号已在其他地方登录', buttons: ['在此处重新登录', '关闭窗口'] });
  });
});
