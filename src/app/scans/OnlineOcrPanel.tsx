/**
 * Online recognition (spec 002 §7 online-ocr-upload, ocr-result): a person picks one scan — a
 * page rescanned, or a sheet to check — and it goes into the current batch and is recognised in
 * the same request; each new page is shown as it was read (state, student matched, exception
 * type, the bubbles). The batch list and the figures follow through `onRecognised`.
 */
import { useState } from 'react';
import { App, Card, Space, Tag, Typography } from 'antd';
import { exceptionTypeName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { useAction } from '../common/use-action.ts';
import { onlineOcrUpload, type OcrResult } from './scan-statistics-calls.ts';
import { FileButton } from '../common/FileButton.tsx';

const texts = t.scans.online;

/** What the server takes in one request (ONLINE_OCR_MAX_BYTES); larger files go through the resumable upload. */
const ONLINE_OCR_MAX_BYTES = 6 * 1024 * 1024;

const STATE_COLOURS: Record<OcrResult['state'], string> = { queued: 'default', recognising: 'processing', recognised: 'green', exception: 'red', ignored: 'default' };

function PageResult({ page }: { page: OcrResult }) {
  return (
    <Card size="small" data-testid="online-ocr-page">
      <Space wrap>
        <Typography.Text>{texts.page(page.file_name, page.file_page)}</Typography.Text>
        <Tag color={STATE_COLOURS[page.state]}>{texts.state[page.state]}</Tag>
        {page.exception_type > 0 && <Tag color="orange">{exceptionTypeName(page.exception_type)}</Tag>}
        <span data-testid="online-ocr-student">{page.student ? texts.student(page.student.name, page.student.exam_number) : texts.noStudent}</span>
        {page.card_page !== null && <span>{texts.cardPage(page.card_page)}</span>}
        {page.error && <Typography.Text type="danger">{page.error}</Typography.Text>}
      </Space>
      {page.objective.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {page.objective.map((o) => texts.objective(o.q_num, [...o.marked, ...o.marginal.map((m) => `(${m})`)].join(''))).join('；')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

export function OnlineOcrPanel({ batchId, onRecognised }: { batchId: number | null; onRecognised: () => void }) {
  const [pages, setPages] = useState<OcrResult[] | null>(null);
  const action = useAction();
  const { message } = App.useApp();
  const send = (file: File) =>
    action.run(async () => {
      if (batchId === null) return;
      if (file.size > ONLINE_OCR_MAX_BYTES) {
        void message.error(texts.tooLarge(file.name));
        return;
      }
      const done = await onlineOcrUpload(batchId, file);
      if (done.file.state === 'refused') void message.error(texts.refused(done.file.error ?? ''));
      setPages(done.pages);
      onRecognised();
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="online-ocr">
      <Typography.Text type="secondary">{texts.hint}</Typography.Text>
      <FileButton accept="image/jpeg,image/png,image/tiff,application/pdf" icon={null} busy={action.busy} disabled={batchId === null} testId="online-ocr-choose" onFile={send}>
        {batchId === null ? t.scans.upload.noBatch : texts.choose}
      </FileButton>
      {pages !== null && (pages.length === 0 ? <Typography.Text>{texts.none}</Typography.Text> : pages.map((page) => <PageResult key={page.page_id} page={page} />))}
    </Space>
  );
}
