// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act, Suspense } from 'react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n/zh-CN.ts';
import { SCREENS } from '../shell/screens.ts';
import { createTestRoot, type TestRoot } from '../../test/test-root.tsx';

let root: TestRoot;
afterEach(async () => {
  await root?.unmount();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the scan screen of the route table', () => {
  it('shows the scanner panel in its scanner slot', async () => {
    const Screen = SCREENS.scanAnswerSheet;
    root = createTestRoot();
    // no paper named: nothing is loaded from the platform, the panel still looks for the service
    await root.render(
      <App>
        <Suspense fallback={null}>
          <Screen params={{}} />
        </Suspense>
      </App>,
    );
    const slot = () => root.container.querySelector('[data-testid="scanner-slot"]');
    for (let i = 0; i < 100 && !slot(); i++) await settle();
    expect(slot()?.querySelector('[data-testid="scanner-panel"]')).not.toBeNull();
    // whether or not a service runs on this machine, the panel comes to say what it found
    for (let i = 0; i < 100 && slot()?.textContent?.includes(t.scanClient.panel.checking); i++) await settle();
    expect(slot()?.textContent).not.toContain(t.scanClient.panel.checking);
  });
});
