/**
 * The answer-card entry, route /answerCard: the design kept in this session, to continue, or a
 * new card to start.
 */
import { Button, Card, Empty, Space, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { designer, startDesign } from '../../state/designer.ts';
import { t } from '../i18n/zh-CN.ts';
import type { RouteParams } from '../shell/routes.tsx';
import './designer.css';

const texts = t.answerCard;
/** Where a design made outside an exam is edited. */
export const ADMIN_DESIGNER_PATH = '/answerCard/admin';

export function CardListPage(_props: { params: RouteParams }) {
  const snap = useSnapshot(designer);
  const [, navigate] = useLocation();
  const hasDesign = snap.card.sections.length > 0 || snap.past.length > 0;
  return (
    <div className="card-list" data-testid="answer-card-list">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
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
        {hasDesign ? (
          <Card
            style={{ maxWidth: 480 }}
            title={snap.card.title}
            extra={
              <Button icon={<EditOutlined />} onClick={() => navigate(ADMIN_DESIGNER_PATH)}>
                {texts.continueDesign}
              </Button>
            }
          >
            {texts.sectionsCount(snap.card.sections.length)} · {snap.card.pageConfig.pageSize}
          </Card>
        ) : (
          <Empty description={texts.listEmpty} />
        )}
      </Space>
    </div>
  );
}
