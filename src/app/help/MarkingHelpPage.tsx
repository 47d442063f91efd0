/**
 * /help/appDownload/marking: marking needs no app, only a browser. The browsers listed are the
 * build's target (Vite's 'baseline-widely-available': Chrome and Edge 111, Firefox 114, Safari
 * 16.4); the shortcuts are the marking window's own list (the footer's shortcut popover), so
 * this page cannot tell a marker of a key the window does not know.
 */
import { t } from '../../i18n/zh-CN.ts';
import { HelpFrame, HelpSection } from './HelpFrame.tsx';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.help.marking;

/** The window's keys (src/app/marking/Workspace.tsx, ScoreColumnPanel.tsx), as the window lists them. */
export const MARKING_SHORTCUTS: ReadonlyArray<readonly [key: string, action: string]> = [...t.marking.footer.shortcutList, texts.tab];

export function MarkingHelpPage() {
  return (
    <HelpFrame path="/help/appDownload/marking" title={texts.title} hint={texts.hint} testId="help-marking">
      <HelpSection title={texts.browsers} items={texts.browserList}>
        <p>{texts.browsersText}</p>
      </HelpSection>
      <p>{texts.browsersNote}</p>
      <HelpSection title={texts.steps} items={texts.stepList} ordered />
      <HelpSection title={texts.shortcuts}>
        <CompactTable
          data-testid="help-marking-shortcuts"
          rowKey={([key]) => key}
          dataSource={MARKING_SHORTCUTS.map((row) => row)}
          columns={[
            { title: texts.shortcutKey, key: 'key', width: 180, render: (_, [key]) => <kbd>{key}</kbd> },
            { title: texts.shortcutAction, key: 'action', render: (_, [, action]) => action },
          ]}
        />
      </HelpSection>
      <HelpSection title={texts.session} items={texts.sessionList} />
    </HelpFrame>
  );
}
