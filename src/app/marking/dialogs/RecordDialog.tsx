/**
 * The marking record (spec 000 §2, §3): my records of the group, filtered by question and score,
 * ordered by total or time, ten a page; a row opens that record for re-marking. Each record shows
 * the rounds of its answer (scores only) and how its final score was decided.
 */
import { useState } from 'react';
import { Button, Modal, Select, Space, Table } from 'antd';
import { useSnapshot } from 'valtio';
import { DEFAULT_LOG_ORDER, MARKING_LOG_PAGE_SIZE } from '../../../domain/marking-rules.ts';
import { formatScore } from '../../../domain/score-entry.ts';
import { markingSession } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { useSchoolTime } from '../../shell/use-school-time.ts';
import { studentLabel } from '../../../domain/marking/dialog-rules.ts';
import { listRecords, recordScoreFilters } from '../marking-api.ts';
import { openRecord } from '../actions/history.ts';
import { dialogTableProps } from './dialog-table.ts';
import { useLoad } from '../../common/use-load.ts';
import { OptionalChoice } from '../../common/OptionalChoice.tsx';
import { DecisionRule, RoundScores } from './ScoreDecision.tsx';

const texts = t.marking.dialogs;

type Order = 1 | 2 | 3 | 4;
type RecordRow = Awaited<ReturnType<typeof listRecords>>['result'][number];

export function RecordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <RecordDialogBody onClose={onClose} /> : null;
}

function RecordDialogBody({ onClose }: { onClose: () => void }) {
  const { group } = useSnapshot(markingSession);
  const schoolTime = useSchoolTime();
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<Order>(DEFAULT_LOG_ORDER);
  const [showOrder, setShowOrder] = useState<number | undefined>(undefined);
  const [score, setScore] = useState<number | undefined>(undefined);

  const testId = group?.testId;
  const partitionId = group?.partitionId;
  const judge = group?.judge ?? 0;

  const groupKey = testId === undefined || partitionId === undefined ? null : `${testId}:${partitionId}:${judge}`;
  const filters = useLoad(groupKey && `record-filters:${groupKey}`, () => recordScoreFilters(testId ?? 0, partitionId ?? 0, judge)).data ?? { total_scores: [], question_scores: {} };
  const query = { testId: testId ?? 0, partitionId: partitionId ?? 0, judge, pageNo: page, pageSize: MARKING_LOG_PAGE_SIZE, orderId: order, showOrder, score };
  // a page, an order or a filter of the same group's records: the rows shown stay until the next ones come
  const records = useLoad(groupKey && `records:${JSON.stringify(query)}`, () => listRecords(query), { keepWithin: `records:${groupKey}` });
  const rows: RecordRow[] = records.data?.result ?? [];
  const total = records.data?.total ?? 0;

  const scoreOptions = (showOrder === undefined ? filters.total_scores : (filters.question_scores[String(showOrder)]?.total_scores ?? [])).map((value) => ({
    value,
    label: formatScore(value),
  }));

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={1080}
      destroyOnHidden
      title={`${texts.recordTitle}${judge === 1 ? texts.recordAdjudication : ''}`}
    >
      <Space wrap style={{ marginBottom: 10 }}>
        <Select
          style={{ width: 160 }}
          value={showOrder ?? 'total'}
          aria-label={texts.recordFilterQuestion}
          onChange={(value) => {
            setShowOrder(value === 'total' ? undefined : Number(value));
            setScore(undefined);
            setPage(1);
          }}
          options={[{ value: 'total', label: texts.recordAllQuestions }, ...(group?.questions ?? []).map((q) => ({ value: q.show_order, label: `${texts.errorQuestion} ${q.label}` }))]}
        />
        <OptionalChoice
          empty={texts.recordAllScores}
          label={texts.recordFilterScore}
          width={130}
          value={score}
          onChange={(value) => {
            setScore(value);
            setPage(1);
          }}
          options={scoreOptions}
        />
        <Select
          style={{ width: 130 }}
          value={order}
          aria-label={texts.recordOrder}
          onChange={(value: Order) => {
            setOrder(value);
            setPage(1);
          }}
          options={([1, 2, 3, 4] as const).map((value) => ({ value, label: texts.orders[value] }))}
        />
      </Space>
      <Table<RecordRow>
        rowKey="id"
        {...dialogTableProps(records, { page, pageSize: MARKING_LOG_PAGE_SIZE, total, onPage: setPage })}
        dataSource={rows}
        onRow={(row) => ({ onDoubleClick: () => void openRecord(row.id).then(onClose) })}
        columns={[
          { title: texts.recordNo, dataIndex: 'no', width: 70 },
          { title: texts.recordStudent, dataIndex: 'student_name', render: (name: string) => studentLabel(name) },
          { title: texts.recordTime, dataIndex: 'finished_time', render: (time: string) => (time ? schoolTime(time, { seconds: true }) : '-') },
          { title: texts.recordTotal, dataIndex: 'total_score', width: 80, align: 'right', render: (value: number) => <b className="mk-red">{formatScore(value)}</b> },
          { title: texts.recordRound, dataIndex: 'round', width: 70, render: (round: number) => t.marking.footer.round(round) },
          { title: t.marking.decision.rounds, key: 'rounds', width: 200, render: (_: unknown, row) => <RoundScores rounds={row.rounds} decision={row.decision} /> },
          { title: t.marking.decision.title, key: 'decision', render: (_: unknown, row) => <DecisionRule decision={row.decision} /> },
          {
            title: texts.recordAction,
            key: 'action',
            width: 80,
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => void openRecord(row.id).then(onClose)}>
                {texts.recordOpen}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
