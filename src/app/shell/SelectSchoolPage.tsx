/** /selectSchool: a user of several schools chooses the one to work in. */
import { Button, Card, Empty, Typography } from 'antd';
import { BankOutlined, RightOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { schoolsOf, session, setSchoolId } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { takeLandingPath } from './sign-in.ts';

const texts = t.shell.selectSchool;

export function SelectSchoolPage() {
  const { user, schoolId } = useSnapshot(session);
  const schools = schoolsOf(user);

  const choose = (id: number) => {
    setSchoolId(id);
    navigate(takeLandingPath(user?.role ?? 0), { replace: true });
  };

  return (
    <div className="shell-select-school">
      <div className="shell-select-school-card">
        <Typography.Title level={3}>{texts.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>
        {schools.length === 0 ? (
          <Empty description={texts.none} />
        ) : (
          <div className="shell-school-list" role="list">
            {schools.map((school) => (
              <Card
                key={school.id}
                role="listitem"
                hoverable
                size="small"
                className={school.id === schoolId ? 'shell-school shell-school-current' : 'shell-school'}
                onClick={() => choose(school.id)}
              >
                <BankOutlined className="shell-school-icon" />
                <span className="shell-school-name">{school.name}</span>
                <Button type="link" icon={<RightOutlined />} iconPlacement="end">
                  {texts.enter}
                </Button>
              </Card>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
