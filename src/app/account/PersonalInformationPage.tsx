/** /personalCenter/personalInformation: who I am here — account, name, roles, schools, grades, subjects. */
import { useState } from 'react';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { gradeName, subjectName } from '../../domain/enums.ts';
import { currentGroupName, session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';
import { ChangePasswordDialog } from '../shell/ChangePasswordDialog.tsx';
import { PersonalCenterNav } from './PersonalCenterNav.tsx';
import './account.css';

const texts = t.account.info;

export function PersonalInformationPage() {
  const { user } = useSnapshot(session);
  const [changing, setChanging] = useState(false);
  if (!user) return null;
  const list = (items: readonly string[]) => (items.length ? <Space size={[4, 4]} wrap>{items.map((i) => <Tag key={i}>{i}</Tag>)}</Space> : texts.none);
  return (
    <div className="page-stack" data-testid="personal-information-page">
      <PageHead title={texts.title}>
        <PersonalCenterNav current="/personalCenter/personalInformation" />
      </PageHead>
      <Card
        variant="borderless"
        extra={
          <Button icon={<KeyOutlined />} onClick={() => setChanging(true)}>
            {texts.changePassword}
          </Button>
        }
      >
        <Descriptions column={1} bordered size="middle" styles={{ label: { width: 180 } }}>
          <Descriptions.Item label={texts.userName}>{user.username}</Descriptions.Item>
          <Descriptions.Item label={texts.realName}>{user.real_name || texts.none}</Descriptions.Item>
          <Descriptions.Item label={texts.role}>
            <Tag color="blue">{currentGroupName(user) || texts.none}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={texts.groups}>{list(user.groups.map((g) => g.group_name))}</Descriptions.Item>
          <Descriptions.Item label={texts.schools}>{list(user.schools.map((s) => s.name))}</Descriptions.Item>
          <Descriptions.Item label={texts.grades}>{list(user.grade_ids.map(gradeName))}</Descriptions.Item>
          <Descriptions.Item label={texts.subjects}>{list(user.subject_ids.map(subjectName))}</Descriptions.Item>
        </Descriptions>
      </Card>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </div>
  );
}
