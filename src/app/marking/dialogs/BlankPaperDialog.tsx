/**
 * Blank papers (spec 000 §2, §5): answers recognised as blank by their share of dark pixels,
 * filtered by group and black ratio; scored 0 in a batch or one by one, ignored (back to the
 * normal queue), or recognised again for a group.
 */
import { useEffect, useState } from 'react';
import { App, Button, Image, Modal, Slider, Space, Table, Tooltip } from 'antd';
import { useSnapshot } from 'valtio';
import { DIALOG_PAGE_SIZE } from '../../../domain/marking/limits.ts';
import { groupName } from '../../../domain/marking/selection.ts';
import { markingSession } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { useSchoolTime } from '../../shell/use-school-time.ts';
import { BLACK_RATE_MARKS, BLACK_RATE_RANGE, blankButtons, parseBlankImage } from '../../../domain/marking/dialog-rules.ts';
import { fetchScan, ignoreBlankVolumes, listBlankVolumes, reRecogniseBlankVolumes, submitBlankVolumes } from '../marking-api.ts';
import { loadPartitions } from '../actions/lists.ts';
import { ScanCache } from '../scan-cache.ts';
import { errorText } from '../../common/error-text.ts';
import { dialogTableProps } from './dialog-table.ts';
import { useLoad } from '../../common/use-load.ts';
import { OptionalChoice } from '../../common/OptionalChoice.tsx';

const texts = t.marking.dialogs;

interface BlankRow {
  id: number;
  partition_id: number;
  partition_name: string;
  student_id: number;
  create_time: string;
  black_rate: number;
  url: string[];
}

/** A recognised answer image, fetched with the marking token (its object URL kept by the dialog's cache). */
function BlankImage({ cache, entry }: { cache: ScanCache; entry: string }) {
  const image = parseBlankImage(entry);
  const loaded = useLoad(`blank-image:${image.url}`, () => cache.load(image.url));
  const src = cache.peek(image.url) ?? loaded.data;
  return <Image src={src} width={160} height={image.width > 0 ? (160 * image.height) / image.width : 44} style={{ objectFit: 'contain', background: '#fafafa' }} alt={t.canvas.scanAlt} />;
}

export function BlankPaperDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <BlankPaperBody onClose={onClose} /> : null;
}

interface BlankQuery {
  partitionId: number | undefined;
  range: [number, number];
  page: number;
}

function BlankPaperBody({ onClose }: { onClose: () => void }) {
  const { selection } = useSnapshot(markingSession);
  const { message } = App.useApp();
  const schoolTime = useSchoolTime();
  const testId = selection.testId;
  const [partitionId, setPartitionId] = useState<number | undefined>(selection.partitionId);
  const [range, setRange] = useState<[number, number]>(BLACK_RATE_RANGE);
  const [query, setQuery] = useState<BlankQuery>({ partitionId: selection.partitionId, range: BLACK_RATE_RANGE, page: 1 });
  const [selected, setSelected] = useState<number[]>([]);
  const [cache] = useState(() => new ScanCache((url) => fetchScan(url)));
  useEffect(() => () => cache.retainOnly([]), [cache]);

  // a page or a filter of the paper's blank papers: the rows shown stay until the next ones come
  const load = useLoad(
    testId === undefined ? null : `blank-papers:${testId}:${JSON.stringify(query)}`,
    () => listBlankVolumes(testId ?? 0, query.partitionId ? [query.partitionId] : [], query.range, query.page, DIALOG_PAGE_SIZE),
    { keepWithin: `blank-papers:${testId}` },
  );
  const rows: BlankRow[] = load.data?.result ?? [];
  const total = load.data?.total ?? 0;

  const reload = () => {
    setSelected([]);
    load.reload();
    void loadPartitions(true);
  };
  const partitionsOf = (ids: number[]) => [...new Set(rows.filter((r) => ids.includes(r.id)).map((r) => r.partition_id))];

  const act = async (kind: 'submit' | 'ignore', ids: number[]) => {
    if (testId === undefined || ids.length === 0) return;
    try {
      const result = kind === 'submit' ? await submitBlankVolumes(testId, ids, partitionsOf(ids)) : await ignoreBlankVolumes(testId, ids, partitionsOf(ids));
      void message.success(kind === 'submit' ? texts.blankSubmitted(result.count) : texts.blankIgnored(result.count));
      reload();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const reRecognise = async () => {
    if (testId === undefined) return;
    if (!partitionId) {
      void message.warning(texts.blankNeedsPartition);
      return;
    }
    try {
      const result = await reRecogniseBlankVolumes(testId, partitionId);
      void message.success(texts.blankRecognised(result.count));
      reload();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const buttons = blankButtons(selected.length);
  const current = selection.partitions.find((p) => p.id === partitionId);

  return (
    <Modal open onCancel={onClose} footer={null} width={940} title={texts.blankTitle(current ? groupName(current) : '')}>
      <Space wrap align="center" style={{ marginBottom: 10 }}>
        <OptionalChoice empty={texts.blankAllPartitions} label={texts.blankPartition} width={200} value={partitionId} onChange={setPartitionId} options={selection.partitions.map((p) => ({ value: p.id, label: groupName(p) }))} />
        <span className="mk-muted">{texts.blankRatio}</span>
        <Slider
          range
          min={BLACK_RATE_RANGE[0]}
          max={BLACK_RATE_RANGE[1]}
          marks={BLACK_RATE_MARKS}
          value={range}
          onChange={(value) => setRange(value as [number, number])}
          style={{ width: 220, margin: '0 12px 12px' }}
          aria-label={texts.blankRatio}
        />
        <Button type="primary" onClick={() => setQuery({ partitionId, range, page: 1 })}>
          {t.common.query}
        </Button>
        <Button disabled={!buttons.batch} onClick={() => void act('submit', selected)}>
          {texts.blankBatchSubmit}
        </Button>
        <Button disabled={!buttons.batch} onClick={() => void act('ignore', selected)}>
          {texts.blankBatchIgnore}
        </Button>
        <Button onClick={() => void reRecognise()}>{texts.blankReRecognise}</Button>
      </Space>
      <Table<BlankRow>
        rowKey="id"
        {...dialogTableProps(load, { page: query.page, pageSize: DIALOG_PAGE_SIZE, total, onPage: (page) => setQuery((q) => ({ ...q, page })) })}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        columns={[
          {
            title: texts.blankStudent,
            key: 'who',
            width: 170,
            render: (_: unknown, row) => (
              <div>
                <div>#{row.student_id}</div>
                <div className="mk-muted">{row.partition_name}</div>
              </div>
            ),
          },
          { title: texts.blankCreated, dataIndex: 'create_time', width: 160, render: (time: string) => schoolTime(time, { seconds: true }) },
          {
            title: texts.blankImages,
            key: 'images',
            render: (_: unknown, row) => (
              <Space wrap>
                {row.url.map((entry) => (
                  <BlankImage key={entry} cache={cache} entry={entry} />
                ))}
                <Tooltip title={texts.blankRatio}>
                  <span className="mk-muted">{row.black_rate.toFixed(2)}%</span>
                </Tooltip>
              </Space>
            ),
          },
          {
            title: texts.recordAction,
            key: 'action',
            width: 130,
            render: (_: unknown, row) => (
              <Space size={4}>
                <Button size="small" type="link" disabled={!buttons.row} onClick={() => void act('submit', [row.id])}>
                  {texts.blankSubmit}
                </Button>
                <Button size="small" type="link" disabled={!buttons.row} onClick={() => void act('ignore', [row.id])}>
                  {texts.blankIgnore}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
