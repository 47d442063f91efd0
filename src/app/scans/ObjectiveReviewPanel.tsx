/**
 * Objective review (spec 002 §7 object-abnormal): the objective answers recognition would not
 * decide — a light or half-erased mark, a single choice marked twice — each with its bubbles cut
 * from the whole sheet. A person ticks the options marked and confirms; the server scores it
 * against the key like any other answer and it leaves the pending list.
 */
import { useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Space, Switch, Tag, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { decideObjectAbnormal, listObjectAbnormal, type ObjectiveInReview } from './scan-exception-calls.ts';
import { ScanImage } from './ScanImage.tsx';

const texts = t.scanExceptions.review;

function ReviewItem({ testId, item, onDecided }: { testId: number; item: ObjectiveInReview; onDecided: () => void }) {
  const [chosen, setChosen] = useState<string[]>(item.chosen === null ? item.marked : item.options.filter((option) => item.chosen!.includes(option)));
  const action = useAction();
  const { message } = App.useApp();
  const decide = () =>
    action.run(async () => {
      const done = await decideObjectAbnormal({ test_id: testId, student_id: item.student_id, question_id: item.question_id, chosen });
      void message.success(texts.decided(done.chosen, done.score));
      onDecided();
    });
  return (
    <Card size="small" data-testid="objective-review-item">
      <Space orientation="vertical">
        <Space wrap>
          <Typography.Text strong>{`${item.name}（${item.exam_number}）`}</Typography.Text>
          <span>{texts.question(item.label)}</span>
          <Tag color="orange">{texts.reason[item.reason]}</Tag>
          {item.chosen !== null && <Tag color="green">{texts.decided(item.chosen, item.score ?? 0)}</Tag>}
        </Space>
        {item.sheet_url && <ScanImage url={item.sheet_url} alt={texts.question(item.label)} crop={item.crop} />}
        <Space>
          <Typography.Text type="secondary">{texts.marked(item.marked.join(''))}</Typography.Text>
          {item.marginal.length > 0 && <Typography.Text type="secondary">{texts.marginalMarks(item.marginal.join(''))}</Typography.Text>}
        </Space>
        <Space>
          <Checkbox.Group value={chosen} onChange={(values) => setChosen(values)} options={item.options.map((option) => ({ value: option, label: option }))} />
          <Button type="primary" size="small" loading={action.busy} onClick={decide} data-testid="objective-decide">
            {texts.decide}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

export function ObjectiveReviewPanel({ testId }: { testId: number }) {
  const [showDecided, setShowDecided] = useState(false);
  const load = useLoad(`object-abnormal:${testId}:${showDecided}`, () => listObjectAbnormal(testId, showDecided ? 'all' : 'pending'));
  const items = load.data?.result ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="objective-review">
      <Space>
        <Typography.Text>{texts.pending(load.data?.pending ?? 0)}</Typography.Text>
        <Switch size="small" checked={showDecided} onChange={setShowDecided} />
        <span>{texts.showDecided}</span>
      </Space>
      {!load.data ? (
        <LoadPending load={load} />
      ) : items.length === 0 ? (
        <Empty description={texts.none} />
      ) : (
        items.map((item) => <ReviewItem key={`${item.student_id}:${item.question_id}`} testId={testId} item={item} onDecided={load.reload} />)
      )}
    </Space>
  );
}
