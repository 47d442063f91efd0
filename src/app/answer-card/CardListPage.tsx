/**
 * The answer-card entry, route /answerCard: the designs saved for the tests of the user's
 * schools, each opened in the test's designer (which loads the saved design and saves over its
 * version), the draft this tab is designing outside any test, to continue, and a new card to
 * start.
 */
import { useState } from 'react';
import { Button, Card, Empty, Pagination, Space, Typography } from 'antd';
import { EditOutlined, FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { designer, startDesign } from '../../state/designer.ts';
import { useLoad } from '../common/use-load.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { t } from '../../i18n/zh-CN.ts';
import type { RouteParams } from '../shell/routes.tsx';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { ADMIN_DESIGNER_PATH, testDesignerPath } from './card-paths.ts';
import { listServerDesigns, type ListedDesign } from './card-calls.ts';
import './designer.css';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.answerCard;
/** Saved designs per page of the list. */
const SAVED_PAGE_SIZE = 10;

function SavedDesigns() {
  const [, navigate] = useLocation();
  const schoolTime = useSchoolTime();
  const [pageNo, setPageNo] = useState(1);
  const load = useLoad(`designs:${pageNo}`, () => listServerDesigns(pageNo, SAVED_PAGE_SIZE));
  const total = load.data?.total ?? 0;
  return (
    <Card title={texts.list.saved} data-testid="saved-cards">
      <CompactTable<ListedDesign>
        rowKey="test_id"
        {...firstLoadTableProps(load, texts.list.savedEmpty)}
        dataSource={load.data?.result ?? []}
        columns={[
          { title: texts.list.title, dataIndex: 'title', render: (title: string) => <Typography.Text strong>{title}</Typography.Text> },
          { title: texts.list.exam, dataIndex: 'examination_name' },
          { title: texts.list.paper, key: 'paper', render: (_, design) => (design.test_name === design.subject_name ? design.test_name : `${design.subject_name} · ${design.test_name}`) },
          { title: texts.list.pageSize, dataIndex: 'page_size', width: 64, align: 'center' },
          { title: texts.list.sections, dataIndex: 'section_count', width: 64, align: 'center' },
          { title: texts.list.version, dataIndex: 'version', width: 80, align: 'center', render: (version: number) => texts.list.versionText(version) },
          { title: texts.list.savedBy, dataIndex: 'updated_by', width: 100 },
          { title: texts.list.savedAt, dataIndex: 'updated_at', width: 170, render: (iso: string) => schoolTime(iso, { seconds: true }) },
          {
            title: texts.list.actions,
            key: 'open',
            width: 90,
            render: (_, design) => (
              <Button
                size="small"
                icon={<FolderOpenOutlined />}
                aria-label={texts.list.openLabel(design.title, design.test_name)}
                onClick={() => navigate(testDesignerPath(design.subject_id, design.test_id))}
              >
                {texts.list.open}
              </Button>
            ),
          },
        ]}
      />
      {total > SAVED_PAGE_SIZE && (
        <Pagination style={{ marginTop: 12, textAlign: 'right' }} size="small" current={pageNo} pageSize={SAVED_PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPageNo} />
      )}
    </Card>
  );
}

export function CardListPage(_props: { params: RouteParams }) {
  const snap = useSnapshot(designer);
  const [, navigate] = useLocation();
  const hasDesign = snap.card.sections.length > 0 || snap.past.length > 0;
  return (
    <div className="card-list" data-testid="answer-card-list">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {texts.listTitle}
          </Typography.Title>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              startDesign();
              navigate(ADMIN_DESIGNER_PATH);
            }}
          >
            {texts.newDesign}
          </Button>
        </Space>
        <SavedDesigns />
        <Card title={texts.list.draft} data-testid="draft-card">
          {hasDesign ? (
            <Space>
              <Typography.Text strong>{snap.card.title}</Typography.Text>
              <Typography.Text type="secondary">
                {texts.sectionsCount(snap.card.sections.length)} · {snap.card.pageConfig.pageSize}
              </Typography.Text>
              <Button icon={<EditOutlined />} onClick={() => navigate(ADMIN_DESIGNER_PATH)}>
                {texts.continueDesign}
              </Button>
            </Space>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.listEmpty} />
          )}
        </Card>
      </Space>
    </div>
  );
}
