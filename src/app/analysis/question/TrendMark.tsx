/** The up/down marker next to a target's figure, compared with its parent target (spec 001 §4). */
import type { ReactNode } from 'react';
import { Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { t } from '../../../i18n/zh-CN.ts';
import type { TrendMarker } from '../analysis-api.ts';

const ARROWS = { up: ArrowUpOutlined, down: ArrowDownOutlined } as const;

export function TrendMark({ trend }: { trend: TrendMarker | undefined }) {
  if (trend !== 'up' && trend !== 'down') return null;
  const Arrow = ARROWS[trend];
  const label = t.analysis.question[trend];
  return (
    <Tooltip title={label}>
      <Arrow className={`trend-${trend}`} aria-label={label} data-trend={trend} />
    </Tooltip>
  );
}

/** A figure of a table cell followed by its trend marker. */
export function FigureWithTrend({ figure, trend }: { figure: ReactNode; trend: TrendMarker | undefined }) {
  return (
    <Space size={4}>
      {figure}
      <TrendMark trend={trend} />
    </Space>
  );
}
