/**
 * /aiScanAnswerSheet (AI答题卡扫描): the sheets of every paper of an exam scanned in one stack.
 * The administrator picks the exam, opens a mixed batch and uploads into it (or scans with the
 * local scanner service); each page is sorted to its paper by its page code and recognised there.
 * The batches list shows, per upload, how many pages went to each paper, how far recognition is
 * and the open exceptions, with the way on to each paper's scan and exception screens.
 */
import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { Link } from 'wouter';
import { exceptionTypeName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { PageHead } from '../common/PageHead.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { listSetupExams } from '../exams/exam-calls.ts';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { createMixedScanBatch, deleteScanBatch, listMixedScanBatches, type MixedScanBatch } from './scan-batch-calls.ts';
import { paperExceptionPath, paperScanPath } from './scan-paths.ts';
import { useScanProgress } from './use-scan-progress.ts';
import { ScannerPanel } from './scanner-panel.tsx';
import { ScanUploadPanel } from './ScanUploadPanel.tsx';
import './scans.css';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.mixedScan;
/** The exams offered: the school's newest ones. */
const EXAM_PAGE_SIZE = 100;

type PaperBatch = MixedScanBatch['papers'][number];

function PaperTable({ examId, upload }: { examId: number; upload: MixedScanBatch }) {
  const columns = texts.paperColumns;
  return (
    <CompactTable<PaperBatch>
      rowKey="test_id"
      dataSource={upload.papers}
      data-testid="mixed-batch-papers"
      columns={[
        { title: columns.paper, dataIndex: 'test_name' },
        { title: columns.pages, render: (_, paper) => paper.batch.pages },
        { title: columns.queued, render: (_, paper) => paper.batch.states.queued + paper.batch.states.recognising },
        { title: columns.recognised, render: (_, paper) => paper.batch.states.recognised },
        {
          title: columns.exception,
          render: (_, paper) => (
            <Space orientation="vertical" size={0}>
              <span>{paper.batch.states.exception}</span>
              {paper.batch.exceptions.map((e) => (
                <Typography.Text key={e.type} type="warning">{`${exceptionTypeName(e.type)} ${e.count}`}</Typography.Text>
              ))}
            </Space>
          ),
        },
        {
          title: columns.open,
          render: (_, paper) => (
            <Space>
              <Link href={paperScanPath(examId, paper.test_id)}>{texts.openScan}</Link>
              {paper.batch.states.exception > 0 && <Link href={paperExceptionPath(examId, paper.test_id)}>{texts.openExceptions}</Link>}
            </Space>
          ),
        },
      ]}
    />
  );
}

function NewMixedBatch({ examId, onCreated }: { examId: number; onCreated: (batch: MixedScanBatch) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const action = useAction();
  const { message } = App.useApp();
  const create = ({ name }: { name: string }) =>
    action.run(async () => {
      const batch = await createMixedScanBatch({ examination_id: examId, name });
      void message.success(texts.created(batch.name));
      form.resetFields();
      onCreated(batch);
    });
  return (
    <Form form={form} layout="inline" onFinish={create} data-testid="new-mixed-batch">
      <Form.Item name="name" label={t.scans.newBatch.name} rules={[{ required: true, whitespace: true, message: t.scans.newBatch.nameRequired }]}>
        <Input placeholder={texts.namePlaceholder} maxLength={100} style={{ width: 240 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={action.busy}>
        {texts.newBatch}
      </Button>
    </Form>
  );
}

export function AiScanPage() {
  const exams = useLoad('ai-scan-exams', () => listSetupExams({ page_no: 1, page_size: EXAM_PAGE_SIZE }));
  const [examId, setExamId] = useState<number | null>(null);
  const uploads = useLoad(examId ? `mixed-batches:${examId}` : null, () => listMixedScanBatches(examId!));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [folded, setFolded] = useState<number[]>([]);
  const deletion = useAction();
  const { message } = App.useApp();
  const time = useSchoolTime();
  const list = uploads.data?.result ?? [];
  const current = list.find((b) => b.id === chosenId) ?? list[0] ?? null;
  const reload = uploads.reload;
  // every batch of every upload: pages sorted to a paper settle in that paper's batch
  useScanProgress(
    list.flatMap((upload) => upload.papers.map((paper) => paper.batch.id)),
    reload,
  );

  const remove = (upload: MixedScanBatch) =>
    deletion.run(async () => {
      const deleted = await deleteScanBatch(upload.id);
      void message.success(t.scans.batches.deleted(deleted.files, deleted.pages));
      if (chosenId === upload.id) setChosenId(null);
      reload();
    });

  const papers = uploads.data?.papers ?? [];
  return (
    <div className="page-stack scan-page" data-testid="ai-scan-page">
      <PageHead title={texts.title} hint={texts.hint} />
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <span>{texts.exam}</span>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={texts.examPlaceholder}
              style={{ width: 320 }}
              loading={exams.loading}
              value={examId ?? undefined}
              data-testid="ai-scan-exam"
              onChange={(id: number) => {
                setExamId(id);
                setChosenId(null);
              }}
              options={(exams.data?.result ?? []).map((exam) => ({ value: exam.id, label: exam.name }))}
            />
          </Space>
          {papers.length > 0 && (
            <Space wrap data-testid="ai-scan-papers">
              <span>{texts.papers}</span>
              {papers.map((paper) => (
                <Tag key={paper.test_id} color={paper.has_template ? 'green' : 'orange'} title={paper.has_template ? texts.withTemplate : texts.withoutTemplate}>
                  {paper.test_name}
                  {paper.has_template ? '' : `（${texts.withoutTemplate}）`}
                </Tag>
              ))}
            </Space>
          )}
          {examId !== null && (
            <NewMixedBatch
              examId={examId}
              onCreated={(batch) => {
                setChosenId(batch.id);
                reload();
              }}
            />
          )}
        </Space>
      </Card>
      {examId === null ? (
        <Typography.Text type="secondary">{texts.noExam}</Typography.Text>
      ) : (
        <>
          <div className="scan-columns">
            <Card size="small" className="scan-upload-card">
              <ScanUploadPanel batch={current} onFileReceived={reload} />
            </Card>
            <Card size="small" title={t.scans.scanner} className="scan-scanner-card">
              <ScannerPanel batchId={current?.id ?? null} onPagesUploaded={reload} />
            </Card>
          </div>
          <Card size="small" title={texts.batches}>
            <CompactTable<MixedScanBatch>
              rowKey="id"
              data-testid="mixed-batches"
              {...loadTableProps(uploads, texts.none)}
              dataSource={list}
              rowClassName={(upload) => (upload.id === current?.id ? 'scan-batch-current' : '')}
              expandable={{
                expandedRowRender: (upload) => <PaperTable examId={examId} upload={upload} />,
                // every upload shows its papers, also those that arrive with a reload, until folded
                expandedRowKeys: list.filter((upload) => !folded.includes(upload.id)).map((upload) => upload.id),
                onExpand: (expanded, upload) => setFolded((ids) => (expanded ? ids.filter((id) => id !== upload.id) : [...ids, upload.id])),
              }}
              columns={[
                {
                  title: texts.columns.name,
                  render: (_, upload) => (
                    <Space size={4}>
                      <span>{upload.name}</span>
                      {upload.id === current?.id && <Tag color="blue">{t.scans.batches.current}</Tag>}
                    </Space>
                  ),
                },
                { title: texts.columns.createdAt, render: (_, upload) => time(upload.created_at) },
                { title: texts.columns.files, dataIndex: 'files' },
                { title: texts.columns.pages, render: (_, upload) => <span data-testid="mixed-batch-pages">{upload.pages}</span> },
                { title: texts.columns.papers, render: (_, upload) => upload.papers.map((p) => texts.paperPages(p.test_name, p.batch.pages)).join('，') },
                {
                  title: texts.columns.actions,
                  render: (_, upload) => (
                    <Space>
                      {upload.id !== current?.id && (
                        <Button size="small" onClick={() => setChosenId(upload.id)}>
                          {t.scans.batches.choose}
                        </Button>
                      )}
                      <Popconfirm title={t.scans.batches.confirmDelete(upload.name)} onConfirm={() => remove(upload)}>
                        <Button size="small" danger loading={deletion.busy}>
                          {t.scans.batches.delete}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </>
      )}
    </div>
  );
}
