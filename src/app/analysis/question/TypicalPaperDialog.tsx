/**
 * Typical-paper analysis (spec 001 §2.7): answers teachers tagged with a wrong cause while
 * marking, for every class or this class, marked by me or by other teachers, filtered by cause,
 * ten at a time with previous and next batch. A click on a paper opens the picture viewer.
 */
import { useState } from 'react';
import { Button, Card, Empty, Modal, Space, Tabs, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { SIMILAR_PAGE_SIZE } from '../../../domain/question-bank.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { analysisApi, type TypicalMarkingLog } from '../analysis-api.ts';
import { formatScore } from '../common/format.ts';
import { ImageBox } from '../common/ImageBox.tsx';
import { PictureViewer } from '../common/PictureViewer.tsx';
import { useLoad } from '../../common/use-load.ts';
import { LoadPending } from '../../common/LoadStatus.tsx';

const texts = t.analysis.typical;

type Range = 'all' | 'class';
type MarkedBy = 'all' | 'me' | 'others';

export interface TypicalPaperDialogProps {
  open: boolean;
  onClose: () => void;
  label: string;
  testId: number;
  partitionId: number;
  /** the class of the analysis target; 0 when the target is not a class */
  classId: number;
}

function PaperCard({ log, onOpen }: { log: TypicalMarkingLog; onOpen: () => void }) {
  return (
    <Card size="small" className="typical-paper" hoverable onClick={onOpen} data-testid="typical-paper">
      <div className="typical-paper-head">
        <Typography.Text strong>{log.student_name}</Typography.Text>
        <Typography.Text type="secondary">{log.class_name}</Typography.Text>
        <Tag color={log.marked_by_me ? 'blue' : 'default'}>{log.marked_by_me ? texts.mine : texts.others}</Tag>
      </div>
      <div className="typical-paper-pieces">
        {log.url.map((url) => (
          <ImageBox key={url} src={url} />
        ))}
      </div>
      <Space size={12} className="typical-paper-foot">
        <span>{texts.score(formatScore(log.total_score))}</span>
        <span>{texts.markedBy(log.teacher_name)}</span>
      </Space>
    </Card>
  );
}

export function TypicalPaperDialog({ open, onClose, label, testId, partitionId, classId }: TypicalPaperDialogProps) {
  const [range, setRange] = useState<Range>('all');
  const [markedBy, setMarkedBy] = useState<MarkedBy>('all');
  const [feedbackId, setFeedbackId] = useState(0);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<{ index: number } | null>(null);

  const query = { test_id: testId, partition_id: partitionId, range, class_id: range === 'class' ? classId : 0, marked_by: markedBy, feedback_id: feedbackId, page_no: page, page_size: SIMILAR_PAGE_SIZE };
  const load = useLoad(open && (range === 'all' || classId > 0) ? JSON.stringify(query) : null, () => analysisApi.typical(query));
  const data = load.data;
  const logs = data?.marking_logs ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / SIMILAR_PAGE_SIZE));
  const pictures = logs.flatMap((log) => log.url.map((url) => ({ url, caption: `${log.student_name}（${formatScore(log.total_score)}）` })));
  const firstPictureOf = (i: number) => logs.slice(0, i).reduce((n, log) => n + log.url.length, 0);

  const reset = (change: () => void) => {
    change();
    setPage(1);
  };

  let content;
  if (range === 'class' && classId === 0) content = <Empty description={texts.needClass} />;
  else if (!data) content = <LoadPending load={load} />;
  else if (!data.has_data || logs.length === 0) content = <Empty description={t.analysis.message.noData} data-testid="typical-empty" />;
  else {
    content = (
      <div className="typical-papers">
        {logs.map((log, i) => (
          <PaperCard key={log.id} log={log} onOpen={() => setViewing({ index: firstPictureOf(i) })} />
        ))}
      </div>
    );
  }

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={texts.title(label)} width={1100} destroyOnHidden>
      <Tabs
        activeKey={range}
        onChange={(key) => reset(() => setRange(key as Range))}
        items={[
          { key: 'all', label: texts.allTab },
          { key: 'class', label: texts.classTab },
        ]}
      />
      <Space size={4} className="typical-filters">
        {(['me', 'others', 'all'] as const).map((key) => (
          <Tag.CheckableTag key={key} checked={markedBy === key} onChange={() => reset(() => setMarkedBy(key))}>
            {key === 'me' ? texts.mine : key === 'others' ? texts.others : texts.all}
          </Tag.CheckableTag>
        ))}
      </Space>
      <div className="typical-body">
        <div className="typical-causes">
          <Typography.Text type="secondary">{texts.feedback}</Typography.Text>
          <Tag.CheckableTag checked={feedbackId === 0} onChange={() => reset(() => setFeedbackId(0))}>
            {texts.allCauses}
          </Tag.CheckableTag>
          {(data?.feedback_list ?? []).map((cause) => (
            <Tag.CheckableTag key={cause.id} checked={feedbackId === cause.id} onChange={() => reset(() => setFeedbackId(cause.id))}>
              {cause.name}（{cause.count}）
            </Tag.CheckableTag>
          ))}
        </div>
        <div className="typical-main">{content}</div>
      </div>
      <div className="typical-pager">
        <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {texts.previous}
        </Button>
        <Typography.Text type="secondary">
          {page} / {pages}
        </Typography.Text>
        <Button icon={<RightOutlined />} iconPlacement="end" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {texts.next}
        </Button>
      </div>
      <PictureViewer
        open={viewing !== null}
        pictures={pictures}
        index={viewing?.index ?? 0}
        onIndex={(index) => setViewing({ index })}
        onClose={() => setViewing(null)}
      />
    </Modal>
  );
}
