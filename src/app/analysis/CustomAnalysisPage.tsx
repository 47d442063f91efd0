/**
 * /analysis/examination/customAnalysis (自定义分析, spec 001 §2.1 customAnalysis): the teacher
 * picks classes (none: every student), papers (or the exam total) and figures, saves the choice
 * under a name and sees per paper a table of the figures per class and for them together, with a
 * chart of the first figure; saved analyses are reopened or deleted from the list, and each table
 * exports to xlsx.
 */
import { useState } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { App, Button, Card, Checkbox, Empty, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { CUSTOM_ANALYSIS_NAME_MAX, CUSTOM_FIGURES as FIGURES, RATE_FIGURES as RATES } from '../../domain/statistics/custom-figures.ts';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type CustomAnalysisData, type CustomFigure } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { ExportButton } from './common/ExportButton.tsx';
import { formatRate, formatScore } from './common/format.ts';
import { BAR_COLOUR } from './common/rate-bars.ts';
import type { ExportColumn } from './common/table-export.ts';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { CompactTable } from '../common/CompactTable.tsx';

const own = t.analysis.custom;
const DEFAULT_FIGURES: CustomFigure[] = ['student_count', 'average', 'max_score', 'min_score', 'pass_rate'];

type Paper = CustomAnalysisData['papers'][number];
type Group = Paper['groups'][number];

/** A figure as the table shows it: rates with %, points as scores, counts as they are; none: —. */
function shown(figure: CustomFigure, value: number | null): string | number {
  if (figure === 'student_count') return value ?? 0;
  return RATES.has(figure) ? formatRate(value) : formatScore(value);
}

function groupColumns(figures: readonly CustomFigure[]): ExportColumn<Group>[] {
  return [{ title: own.group, value: (g) => g.name }, ...figures.map((f, i): ExportColumn<Group> => ({ title: own.figureNames[f], value: (g) => shown(f, g.values[i]) }))];
}

function PaperFigures({ paper, data }: { paper: Paper; data: CustomAnalysisData }) {
  const figures = data.analysis.figures;
  const columns = groupColumns(figures);
  const charted = figures.findIndex((f) => f !== 'student_count');
  const chartKey = charted === -1 ? '' : own.figureNames[figures[charted]];
  return (
    <Card
      size="small"
      title={`${paper.name} · ${own.fullMark(formatScore(paper.full_mark_score))}`}
      extra={<ExportButton name={`${data.analysis.name}_${paper.name}`} columns={columns} rows={paper.groups} testId={`custom-export-${paper.test_id}`} />}
    >
      <CompactTable
        rowKey="group_id"
        dataSource={paper.groups}
        data-testid={`custom-paper-${paper.test_id}`}
        columns={columns.map((c, i) => ({ title: c.title, key: String(i), render: (_: unknown, g: Group) => c.value(g) }))}
      />
      {charted !== -1 && paper.groups.length > 1 && (
        <div className="question-chart" data-testid={`custom-chart-${paper.test_id}`}>
          <Typography.Text type="secondary">{own.chartOf(chartKey)}</Typography.Text>
          <ResponsiveBar
            data={paper.groups.map((g) => ({ group: g.name, [chartKey]: g.values[charted] ?? 0 }))}
            keys={[chartKey]}
            indexBy="group"
            margin={{ top: 20, right: 20, bottom: 40, left: 56 }}
            padding={0.4}
            colors={[BAR_COLOUR]}
            valueFormat={(v) => String(shown(figures[charted], v))}
            labelTextColor="#ffffff"
          />
        </div>
      )}
    </Card>
  );
}

function CustomAnalysis() {
  const { exam } = useAnalysisView();
  const { message } = App.useApp();
  const action = useAction();
  const [name, setName] = useState('');
  const [classIds, setClassIds] = useState<number[]>([]);
  const [testIds, setTestIds] = useState<number[]>([0]);
  const [figures, setFigures] = useState<CustomFigure[]>(DEFAULT_FIGURES);
  const [openId, setOpenId] = useState<number | null>(null);
  const saved = useLoad(`custom-list:${exam.id}`, () => analysisApi.customList(exam.id));
  const opened = useLoad(openId === null ? null : `custom:${openId}`, () => analysisApi.customOpen(openId!));
  const visible = exam.own_class_ids ? new Set(exam.own_class_ids) : null;
  const classes = exam.classes.filter((c) => !visible || visible.has(c.id));

  const save = () =>
    action.run(async () => {
      const { id } = await analysisApi.customCreate({ examination_id: exam.id, name, class_ids: classIds, test_ids: testIds, figures: FIGURES.filter((f) => figures.includes(f)) });
      void message.success(own.savedMessage);
      setName('');
      saved.reload();
      setOpenId(id);
    });
  const remove = (id: number) =>
    action.run(async () => {
      await analysisApi.customDelete(id);
      if (openId === id) setOpenId(null);
      saved.reload();
    });

  const data = opened.data;
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={own.title}>
        <Typography.Paragraph type="secondary">{own.hint}</Typography.Paragraph>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap>
            <span>{own.classes}</span>
            <Select mode="multiple" allowClear style={{ minWidth: 280 }} placeholder={own.allClasses} value={classIds} onChange={setClassIds} options={classes.map((c) => ({ value: c.id, label: c.name }))} data-testid="custom-classes" />
            <span>{own.papers}</span>
            <Select mode="multiple" style={{ minWidth: 280 }} value={testIds} onChange={setTestIds} options={[{ value: 0, label: own.examTotal }, ...exam.tests.map((p) => ({ value: p.id, label: p.name }))]} data-testid="custom-papers" />
          </Space>
          <Space wrap>
            <span>{own.figures}</span>
            <Checkbox.Group value={figures} onChange={(v) => setFigures(v as CustomFigure[])} options={FIGURES.map((f) => ({ value: f, label: own.figureNames[f] }))} data-testid="custom-figures" />
          </Space>
          <Space wrap>
            <span>{own.name}</span>
            <Input style={{ width: 260 }} maxLength={CUSTOM_ANALYSIS_NAME_MAX} placeholder={own.namePlaceholder} value={name} onChange={(e) => setName(e.target.value)} data-testid="custom-name" />
            <Button type="primary" loading={action.busy} onClick={() => void save()} data-testid="custom-save">
              {own.save}
            </Button>
          </Space>
        </Space>
      </Card>
      <Card variant="borderless" title={own.list}>
        {saved.data ? (
          <CompactTable
            showHeader={false}
            rowKey="id"
            data-testid="custom-saved"
            locale={{ emptyText: own.none }}
            dataSource={saved.data.list}
            columns={[
              { key: 'name', render: (_, a) => <Typography.Text strong={a.id === openId}>{a.name}</Typography.Text> },
              {
                key: 'actions',
                align: 'right',
                render: (_, a) => (
                  <Space>
                    <Button size="small" type="link" onClick={() => setOpenId(a.id)} data-testid={`custom-open-${a.id}`}>
                      {own.open}
                    </Button>
                    <Popconfirm title={own.removeConfirm(a.name)} onConfirm={() => void remove(a.id)}>
                      <Button size="small" type="link" danger data-testid={`custom-remove-${a.id}`}>
                        {own.remove}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        ) : (
          <LoadPending load={saved} />
        )}
      </Card>
      {openId !== null && (
        <Card variant="borderless" title={data ? data.analysis.name : own.title} data-testid="custom-result">
          {!data ? (
            <LoadPending load={opened} />
          ) : !data.has_data ? (
            <Empty description={t.analysis.message.noData} />
          ) : (
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              {data.papers.map((p) => (
                <PaperFigures key={p.test_id} paper={p} data={data} />
              ))}
            </Space>
          )}
        </Card>
      )}
    </Space>
  );
}

export const CustomAnalysisPage = analysisScreen('customAnalysis', CustomAnalysis);
