/**
 * The option analysis of a choice question: how many students chose each option (a bar chart of
 * the choice rates, the right answer in green), the unanswered, and who chose what.
 */
import { ResponsiveBar } from '@nivo/bar';
import { Card, Tag } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import type { AnalysisTarget } from '../analysis-api.ts';
import { formatRate } from '../common/format.ts';
import { BAR_COLOUR, rateBars } from '../common/rate-bars.ts';
import { CompactTable } from '../../common/CompactTable.tsx';

const texts = t.analysis.question;

type Option = NonNullable<AnalysisTarget['options']>[number];

const RIGHT_COLOUR = '#52c41a';

export function OptionAnalysis({ target, answer }: { target: AnalysisTarget; answer: readonly string[] }) {
  const options = target.options ?? [];
  const right = new Set(answer);
  const data = options.map((o) => ({ option: o.key, rate: o.rate, count: o.count }));
  return (
    <Card size="small" title={texts.optionTitle} className="question-section" data-testid="option-analysis">
      <div className="question-chart" data-testid="option-chart">
        <ResponsiveBar
          data={data}
          {...rateBars('rate', 'option')}
          padding={0.45}
          colors={(bar) => (right.has(String(bar.indexValue)) ? RIGHT_COLOUR : BAR_COLOUR)}
          axisLeft={{ legend: texts.optionChartAxisY, legendOffset: -44, legendPosition: 'middle' }}
          axisBottom={{ legend: texts.option, legendOffset: 32, legendPosition: 'middle' }}
          labelSkipHeight={14}
          barAriaLabel={(bar) => `${texts.option} ${bar.indexValue}：${formatRate(bar.value)}`}
          tooltip={({ indexValue, data: row }) => (
            <div className="chart-tooltip">
              {texts.option} {indexValue}：{texts.person(row.count)}（{formatRate(row.rate)}）
            </div>
          )}
        />
      </div>
      <CompactTable<Option>
        rowKey="key"
        dataSource={options}
        columns={[
          {
            title: texts.option,
            key: 'key',
            width: 90,
            render: (_, o) => (
              <span>
                {o.key} {right.has(o.key) && <Tag color="success">{texts.correct}</Tag>}
              </span>
            ),
          },
          { title: texts.chosen, key: 'count', width: 100, render: (_, o) => texts.person(o.count) },
          { title: texts.chosenRate, key: 'rate', width: 100, render: (_, o) => formatRate(o.rate) },
          {
            title: texts.optionStudents,
            key: 'students',
            render: (_, o) => <div className="option-students">{o.students.map((s) => s.real_name).join('、') || '—'}</div>,
          },
        ]}
        footer={target.unanswered_count ? () => `${texts.unanswered}：${texts.person(target.unanswered_count ?? 0)}（${formatRate(target.unanswered_rate)}）` : undefined}
      />
    </Card>
  );
}
