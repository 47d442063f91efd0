/**
 * A screen of later work: its real title and an honest 'not yet available' state.
 */
import { Button, Result } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/zh-CN.ts';
import { session } from '../../state/session.ts';
import { HOME_PATH, landingPath } from './nav-model.ts';

export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="shell-coming-soon" data-testid="coming-soon">
      <Result
        icon={<AppstoreOutlined />}
        title={title}
        subTitle={
          <>
            <div>{t.common.notYetAvailable}</div>
            <div>{t.common.notYetAvailableHint}</div>
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate(session.user ? landingPath(session.user.role, null) : HOME_PATH)}>
            {t.shell.nav.teachersIndex2}
          </Button>
        }
      />
    </div>
  );
}
