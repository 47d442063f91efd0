/**
 * /analysis/examination/test: the paper question by question for the target — average, score
 * rate against the whole exam, difficulty, discrimination, item-total correlation, mastery —
 * and the paper's excellent, good, pass and low-score rates.
 */
import { Card, Empty, Space, Tag } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type ItemAnalysisRow, type ScopeScoreRanges } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { formatCoefficient, formatRate, formatScore } from './common/format.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { FigureWithTrend } from './question/TrendMark.tsx';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.analysis.test;
const MASTERY_COLOUR: Record<string, string> = { outstanding: 'green', passed: 'gold', no_passed: 'red' };

export function RangesTable({ rows }: { rows: ScopeScoreRanges[] }) {
  const keys = rows[0]?.ranges.map((r) => r.key) ?? [];
  return (
    <CompactTable<ScopeScoreRanges>
      rowKey={(r) => `${r.target_label}:${r.target_id}`}
      dataSource={rows}
      columns={[
        { title: texts.rangeTarget, key: 'name', dataIndex: 'target_name' },
        { title: t.analysis.overview.students, key: 'students', dataIndex: 'student_count' },
        ...keys.map((key, i) => ({
          // the low-score rate counts those below its line, the others those at or above
          title: `${rows[0].ranges[i].label}（${key === 'low' ? '<' : '≥'}${formatScore(rows[0].ranges[i].threshold_score)}）`,
          key,
          render: (_: unknown, row: ScopeScoreRanges) => {
            const range = row.ranges.find((r) => r.key === key);
            return range ? `${formatRate(range.rate)}（${range.count}）` : '—';
          },
        })),
      ]}
    />
  );
}

function TestAnalysis() {
  const { scope, go } = useAnalysisView();
  const items = useLoad(`items:${JSON.stringify(scope)}`, () => analysisApi.testQuestions(scope));
  const ranges = useLoad(`ranges:${JSON.stringify(scope)}`, () => analysisApi.scoreRanges(scope));
  if (!items.data) return <LoadPending load={items} />;
  const rangeRows = ranges.data?.target ? [ranges.data.target, ...(ranges.data.parent_target && ranges.data.parent_target.target_label !== ranges.data.target.target_label ? [ranges.data.parent_target] : [])] : [];
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={`${texts.itemTable} · ${items.data.target.target_name}`}>
        {!items.data.has_data ? (
          <Empty description={t.analysis.message.noData} />
        ) : (
          <CompactTable<ItemAnalysisRow>
            rowKey="question_id"
            dataSource={items.data.questions}
            data-testid="item-table"
            onRow={(row) => ({ onClick: () => go('question', scope, row.show_order), className: 'analysis-clickable' })}
            columns={[
              { title: texts.label, key: 'label', dataIndex: 'label', width: 64 },
              { title: texts.type, key: 'type', render: (_, r) => texts.questionTypes[r.question_type] ?? r.question_type },
              { title: texts.fullMark, key: 'full', render: (_, r) => formatScore(r.full_mark_score) },
              { title: texts.average, key: 'avg', render: (_, r) => formatScore(r.score) },
              { title: texts.scoreRate, key: 'rate', render: (_, r) => <FigureWithTrend figure={formatRate(r.score_rate)} trend={r.score_rate_trend} /> },
              { title: texts.parentRate, key: 'parent', render: (_, r) => formatRate(r.parent_score_rate) },
              { title: texts.difficulty, key: 'difficulty', render: (_, r) => formatCoefficient(r.difficulty) },
              { title: texts.discrimination, key: 'discrimination', render: (_, r) => formatCoefficient(r.discrimination) },
              { title: texts.pointBiserial, key: 'pbis', render: (_, r) => formatCoefficient(r.point_biserial) },
              { title: texts.fullCredit, key: 'fullCount', dataIndex: 'full_credit_count' },
              { title: texts.scoreless, key: 'zeroCount', dataIndex: 'scoreless_count' },
              { title: texts.mastery, key: 'mastery', render: (_, r) => (r.mastery ? <Tag color={MASTERY_COLOUR[r.mastery]}>{t.analysis.mastery[r.mastery]}</Tag> : '—') },
            ]}
          />
        )}
      </Card>
      <Card variant="borderless" title={texts.ranges}>
        {rangeRows.length === 0 ? <Empty description={t.analysis.message.noData} /> : <RangesTable rows={rangeRows} />}
      </Card>
    </Space>
  );
}

export const TestAnalysisPage = analysisScreen('test', TestAnalysis);
