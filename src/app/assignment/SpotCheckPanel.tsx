/**
 * Spot checks of a paper's question groups (spec 001 §7.5 partition-spot-check): the school
 * administrator draws marked papers of a group at random, scores each from its scans, and reads
 * each marker's mean and mean absolute difference to those scores. A paper's marks show only
 * once it is scored, so that they do not sway the leader.
 */
import { useState } from 'react';
import { App, Button, Image, InputNumber, Select, Space, Typography } from 'antd';
import { SPOT_CHECK_MAX_PAPERS } from '../../domain/spot-check.ts';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { t } from '../../i18n/zh-CN.ts';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { useScanObjectUrl } from './use-scan-object-url.ts';
import { drawSpotCheck, scoreSpotCheck, spotChecksOf, type SpotCheck } from './spot-check-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.assignment.spotCheck;

type Paper = SpotCheck['papers'][number];
type MarkerDeviation = SpotCheck['markers'][number];

/** A scan piece shown from a blob fetched with the caller's token. */
function ScanPiece({ url }: { url: string }) {
  const src = useScanObjectUrl(url);
  return src ? <Image src={src} width={240} /> : null;
}

const round2 = (n: number) => (Math.round(n * 100) / 100).toString();

export function SpotCheckPanel({ groups }: { groups: { partition_id: number; name: string }[] }) {
  const [picked, setPartitionId] = useState<number>();
  // the first group until one is picked (the groups may arrive after the tab opens)
  const partitionId = picked ?? groups[0]?.partition_id;
  const [count, setCount] = useState<number | null>(10);
  const [checkId, setCheckId] = useState<number>();
  const [scores, setScores] = useState<Record<number, number | null>>({});
  const load = useLoad(partitionId === undefined ? null : `spot-checks:${partitionId}`, () => spotChecksOf(partitionId!));
  const checks = load.data ?? [];
  const check = checks.find((c) => c.id === checkId) ?? checks[0];
  const time = useSchoolTime();
  const action = useAction();
  const { message } = App.useApp();

  const draw = () =>
    void action.run(async () => {
      const drawn = await drawSpotCheck(partitionId!, count ?? 1);
      void message.success(texts.draw);
      setCheckId(drawn.id);
      setScores({});
      load.reload();
    });
  const save = () =>
    void action.run(async () => {
      const given = Object.entries(scores)
        .filter((entry): entry is [string, number] => entry[1] !== null)
        .map(([seq, score]) => ({ seq: Number(seq), score }));
      if (given.length === 0) {
        void message.warning(texts.nothingToSave);
        return;
      }
      await scoreSpotCheck(check!.id, given);
      void message.success(t.assignment.saved);
      setScores({});
      load.reload();
    });

  return (
    <div data-testid="spot-check-panel">
      <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>
      <Space wrap>
        <span>{texts.group}</span>
        <Select
          style={{ minWidth: 200 }}
          value={partitionId}
          onChange={(value) => {
            setPartitionId(value);
            setCheckId(undefined);
            setScores({});
          }}
          options={groups.map((g) => ({ value: g.partition_id, label: g.name }))}
        />
        <span>{texts.count}</span>
        <InputNumber min={1} max={SPOT_CHECK_MAX_PAPERS} precision={0} value={count} onChange={setCount} />
        <Button type="primary" disabled={partitionId === undefined} loading={action.busy} onClick={draw}>
          {texts.draw}
        </Button>
        {checks.length > 0 && (
          <>
            <span>{texts.check}</span>
            <Select
              style={{ minWidth: 240 }}
              value={check?.id}
              onChange={(value) => {
                setCheckId(value);
                setScores({});
              }}
              options={checks.map((c) => ({ value: c.id, label: texts.checkName(time(c.created_time), c.papers.length) }))}
            />
          </>
        )}
      </Space>
      <CompactTable<Paper>
        rowKey="seq"
        dataSource={check?.papers ?? []}
        {...loadTableProps(load, texts.none)}
        columns={[
          { title: texts.seq, dataIndex: 'seq', width: 60 },
          {
            title: texts.answer,
            render: (_, p) => (p.partition_pics.length === 0 ? texts.noScan : <Space orientation="vertical">{p.partition_pics.map((pic) => <ScanPiece key={pic.url} url={pic.url} />)}</Space>),
          },
          {
            title: texts.leaderScore(check?.full_mark ?? 0),
            render: (_, p) => (
              <InputNumber
                min={0}
                max={check?.full_mark}
                aria-label={`${texts.seq} ${p.seq}`}
                value={scores[p.seq] !== undefined ? scores[p.seq] : p.leader_score}
                onChange={(value) => setScores((old) => ({ ...old, [p.seq]: value }))}
              />
            ),
          },
          {
            title: texts.marks,
            render: (_, p) => (p.leader_score === null ? texts.marksHidden : p.marks.map((m) => `${m.real_name} ${m.total_score}`).join('、')),
          },
        ]}
      />
      {check && (
        <Button type="primary" loading={action.busy} onClick={save} style={{ marginTop: 8 }}>
          {texts.save}
        </Button>
      )}
      {check && (
        <>
          <Typography.Title level={5}>{texts.markers}</Typography.Title>
          <CompactTable<MarkerDeviation>
            rowKey="user_id"
            dataSource={check.markers}
            columns={[
              { title: texts.marker, dataIndex: 'real_name' },
              { title: texts.papers, dataIndex: 'count' },
              { title: texts.meanDifference, render: (_, m) => round2(m.mean_difference) },
              { title: texts.meanAbsoluteDifference, render: (_, m) => round2(m.mean_absolute_difference) },
            ]}
          />
        </>
      )}
    </div>
  );
}
