// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n/zh-CN.ts';
import { ROUTES } from '../shell/routes.tsx';
import { createTestRoot, type TestRoot } from '../../test/test-root.tsx';
import { ScanClientHelpPage } from './ScanClientHelpPage.tsx';
import { SCAN_CLIENT_HELP_PATH } from './scanner-panel.tsx';

let root: TestRoot;
afterEach(async () => {
  await root?.unmount();
});

describe('the scan client help page', () => {
  it('is the screen of the panel’s help link, open without signing in', () => {
    const entry = ROUTES.find((route) => route.path === SCAN_CLIENT_HELP_PATH);
    expect(entry).toMatchObject({ screen: 'scanClientHelp', access: 'public' });
  });

  it('says how to install scanimage and start the service', async () => {
    root = createTestRoot();
    await root.render(<ScanClientHelpPage />);
    const text = root.container.textContent ?? '';
    expect(text).toContain(t.scanClient.help.installSane);
    expect(root.container.querySelector('[data-testid="scan-client-install-sane"]')?.textContent).toContain('apt-get install sane-utils');
    expect(root.container.querySelector('[data-testid="scan-client-start"]')?.textContent).toBe('npm run scan-agent');
    // every setting the service reads (src/scan-agent/main.ts)
    for (const setting of ['--port', 'SCAN_AGENT_PORT', '--origins', 'SCAN_AGENT_ORIGINS', 'SCANIMAGE', 'SANE_CONFIG_DIR']) expect(text).toContain(setting);
  });
});
