/**
 * /teachers: the teacher's landing page — who is signed in, in which role, and where to go. A
 * card shows only when it opens a built screen this user may see.
 */
import type { ReactNode } from 'react';
import { Avatar, Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { BarChartOutlined, CloudDownloadOutlined, EditOutlined, LineChartOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { currentGroupName, session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { EXAM_ANALYSIS_PATH, MARKING_MODULE_PATH, MY_DOWNLOAD_PATH } from './nav-model.ts';
import { performNavAction } from './navigation.ts';
import { mayOpen } from './routes.tsx';

const texts = t.shell.home;

interface QuickLink {
  key: string;
  path: string;
  popup?: boolean;
  icon: ReactNode;
  title: string;
  hint: string;
}

const QUICK_LINKS: readonly QuickLink[] = [
  { key: 'markingModule', path: MARKING_MODULE_PATH, popup: true, icon: <EditOutlined />, title: texts.openMarking, hint: texts.openMarkingHint },
  { key: 'marking', path: '/marking', icon: <LineChartOutlined />, title: texts.markingProgress, hint: texts.markingProgressHint },
  { key: 'examinationAnalysis', path: EXAM_ANALYSIS_PATH, icon: <BarChartOutlined />, title: texts.analysis, hint: texts.analysisHint },
  { key: 'myDownload', path: MY_DOWNLOAD_PATH, icon: <CloudDownloadOutlined />, title: texts.downloads, hint: texts.downloadsHint },
];

export function HomePage() {
  const { user, schoolId } = useSnapshot(session);
  if (!user) return null;
  const roleName = currentGroupName(user) || texts.noRole;
  const school = user.schools.find((s) => s.id === schoolId) ?? user.schools[0];
  // a class head who also teaches a subject there is listed once per duty; show the class once
  const classes = user.classes.filter((c, i, all) => all.findIndex((other) => other.id === c.id) === i);
  const links = QUICK_LINKS.filter((link) => mayOpen(link.path, { signedIn: Boolean(user.token), role: user.role }));

  const open = (link: QuickLink) => performNavAction(link.popup ? { type: 'popup', path: link.path } : { type: 'navigate', path: link.path });

  return (
    <div className="shell-home">
      <Card className="shell-home-welcome" variant="borderless">
        <div className="shell-home-welcome-row">
          <Avatar size={64} icon={<UserOutlined />} className="shell-home-avatar" />
          <div>
            <Typography.Title level={3} className="shell-home-title" data-testid="home-welcome">
              {texts.welcome(user.real_name || user.username)}
            </Typography.Title>
            <div className="shell-home-facts">
              <span>
                {texts.currentRole}：<Tag color="blue">{roleName}</Tag>
              </span>
              {school && (
                <span>
                  {texts.school}：<Typography.Text strong>{school.name}</Typography.Text>
                </span>
              )}
            </div>
          </div>
        </div>
      </Card>

      <Typography.Title level={5} className="shell-home-section">
        {texts.quickLinks}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {links.map((link) => (
          <Col key={link.key} xs={24} sm={12} lg={6}>
            <Card hoverable className="shell-quick-link" onClick={() => open(link)} data-testid={`quick-${link.key}`}>
              <div className="shell-quick-link-icon">{link.icon}</div>
              <div className="shell-quick-link-title">{link.title}</div>
              <Typography.Text type="secondary">{link.hint}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>

      <Typography.Title level={5} className="shell-home-section">
        {texts.classes}
      </Typography.Title>
      <Card variant="borderless">
        {classes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.noClasses} />
        ) : (
          <div className="shell-home-classes">
            {classes.map((c) => (
              <Tag key={c.id}>{c.name}</Tag>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
