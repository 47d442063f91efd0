/**
 * The card of an analysis screen that shows one target's figures: its title with the target's
 * name, a line saying how to read them, and the figures — or 暂无数据 when the target has none.
 */
import type { ReactNode } from 'react';
import { Card, Empty, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';

interface TargetFiguresCardProps {
  title: string;
  targetName: string;
  hint: ReactNode;
  /** false: the target has no figures yet, and the card says so instead of showing `children` */
  hasData: boolean;
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

export function TargetFiguresCard({ title, targetName, hint, hasData, extra, testId, children }: TargetFiguresCardProps) {
  return (
    <Card variant="borderless" title={`${title} · ${targetName}`} extra={extra} data-testid={testId}>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {hasData ? children : <Empty description={t.analysis.message.noData} />}
    </Card>
  );
}
