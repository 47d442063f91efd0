/**
 * /divided/progress/original/uploadOrigin/{examinationid}/{testId} (spec 001 §2.1): the printed
 * question paper of a paper is uploaded as JPEG/PNG images or a PDF (whose pages the server
 * renders), each as a multipart form of its own, one file after another in the order chosen, with
 * its progress and, if the server refuses it, the reason beside its name while the others go on;
 * the pages are listed in order with thumbnails, moved up or
 * down, turned upright and deleted, and lead on to the cutting screen. For the school's administrators; a
 * reader without the right sees the pages only.
 */
import { useRef, useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Progress, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, RotateRightOutlined, ScissorOutlined } from '@ant-design/icons';
import { useLocation } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { useProtectedImage } from '../analysis/common/protected-image.ts';
import { errorText } from '../common/error-text.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { ExamsHead } from '../exams/ExamsHead.tsx';
import type { RouteParams } from '../shell/routes.tsx';
import { orderOriginalPages, originalPaper, rotateOriginalPage, uploadOriginal, type OriginalPaper } from './original-paper-calls.ts';
import { BackToExams, BadAddress, examAndPaper, paperOfAddress } from './original-paper-head.tsx';
import { cuttingPath } from './original-paths.ts';
import './original-paper.css';
import { FileButton } from '../common/FileButton.tsx';

const texts = t.originalPaper;
const ACCEPTED = 'image/jpeg,image/png,application/pdf,.pdf,.jpg,.jpeg,.png';

/** A file chosen for upload: waiting its turn, being sent (the share sent so far), taken in, or refused with the server's reason. */
interface FileUpload {
  key: number;
  name: string;
  fraction: number;
  state: 'waiting' | 'sending' | 'done' | 'refused';
  /** how many pages the original had once this file was taken in */
  pages?: number;
  /** the server's reason for refusing it */
  reason?: string;
}

function uploadStatus(upload: FileUpload): string {
  if (upload.state === 'waiting') return texts.waiting;
  if (upload.state === 'refused') return texts.refused;
  if (upload.state === 'done') return texts.taken(upload.pages ?? 0);
  return upload.fraction < 1 ? texts.sending : texts.processing;
}

function UploadList({ uploads }: { uploads: FileUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <div className="original-uploads" data-testid="original-uploads">
      {uploads.map((upload) => (
        <div key={upload.key} className="original-upload-file" data-testid="original-upload-file" data-state={upload.state}>
          <div className="original-upload-line">
            <Typography.Text ellipsis className="original-upload-name">
              {upload.name}
            </Typography.Text>
            <Typography.Text type={upload.state === 'refused' ? 'danger' : 'secondary'}>{uploadStatus(upload)}</Typography.Text>
          </div>
          <Progress
            size="small"
            percent={Math.round(upload.fraction * 100)}
            status={upload.state === 'refused' ? 'exception' : upload.state === 'done' ? 'success' : upload.state === 'sending' ? 'active' : 'normal'}
          />
          {upload.reason && (
            <Typography.Text type="danger" data-testid="original-upload-reason">
              {upload.reason}
            </Typography.Text>
          )}
        </div>
      ))}
    </div>
  );
}

function PageThumbnail({ url, number }: { url: string; number: number }) {
  const image = useProtectedImage(url);
  return (
    <div className="original-thumbnail">
      {image.state === 'loaded' ? <img src={image.src} alt={texts.pageAlt(number)} /> : <Typography.Text type="secondary">{texts.page(number)}</Typography.Text>}
    </div>
  );
}

/** The page moved one place up (-1) or down (1) in the order. */
function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return next;
}

function PageList({ paper, testId, onChange }: { paper: OriginalPaper; testId: number; onChange: (paper: OriginalPaper) => void }) {
  const action = useAction();
  const ids = paper.pages.map((page) => page.id);
  const order = (next: number[]) => action.run(async () => onChange(await orderOriginalPages(testId, next)));
  if (paper.pages.length === 0) return <Empty description={texts.noPages} data-testid="original-no-pages" />;
  return (
    <div className="original-pages" data-testid="original-pages">
      {paper.pages.map((page, i) => (
        <Card
          key={page.id}
          size="small"
          title={texts.page(i + 1)}
          data-testid="original-page"
          actions={
            paper.may_edit
              ? [
                  <Button key="up" type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0 || action.busy} onClick={() => void order(moved(ids, i, -1))}>
                    {texts.moveUp}
                  </Button>,
                  <Button key="down" type="text" size="small" icon={<ArrowDownOutlined />} disabled={i === ids.length - 1 || action.busy} onClick={() => void order(moved(ids, i, 1))}>
                    {texts.moveDown}
                  </Button>,
                  <Popconfirm key="rotate" title={texts.rotateConfirm} onConfirm={() => action.run(async () => onChange(await rotateOriginalPage(page.id)))}>
                    <Button type="text" size="small" icon={<RotateRightOutlined />} disabled={action.busy} data-testid="original-rotate">
                      {texts.rotate}
                    </Button>
                  </Popconfirm>,
                  <Popconfirm key="remove" title={texts.removeConfirm} onConfirm={() => order(ids.filter((id) => id !== page.id))}>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={action.busy}>
                      {texts.remove}
                    </Button>
                  </Popconfirm>,
                ]
              : undefined
          }
        >
          <PageThumbnail url={page.url} number={i + 1} />
          <Typography.Text type="secondary">
            {page.width} × {page.height}
          </Typography.Text>
        </Card>
      ))}
    </div>
  );
}

export function UploadOriginPage({ params }: { params: RouteParams }) {
  const { examId, testId } = paperOfAddress(params);
  const { message } = App.useApp();
  const [, navigate] = useLocation();
  const [paper, setPaper] = useState<OriginalPaper>();
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  // the files go up one after another, in the order chosen: their pages follow in that order
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);
  const load = useLoad(examId && testId ? `original-upload:${examId}:${testId}` : null, async () => {
    const [place, original] = await Promise.all([examAndPaper(examId!, testId!), originalPaper(testId!)]);
    setPaper(original);
    return place;
  });
  if (!examId || !testId) return <BadAddress />;
  if (!load.data || !paper) return <LoadPending load={load} />;
  const { exam, test } = load.data;
  if (!test) return <BadAddress notInExam />;

  const change = (key: number, next: Partial<FileUpload>) => setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...next } : upload)));
  const enqueue = (file: File) => {
    const key = nextKey.current++;
    setUploads((all) => [...all, { key, name: file.name, fraction: 0, state: 'waiting' }]);
    queue.current = queue.current.then(async () => {
      change(key, { state: 'sending' });
      try {
        const next = await uploadOriginal(testId, file, (fraction) => change(key, { fraction }));
        setPaper(next);
        change(key, { state: 'done', fraction: 1, pages: next.pages.length });
        void message.success(texts.uploaded(file.name, next.pages.length));
      } catch (error) {
        // the refusal stays beside its file; the files after it still go up
        change(key, { state: 'refused', reason: errorText(error) });
      }
    });
  };
  const sending = uploads.some((upload) => upload.state === 'waiting' || upload.state === 'sending');

  return (
    <div className="exams-page" data-testid="original-upload">
      <ExamsHead above={<BackToExams />} title={`${texts.uploadTitle} · ${exam.name} · ${test.subject_name}`} hint={texts.uploadHint}>
        <Space wrap>
          {paper.may_edit && (
            // each file goes up on its own form, in the order chosen
            <FileButton accept={ACCEPTED} multiple primary testId="original-pick" onFile={enqueue}>
              {sending ? texts.pickMore : texts.pick}
            </FileButton>
          )}
          <Button icon={<ScissorOutlined />} disabled={paper.pages.length === 0} onClick={() => navigate(cuttingPath(examId, testId))} data-testid="original-go-cut">
            {texts.goCut}
          </Button>
        </Space>
      </ExamsHead>
      {!paper.may_edit && <Typography.Paragraph type="warning">{texts.readOnly}</Typography.Paragraph>}
      <UploadList uploads={uploads} />
      <PageList paper={paper} testId={testId} onChange={setPaper} />
    </div>
  );
}
