// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/zh-CN.ts';
import { ROUTES } from '../shell/routes.tsx';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { HELP_INDEX_PATH, HELP_PAGES } from './help-pages.ts';
import { HelpIndexPage } from './HelpIndexPage.tsx';
import { MarkingHelpPage } from './MarkingHelpPage.tsx';
import { AnswerSheetHelpPage } from './AnswerSheetHelpPage.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';
import { TechnicalSupportPage } from './TechnicalSupportPage.tsx';

const root = freshRootPerTest();

function text(): string {
  return root.container.textContent ?? '';
}

describe('the help centre', () => {
  it('is a built screen at /helps/index, open without signing in', () => {
    expect(ROUTES.find((route) => route.path === HELP_INDEX_PATH)).toMatchObject({ screen: 'helpIndex', access: 'public' });
  });

  it('links every page of the centre, each a built screen open without signing in', async () => {
    await root.render(<HelpIndexPage />);
    const links = [...root.container.querySelectorAll('[data-help-page] a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(HELP_PAGES.map((page) => page.path));
    expect(links).toEqual(['/help/appDownload/marking', '/help/appDownload/scanClient', '/help/answerSheet/template', '/privacy', '/technicalSupport']);
    for (const page of HELP_PAGES) {
      const entry = ROUTES.find((route) => route.path === page.path);
      expect(entry?.screen, page.path).toBeDefined();
      expect(entry?.access, page.path).toBe('public');
      expect(text()).toContain(page.title);
    }
  });
});

describe('the marking help page', () => {
  it("lists the marking window's own shortcuts, Tab among them, and the supported browsers", async () => {
    await root.render(<MarkingHelpPage />);
    const rows = [...root.container.querySelectorAll('[data-testid="help-marking-shortcuts"] tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([...t.marking.footer.shortcutList, ['Tab / Shift + Tab', t.help.marking.tab[1]]].map(([key, action]) => [key, action]));
    expect(rows.map(([key]) => key)).toEqual(['F1', 'F11', 'Enter', '右键', 'Ctrl + Z', '滚轮', 'Tab / Shift + Tab']);
    expect(text()).toContain('Google Chrome 111 或更高版本');
    expect(text()).toContain('40 分钟没有操作');
    // the menu marks the page shown
    expect(root.container.querySelector('[data-testid="help-menu"] [aria-current="page"]')?.getAttribute('href')).toBe('/help/appDownload/marking');
  });
});

describe('the answer card help page', () => {
  it('shows the pictures of the designer and its preview with their captions', async () => {
    await root.render(<AnswerSheetHelpPage />);
    for (const [testId, caption] of [
      ['help-picture-designer', t.help.answerSheet.designPicture],
      ['help-picture-preview', t.help.answerSheet.previewPicture],
    ]) {
      const picture = root.container.querySelector(`[data-testid="${testId}"]`);
      expect(picture?.getAttribute('src')).toMatch(/answer-card-(designer|preview).*\.png$/);
      expect(picture?.getAttribute('alt')).toBe(caption);
    }
    expect(text()).toContain('「实际大小」');
    expect(text()).toContain('「导出PDF」');
  });
});

describe('the privacy page', () => {
  it('says what is stored about students and teachers, how long and who sees it', async () => {
    await root.render(<PrivacyPage />);
    for (const heading of [t.help.privacy.students, t.help.privacy.teachers, t.help.privacy.howLong, t.help.privacy.whoSees]) {
      expect(text()).toContain(heading);
    }
    expect(text()).toContain('答题卡的扫描图片');
    expect(text()).toContain('只保存加盐的哈希值');
    expect(text()).toContain('网页登录凭证 24 小时内有效');
    expect(text()).toContain('最长保留 24 小时');
  });
});

describe('the technical support page', () => {
  it("sends users to their school's administrator and names no phone number", async () => {
    await root.render(<TechnicalSupportPage />);
    expect(text()).toContain('本校的学校管理员');
    expect(text()).not.toMatch(/\d{3,4}-?\d{7,8}|1[3-9]\d{9}|400-?\d{3}-?\d{4}/);
  });
});
