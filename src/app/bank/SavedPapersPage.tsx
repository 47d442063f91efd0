/**
 * 试卷篮 (/teachers/examinationBasket, spec 001 §2.1 exam basket): the papers saved from the
 * question basket — the teacher's own and those colleagues of their school shared — newest first,
 * by subject. A paper opens in the question basket again (replacing what is there, after asking),
 * where it is changed, downloaded or set as an exam's paper; its writer or the school's
 * administrator removes it.
 */
import { useState } from 'react';
import { App, Button, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { SUBJECTS } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { basket, replaceBasket } from '../../state/basket.ts';
import { session } from '../../state/session.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { PageHead } from '../common/PageHead.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { pagedTableProps } from '../common/paged-table.ts';
import { isAdminRole } from '../shell/nav-model.ts';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { deleteBasketPaper, listBasketPapers, openBasketPaper, type BasketPaperSummary } from './bank-calls.ts';
import './bank.css';

const texts = t.bank.savedPapers;
const PAGE_SIZE = 20;
const BASKET_PATH = '/teachers/basket';

export function SavedPapersPage() {
  const { message } = App.useApp();
  const [, navigate] = useLocation();
  const schoolTime = useSchoolTime();
  const { user } = useSnapshot(session);
  const { items } = useSnapshot(basket);
  const [subjectId, setSubjectId] = useState<number>();
  const [pageNo, setPageNo] = useState(1);
  const load = useLoad(`basket-papers:${subjectId ?? 0}:${pageNo}`, () => listBasketPapers(pageNo, PAGE_SIZE, subjectId), { keepWithin: 'basket-papers' });
  const action = useAction();

  const openPaper = (paper: BasketPaperSummary) =>
    action.run(async () => {
      const opened = await openBasketPaper(paper.id);
      replaceBasket(opened.title, opened.items);
      void message.success(texts.opened(opened.title));
      if (opened.missing_count > 0) void message.warning(texts.missing(opened.missing_count));
      navigate(BASKET_PATH);
    });
  const remove = (paper: BasketPaperSummary) =>
    action.run(async () => {
      await deleteBasketPaper(paper.id);
      void message.success(texts.removed);
      load.reload();
    });
  const openButton = (paper: BasketPaperSummary) => (
    <Button size="small" type="link" icon={<FolderOpenOutlined />} loading={action.busy} onClick={items.length === 0 ? () => void openPaper(paper) : undefined} data-testid="open-basket-paper">
      {texts.open}
    </Button>
  );

  return (
    <div className="page bank-page" data-testid="saved-papers">
      <PageHead title={texts.title} hint={texts.hint}>
        <Select
          aria-label={texts.subject}
          allowClear
          placeholder={texts.anySubject}
          style={{ width: 140 }}
          value={subjectId}
          onChange={(value?: number) => {
            setSubjectId(value);
            setPageNo(1);
          }}
          options={SUBJECTS.map((s) => ({ value: s.id, label: s.name }))}
        />
      </PageHead>
      <Table<BasketPaperSummary>
        rowKey="id"
        size="middle"
        {...firstLoadTableProps(load, texts.empty)}
        {...pagedTableProps(load.data, pageNo, PAGE_SIZE, setPageNo, { hideOnSinglePage: true })}
        columns={[
          { title: texts.columns.title, dataIndex: 'title' },
          { title: texts.columns.subject, dataIndex: 'subject_name', width: 90 },
          { title: texts.columns.questions, dataIndex: 'question_count', width: 80 },
          { title: texts.columns.total, dataIndex: 'total_score', width: 80 },
          { title: texts.columns.by, dataIndex: 'created_by', width: 110 },
          { title: texts.columns.at, key: 'at', width: 170, render: (_, paper) => schoolTime(paper.created_at) },
          { title: texts.columns.shared, key: 'shared', width: 90, render: (_, paper) => (paper.shared ? <Tag color="blue">{texts.sharedTag}</Tag> : <Tag>{texts.privateTag}</Tag>) },
          {
            title: texts.columns.actions,
            key: 'actions',
            width: 220,
            render: (_, paper) => (
              <Space size={0}>
                {items.length === 0 ? (
                  openButton(paper)
                ) : (
                  <Popconfirm title={texts.replaceConfirm(items.length)} onConfirm={() => void openPaper(paper)}>
                    {openButton(paper)}
                  </Popconfirm>
                )}
                {(paper.mine || isAdminRole(user?.role)) && (
                  <Popconfirm title={texts.removeConfirm(paper.title)} onConfirm={() => void remove(paper)}>
                    <Button size="small" type="link" danger loading={action.busy}>
                      {texts.remove}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
