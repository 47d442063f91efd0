/**
 * The contrast of one question across the targets at the target's level (every class, campus
 * or custom group): a radar chart when there are two or more, otherwise a bar chart
 * (spec 001 §2.2), and the figures in a table.
 */
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveRadar } from '@nivo/radar';
import { Empty, Modal } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import type { AnalysisTarget } from '../analysis-api.ts';
import { formatRate, formatScore } from '../common/format.ts';
import { BAR_COLOUR, rateBars } from '../common/rate-bars.ts';
import { CompactTable } from '../../common/CompactTable.tsx';

const texts = t.analysis.contrastDialog;

type Metric = 'score_rate' | 'full_credit_rate' | 'loss_score_rate' | 'scoreless_rate';
const METRICS: { key: Metric; label: string }[] = [
  { key: 'score_rate', label: texts.scoreRate },
  { key: 'full_credit_rate', label: texts.fullCreditRate },
  { key: 'loss_score_rate', label: texts.lossScoreRate },
  { key: 'scoreless_rate', label: texts.scorelessRate },
];

/** Two or more targets are compared on a radar; one alone on bars. */
export function contrastChartKind(targets: readonly unknown[]): 'radar' | 'bar' | 'none' {
  if (targets.length >= 2) return 'radar';
  return targets.length === 1 ? 'bar' : 'none';
}

export function ContrastDialog({ open, label, targets, onClose }: { open: boolean; label: string; targets: readonly AnalysisTarget[]; onClose: () => void }) {
  const kind = contrastChartKind(targets);
  const radarData = METRICS.map((m) => ({ metric: m.label, ...Object.fromEntries(targets.map((x) => [x.target_name, x[m.key]])) }));
  const barData = targets.length === 1 ? METRICS.map((m) => ({ metric: m.label, value: targets[0][m.key] })) : [];
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={texts.title(label)} width={860} destroyOnHidden>
      {kind === 'none' ? (
        <Empty description={texts.notEnough} />
      ) : (
        <div className="contrast-chart" data-testid={`contrast-${kind}`}>
          {kind === 'radar' ? (
            <ResponsiveRadar
              data={radarData}
              keys={targets.map((x) => x.target_name)}
              indexBy="metric"
              maxValue={100}
              margin={{ top: 40, right: 140, bottom: 40, left: 80 }}
              valueFormat={(v) => formatRate(v)}
              colors={{ scheme: 'category10' }}
              fillOpacity={0.15}
              dotSize={6}
              legends={[{ anchor: 'top-right', direction: 'column', translateX: 120, itemWidth: 110, itemHeight: 20, symbolSize: 12 }]}
            />
          ) : (
            <ResponsiveBar
              data={barData}
              {...rateBars('value', 'metric')}
              padding={0.5}
              colors={[BAR_COLOUR]}
              valueFormat={(v) => formatRate(v)}
            />
          )}
        </div>
      )}
      <CompactTable<AnalysisTarget>
        rowKey={(x) => `${x.target_label}:${x.target_id}`}
        dataSource={[...targets]}
        title={() => texts.table}
        columns={[
          { title: texts.name, key: 'name', dataIndex: 'target_name' },
          { title: t.analysis.question.students, key: 'students', dataIndex: 'student_count' },
          { title: t.analysis.question.average, key: 'avg', render: (_, x) => formatScore(x.score) },
          ...METRICS.map((m) => ({ title: m.label, key: m.key, render: (_: unknown, x: AnalysisTarget) => formatRate(x[m.key]) })),
        ]}
      />
    </Modal>
  );
}
