/** The up/down marker next to a target's figure, compared with its parent target (spec 001 §4). */
import { Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { t } from '../../../i18n/zh-CN.ts';
import type { TrendMarker } from '../analysis-api.ts';

export function TrendMark({ trend }: { trend: TrendMarker | undefined }) {
  if (trend === 'up') {
    return (
      <Tooltip title={t.analysis.question.up}>
        <ArrowUpOutlined className="trend-up" aria-label={t.analysis.question.up} data-trend="up" />
      </Tooltip>
    );
  }
  if (trend === 'down') {
    return (
      <Tooltip title={t.analysis.question.down}>
        <ArrowDownOutlined className="trend-down" aria-label={t.analysis.question.down} data-trend="down" />
      </Tooltip>
    );
  }
  return null;
}
