/**
 * /help/appDownload/scanClient (spec 001 §2.1, open without signing in): how to install SANE's
 * scanimage and start the local scanner service on the computer the scanner is plugged into, so
 * that the scan screen finds it (scanner-panel.tsx).
 */
import { Card, Typography } from 'antd';
import { PageHead } from '../common/PageHead.tsx';
import { t } from '../../i18n/zh-CN.ts';
import '../common/page.css';

const texts = t.scanClient.help;

/** What the teacher types; commands, not texts, so they are not translated. */
const COMMANDS = {
  installSane: 'sudo apt-get install sane-utils\nscanimage -L',
  installPackage: 'npm ci',
  startAgent: 'npm run scan-agent',
  origins: 'npm run scan-agent -- --origins https://yuejuan.example.edu.cn',
} as const;

function Command({ children, testId }: { children: string; testId?: string }) {
  return (
    <Typography.Paragraph>
      <pre data-testid={testId}>{children}</pre>
    </Typography.Paragraph>
  );
}

export function ScanClientHelpPage() {
  return (
    <div className="page-stack" data-testid="scan-client-help">
      <PageHead title={texts.title} hint={texts.hint} />
      <Card variant="borderless">
        <Typography.Title level={5}>{texts.requirements}</Typography.Title>
        <ul>
          <li>{texts.requirementLinux}</li>
          <li>{texts.requirementNode}</li>
        </ul>
        <Typography.Title level={5}>{texts.installSane}</Typography.Title>
        <Typography.Paragraph>{texts.installSaneText}</Typography.Paragraph>
        <Command testId="scan-client-install-sane">{COMMANDS.installSane}</Command>
        <Typography.Title level={5}>{texts.installPackage}</Typography.Title>
        <Command>{COMMANDS.installPackage}</Command>
        <Typography.Title level={5}>{texts.startAgent}</Typography.Title>
        <Typography.Paragraph>{texts.startAgentText}</Typography.Paragraph>
        <Command testId="scan-client-start">{COMMANDS.startAgent}</Command>
        <Typography.Title level={5}>{texts.origins}</Typography.Title>
        <Typography.Paragraph>{texts.originsText}</Typography.Paragraph>
        <Command>{COMMANDS.origins}</Command>
        <Typography.Title level={5}>{texts.useIt}</Typography.Title>
        <Typography.Paragraph>{texts.useItText}</Typography.Paragraph>
        <Typography.Title level={5}>{texts.options}</Typography.Title>
        <ul>
          <li>{texts.optionPort}</li>
          <li>{texts.optionSane}</li>
          <li>{texts.optionScanimage}</li>
          <li>{texts.tryWithoutScanner}</li>
        </ul>
      </Card>
    </div>
  );
}
