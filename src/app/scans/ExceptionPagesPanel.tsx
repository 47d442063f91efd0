/**
 * The open exception pages of a paper (spec 002 §7 ocr-exception, §9 types), by batch and type,
 * each with its image as scanned and what recognition read; the actions settle a page: match it
 * to a student by hand (exam number abnormal or duplicate), ignore it, or mark a student absent
 * with it; a second sheet of a student (考号重复) is settled by choosing the sheet that counts:
 * this page (以此页为准) or the student's current one (保留原页). A page someone else settled meanwhile is refused by the server (its message shows) and
 * the list reloads.
 */
import { useState } from 'react';
import { App, Button, Modal, Popconfirm, Segmented, Select, Space, Table, Typography } from 'antd';
import { ExceptionType, exceptionTypeName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { pagedTableProps } from '../common/paged-table.ts';
import { listScanBatches } from './scan-batch-calls.ts';
import { ignoreOcrResult, listOcrExceptions, markScanAbsent, matchScanStudent, resolveRepeatStudentSheet, type OcrException, type OcrExceptionQuery, type RosterMatch } from './scan-exception-calls.ts';
import { RosterSearch } from './RosterSearch.tsx';
import { ScanImage } from './ScanImage.tsx';

const texts = t.scanExceptions;
/** Pages of exceptions listed at once: each row carries a page image. */
const PAGE_SIZE = 10;

type Acting = { page: OcrException; action: 'match' | 'absent' };

function detailOf(page: OcrException): string[] {
  const lines: string[] = [];
  if (page.card_page !== null) lines.push(texts.cardPage(page.card_page));
  if (page.exam_number_read) lines.push(texts.examNumberRead(page.exam_number_read));
  else if (page.matchable) lines.push(texts.examNumberUnread);
  if (page.duplicate_of) lines.push(texts.duplicateOf(page.duplicate_of.name, page.duplicate_of.exam_number));
  if (page.error) lines.push(texts.error(page.error));
  return lines;
}

export function ExceptionPagesPanel({ testId, onSettled }: { testId: number; onSettled?: () => void }) {
  const [batchId, setBatchId] = useState<number>();
  const [type, setType] = useState<OcrExceptionQuery['exception_type']>();
  const [pageNo, setPageNo] = useState(1);
  const [acting, setActing] = useState<Acting | null>(null);
  const batches = useLoad(`scan-batches:${testId}`, () => listScanBatches(testId));
  const list = useLoad(`ocr-exception:${testId}:${batchId ?? ''}:${type ?? ''}:${pageNo}`, () => listOcrExceptions({ test_id: testId, batch_id: batchId, exception_type: type, page_no: pageNo, page_size: PAGE_SIZE }), {
    keepWithin: `ocr-exception:${testId}`,
  });
  const action = useAction();
  const { message } = App.useApp();

  const settled = () => {
    setActing(null);
    list.reload();
    onSettled?.();
  };
  // whatever the answer, the list is read again: a refusal means someone else settled the page
  const act = (work: () => Promise<string>) =>
    action.run(async () => {
      try {
        void message.success(await work());
      } finally {
        settled();
      }
    });
  const choose = (student: RosterMatch) => {
    if (!acting) return;
    const { page } = acting;
    if (acting.action === 'match') {
      act(async () => {
        const done = await matchScanStudent(page.page_id, student.student_id);
        return texts.matched(done.pages_matched, done.sheet_complete);
      });
    } else {
      act(async () => {
        await markScanAbsent(testId, student.student_id, page.page_id);
        return texts.markedAbsent(student.name);
      });
    }
  };

  const types = list.data?.types ?? [];
  const all = types.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="exception-pages">
      <Space wrap>
        <Select
          style={{ width: 220 }}
          value={batchId ?? 0}
          loading={batches.loading}
          onChange={(value: number) => {
            setBatchId(value === 0 ? undefined : value);
            setPageNo(1);
          }}
          options={[{ value: 0, label: texts.allBatches }, ...(batches.data?.result ?? []).map((batch) => ({ value: batch.id, label: batch.name }))]}
        />
        <Segmented
          value={type ?? 0}
          onChange={(value) => {
            setType(value === 0 ? undefined : (value as OcrExceptionQuery['exception_type']));
            setPageNo(1);
          }}
          options={[{ value: 0, label: `${texts.allTypes} ${all}` }, ...types.map((entry) => ({ value: entry.type, label: `${exceptionTypeName(entry.type)} ${entry.count}` }))]}
          data-testid="exception-types"
        />
      </Space>
      <Table<OcrException>
        rowKey="page_id"
        size="small"
        {...loadTableProps(list, texts.none)}
        {...pagedTableProps(list.data, pageNo, PAGE_SIZE, setPageNo)}
        columns={[
          { title: texts.columns.image, width: 180, render: (_, page) => <ScanImage url={page.image_url} alt={texts.filePage(page.file_name, page.file_page)} /> },
          {
            title: texts.columns.place,
            render: (_, page) => (
              <Space orientation="vertical" size={0}>
                <span>{page.batch_name}</span>
                <Typography.Text type="secondary">{texts.filePage(page.file_name, page.file_page)}</Typography.Text>
              </Space>
            ),
          },
          { title: texts.columns.type, render: (_, page) => <Typography.Text type="warning">{exceptionTypeName(page.exception_type)}</Typography.Text> },
          {
            title: texts.columns.detail,
            render: (_, page) => (
              <Space orientation="vertical" size={0}>
                {detailOf(page).map((line) => (
                  <span key={line}>{line}</span>
                ))}
                {page.duplicate_of && <ScanImage url={page.duplicate_of.image_url} alt={texts.currentSheetPage} width={120} />}
              </Space>
            ),
          },
          {
            title: texts.columns.actions,
            key: 'actions',
            render: (_, page) => (
              <Space wrap>
                {page.matchable && (
                  <Button size="small" type="primary" onClick={() => setActing({ page, action: 'match' })} data-testid="exception-match">
                    {texts.match}
                  </Button>
                )}
                {page.exception_type === ExceptionType.examNumberDuplicate && page.duplicate_of && page.matchable ? (
                  // a second sheet of a student: a person chooses which of the two counts
                  <>
                    <Popconfirm
                      title={texts.confirmKeepDuplicate}
                      onConfirm={() => act(async () => texts.keptDuplicate((await resolveRepeatStudentSheet(page.page_id, 'duplicate')).sheet_complete))}
                    >
                      <Button size="small" loading={action.busy} data-testid="exception-keep-duplicate">
                        {texts.keepDuplicate}
                      </Button>
                    </Popconfirm>
                    <Popconfirm title={texts.confirmKeepCurrent} onConfirm={() => act(async () => (await resolveRepeatStudentSheet(page.page_id, 'current'), texts.keptCurrent))}>
                      <Button size="small" loading={action.busy} data-testid="exception-keep-current">
                        {texts.keepCurrent}
                      </Button>
                    </Popconfirm>
                  </>
                ) : page.exception_type === ExceptionType.foldedCorner ? (
                  // a folded page was read and goes on to marking: a person only confirms it was checked
                  <Popconfirm title={texts.confirmCheck} onConfirm={() => act(async () => (await ignoreOcrResult(page.page_id), texts.checked))}>
                    <Button size="small" loading={action.busy} data-testid="exception-check">
                      {texts.check}
                    </Button>
                  </Popconfirm>
                ) : (
                  <>
                    <Popconfirm title={texts.confirmIgnore} onConfirm={() => act(async () => (await ignoreOcrResult(page.page_id), texts.ignored))}>
                      <Button size="small" loading={action.busy} data-testid="exception-ignore">
                        {texts.ignore}
                      </Button>
                    </Popconfirm>
                    <Button size="small" onClick={() => setActing({ page, action: 'absent' })} data-testid="exception-absent">
                      {texts.absent}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={acting !== null} title={acting?.action === 'match' ? texts.matchTitle : texts.absentTitle} footer={null} width={720} onCancel={() => setActing(null)} destroyOnHidden>
        {acting && (
          <Space align="start" size="large">
            <ScanImage url={acting.page.image_url} alt={texts.filePage(acting.page.file_name, acting.page.file_page)} width={220} />
            <div style={{ width: 440 }}>
              <RosterSearch testId={testId} initial={acting.page.exam_number_read ?? ''} busy={action.busy} onChoose={choose} />
            </div>
          </Space>
        )}
      </Modal>
    </Space>
  );
}
