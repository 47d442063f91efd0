/**
 * The marker-reliability tables of a paper (GET marker-reliability) under its question groups'
 * progress: per group a line of the blind rounds' agreement and a table of its markers, the
 * markers whose severity leaves the band in red, each table exportable to xlsx. The figures are
 * the server's, read when the reader asks for them (查看): the page is also a class teacher's, who
 * is not a leader and would otherwise have the whole page replaced by the refusal of an opening
 * read; a caller who is not a leader sees the refusal in place of the tables.
 */
import { useState } from 'react';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { formatCoefficient, formatRate, formatScore } from '../analysis/common/format.ts';
import { ExportButton } from '../analysis/common/ExportButton.tsx';
import type { ExportColumn } from '../analysis/common/table-export.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { markerReliability, type MarkerReliabilityGroup, type MarkerReliabilityMarker } from './progress-calls.ts';
import './progress.css';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.progress.reliability;

const interval = (m: MarkerReliabilityMarker) =>
  m.severity_lower === null || m.severity_upper === null ? formatScore(null) : `${formatScore(m.severity_lower)} ~ ${formatScore(m.severity_upper)}`;
const drift = (m: MarkerReliabilityMarker) => m.drift.map((h) => texts.driftHour(h.hour, formatScore(h.severity))).join('；');

/** The columns as the screen and the exported sheet both write them. */
const columns: ExportColumn<MarkerReliabilityMarker>[] = [
  { title: texts.marker, value: (m) => m.real_name },
  { title: texts.marks, value: (m) => m.marks },
  { title: texts.severity, value: (m) => m.severity },
  { title: texts.interval, value: interval },
  { title: texts.consistency, value: (m) => m.consistency },
  { title: texts.spotDeviation, value: (m) => m.spot_check_deviation },
  { title: texts.drift, value: drift },
  { title: texts.state, value: (m) => (m.flagged ? texts.flagged : texts.normal) },
];

function summaryOf(g: MarkerReliabilityGroup): string {
  return texts.summary({
    double: g.double_marked,
    exact: formatRate(g.exact_agreement_rate),
    within: formatRate(g.tolerance_agreement_rate),
    kappa: formatCoefficient(g.weighted_kappa, 3),
    icc: formatCoefficient(g.icc, 3),
    third: formatRate(g.third_marker_rate),
    adjudication: formatRate(g.adjudication_rate),
    spot: g.spot_checked,
  });
}

function GroupReliability({ group }: { group: MarkerReliabilityGroup }) {
  const score = (value: number | null) => formatScore(value);
  return (
    <Card
      size="small"
      type="inner"
      title={group.name}
      data-testid={`reliability-group-${group.partition_id}`}
      extra={<ExportButton name={texts.sheet(group.name)} columns={columns} rows={group.markers} testId={`reliability-export-${group.partition_id}`} />}
    >
      <Typography.Paragraph className="progress-meta" data-testid="reliability-summary">
        {summaryOf(group)}
      </Typography.Paragraph>
      <CompactTable<MarkerReliabilityMarker>
        rowKey="user_id"
        dataSource={group.markers}
        rowClassName={(m) => (m.flagged ? 'reliability-flagged' : '')}
        locale={{ emptyText: texts.noMarkers }}
        columns={[
          { title: texts.marker, dataIndex: 'real_name' },
          { title: texts.marks, dataIndex: 'marks', width: 90, align: 'center' },
          { title: texts.severity, key: 'severity', width: 90, align: 'center', render: (_, m) => score(m.severity) },
          { title: texts.interval, key: 'interval', width: 140, align: 'center', render: (_, m) => interval(m) },
          { title: texts.consistency, key: 'consistency', width: 130, align: 'center', render: (_, m) => score(m.consistency) },
          { title: texts.spotDeviation, key: 'spot', width: 120, align: 'center', render: (_, m) => score(m.spot_check_deviation) },
          { title: texts.drift, key: 'drift', render: (_, m) => drift(m) },
          { title: texts.state, key: 'state', width: 80, align: 'center', render: (_, m) => (m.flagged ? <Tag color="red">{texts.flagged}</Tag> : <Tag>{texts.normal}</Tag>) },
        ]}
      />
    </Card>
  );
}

export function MarkerReliabilityPanel({ testId }: { testId: number }) {
  const [shown, setShown] = useState(false);
  const load = useLoad(testId && shown ? `reliability:${testId}` : null, () => markerReliability(testId));
  const data = load.data;
  return (
    <Card variant="borderless" title={texts.title} data-testid="marker-reliability">
      {!shown ? (
        <Space>
          <Typography.Text type="secondary">{texts.ask}</Typography.Text>
          <Button size="small" onClick={() => setShown(true)} data-testid="reliability-show">
            {texts.show}
          </Button>
        </Space>
      ) : data ? (
        <div className="reliability-groups">
          <Typography.Text type="secondary">{texts.intro(data.band_percent)}</Typography.Text>
          {data.groups.map((group) => (
            <GroupReliability key={group.partition_id} group={group} />
          ))}
        </div>
      ) : (
        <LoadPending load={load} />
      )}
    </Card>
  );
}
