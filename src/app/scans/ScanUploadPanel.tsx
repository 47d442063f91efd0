/**
 * Files into the current batch: dropped on the area, picked, or a whole folder picked. Each file
 * has its own progress bar and, once received, what the server made of it (pages queued, already
 * uploaded, or why it was refused); the bar above adds up the files sent to the current batch.
 * Files still going to a batch left for another keep uploading; they show again with their batch.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { FolderOpenOutlined, InboxOutlined } from '@ant-design/icons';
import type { UploadProps } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { limitParallel, PARALLEL_UPLOADS, uploadScanFile, type ScanReceipt } from './scan-upload.ts';

const texts = t.scans.upload;

interface FileUpload {
  uid: string;
  batchId: number;
  name: string;
  sent: number;
  total: number;
  state: 'waiting' | 'sending' | 'retrying' | 'done' | 'failed';
  text: string;
}

function receiptText(receipt: ScanReceipt): string {
  if (receipt.duplicate) return texts.duplicate;
  return texts.stored(receipt.queued_pages, receipt.duplicate_pages);
}

export function ScanUploadPanel({ batch, onFileReceived }: { batch: { id: number; name: string } | null; onFileReceived: () => void }) {
  const [files, setFiles] = useState<FileUpload[]>([]);
  const parallel = useMemo(() => limitParallel(PARALLEL_UPLOADS), []);
  // a file finishing after the screen re-rendered tells the screen's current reload
  const received = useRef(onFileReceived);
  useLayoutEffect(() => {
    received.current = onFileReceived;
  });

  const update = (uid: string, change: Partial<FileUpload>) => setFiles((list) => list.map((f) => (f.uid === uid ? { ...f, ...change } : f)));

  const customRequest: UploadProps['customRequest'] = (options) => {
    const file = options.file as File & { uid: string };
    if (!batch) return;
    const batchId = batch.id;
    setFiles((list) => [...list, { uid: file.uid, batchId, name: file.webkitRelativePath || file.name, sent: 0, total: file.size, state: 'waiting', text: '' }]);
    void parallel(async () => {
      update(file.uid, { state: 'sending' });
      try {
        const receipt = await uploadScanFile(file, batchId, {
          onProgress: (sent, total) => update(file.uid, { sent, total, state: 'sending', text: '' }),
          onRetry: () => update(file.uid, { state: 'retrying', text: texts.retrying }),
        });
        update(file.uid, { state: 'done', sent: file.size, text: receiptText(receipt) });
        options.onSuccess?.(receipt);
      } catch (error) {
        update(file.uid, { state: 'failed', text: error instanceof Error ? error.message : String(error) });
        options.onError?.(error as Error);
      }
      received.current();
    });
  };

  if (!batch) return <Typography.Text type="secondary">{texts.noBatch}</Typography.Text>;
  const common = { multiple: true, showUploadList: false, customRequest } satisfies UploadProps;
  const shown = files.filter((f) => f.batchId === batch.id);
  const sent = shown.reduce((sum, f) => sum + f.sent, 0);
  const total = shown.reduce((sum, f) => sum + f.total, 0);
  const finished = shown.filter((f) => f.state === 'done' || f.state === 'failed').length;
  return (
    <Space orientation="vertical" className="scan-upload" style={{ width: '100%' }}>
      <Typography.Text strong>{texts.title(batch.name)}</Typography.Text>
      <Upload.Dragger {...common} data-testid="scan-drop">
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{texts.drop}</p>
        <p className="ant-upload-hint">{texts.dropHint}</p>
      </Upload.Dragger>
      <Upload {...common} directory>
        <Button icon={<FolderOpenOutlined />}>{texts.folder}</Button>
      </Upload>
      {shown.length > 0 && (
        <div data-testid="scan-upload-progress">
          <Typography.Text>{texts.batchProgress(finished, shown.length)}</Typography.Text>
          <Progress percent={total > 0 ? Math.floor((sent / total) * 100) : 100} status={finished === shown.length ? 'success' : 'active'} />
          {shown.map((f) => (
            <div key={f.uid} className="scan-upload-file" data-testid="scan-upload-file">
              <Typography.Text ellipsis>{f.name}</Typography.Text>
              <Progress
                size="small"
                percent={f.total > 0 ? Math.floor((f.sent / f.total) * 100) : f.state === 'done' ? 100 : 0}
                status={f.state === 'failed' ? 'exception' : f.state === 'done' ? 'success' : 'active'}
              />
              {f.text && <Typography.Text type={f.state === 'failed' ? 'danger' : 'secondary'}>{f.text}</Typography.Text>}
            </div>
          ))}
        </div>
      )}
    </Space>
  );
}
