/**
 * The overview of one question for the target and its parent (the whole exam): average, score
 * rate, full-credit, lost-score and zero-score counts and rates, each figure of the target with
 * its trend against the parent. The counts open the name lists; choice questions list names by
 * option instead.
 */
import { Button, Space, Table } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import type { AnalysisTarget, AnalysisTrend } from '../analysis-api.ts';
import { formatRate, formatScore } from '../common/format.ts';
import { TrendMark } from './TrendMark.tsx';

const texts = t.analysis.question;

export type ListKind = 'full' | 'loss' | 'zero';

interface Row {
  key: string;
  target: AnalysisTarget;
  trend?: AnalysisTrend;
  own: boolean;
}

export interface OverviewTableProps {
  fullMark: number;
  target: AnalysisTarget;
  parent?: AnalysisTarget;
  trend?: AnalysisTrend;
  /** null when the counts are not clickable (choice questions) */
  onList: ((kind: ListKind) => void) | null;
  onContrast: () => void;
  onTypical: (() => void) | null;
}

export function OverviewTable({ fullMark, target, parent, trend, onList, onContrast, onTypical }: OverviewTableProps) {
  const rows: Row[] = [{ key: 'target', target, trend, own: true }];
  // a whole-exam target is its own parent: one row says it all
  if (parent && !(parent.target_label === target.target_label && parent.target_id === target.target_id)) rows.push({ key: 'parent', target: parent, own: false });
  const count = (kind: ListKind, value: number, own: boolean) =>
    own && onList && value > 0 ? (
      <a onClick={() => onList(kind)} data-testid={`count-${kind}`}>
        {value}
      </a>
    ) : (
      <span data-testid={own ? `count-${kind}` : undefined}>{value}</span>
    );
  return (
    <Table<Row>
      className="question-overview"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: texts.target, key: 'name', render: (_, row) => row.target.target_name },
        { title: texts.fullMark, key: 'full', render: () => formatScore(fullMark) },
        { title: texts.students, key: 'students', render: (_, row) => row.target.student_count },
        {
          title: texts.average,
          key: 'average',
          render: (_, row) => (
            <Space size={4}>
              {formatScore(row.target.score)}
              <TrendMark trend={row.trend?.score} />
            </Space>
          ),
        },
        {
          title: texts.scoreRate,
          key: 'rate',
          render: (_, row) => (
            <Space size={4}>
              {formatRate(row.target.score_rate)}
              <TrendMark trend={row.trend?.score_rate} />
            </Space>
          ),
        },
        { title: texts.fullCredit, key: 'fullCount', render: (_, row) => count('full', row.target.full_credit_count, row.own) },
        {
          title: texts.fullCreditRate,
          key: 'fullRate',
          render: (_, row) => (
            <Space size={4}>
              {formatRate(row.target.full_credit_rate)}
              <TrendMark trend={row.trend?.full_credit_rate} />
            </Space>
          ),
        },
        { title: texts.lossScore, key: 'lossCount', render: (_, row) => count('loss', row.target.loss_score_count, row.own) },
        { title: texts.scoreless, key: 'zeroCount', render: (_, row) => count('zero', row.target.scoreless_count, row.own) },
        {
          title: texts.scorelessRate,
          key: 'zeroRate',
          render: (_, row) => (
            <Space size={4}>
              {formatRate(row.target.scoreless_rate)}
              <TrendMark trend={row.trend?.scoreless_rate} />
            </Space>
          ),
        },
        {
          title: '',
          key: 'actions',
          render: (_, row) =>
            row.own ? (
              <Space size={0}>
                <Button type="link" size="small" onClick={onContrast} data-testid="open-contrast">
                  {texts.contrast}
                </Button>
                {onTypical && (
                  <Button type="link" size="small" onClick={onTypical} data-testid="open-typical">
                    {texts.typical}
                  </Button>
                )}
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
