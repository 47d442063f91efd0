/**
 * /technicalSupport: how to get help. The server has no support contact among its settings, and
 * each school runs its own platform, so the page sends users to their school's administrator
 * rather than to a number nobody answers.
 */
import { t } from '../../i18n/zh-CN.ts';
import { HelpFrame, HelpSection } from './HelpFrame.tsx';

const texts = t.help.technicalSupport;

export function TechnicalSupportPage() {
  return (
    <HelpFrame path="/technicalSupport" title={texts.title} hint={texts.hint} testId="help-technical-support" bare>
      <HelpSection title={texts.whom} items={texts.whomList} />
      <HelpSection title={texts.report} items={texts.reportList} ordered />
      <HelpSection title={texts.selfHelp} items={texts.selfHelpList} />
    </HelpFrame>
  );
}
