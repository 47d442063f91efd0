/**
 * /divided/progress/scanAnswerSheet/{examinationid}/{testId} (spec 001 §2.1; spec 002 §7
 * scan-batch, scan-class): the paper's scan batches. The school administrator opens a batch
 * (optionally for one class), drops files or a folder into it — uploaded resumably with tus, a
 * progress bar per file and for all of them — and follows the batch list's pages by state and open
 * exception type; a batch none of whose pages is recognised or matched yet can be deleted.
 *
 * The scanner panel of the local scanner service goes into the `scanner` slot: the component is
 * given the current batch and tells when pages have arrived, so the batch list reloads.
 * While the screen is open it follows its batches through the scan progress push (/v1/ws/scans)
 * and reads the list again whenever pages of one of them settle, so recognition is seen as it runs.
 * Above the batches stand the paper's scan figures (statistic-subject), below them online
 * recognition of a single scan (online-ocr-upload) and how each objective question was read
 * (statistic-object); the figures are read again whenever the batches move.
 */
import { useState, type ComponentType } from 'react';
import { App, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { PageHead } from '../common/PageHead.tsx';
import { Link } from 'wouter';
import type { RouteParams } from '../shell/routes.tsx';
import { paperExceptionPath } from './scan-paths.ts';
import { useScanProgress } from './use-scan-progress.ts';
import { createScanBatch, deleteScanBatch, listScanBatches, listScanClasses, type ScanBatch } from './scan-batch-calls.ts';
import { ScanBatchTable } from './ScanBatchTable.tsx';
import { ObjectiveStatisticTable, SubjectScanSummary } from './ScanStatisticsPanel.tsx';
import { OnlineOcrPanel } from './OnlineOcrPanel.tsx';
import { ScanUploadPanel } from './ScanUploadPanel.tsx';
import './scans.css';

const texts = t.scans;

/** What the scanner slot is given: the batch pages go into, and a way to say more have arrived. */
export interface ScannerSlotProps {
  batchId: number | null;
  onPagesUploaded: () => void;
}

export interface ScanAnswerSheetPageProps {
  params: RouteParams;
  /** the local scanner service's panel, shown beside the upload area when given */
  scanner?: ComponentType<ScannerSlotProps>;
}

function NewBatchForm({ testId, onCreated }: { testId: number; onCreated: (batch: ScanBatch) => void }) {
  const classes = useLoad(`scan-classes:${testId}`, () => listScanClasses(testId));
  const [form] = Form.useForm<{ name: string; class_id?: number }>();
  const action = useAction();
  const { message } = App.useApp();
  const create = (values: { name: string; class_id?: number }) =>
    action.run(async () => {
      const batch = await createScanBatch({ test_id: testId, name: values.name, class_id: values.class_id ?? null });
      void message.success(texts.newBatch.created(batch.name));
      form.resetFields();
      onCreated(batch);
    });
  return (
    <Form form={form} layout="inline" onFinish={create} data-testid="new-scan-batch">
      <Form.Item name="name" label={texts.newBatch.name} rules={[{ required: true, whitespace: true, message: texts.newBatch.nameRequired }]}>
        <Input placeholder={texts.newBatch.namePlaceholder} maxLength={100} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="class_id" label={texts.newBatch.klass}>
        <Select
          allowClear
          placeholder={texts.newBatch.anyClass}
          style={{ width: 220 }}
          loading={classes.loading}
          options={(classes.data?.result ?? []).map((c) => ({ value: c.class_id, label: `${c.class_name}（${texts.classes.scanned(c.scanned, c.students)}）` }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={action.busy}>
        {texts.newBatch.create}
      </Button>
    </Form>
  );
}

export function ScanAnswerSheetPage({ params, scanner: Scanner }: ScanAnswerSheetPageProps) {
  const testId = Number(params.testId);
  const valid = Number.isInteger(testId) && testId > 0;
  const batches = useLoad(valid ? `scan-batches:${testId}` : null, () => listScanBatches(testId));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const deletion = useAction();
  const { message } = App.useApp();
  const list = batches.data?.result ?? [];
  // the batch chosen, else the newest one
  const current = list.find((b) => b.id === chosenId) ?? list[0] ?? null;
  const reloadBatches = batches.reload;
  // the figures are read once the batches are, and again whenever a batch's pages move
  const progressStamp = batches.data
    ? list.map((b) => `${b.id}:${b.pages}:${b.states.queued}:${b.states.recognising}:${b.states.recognised}:${b.states.exception}:${b.states.ignored}`).join(',')
    : null;
  const examId = Number(params.examinationid);
  useScanProgress(
    list.map((b) => b.id),
    reloadBatches,
  );

  const remove = (batch: ScanBatch) =>
    deletion.run(async () => {
      const deleted = await deleteScanBatch(batch.id);
      void message.success(texts.batches.deleted(deleted.files, deleted.pages));
      if (chosenId === batch.id) setChosenId(null);
      batches.reload();
    });

  return (
    <div className="page-stack scan-page" data-testid="scan-answer-sheet-page">
      <PageHead title={texts.title} hint={texts.hint} />
      {valid && examId > 0 && (
        <Link href={paperExceptionPath(examId, testId)} data-testid="open-exceptions">
          {t.scanExceptions.link}
        </Link>
      )}
      {valid && examId > 0 && (
        <Card size="small" title={texts.statistics.subjectTitle}>
          <SubjectScanSummary examId={examId} testId={testId} refresh={progressStamp} />
        </Card>
      )}
      {valid && (
        <Card size="small" title={texts.newBatch.title}>
          <NewBatchForm
            testId={testId}
            onCreated={(batch) => {
              setChosenId(batch.id);
              batches.reload();
            }}
          />
        </Card>
      )}
      <div className="scan-columns">
        <Card size="small" className="scan-upload-card">
          <ScanUploadPanel batch={current} onFileReceived={batches.reload} />
        </Card>
        {Scanner && (
          <Card size="small" title={texts.scanner} className="scan-scanner-card" data-testid="scanner-slot">
            <Scanner batchId={current?.id ?? null} onPagesUploaded={batches.reload} />
          </Card>
        )}
      </div>
      <Card size="small" title={texts.batches.title}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <ScanBatchTable load={batches} currentId={current?.id ?? null} onChoose={(batch) => setChosenId(batch.id)} onDelete={remove} deleting={deletion.busy} />
          <Typography.Text type="secondary">{texts.hint}</Typography.Text>
        </Space>
      </Card>
      {valid && (
        <Card size="small" title={texts.online.title}>
          <OnlineOcrPanel batchId={current?.id ?? null} onRecognised={batches.reload} />
        </Card>
      )}
      {valid && (
        <Card size="small" title={texts.statistics.objectiveTitle}>
          <ObjectiveStatisticTable testId={testId} refresh={progressStamp} />
        </Card>
      )}
    </div>
  );
}
