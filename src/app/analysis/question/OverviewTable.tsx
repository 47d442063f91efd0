/**
 * The overview of one question for the target and its parent (the whole exam): average, score
 * rate, full-credit, lost-score and zero-score counts and rates, each figure of the target with
 * its trend against the parent. The counts open the name lists; choice questions list names by
 * option instead.
 */
import { Button, Space, type TableColumnsType } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import type { AnalysisTarget, AnalysisTrend, TrendMarker } from '../analysis-api.ts';
import { formatRate, formatScore } from '../common/format.ts';
import { FigureWithTrend } from './TrendMark.tsx';
import { CompactTable } from '../../common/CompactTable.tsx';

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

/** A column of one of the target's figures, with its trend against the parent. */
function trended(title: string, key: string, figure: (target: AnalysisTarget) => string, trend: (trend: AnalysisTrend) => TrendMarker | undefined): TableColumnsType<Row>[number] {
  return { title, key, render: (_, row) => <FigureWithTrend figure={figure(row.target)} trend={row.trend && trend(row.trend)} /> };
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
    <CompactTable<Row>
      className="question-overview"
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: texts.target, key: 'name', render: (_, row) => row.target.target_name },
        { title: texts.fullMark, key: 'full', render: () => formatScore(fullMark) },
        { title: texts.students, key: 'students', render: (_, row) => row.target.student_count },
        trended(texts.average, 'average', (x) => formatScore(x.score), (x) => x.score),
        trended(texts.scoreRate, 'rate', (x) => formatRate(x.score_rate), (x) => x.score_rate),
        { title: texts.fullCredit, key: 'fullCount', render: (_, row) => count('full', row.target.full_credit_count, row.own) },
        trended(texts.fullCreditRate, 'fullRate', (x) => formatRate(x.full_credit_rate), (x) => x.full_credit_rate),
        { title: texts.lossScore, key: 'lossCount', render: (_, row) => count('loss', row.target.loss_score_count, row.own) },
        { title: texts.scoreless, key: 'zeroCount', render: (_, row) => count('zero', row.target.scoreless_count, row.own) },
        trended(texts.scorelessRate, 'zeroRate', (x) => formatRate(x.scoreless_rate), (x) => x.scoreless_rate),
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
